package adjutant.engine.blownaway;

/**
 * Whether a unit is pinned (BA-MOVE-9), kept per thread for the positions met again: the answer
 * reads only the unit's men in ranks, facing and anchor and those of the enemy units whose boxes
 * are within 10 in of its own ({@link BodyBounds#near}), all named by their
 * {@link BodyBounds#stamp}s, so it is kept under them. The scripted commander asks it of every
 * enemy unit for every action it values, and one action changes one unit.
 *
 * <p>A direct-mapped table by the unit's stamp; a kept answer whose neighbours' stamps differ is
 * found again. {@code DistanceShortcutsTest} compares every answer with the full scan.
 */
final class PinnedMemo {
    private static final int BITS = 11;
    private static final ThreadLocal<PinnedMemo> PER_THREAD = ThreadLocal.withInitial(PinnedMemo::new);

    private final long[] stamps = new long[1 << BITS]; // 0: empty (stamps start at 1)
    private final long[] neighbours = new long[1 << BITS]; // the near enemy units, as a bit set
    private final long[][] neighbourStamps = new long[1 << BITS][];
    private final boolean[] pinned = new boolean[1 << BITS];

    private PinnedMemo() {}

    static PinnedMemo get() {
        return PER_THREAD.get();
    }

    /** The kept answer for unit u with near enemies {@code near}: 1 pinned, 0 not, -1 not kept. */
    int find(BodyBounds bounds, int u, long near) {
        int slot = slot(bounds.stamp(u));
        if (stamps[slot] != bounds.stamp(u) || neighbours[slot] != near) {
            return -1;
        }
        long[] kept = neighbourStamps[slot];
        int i = 0;
        for (long left = near; left != 0; left &= left - 1) {
            if (bounds.stamp(Long.numberOfTrailingZeros(left)) != kept[i++]) {
                return -1;
            }
        }
        return pinned[slot] ? 1 : 0;
    }

    void keep(BodyBounds bounds, int u, long near, boolean answer) {
        int slot = slot(bounds.stamp(u));
        long[] kept = neighbourStamps[slot];
        int n = Long.bitCount(near);
        if (kept == null || kept.length != n) {
            kept = new long[n];
            neighbourStamps[slot] = kept;
        }
        int i = 0;
        for (long left = near; left != 0; left &= left - 1) {
            kept[i++] = bounds.stamp(Long.numberOfTrailingZeros(left));
        }
        stamps[slot] = bounds.stamp(u);
        neighbours[slot] = near;
        pinned[slot] = answer;
    }

    private static int slot(long stamp) {
        return (int) ((stamp * 0x9E3779B97F4A7C15L) >>> (64 - BITS));
    }
}
