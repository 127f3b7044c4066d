package adjutant.engine.geometry;

/**
 * Continuous checks for a point moving linearly, p(t) = p0 + t·u for t in [0, s], in closed form
 * (BA-GEO-28): the stop rule's first contact (BA-GEO-13), enemy overlap along a move
 * (BA-GEO-14), mob clearance (BA-GEO-16) and passability (BA-MOVE-15).
 *
 * <p>u need not be a unit vector; t is in u's units (with a unit u, t is the distance travelled).
 * "First t" methods return {@link Double#POSITIVE_INFINITY} when there is none, which is the
 * infimum of the empty set, so {@code Math.min(s, firstT)} is the distance actually moved.
 * Comparisons are exact; apply the {@link Eps} wording in the radius you pass
 * (e.g. overlap "dist < R − EPS" starts at {@code firstWithin(…, R - EPS)}).
 *
 * @implNote This class is stateless and thread-safe; nothing here allocates.
 */
public final class Sweep {

    private Sweep() {
    }

    /** Parameter in [0, s] at which p0 + t·u is closest to q. */
    public static double closestT(double p0x, double p0y, double ux, double uy, double s, double qx, double qy) {
        double uu = ux * ux + uy * uy;
        if (uu == 0 || s <= 0) {
            return 0;
        }
        double t = ((qx - p0x) * ux + (qy - p0y) * uy) / uu;
        return t < 0 ? 0 : (t > s ? s : t);
    }

    /** min over t in [0, s] of dist(p0 + t·u, q). */
    public static double minDistance(double p0x, double p0y, double ux, double uy, double s, double qx, double qy) {
        double t = closestT(p0x, p0y, ux, uy, s, qx, qy);
        return FastMath.hypot(p0x + t * ux - qx, p0y + t * uy - qy);
    }

    public static double minDistance(Vec2 p0, Vec2 u, double s, Vec2 q) {
        return minDistance(p0.x(), p0.y(), u.x(), u.y(), s, q.x(), q.y());
    }

    /**
     * The first t in [0, s] with dist(p0 + t·u, q) ≤ r, or +∞ if none: the smaller root of
     * |p0 − q + t·u|² = r², computed in the cancellation-free form.
     */
    public static double firstWithin(double p0x, double p0y, double ux, double uy, double s,
                                     double qx, double qy, double r) {
        double dx = p0x - qx;
        double dy = p0y - qy;
        double c = dx * dx + dy * dy - r * r;
        if (c <= 0) {
            return 0;
        }
        double a = ux * ux + uy * uy;
        double halfB = dx * ux + dy * uy;
        if (a == 0 || halfB >= 0) {
            return Double.POSITIVE_INFINITY; // standing still or moving away
        }
        double disc = halfB * halfB - a * c;
        if (disc < 0) {
            return Double.POSITIVE_INFINITY; // passes wide
        }
        // Roots (-halfB ± √disc)/a; the smaller is c / (-halfB + √disc), stable for halfB < 0.
        double t = c / (-halfB + Math.sqrt(disc));
        return t <= s ? t : Double.POSITIVE_INFINITY;
    }

    public static double firstWithin(Vec2 p0, Vec2 u, double s, Vec2 q, double r) {
        return firstWithin(p0.x(), p0.y(), u.x(), u.y(), s, q.x(), q.y(), r);
    }

    /**
     * Two points both moving: p(t) = p0 + t·u and q(t) = q0 + t·v, t in [0, s]. Their distance is
     * that of p0 + t·(u − v) from the fixed q0.
     */
    public static double minDistance(Vec2 p0, Vec2 u, Vec2 q0, Vec2 v, double s) {
        return minDistance(p0.x(), p0.y(), u.x() - v.x(), u.y() - v.y(), s, q0.x(), q0.y());
    }

    /** First t at which two moving points come within r, or +∞. */
    public static double firstWithin(Vec2 p0, Vec2 u, Vec2 q0, Vec2 v, double s, double r) {
        return firstWithin(p0.x(), p0.y(), u.x() - v.x(), u.y() - v.y(), s, q0.x(), q0.y(), r);
    }

    /** Two points moving with the same velocity keep their distance: it is simply dist(p0, q0). */
    public static double minDistanceCoMoving(Vec2 p0, Vec2 q0) {
        return p0.distance(q0);
    }

    /** Two points moving with the same velocity: 0 if already within r, else never (+∞). */
    public static double firstWithinCoMoving(Vec2 p0, Vec2 q0, double r) {
        return p0.distance(q0) <= r ? 0 : Double.POSITIVE_INFINITY;
    }

    /** First t in [0, s] at which p0 + t·u meets the segment (touching within EPS), or +∞. */
    public static double firstCrossing(Vec2 p0, Vec2 u, double s, Segment seg) {
        if (s <= 0) {
            return seg.distanceTo(p0) <= Eps.EPS ? 0 : Double.POSITIVE_INFINITY;
        }
        double t = Segment.intersectionParam(p0.x(), p0.y(), p0.x() + s * u.x(), p0.y() + s * u.y(),
                seg.a().x(), seg.a().y(), seg.b().x(), seg.b().y());
        return Double.isNaN(t) ? Double.POSITIVE_INFINITY : t * s;
    }

    /** First t in [0, s] at which p0 + t·u is inside the polygon (boundary included), or +∞. */
    public static double firstEntry(Vec2 p0, Vec2 u, double s, Polygon poly) {
        if (s <= 0) {
            return poly.contains(p0) ? 0 : Double.POSITIVE_INFINITY;
        }
        return poly.firstEntryParam(p0.x(), p0.y(), p0.x() + s * u.x(), p0.y() + s * u.y()) * s;
    }

    /**
     * First t in [0, s] at which p0 + t·u is outside the polygon (e.g. leaves the table or a
     * bridge), or +∞ if it stays inside; 0 if p0 is outside.
     */
    public static double firstExit(Vec2 p0, Vec2 u, double s, Polygon poly) {
        if (s <= 0) {
            return poly.contains(p0) ? Double.POSITIVE_INFINITY : 0;
        }
        return poly.firstExitParam(p0.x(), p0.y(), p0.x() + s * u.x(), p0.y() + s * u.y()) * s;
    }
}
