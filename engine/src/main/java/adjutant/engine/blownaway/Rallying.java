package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.Rally;
import adjutant.engine.game.Verdict;

/** Rallying in both versions (BA-RALLY, BA-GEO-18/19). */
final class Rallying {
    private Rallying() {}

    static Verdict validate(BaState s, Rally a) {
        throw new UnsupportedOperationException("BA-RALLY not implemented yet");
    }

    static void apply(BaState s, Rally a) {
        throw new UnsupportedOperationException("BA-RALLY not implemented yet");
    }

    /** The most men the unit may rally now (0: it may not rally). */
    static int maxCount(BaState s, int unit) {
        throw new UnsupportedOperationException("BA-RALLY not implemented yet");
    }
}
