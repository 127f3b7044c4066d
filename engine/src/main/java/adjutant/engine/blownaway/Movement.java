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
        throw new UnsupportedOperationException("BA-MOVE not implemented yet");
    }

    static void apply(BaState s, Move a) {
        throw new UnsupportedOperationException("BA-MOVE not implemented yet");
    }

    static Verdict validate(BaState s, Snake a) {
        throw new UnsupportedOperationException("BA-MOVE-6 not implemented yet");
    }

    static void apply(BaState s, Snake a) {
        throw new UnsupportedOperationException("BA-MOVE-6 not implemented yet");
    }

    static Verdict validate(BaState s, MobMove a) {
        throw new UnsupportedOperationException("BA-MOVE-12 not implemented yet");
    }

    static void apply(BaState s, MobMove a) {
        throw new UnsupportedOperationException("BA-MOVE-12 not implemented yet");
    }

    static Verdict validate(BaState s, GunnerReturn a) {
        throw new UnsupportedOperationException("BA-RALLY-11 not implemented yet");
    }

    static void apply(BaState s, GunnerReturn a) {
        throw new UnsupportedOperationException("BA-RALLY-11 not implemented yet");
    }

    static Verdict validate(BaState s, Reform a) {
        throw new UnsupportedOperationException("BA-FORM not implemented yet");
    }

    static void apply(BaState s, Reform a) {
        throw new UnsupportedOperationException("BA-FORM not implemented yet");
    }

    /** PINNED: not engaged and the stop condition already holds (BA-MOVE-9, BA-GEO-13). */
    static boolean pinned(BaState s, int unit) {
        throw new UnsupportedOperationException("BA-MOVE-9 not implemented yet");
    }
}
