package adjutant.engine.geometry;

/**
 * The closed segment from {@code a} to {@code b}, parametrised by t in [0, 1]. The closed forms
 * here (point–segment distance, segment crossing) are the "closed forms where easy" of BA-GEO-28;
 * the static methods on raw doubles allocate nothing and serve the rules' inner loops.
 *
 * <p>"Intersects" means touching within {@link Eps#EPS} counts.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record Segment(Vec2 a, Vec2 b) {

    public Segment {
        if (a == null || b == null) {
            throw new NullPointerException("segment end points must not be null");
        }
    }

    public static Segment of(Vec2 a, Vec2 b) {
        return new Segment(a, b);
    }

    public static Segment of(double ax, double ay, double bx, double by) {
        return new Segment(new Vec2(ax, ay), new Vec2(bx, by));
    }

    public double length() {
        return a.distance(b);
    }

    /** b - a. */
    public Vec2 delta() {
        return b.minus(a);
    }

    /** a + t·(b - a); t is not clamped. */
    public Vec2 pointAt(double t) {
        return new Vec2(a.x() + t * (b.x() - a.x()), a.y() + t * (b.y() - a.y()));
    }

    /** The parameter in [0, 1] of the point of this segment closest to p. */
    public double closestParam(Vec2 p) {
        return closestParam(p.x(), p.y(), a.x(), a.y(), b.x(), b.y());
    }

    public Vec2 closestPoint(Vec2 p) {
        return pointAt(closestParam(p));
    }

    public double distanceTo(Vec2 p) {
        return pointSegmentDistance(p.x(), p.y(), a.x(), a.y(), b.x(), b.y());
    }

    /** Minimum distance between the two closed segments (0 if they cross). */
    public double distanceTo(Segment o) {
        return segmentSegmentDistance(a.x(), a.y(), b.x(), b.y(), o.a.x(), o.a.y(), o.b.x(), o.b.y());
    }

    /** True if the segments cross or touch (within EPS). */
    public boolean intersects(Segment o) {
        return segmentsIntersect(a.x(), a.y(), b.x(), b.y(), o.a.x(), o.a.y(), o.b.x(), o.b.y());
    }

    /**
     * The smallest t in [0, 1] at which this segment meets {@code o} (within EPS), or NaN if they
     * do not meet. For overlapping collinear segments, the start of the overlap along this one.
     */
    public double intersectionParam(Segment o) {
        return intersectionParam(a.x(), a.y(), b.x(), b.y(), o.a.x(), o.a.y(), o.b.x(), o.b.y());
    }

    public Segment reversed() {
        return new Segment(b, a);
    }

    // ---- raw-double forms, allocation free ----

    /** Parameter in [0, 1] of the point of segment [a, b] closest to p (0 for a degenerate segment). */
    public static double closestParam(double px, double py, double ax, double ay, double bx, double by) {
        double dx = bx - ax;
        double dy = by - ay;
        double len2 = dx * dx + dy * dy;
        if (len2 == 0) {
            return 0;
        }
        double t = ((px - ax) * dx + (py - ay) * dy) / len2;
        return t < 0 ? 0 : (t > 1 ? 1 : t);
    }

    public static double pointSegmentDistanceSquared(double px, double py,
                                                     double ax, double ay, double bx, double by) {
        double t = closestParam(px, py, ax, ay, bx, by);
        double ex = ax + t * (bx - ax) - px;
        double ey = ay + t * (by - ay) - py;
        return ex * ex + ey * ey;
    }

    public static double pointSegmentDistance(double px, double py,
                                              double ax, double ay, double bx, double by) {
        return Math.sqrt(pointSegmentDistanceSquared(px, py, ax, ay, bx, by));
    }

    /** Minimum distance between closed segments [a, b] and [c, d]. */
    public static double segmentSegmentDistance(double ax, double ay, double bx, double by,
                                                double cx, double cy, double dx, double dy) {
        if (properlyCross(ax, ay, bx, by, cx, cy, dx, dy)) {
            return 0;
        }
        double m = Math.min(
                Math.min(pointSegmentDistanceSquared(ax, ay, cx, cy, dx, dy),
                        pointSegmentDistanceSquared(bx, by, cx, cy, dx, dy)),
                Math.min(pointSegmentDistanceSquared(cx, cy, ax, ay, bx, by),
                        pointSegmentDistanceSquared(dx, dy, ax, ay, bx, by)));
        return Math.sqrt(m);
    }

    /** True if [a, b] and [c, d] cross or come within EPS of each other. */
    public static boolean segmentsIntersect(double ax, double ay, double bx, double by,
                                            double cx, double cy, double dx, double dy) {
        // Bounding-box rejection first: the common case in the rules is "far apart".
        if (Math.max(ax, bx) < Math.min(cx, dx) - Eps.EPS || Math.max(cx, dx) < Math.min(ax, bx) - Eps.EPS
                || Math.max(ay, by) < Math.min(cy, dy) - Eps.EPS || Math.max(cy, dy) < Math.min(ay, by) - Eps.EPS) {
            return false;
        }
        return segmentSegmentDistance(ax, ay, bx, by, cx, cy, dx, dy) <= Eps.EPS;
    }

    /** See {@link #intersectionParam(Segment)}. */
    public static double intersectionParam(double ax, double ay, double bx, double by,
                                           double cx, double cy, double dx, double dy) {
        if (!segmentsIntersect(ax, ay, bx, by, cx, cy, dx, dy)) {
            return Double.NaN;
        }
        if (properlyCross(ax, ay, bx, by, cx, cy, dx, dy)) {
            double rx = bx - ax;
            double ry = by - ay;
            double sx = dx - cx;
            double sy = dy - cy;
            double t = ((cx - ax) * sy - (cy - ay) * sx) / (rx * sy - ry * sx);
            return t < 0 ? 0 : (t > 1 ? 1 : t);
        }
        // Not a strict crossing, so the segments touch (within EPS) at an end point of one of them.
        double eps2 = Eps.EPS * Eps.EPS;
        if (pointSegmentDistanceSquared(ax, ay, cx, cy, dx, dy) <= eps2) {
            return 0;
        }
        double best = 1;
        if (pointSegmentDistanceSquared(cx, cy, ax, ay, bx, by) <= eps2) {
            best = closestParam(cx, cy, ax, ay, bx, by);
        }
        if (pointSegmentDistanceSquared(dx, dy, ax, ay, bx, by) <= eps2) {
            best = Math.min(best, closestParam(dx, dy, ax, ay, bx, by));
        }
        return best;
    }

    /** Strict crossing: each segment's end points lie strictly on opposite sides of the other's line. */
    static boolean properlyCross(double ax, double ay, double bx, double by,
                                 double cx, double cy, double dx, double dy) {
        double o1 = orient(ax, ay, bx, by, cx, cy);
        double o2 = orient(ax, ay, bx, by, dx, dy);
        double o3 = orient(cx, cy, dx, dy, ax, ay);
        double o4 = orient(cx, cy, dx, dy, bx, by);
        return ((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0));
    }

    /** Twice the signed area of triangle (a, b, c): positive when c is left of a→b. */
    static double orient(double ax, double ay, double bx, double by, double cx, double cy) {
        return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    }

    @Override
    public String toString() {
        return "[" + a + " -> " + b + "]";
    }
}
