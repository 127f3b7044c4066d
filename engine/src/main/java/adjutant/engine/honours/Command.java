package adjutant.engine.honours;

import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.MoveCommander;
import java.util.List;

/**
 * Command in the movement phase (HOW-CMD): the command roll as a brigade is activated, in- and
 * out-of-command units, what each result allows, the brigade commander's move after his units.
 * (Skeleton: every brigade Steady.)
 */
final class Command {

    private Command() {
    }

    /** A brigade is activated: queue its command roll and what follows it (HOW-CMD-4, HOW-CMD-12). */
    static void activate(HowState s, int brigade) {
        s.brigadeOrder[brigade] = CommandResult.STEADY;
        for (int u : s.setup.brigadeUnits(brigade)) {
            s.units[u].order = CommandResult.STEADY;
            s.units[u].activated = true;
        }
    }

    /** Where the brigade's commander may ride now, a few well-chosen places (HOW-CMD-13). */
    static List<HowAction> commanderMoves(HowState s, int brigade) {
        return List.of();
    }

    static Verdict validateCommanderMove(HowState s, int brigade, MoveCommander m) {
        return Verdict.illegal("HOW-CMD-13", "commander moves are not written yet");
    }

    static void moveCommander(HowState s, MoveCommander m) {
        throw new UnsupportedOperationException("commander moves are not written yet");
    }

    /** Whether the brigade may end its activation now (compulsory moves done, HOW-CMD-7, HOW-CMD-9). */
    static Verdict mayEnd(HowState s, int brigade) {
        return Verdict.ok();
    }

    static void endActivation(HowState s, int brigade) {
    }
}
