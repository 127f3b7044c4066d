package adjutant.engine.honours;

import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Move;
import java.util.List;

/**
 * Voluntary moves in the movement phase (HOW-MOVE, HOW-FORM, HOW-ART, HOW-INTP and the terrain's
 * effects, HOW-TERR): whether a unit may end at a position, facing and formation, and what that
 * spends of its allowance. (Skeleton: no moves yet.)
 */
final class MoveRules {

    private MoveRules() {
    }

    /** A finite choice of moves for the unit, each legal. */
    static List<HowAction> candidates(HowState s, int unit) {
        return List.of();
    }

    static Verdict validate(HowState s, int brigade, Move m) {
        return Verdict.illegal("HOW-MOVE-2", "moves are not written yet");
    }

    static void apply(HowState s, Move m) {
        throw new UnsupportedOperationException("moves are not written yet");
    }
}
