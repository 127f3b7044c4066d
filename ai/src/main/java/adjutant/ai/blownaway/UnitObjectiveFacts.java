package adjutant.ai.blownaway;

import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BodyBounds;
import adjutant.engine.blownaway.Board;
import adjutant.engine.blownaway.FigureStatus;
import adjutant.engine.blownaway.scenario.BaScenarioFormat;
import adjutant.engine.scenario.ObjectiveSpec;
import java.util.Arrays;
import java.util.List;

/**
 * What each unit's men in ranks are to each objective: the least squared distance from its
 * centre, the moves the unit needs to reach it ({@link ObjectiveRace#baseMoves}), and whether a
 * man stands inside. Kept under the unit's {@link BodyBounds#stamp}, for the positions the search
 * meets again: siblings in a search differ by one unit's move, so the other units' facts are found
 * once, not at every evaluation (#23: the objective race and proximity, which read them, were a
 * third of alpha-beta's time).
 *
 * <p>A direct-mapped table per thread, so that the searches of a tournament's threads neither
 * share nor lock it. A stamp names one arrangement of one unit's men for good, so what is kept is
 * exactly what a scan would find, bit for bit (UnitObjectiveFactsTest checks it on searched lines).
 */
final class UnitObjectiveFacts {
    private static final int BITS = 14;
    private static final ThreadLocal<UnitObjectiveFacts> PER_THREAD = ThreadLocal.withInitial(UnitObjectiveFacts::new);

    /** One unit's facts, in objective order; never written once found. */
    static final class Facts {
        double[] nearestSquared = new double[0];
        int[] moves = new int[0];
        /** Bit o: a man in ranks of the unit stands inside objective o (at most 64: ScenarioLimits.MAX_OBJECTIVES). */
        long inside;
        /** The moves as a race's key holds them ({@link RaceMemo#packMoves}). */
        long packedMoves;
        /** {@link ObjectiveRace#staysPut}: the unit's, for good, kept here so that its delay needs no look at its type. */
        boolean staysPut;
    }

    private final long[] stamps = new long[1 << BITS]; // 0: empty (stamps start at 1)
    private final Facts[] facts = new Facts[1 << BITS];
    /**
     * Each unit's facts last looked up, by unit, before the table: an evaluation reads a unit's
     * facts several times (proximity, each side's race, the opposition), and siblings in a search
     * share most units' stamps. Safe because a Facts, once found, is never written again.
     */
    private final long[] frontStamps = new long[BaScenarioFormat.MAX_UNITS];
    private final Facts[] front = new Facts[BaScenarioFormat.MAX_UNITS];

    private UnitObjectiveFacts() {}

    /** This thread's table. */
    static UnitObjectiveFacts get() {
        return PER_THREAD.get();
    }

    /** Unit u's facts; {@code bounds}: the state's current boxes ({@link BodyBounds#of}). */
    Facts of(BaState s, BodyBounds bounds, int u) {
        long stamp = bounds.stamp(u);
        if (frontStamps[u] == stamp) {
            return front[u];
        }
        int slot = slot(stamp);
        if (stamps[slot] != stamp) {
            facts[slot] = find(s, u, new Facts()); // a new one: the one it replaces may still be in front
            stamps[slot] = stamp;
        }
        frontStamps[u] = stamp;
        front[u] = facts[slot];
        return front[u];
    }

    /** Whether unit u's facts under its stamp in {@code bounds} are in the table (for tests). */
    boolean isKept(BodyBounds bounds, int u) {
        long stamp = bounds.stamp(u);
        return stamps[slot(stamp)] == stamp;
    }

    private static int slot(long stamp) {
        return (int) ((stamp * 0x9E3779B97F4A7C15L) >>> (64 - BITS));
    }

    /** Unit u's facts found afresh into {@code into}: one pass over its men for every objective. */
    static Facts find(BaState s, int u, Facts into) {
        BaSetup setup = s.setup();
        Board board = setup.board();
        List<ObjectiveSpec> objectives = board.objectives();
        int n = objectives.size();
        if (into.nearestSquared.length != n) {
            into.nearestSquared = new double[n];
            into.moves = new int[n];
        }
        double[] least = into.nearestSquared;
        Arrays.fill(least, Double.POSITIVE_INFINITY);
        long inside = 0;
        int from = setup.firstFigure(u);
        for (int f = from; f < from + setup.startMen(u); f++) {
            if (s.status(f) != FigureStatus.IN_RANKS) {
                continue;
            }
            double x = s.figureX(f);
            double y = s.figureY(f);
            for (int o = 0; o < n; o++) {
                ObjectiveSpec obj = objectives.get(o);
                double dx = x - obj.center().x();
                double dy = y - obj.center().y();
                double d2 = dx * dx + dy * dy; // never NaN or -0: a plain comparison is Math.min
                if (d2 < least[o]) {
                    least[o] = d2;
                }
                if ((inside & 1L << o) == 0 && d2 <= board.objectiveReachSquared(o) && board.objectiveContains(o, x, y)) {
                    inside |= 1L << o;
                }
            }
        }
        for (int o = 0; o < n; o++) {
            into.moves[o] = ObjectiveRace.baseMoves(s, u, o, least[o]);
        }
        into.inside = inside;
        into.packedMoves = RaceMemo.packMoves(into.moves);
        into.staysPut = ObjectiveRace.staysPut(s, u);
        return into;
    }
}
