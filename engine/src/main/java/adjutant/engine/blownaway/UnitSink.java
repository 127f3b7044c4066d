package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.BaAction;
import java.util.List;

/**
 * Where {@link CandidateGenerator} puts one unit's candidates as it makes them: into a list, or
 * only counted, or only the one at an index built. A random playout draws one candidate of a
 * unit (#23): counting them first and then building only the drawn one spares it the others'
 * turns (an atan2 each) and objects, and draws exactly what the whole list would have given
 * ({@code UnitSinkTest} compares the two on seeded random games).
 *
 * <p>The generator announces every candidate with {@link #next} before it builds it, and builds
 * it (one {@link #add}) only when {@code next} says so.
 */
final class UnitSink {
    private final List<BaAction> list; // null when counting or picking
    private int wanted = -1; // the index to build when picking; -1 counting
    private int count;
    private BaAction picked;
    private int rallyMax = -1; // Rallying.maxCount, kept from the count for the pick; -1 not yet

    private UnitSink(List<BaAction> list) {
        this.list = list;
    }

    /** Every candidate built, into {@code out}. */
    static UnitSink into(List<BaAction> out) {
        return new UnitSink(out);
    }

    /** Candidates counted, none built. */
    static UnitSink counting() {
        return new UnitSink(null);
    }

    /** From now on (the same unit of the same state made again), only the candidate at {@code index} is built. */
    void pick(int index) {
        wanted = index;
        count = 0;
        picked = null;
    }

    /** Announces the next candidate; true when it is to be built. */
    boolean next() {
        int i = count++;
        return list != null || i == wanted;
    }

    void add(BaAction a) {
        if (list != null) {
            list.add(a);
        } else {
            picked = a;
        }
    }

    /** Has the candidate picked been built? (The rest need not be made.) */
    boolean done() {
        return picked != null;
    }

    /** The candidates announced so far. */
    int count() {
        return count;
    }

    /** The candidate built at the index picked, or null. */
    BaAction picked() {
        return picked;
    }

    /** {@link Rallying#maxCount} of unit u, found once for the count and the pick that follows. */
    int rallyMax(BaState s, int u) {
        if (rallyMax < 0) {
            rallyMax = Rallying.maxCount(s, u);
        }
        return rallyMax;
    }
}
