package adjutant.engine.geometry;

/**
 * Distances without {@link Math#hypot}: hypot guards against overflow in software and is many
 * times slower than a square root; table coordinates are inches, far from overflow.
 */
public final class FastMath {
    private FastMath() {}

    public static double hypot(double dx, double dy) {
        return Math.sqrt(dx * dx + dy * dy);
    }
}
