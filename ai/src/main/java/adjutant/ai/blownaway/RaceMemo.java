package adjutant.ai.blownaway;

import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BodyBounds;
import adjutant.engine.game.Side;

/**
 * Each side's moves to win ({@link ObjectiveRace#movesToWin}), kept per thread under all that
 * decides them: the objectives the side owns, those the enemy garrisons, how soon the enemy can
 * stand in each and whether it moves first ({@link Opposition}), and the stamp
 * ({@link BodyBounds#stamp}) and delay of each of the side's units with men in ranks. In a
 * search, siblings differ by one side's move, and the other side's race is then the same: it is
 * found once, not at every evaluation (#23: the race was a fifth of alpha-beta's time).
 *
 * <p>A direct-mapped table whose entries hold their whole key, compared in full: a result is
 * reused only for the same inputs, so it is the number the race would find (RaceMemoTest checks
 * it on searched lines).
 */
final class RaceMemo {
    private static final int BITS = 12;
    /** Longs a key may have: side, owned, garrisoned, the enemy's reach and the units; a larger key is not kept. */
    private static final int STRIDE = 20;
    private static final ThreadLocal<RaceMemo> PER_THREAD = ThreadLocal.withInitial(RaceMemo::new);

    /** Slot i's key at [i * STRIDE, i * STRIDE + lengths[i]): one flat array, so a lookup follows no pointer. */
    private final long[] keys = new long[STRIDE << BITS];
    private final int[] lengths = new int[1 << BITS]; // 0: empty
    private final int[] results = new int[1 << BITS];
    /** The key being built or looked up: side and who moves first, owned, garrisoned, the reach 8 objectives a long, then one entry per unit. */
    private long[] key = new long[STRIDE];
    private int length;

    private RaceMemo() {}

    static RaceMemo get() {
        return PER_THREAD.get();
    }

    /**
     * Makes the key of {@code side}'s race in s: what the race reads, and nothing else.
     */
    void describe(BaState s, Side side, BodyBounds bounds, Opposition opposition) {
        BaSetup setup = s.setup();
        int units = setup.unitCount();
        int objectives = setup.board().objectiveCount();
        int reachLongs = (objectives + 7) / 8;
        if (key.length < units + 3 + reachLongs) {
            key = new long[units + 3 + reachLongs];
        }
        long owned = 0;
        for (int o = 0; o < objectives; o++) {
            owned |= s.owner(o) == side ? 1L << o : 0;
        }
        int n = 3;
        for (int i = 0; i < reachLongs; i++) {
            long packed = 0;
            for (int o = i * 8; o < Math.min(objectives, i * 8 + 8); o++) {
                packed |= (long) opposition.reach()[o] << 8 * (o - i * 8); // at most REACH_CAP: a byte
            }
            key[n++] = packed;
        }
        for (int u = 0; u < units; u++) {
            if (setup.side(u) == side && s.inRanks(u) > 0) {
                // stamps are below 2^62: the low bit holds the unit's delay
                key[n++] = bounds.stamp(u) << 1 | ObjectiveRace.delay(s, u);
            }
        }
        key[0] = side.ordinal() | (opposition.enemyFirst() ? 2 : 0);
        key[1] = owned;
        key[2] = opposition.garrisoned();
        length = n;
    }

    /** The kept result for the key last described, or -1. */
    int find() {
        if (length > STRIDE) {
            return -1;
        }
        int slot = slot();
        if (lengths[slot] != length) {
            return -1;
        }
        int at = slot * STRIDE;
        for (int i = 0; i < length; i++) {
            if (keys[at + i] != key[i]) {
                return -1;
            }
        }
        return results[slot];
    }

    /** Keeps {@code moves} under the key last described. */
    void keep(int moves) {
        if (length > STRIDE) {
            return;
        }
        int slot = slot();
        System.arraycopy(key, 0, keys, slot * STRIDE, length);
        lengths[slot] = length;
        results[slot] = moves;
    }

    private int slot() {
        long h = 0;
        for (int i = 0; i < length; i++) {
            h = (h + key[i]) * 0x9E3779B97F4A7C15L;
        }
        return (int) (h >>> (64 - BITS));
    }
}
