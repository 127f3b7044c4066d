package adjutant.ai.blownaway;

import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BodyBounds;

/**
 * What one evaluation reads of the units and the objectives, gathered in one pass over the units:
 * each unit's {@link UnitObjectiveFacts} and {@link ObjectiveRace#paidDelay}, and per side the
 * objectives its men stand in and how soon it can stand in each. The proximity, both sides'
 * races and their {@link Opposition}s read these instead of asking for every unit's facts each
 * on its own (#23: four passes over the units per side were a tenth of alpha-beta's time). The
 * numbers are the ones those passes found: ObjectiveRaceTest and BaFeaturesTest check them
 * against the plain scans.
 */
final class ObjectiveView {
    private final UnitObjectiveFacts.Facts[] facts;
    private final int[] delay;
    private final long[] garrisons = new long[2];
    /** Per side, the reach of each objective: blue's at [0, n), red's at [n, 2n), one flat array, cheap to make. */
    private final int[] reach;
    /** Per side, laid out as {@code reach}: the least squared distance from any of its men in ranks to each objective's centre. */
    private final double[] nearestSquared;
    private final int objectives;

    private ObjectiveView(int units, int objectives) {
        this.facts = new UnitObjectiveFacts.Facts[units];
        this.delay = new int[units];
        this.objectives = objectives;
        this.reach = new int[2 * objectives];
        this.nearestSquared = new double[2 * objectives];
        for (int i = 0; i < 2 * objectives; i++) { // a loop, not Arrays.fill: these are short
            reach[i] = Opposition.REACH_CAP;
            nearestSquared[i] = Double.POSITIVE_INFINITY;
        }
    }

    /** The view of s; {@code bounds}: its current boxes ({@link BodyBounds#of}). */
    static ObjectiveView of(BaState s, BodyBounds bounds) {
        BaSetup setup = s.setup();
        int units = setup.unitCount();
        int objectives = setup.board().objectiveCount();
        ObjectiveView view = new ObjectiveView(units, objectives);
        int[] reach = view.reach;
        double[] nearest = view.nearestSquared;
        UnitObjectiveFacts table = UnitObjectiveFacts.get();
        for (int u = 0; u < units; u++) {
            if (s.inRanks(u) == 0) {
                continue;
            }
            UnitObjectiveFacts.Facts f = table.of(s, bounds, u);
            int d = f.staysPut ? 0 : ObjectiveRace.delay(s, u); // ObjectiveRace.paidDelay, the type's part kept
            int side = setup.side(u).ordinal();
            view.facts[u] = f;
            view.delay[u] = d;
            view.garrisons[side] |= f.inside;
            int at = side * objectives;
            for (int o = 0; o < objectives; o++) {
                reach[at + o] = Math.min(reach[at + o], ObjectiveRace.reachIn(f.moves[o], d, Opposition.REACH_CAP));
                double d2 = f.nearestSquared[o];
                if (d2 < nearest[at + o]) { // never NaN: a plain comparison is Math.min
                    nearest[at + o] = d2;
                }
            }
        }
        return view;
    }

    /** Unit u's facts; null when it has no man in ranks. */
    UnitObjectiveFacts.Facts facts(int u) {
        return facts[u];
    }

    /** Unit u's {@link ObjectiveRace#paidDelay}; 0 when it has no man in ranks. */
    int delay(int u) {
        return delay[u];
    }

    /** Bit o: a man in ranks of the side of that ordinal stands inside objective o. */
    long garrisons(int side) {
        return garrisons[side];
    }

    /**
     * The fewest moves in which a unit of the side of ordinal {@code side} can stand in objective
     * o ({@link ObjectiveRace#reachIn}), capped at {@link Opposition#REACH_CAP}.
     */
    int reach(int side, int o) {
        return reach[side * objectives + o];
    }

    /** The least squared distance from a man in ranks of the side of ordinal {@code side} to objective o's centre; +inf if none. */
    double nearestSquared(int side, int o) {
        return nearestSquared[side * objectives + o];
    }
}
