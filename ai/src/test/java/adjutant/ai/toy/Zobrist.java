package adjutant.ai.toy;

/** Hash helpers for the toy games: a SplitMix64 finaliser over combined fields. */
final class Zobrist {

    private Zobrist() {}

    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    static long combine(long h, long field) {
        return mix(h * 31 + field + 0x9e3779b97f4a7c15L);
    }
}
