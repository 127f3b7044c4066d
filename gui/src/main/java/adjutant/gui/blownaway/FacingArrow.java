package adjutant.gui.blownaway;

import adjutant.engine.geometry.Vec2;
import adjutant.gui.TableTransform;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;

/** The way a unit faces: an arrow from its pivot point (a black dot), in inches on the table. */
final class FacingArrow {
    /** The arrow's length, head included; labels keep clear of it. */
    static final double LENGTH = 2.5;
    private static final double HEAD = 0.8;
    private static final double HEAD_ANGLE_DEG = 150;
    private static final double SHAFT = 0.18;
    private static final double SHAFT_MIN_PX = 1.5;
    private static final double PIVOT_DOT_PX = 4;

    void paint(GraphicsContext g, TableTransform t, Vec2 anchor, double deg, Color c) {
        Vec2 tip = anchor.plus(Vec2.unit(deg).times(LENGTH));
        double x0 = t.px(anchor.x());
        double y0 = t.py(anchor.y());
        double x1 = t.px(tip.x());
        double y1 = t.py(tip.y());
        g.setStroke(c.darker());
        g.setLineWidth(Math.max(SHAFT_MIN_PX, t.len(SHAFT)));
        g.setLineCap(StrokeLineCap.ROUND);
        g.strokeLine(x0, y0, x1, y1);
        Vec2 l = Vec2.unit(deg + HEAD_ANGLE_DEG).times(HEAD);
        Vec2 r = Vec2.unit(deg - HEAD_ANGLE_DEG).times(HEAD);
        g.setFill(c.darker());
        g.fillPolygon(new double[] {x1, x1 + t.len(l.x()), x1 + t.len(r.x())},
                new double[] {y1, y1 - t.len(l.y()), y1 - t.len(r.y())}, 3);
        g.setFill(PieceColours.FACING_PIVOT);
        double d = PIVOT_DOT_PX / 2;
        g.fillOval(x0 - d, y0 - d, PIVOT_DOT_PX, PIVOT_DOT_PX);
    }
}
