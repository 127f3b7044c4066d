package adjutant.tools.tournament;

/** Game seeds derived from the tournament seed with SplitMix64 mixing. */
final class Seeds {

    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private Seeds() {}

    /**
     * The seed of a game pair: a mix of the tournament seed, the pairing and the pair, so that
     * seeds do not depend on how many pairings or pairs there are (non-negative, for readability).
     */
    static long gameSeed(long tournamentSeed, int pairing, int pair) {
        long z = mix64(tournamentSeed);
        z = mix64(z + GOLDEN_GAMMA * (pairing + 1L));
        z = mix64(z ^ (GOLDEN_GAMMA * (pair + 1L)));
        return z & Long.MAX_VALUE;
    }

    /** The SplitMix64 finaliser (Stafford's variant 13). */
    static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
