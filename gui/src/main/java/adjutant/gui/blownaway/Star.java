package adjutant.gui.blownaway;

import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;

/** A five-pointed star: the mark of officers and commanders. */
final class Star {
    private static final int POINTS = 5;
    /** The inner corners' distance from the centre, as a share of the outer ones'. */
    private static final double INNER = 0.45;

    private Star() {}

    static void fill(GraphicsContext g, double x, double y, double r, Color c) {
        int corners = 2 * POINTS;
        double[] xs = new double[corners];
        double[] ys = new double[corners];
        for (int i = 0; i < corners; i++) {
            double a = Math.toRadians(-90 + 360.0 / corners * i);
            double rr = i % 2 == 0 ? r : r * INNER;
            xs[i] = x + rr * Math.cos(a);
            ys[i] = y + rr * Math.sin(a);
        }
        g.setFill(c);
        g.fillPolygon(xs, ys, corners);
    }
}
