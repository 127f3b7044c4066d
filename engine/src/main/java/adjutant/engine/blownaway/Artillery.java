package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.Fire;
import adjutant.engine.game.Verdict;
import java.util.List;

/** Long-range artillery fire (BA-ART, BA-GEO-21/22). */
final class Artillery {
    private Artillery() {}

    /** Is the gun able to fire at all this turn (manned, has balls, not fired yet)? */
    static boolean canFire(BaState s, int gun) {
        throw new UnsupportedOperationException("BA-ART not implemented yet");
    }

    /** Enemy units the gun may fire at now, in id order. */
    static List<Integer> targets(BaState s, int gun) {
        throw new UnsupportedOperationException("BA-ART not implemented yet");
    }

    static Verdict validate(BaState s, Fire a) {
        throw new UnsupportedOperationException("BA-ART not implemented yet");
    }

    /** Fires: one man killed, balls spent, engagement checks (BA-ART-5..9). */
    static void apply(BaState s, Fire a) {
        throw new UnsupportedOperationException("BA-ART not implemented yet");
    }
}
