package adjutant.engine.geometry;

/**
 * A point or vector on the table, in inches. x runs along the table's length, y across it
 * (BA-GEO-1); angles are counter-clockwise from +x.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record Vec2(double x, double y) {

    public static final Vec2 ZERO = new Vec2(0, 0);

    public static Vec2 of(double x, double y) {
        return new Vec2(x, y);
    }

    /** The unit vector at {@code deg} degrees counter-clockwise from +x. */
    public static Vec2 unit(double deg) {
        double r = Math.toRadians(deg);
        return new Vec2(Math.cos(r), Math.sin(r));
    }

    public Vec2 plus(Vec2 o) {
        return new Vec2(x + o.x, y + o.y);
    }

    public Vec2 minus(Vec2 o) {
        return new Vec2(x - o.x, y - o.y);
    }

    public Vec2 times(double s) {
        return new Vec2(x * s, y * s);
    }

    public double dot(Vec2 o) {
        return x * o.x + y * o.y;
    }

    /** z of the cross product: positive when {@code o} is counter-clockwise of this. */
    public double cross(Vec2 o) {
        return x * o.y - y * o.x;
    }

    public double length() {
        return FastMath.hypot(x, y);
    }

    public double distance(Vec2 o) {
        return FastMath.hypot(x - o.x, y - o.y);
    }

    /** Squared length: cheaper than {@link #length()} for comparisons. */
    public double lengthSquared() {
        return x * x + y * y;
    }

    /** Squared distance: cheaper than {@link #distance(Vec2)} for comparisons. */
    public double distanceSquared(Vec2 o) {
        double dx = x - o.x;
        double dy = y - o.y;
        return dx * dx + dy * dy;
    }

    public Vec2 negate() {
        return new Vec2(-x, -y);
    }

    public Vec2 normalized() {
        double l = length();
        if (l == 0) {
            throw new ArithmeticException("cannot normalise the zero vector");
        }
        return new Vec2(x / l, y / l);
    }

    /** Rotated counter-clockwise by {@code deg} degrees. */
    public Vec2 rotate(double deg) {
        double r = Math.toRadians(deg);
        double c = Math.cos(r);
        double s = Math.sin(r);
        return new Vec2(c * x - s * y, s * x + c * y);
    }

    /** The right-hand lateral of a facing f: r = (f.y, -f.x) (BA-GEO-1). */
    public Vec2 rightNormal() {
        return new Vec2(y, -x);
    }

    /** The left-hand lateral of a facing f: (-f.y, f.x), i.e. -rightNormal(). */
    public Vec2 leftNormal() {
        return new Vec2(-y, x);
    }

    /** Direction in degrees, in (-180, 180]. */
    public double angleDeg() {
        return Math.toDegrees(Math.atan2(y, x));
    }

    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT, "(%.3f, %.3f)", x, y);
    }
}
