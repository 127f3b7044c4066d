package adjutant.ai.blownaway;

import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BodyBounds;
import java.util.Arrays;

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
    private final int[][] reach;

    private ObjectiveView(UnitObjectiveFacts.Facts[] facts, int[] delay, int[][] reach) {
        this.facts = facts;
        this.delay = delay;
        this.reach = reach;
    }

    /** The view of s; {@code bounds}: its current boxes ({@link BodyBounds#of}). */
    static ObjectiveView of(BaState s, BodyBounds bounds) {
        BaSetup setup = s.setup();
        int units = setup.unitCount();
        int objectives = setup.board().objectiveCount();
        int[][] reach = new int[2][objectives];
        Arrays.fill(reach[0], Opposition.REACH_CAP);
        Arrays.fill(reach[1], Opposition.REACH_CAP);
        ObjectiveView view = new ObjectiveView(new UnitObjectiveFacts.Facts[units], new int[units], reach);
        UnitObjectiveFacts table = UnitObjectiveFacts.get();
        for (int u = 0; u < units; u++) {
            if (s.inRanks(u) == 0) {
                continue;
            }
            UnitObjectiveFacts.Facts f = table.of(s, bounds, u);
            int d = ObjectiveRace.paidDelay(s, u);
            int side = setup.side(u).ordinal();
            view.facts[u] = f;
            view.delay[u] = d;
            view.garrisons[side] |= f.inside;
            int[] least = reach[side];
            for (int o = 0; o < objectives; o++) {
                least[o] = Math.min(least[o], ObjectiveRace.reachIn(f.moves[o], d, Opposition.REACH_CAP));
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
     * Per objective, the fewest moves in which a unit of the side of that ordinal can stand in it
     * ({@link ObjectiveRace#reachIn}), capped at {@link Opposition#REACH_CAP}. Not to be written.
     */
    int[] reach(int side) {
        return reach[side];
    }
}
