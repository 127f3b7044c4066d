package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.GunnerReturn;
import adjutant.engine.blownaway.action.MobMove;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.Reform;
import adjutant.engine.blownaway.action.Snake;
import adjutant.engine.game.Verdict;

/** Ordered moves, snakes, mob moves, pushes, gunner returns and reforms (BA-MOVE, BA-FORM). */
final class Movement {
    private Movement() {}

    static Verdict validate(BaState s, Move a) {
        return RigidMoves.plan(s, a).verdict;
    }

    static void apply(BaState s, Move a) {
        RigidMoves.apply(s, a);
    }

    static Verdict validate(BaState s, Snake a) {
        throw new UnsupportedOperationException("BA-MOVE-6 not implemented yet");
    }

    static void apply(BaState s, Snake a) {
        throw new UnsupportedOperationException("BA-MOVE-6 not implemented yet");
    }

    static Verdict validate(BaState s, MobMove a) {
        return MobMoves.validate(s, a);
    }

    static void apply(BaState s, MobMove a) {
        MobMoves.apply(s, a);
    }

    static Verdict validate(BaState s, GunnerReturn a) {
        return GunnerReturns.validate(s, a);
    }

    static void apply(BaState s, GunnerReturn a) {
        GunnerReturns.apply(s, a);
    }

    static Verdict validate(BaState s, Reform a) {
        return Reforms.layout(s, a).verdict;
    }

    static void apply(BaState s, Reform a) {
        Reforms.apply(s, a);
    }

    /** PINNED: not engaged and the stop condition already holds (BA-MOVE-9, BA-GEO-13). */
    static boolean pinned(BaState s, int unit) {
        return StopRule.pinned(s, unit);
    }

    /**
     * Who may pivot, move or reform (BA-MOVE-3, 10, 11, BA-FORM-1): not engaged, ORDERED, and for
     * an ordered move ({@code move}) a battery must be MANNED with every in-ranks gunner on a
     * crew slot.
     */
    static Verdict orderedPrerequisites(BaState s, int u, boolean move) {
        String name = BlownAwayRules.name(s, u);
        if (s.engaged(u)) {
            return Verdict.illegal("BA-MOVE-10", name + " is engaged and may not pivot, move or reform");
        }
        int inRanks = 0;
        int running = 0;
        int detached = 0;
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        for (int f = from; f < to; f++) {
            if (s.status[f] == 0) {
                inRanks++;
                if (s.slot[f] < 0) {
                    detached++;
                }
            } else if (s.status[f] == 1) {
                running++;
            }
        }
        if (inRanks > 0 && running > 0) {
            return Verdict.illegal("BA-MOVE-11", name + " has " + running
                    + " men running (MIXED) and may not pivot, move or reform");
        }
        if (inRanks == 0) {
            return Verdict.illegal(move ? "BA-MOVE-3" : "BA-FORM-1", name + " has no man in ranks"
                    + (running > 0 ? " (a MOB moves only by a mob move)" : ""));
        }
        if (move && s.setup.unitType[u] == adjutant.engine.scenario.UnitType.ARTILLERY && detached > 0) {
            return Verdict.illegal("BA-MOVE-3", name + " has " + detached
                    + " detached gunners away from the gun and may not move");
        }
        return Verdict.ok();
    }
}
