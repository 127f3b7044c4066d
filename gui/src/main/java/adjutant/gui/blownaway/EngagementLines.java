package adjutant.gui.blownaway;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.geometry.Vec2;
import adjutant.gui.TableTransform;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.shape.StrokeLineCap;

/** Lines between enemy units in one engagement: solid between paired units, dashed between the others. */
final class EngagementLines {
    private static final double WIDTH = 0.35;
    private static final double MIN_PX = 3;
    private static final double[] UNPAIRED_DASHES = {8, 6};

    void paint(GraphicsContext g, TableTransform t, BaState s) {
        int n = s.setup().unitCount();
        g.setStroke(PieceColours.ENGAGEMENT);
        g.setLineWidth(Math.max(MIN_PX, t.len(WIDTH)));
        g.setLineCap(StrokeLineCap.ROUND);
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                boolean sameEngagement = s.engaged(a) && s.engagement(a) == s.engagement(b)
                        && s.setup().side(a) != s.setup().side(b);
                if (sameEngagement || s.paired(a, b)) {
                    Vec2 ca = UnitGeometry.centre(s, a);
                    Vec2 cb = UnitGeometry.centre(s, b);
                    g.setLineDashes(s.paired(a, b) ? null : UNPAIRED_DASHES);
                    g.strokeLine(t.px(ca.x()), t.py(ca.y()), t.px(cb.x()), t.py(cb.y()));
                }
            }
        }
        g.setLineDashes();
    }
}
