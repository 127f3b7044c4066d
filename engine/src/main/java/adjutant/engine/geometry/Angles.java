package adjutant.engine.geometry;

/**
 * Angle arithmetic in degrees (the rules' unit), counter-clockwise from +x (BA-GEO-1).
 * {@code angle(u, v)} of the rules is {@link #between(Vec2, Vec2)}.
 *
 * @implNote This class is stateless and thread-safe.
 */
public final class Angles {

    private Angles() {
    }

    /** The same direction in (-180, 180]. */
    public static double normalize(double deg) {
        double a = deg % 360.0;
        if (a <= -180.0) {
            a += 360.0;
        } else if (a > 180.0) {
            a -= 360.0;
        }
        return a + 0.0;
    }

    /** Unsigned angle between two vectors, in [0, 180]; 0 if either is the zero vector. */
    public static double between(Vec2 u, Vec2 v) {
        return between(u.x(), u.y(), v.x(), v.y());
    }

    /** Unsigned angle between (ux, uy) and (vx, vy), in [0, 180]; 0 if either is zero. */
    public static double between(double ux, double uy, double vx, double vy) {
        return Math.toDegrees(Math.atan2(Math.abs(ux * vy - uy * vx), ux * vx + uy * vy));
    }

    /** Unsigned angle between two directions given in degrees, in [0, 180]. */
    public static double betweenDeg(double aDeg, double bDeg) {
        return Math.abs(normalize(bDeg - aDeg));
    }

    /** Signed turn from {@code from} to {@code to}, in (-180, 180]; counter-clockwise positive. */
    public static double turn(Vec2 from, Vec2 to) {
        return normalize(Math.toDegrees(Math.atan2(from.cross(to), from.dot(to))));
    }

    /** Signed turn from direction {@code fromDeg} to {@code toDeg}, in (-180, 180]. */
    public static double turnDeg(double fromDeg, double toDeg) {
        return normalize(toDeg - fromDeg);
    }

    public static double toRad(double deg) {
        return Math.toRadians(deg);
    }

    public static double toDeg(double rad) {
        return Math.toDegrees(rad);
    }
}
