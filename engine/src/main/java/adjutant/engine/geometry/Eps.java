package adjutant.engine.geometry;

/**
 * The rules' tolerances (spec 0.2): every threshold in the text is coded through these
 * predicates so that "less than", "or less" and "or more" mean the same thing everywhere.
 *
 * @implNote This class is stateless and thread-safe.
 */
public final class Eps {

    /** Length tolerance in inches. */
    public static final double EPS = 1e-6;

    /** Angle tolerance in degrees ("up to 45 degrees"). */
    public static final double ANGLE_EPS = 1e-9;

    private Eps() {
    }

    /** "d is less than x": {@code d < x - EPS}. */
    public static boolean lessThan(double d, double x) {
        return d < x - EPS;
    }

    /** "x or less", "up to x", "within x": {@code d <= x + EPS}. */
    public static boolean atMost(double d, double x) {
        return d <= x + EPS;
    }

    /** "x or more": {@code d >= x - EPS}. */
    public static boolean atLeast(double d, double x) {
        return d >= x - EPS;
    }

    /** "between lo and hi", both ends inclusive (AMB-33). */
    public static boolean between(double d, double lo, double hi) {
        return lo - EPS <= d && d <= hi + EPS;
    }

    /** "an angle of up to deg degrees": {@code angle <= deg + 1e-9}. */
    public static boolean angleAtMost(double angleDeg, double deg) {
        return angleDeg <= deg + ANGLE_EPS;
    }

    /** Rounds to 0.001 in, so that equal positions hash equally (BA-GEO-28, AMB-57); never -0.0. */
    public static double round3(double v) {
        return Math.round(v * 1000.0) / 1000.0 + 0.0;
    }

    /** Both coordinates rounded to 0.001 in. */
    public static Vec2 round3(Vec2 p) {
        return new Vec2(round3(p.x()), round3(p.y()));
    }
}
