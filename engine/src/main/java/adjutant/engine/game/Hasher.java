package adjutant.engine.game;

/**
 * A 64-bit hash built by mixing values in a fixed order (splitmix64 finaliser): the same fields
 * give the same hash in every JVM, which {@code Object.hashCode} of enums does not.
 */
public final class Hasher {

    private long h = 0x9E3779B97F4A7C15L;

    public Hasher mix(long v) {
        long z = h ^ (v + 0x9E3779B97F4A7C15L + (h << 6) + (h >>> 2));
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        h = z ^ (z >>> 31);
        return this;
    }

    public Hasher mix(int v) {
        return mix((long) v);
    }

    public Hasher mix(boolean v) {
        return mix(v ? 1L : 0L);
    }

    /** Doubles are mixed by their bits, -0.0 as 0.0. */
    public Hasher mix(double v) {
        return mix(Double.doubleToLongBits(v == 0 ? 0.0 : v));
    }

    public Hasher mix(String s) {
        mix(s.length());
        for (int i = 0; i < s.length(); i++) {
            mix((long) s.charAt(i));
        }
        return this;
    }

    public long value() {
        return h;
    }
}
