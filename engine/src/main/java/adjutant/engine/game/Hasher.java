package adjutant.engine.game;

/**
 * A 64-bit hash built by mixing values in a fixed order: the same fields give the same hash in
 * every JVM, which {@code Object.hashCode} of enums does not.
 *
 * <p>The values go round four independent lanes, so that the processor works on several at once
 * (#23): one serial chain of a strong mix waits about 15 cycles per value, and Honours of War's
 * and the League of Augsburg's states mix hundreds of values, once per search node. Each lane
 * step is a bijection of the lane for a given value, so changing any one value always changes
 * the hash; a strong finaliser mixes the lanes and the count of values into all 64 bits. Blown
 * Away's {@code StateHash} is built the same way.
 *
 * <p>{@link #serial()} is the hash game records of formats 1 and 2 carry (one chain of the
 * splitmix64 finaliser), kept so that those records still load and check.
 */
public final class Hasher {
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;
    private static final long LANE_MULTIPLIER = 0x9E3779B185EBCA87L; // xxHash64's first prime, odd

    private final boolean serial;
    private long a;
    private long b = 2;
    private long c = 3;
    private long d = 4;
    private long count;

    /** The four-lane hash: the states' {@code hash()}, and game records from format 3 on. */
    public Hasher() {
        this(false);
    }

    private Hasher(boolean serial) {
        this.serial = serial;
        this.a = serial ? GOLDEN : 1;
    }

    /** The serial hash of game records of formats 1 and 2, which Honours of War and the League of Augsburg wrote. */
    public static Hasher serial() {
        return new Hasher(true);
    }

    public Hasher mix(long v) {
        if (serial) {
            a = serialStep(a, v);
            return this;
        }
        // the value goes into lane a; the lanes then turn, so the next value meets another chain
        long next = Long.rotateLeft((a ^ v) * LANE_MULTIPLIER, 31);
        a = b;
        b = c;
        c = d;
        d = next;
        count++;
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
        if (serial) {
            return a;
        }
        long h = fmix64(a ^ count);
        h = fmix64(h ^ b);
        h = fmix64(h ^ c);
        return fmix64(h ^ d);
    }

    /** One value into the serial chain: the splitmix64 finaliser over the value and the chain. */
    private static long serialStep(long h, long v) {
        long z = h ^ (v + GOLDEN + (h << 6) + (h >>> 2));
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** MurmurHash3's 64-bit finaliser: every input bit reaches every output bit. */
    private static long fmix64(long k) {
        k = (k ^ (k >>> 33)) * 0xFF51AFD7ED558CCDL;
        k = (k ^ (k >>> 33)) * 0xC4CEB9FE1A85EC53L;
        return k ^ (k >>> 33);
    }
}
