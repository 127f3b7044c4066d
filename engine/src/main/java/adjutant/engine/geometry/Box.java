package adjutant.engine.geometry;

/**
 * An axis-aligned bounding box, used to reject far-away shapes before exact tests.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record Box(double minX, double minY, double maxX, double maxY) {

    public Box {
        if (!(minX <= maxX && minY <= maxY)) {
            throw new IllegalArgumentException("empty box: " + minX + ", " + minY + ", " + maxX + ", " + maxY);
        }
    }

    /** The smallest box holding the given points (at least one). */
    static Box around(double[] xs, double[] ys) {
        double x0 = xs[0];
        double x1 = xs[0];
        double y0 = ys[0];
        double y1 = ys[0];
        for (int i = 1; i < xs.length; i++) {
            x0 = Math.min(x0, xs[i]);
            x1 = Math.max(x1, xs[i]);
            y0 = Math.min(y0, ys[i]);
            y1 = Math.max(y1, ys[i]);
        }
        return new Box(x0, y0, x1, y1);
    }

    /** True if (x, y) lies in the box grown by {@code margin} on every side. */
    public boolean contains(double x, double y, double margin) {
        return x >= minX - margin && x <= maxX + margin && y >= minY - margin && y <= maxY + margin;
    }

    /** True if (x, y) lies in the box (boundary inclusive, within EPS). */
    public boolean contains(Vec2 p) {
        return contains(p.x(), p.y(), Eps.EPS);
    }

    /** True if the box grown by {@code margin} meets the bounding box of segment [a, b]. */
    public boolean overlapsSegmentBox(double ax, double ay, double bx, double by, double margin) {
        return Math.max(ax, bx) >= minX - margin && Math.min(ax, bx) <= maxX + margin
                && Math.max(ay, by) >= minY - margin && Math.min(ay, by) <= maxY + margin;
    }

    public boolean intersects(Box o) {
        return o.maxX >= minX - Eps.EPS && o.minX <= maxX + Eps.EPS
                && o.maxY >= minY - Eps.EPS && o.minY <= maxY + Eps.EPS;
    }

    public double width() {
        return maxX - minX;
    }

    public double height() {
        return maxY - minY;
    }

    /** The extent {x0, x1, y0, y1} of the first n points (xs[i], ys[i]); empty (+inf..-inf) when n is 0. */
    public static double[] extent(double[] xs, double[] ys, int n) {
        double x0 = Double.POSITIVE_INFINITY, x1 = Double.NEGATIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY, y1 = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            x0 = Math.min(x0, xs[i]);
            x1 = Math.max(x1, xs[i]);
            y0 = Math.min(y0, ys[i]);
            y1 = Math.max(y1, ys[i]);
        }
        return new double[] {x0, x1, y0, y1};
    }
}
