package adjutant.gui.blownaway;

import adjutant.engine.geometry.Vec2;
import adjutant.gui.TableTransform;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;

/** A gun: a carriage square on the axle and the barrel along the boresight, edged in its side's colour. Sizes in inches. */
final class GunPainter {
    private static final double CARRIAGE_BACK = 1.0;
    private static final double CARRIAGE_SIDE = 1.2;
    private static final double BARREL_LENGTH = 1.9;
    private static final double BARREL_WIDTH = 0.36;
    private static final double EDGE = 0.15;
    private static final double EDGE_MIN_PX = 1.5;

    void paint(GraphicsContext g, TableTransform t, Vec2 axle, double facingDeg, Color side) {
        g.save();
        g.translate(t.px(axle.x()), t.py(axle.y()));
        g.rotate(t.screenDeg(facingDeg));
        double s = t.scale();
        g.setFill(PieceColours.GUN);
        g.setStroke(side);
        g.setLineWidth(Math.max(EDGE_MIN_PX, s * EDGE));
        double half = CARRIAGE_SIDE / 2;
        g.fillRect(-CARRIAGE_BACK * s, -half * s, CARRIAGE_SIDE * s, CARRIAGE_SIDE * s);
        g.strokeRect(-CARRIAGE_BACK * s, -half * s, CARRIAGE_SIDE * s, CARRIAGE_SIDE * s);
        double bore = BARREL_WIDTH / 2;
        g.fillRect(0, -bore * s, BARREL_LENGTH * s, BARREL_WIDTH * s);
        g.strokeRect(0, -bore * s, BARREL_LENGTH * s, BARREL_WIDTH * s);
        g.restore();
    }
}
