package adjutant.ai.blownaway;

import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.game.Side;

/**
 * Each side's moves to win ({@link ObjectiveRace#movesToWin}), kept per thread under all that
 * decides them: the objectives the side owns, those the enemy garrisons, how soon the enemy can
 * stand in each and whether it moves first ({@link Opposition}), and for each of the side's units
 * with men in ranks, in unit order, the delay it pays and the moves it needs to reach each
 * objective ({@link UnitObjectiveFacts}). Those are all the race reads
 * ({@code ObjectiveRace.Choices}); a unit that moved without coming a move nearer to or farther
 * from any objective leaves the key as it was. In a search, siblings differ by one side's move, and the other side's race is then
 * the same: it is found once, not at every evaluation (#23: the race was a fifth of alpha-beta's
 * time).
 *
 * <p>A direct-mapped table whose entries hold their whole key, compared in full: a result is
 * reused only for the same inputs, so it is the number the race would find (RaceMemoTest checks
 * it on searched lines).
 */
final class RaceMemo {
    private static final int BITS = 12;
    /** Longs a key may have: side, owned, garrisoned, the enemy's reach and the units; a larger key is not kept. */
    private static final int STRIDE = 20;
    /** Objectives a unit's moves fill one long with, a byte each under the delay's bit; more are not kept. */
    private static final int PACKED_OBJECTIVES = 7;
    /** A unit's moves are kept up to this; a unit farther (but not unreachable) leaves the race unkept. */
    private static final int MOST_MOVES = 254;
    /** A byte's value for an objective the unit cannot reach ({@link ObjectiveRace#UNREACHABLE}). */
    private static final int UNREACHABLE_BYTE = 255;
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
    void describe(BaState s, Side side, ObjectiveView view, Opposition opposition) {
        BaSetup setup = s.setup();
        int units = setup.unitCount();
        int objectives = setup.board().objectiveCount();
        int reachLongs = (objectives + 7) / 8;
        if (key.length < units + 3 + reachLongs) {
            key = new long[units + 3 + reachLongs];
        }
        length = Integer.MAX_VALUE; // not kept, unless the key is made in full
        if (objectives > PACKED_OBJECTIVES) {
            return;
        }
        long owned = 0;
        for (int o = 0; o < objectives; o++) {
            owned |= s.owner(o) == side ? 1L << o : 0;
        }
        int n = 3;
        for (int i = 0; i < reachLongs; i++) {
            long packed = 0;
            for (int o = i * 8; o < Math.min(objectives, i * 8 + 8); o++) {
                packed |= (long) opposition.reach(o) << 8 * (o - i * 8); // at most REACH_CAP: a byte
            }
            key[n++] = packed;
        }
        for (int u = 0; u < units; u++) {
            UnitObjectiveFacts.Facts f = view.facts(u);
            if (f != null && setup.side(u) == side) {
                if (f.packedMoves == NOT_PACKED) {
                    return;
                }
                // the unit, the delay it pays (a gun that may not move pays none), its moves
                key[n++] = (long) u << 1 + 8 * PACKED_OBJECTIVES | f.packedMoves | view.delay(u);
            }
        }
        // and the objectives it takes to win: a key means the same in every scenario
        key[0] = side.ordinal() | (opposition.enemyFirst() ? 2 : 0) | (long) setup.params().objectivesToWin() << 2;
        key[1] = owned;
        key[2] = opposition.garrisoned();
        length = n;
    }

    /** {@link #packMoves} of moves that no key can hold. */
    static final long NOT_PACKED = -1;

    /**
     * A unit's moves to each objective as its entry in a key holds them, a byte each above the
     * delay's bit; {@link #NOT_PACKED} when there are more objectives than a long holds, or a move
     * count too large for its byte. Found once with the unit's facts ({@link UnitObjectiveFacts}).
     */
    static long packMoves(int[] moves) {
        if (moves.length > PACKED_OBJECTIVES) {
            return NOT_PACKED;
        }
        long packed = 0;
        for (int o = 0; o < moves.length; o++) {
            int m = moves[o];
            if (m > MOST_MOVES && m < ObjectiveRace.UNREACHABLE) {
                return NOT_PACKED;
            }
            packed |= (long) Math.min(m, UNREACHABLE_BYTE) << 1 + 8 * o;
        }
        return packed;
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
