package adjutant.gui.blownaway;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.Params;
import adjutant.engine.blownaway.Phase;
import adjutant.engine.geometry.Vec2;
import adjutant.gui.TableTransform;
import javafx.scene.canvas.GraphicsContext;

/** In the artillery step, the firing gun's arc: the ring sector between its least and greatest range. */
final class ArtilleryArc {
    /** Straight pieces each curved edge is drawn with. */
    private static final int SEGMENTS = 30;
    private static final double FILL_OPACITY = 0.18;
    private static final double EDGE_PX = 2;
    private static final double[] EDGE_DASHES = {10, 6};

    void paint(GraphicsContext g, TableTransform t, BaState s) {
        if (s.phase() != Phase.ARTILLERY || s.cursor() < 0) {
            return;
        }
        int gun = s.cursor();
        Vec2 a = s.anchor(gun);
        double face = s.facingDeg(gun);
        double[] xs = new double[2 * (SEGMENTS + 1)];
        double[] ys = new double[2 * (SEGMENTS + 1)];
        for (int i = 0; i <= SEGMENTS; i++) {
            double deg = face - Params.LRA_ARC_HALF_DEG + 2 * Params.LRA_ARC_HALF_DEG * i / SEGMENTS;
            Vec2 outer = a.plus(Vec2.unit(deg).times(Params.LRA_MAX_RANGE));
            Vec2 inner = a.plus(Vec2.unit(deg).times(Params.LRA_MIN_RANGE));
            xs[i] = t.px(outer.x());
            ys[i] = t.py(outer.y());
            xs[2 * SEGMENTS + 1 - i] = t.px(inner.x());
            ys[2 * SEGMENTS + 1 - i] = t.py(inner.y());
        }
        g.setFill(PieceColours.ARC.deriveColor(0, 1, 1, FILL_OPACITY));
        g.fillPolygon(xs, ys, xs.length);
        g.setStroke(PieceColours.ARC.darker());
        g.setLineWidth(EDGE_PX);
        g.setLineDashes(EDGE_DASHES);
        g.strokePolygon(xs, ys, xs.length);
        g.setLineDashes();
    }
}
