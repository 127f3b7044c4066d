package adjutant.ai.tuning;

/**
 * Derives independent seeds from a run seed and indices (generation, pair...), so that every
 * random stream of a tuning run is fixed by the run seed alone and can be recreated on resume.
 */
public final class Seeds {

    private Seeds() {}

    /** A well-mixed seed for the tuple {@code (seed, parts...)}; different tuples give unrelated seeds. */
    public static long derive(long seed, long... parts) {
        long h = mix(seed ^ 0x6A09E667F3BCC909L);
        for (long part : parts) {
            h = mix(h + 0x9E3779B97F4A7C15L * (part + 1));
        }
        return h;
    }

    // The SplitMix64 finaliser (Steele, Lea and Flood 2014).
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
