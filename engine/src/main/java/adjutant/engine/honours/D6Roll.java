package adjutant.engine.honours;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.HowAction;
import java.util.List;

/**
 * A step that rolls one D6 (HOW-GEN-3, HOW-GEN-4): the dice decide, the outcomes are the six
 * faces, and a face entered at a real table must be one of them. Each such roll says only what
 * the face does.
 */
interface D6Roll extends Task {

    @Override
    default Side decider(HowState s) {
        return null;
    }

    @Override
    default List<ChanceOutcome<HowAction>> outcomes(HowState s) {
        return Rolls.d6();
    }

    @Override
    default Verdict validate(HowState s, HowAction a) {
        return Rolls.checkD6(a);
    }
}
