package adjutant.engine.honours;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.HowAction;
import java.util.List;

/**
 * One step of the game waiting to happen: a decision by a side, or a roll of dice. The state
 * keeps a stack of them ({@link HowState#tasks()}); the rules take the top one, pop it and
 * {@link #apply} the action, which may push the task back (more to decide) and push others
 * above it (a reaction interrupts, HOW-SEQ-4) or below. When the stack runs empty,
 * {@link TurnFlow} goes on with the phase.
 *
 * <p>Tasks are immutable records of indices and numbers, so a state's copy shares them.
 */
public interface Task {

    /** The side that decides, or null when the dice do. */
    Side decider(HowState s);

    /** A decision's candidate actions, each of which {@link #validate} accepts; never empty. */
    default List<HowAction> legal(HowState s) {
        return List.of();
    }

    /** A roll's outcomes with their exact probabilities. */
    default List<ChanceOutcome<HowAction>> outcomes(HowState s) {
        return List.of();
    }

    /** Whether the action may be taken at this step, naming the rule it breaks if not. */
    Verdict validate(HowState s, HowAction a);

    /** Carries the action out; this task has already been popped. */
    void apply(HowState s, HowAction a);

    /** A sentence for a person: what the action does at this step ("Command roll for Bevern's brigade: 5, Steady."). */
    String words(HowState s, HowAction a);

    /** What the step is, for a person: "Blue decides which brigade moves next." */
    String describe(HowState s);
}
