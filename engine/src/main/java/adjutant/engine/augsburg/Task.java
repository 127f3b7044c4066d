package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import java.util.List;

/**
 * One step of the game waiting to happen: a decision by a side, or a roll of dice. The state
 * keeps a stack of them; the rules pop the top one and {@link #apply} the action, which may push
 * the task back (more to decide) and push others above it (a reaction interrupts, LOA-SEQ-2).
 * When the stack runs empty, {@link TurnFlow} goes on with the phase.
 *
 * <p>Tasks are immutable records of indices and numbers, so a state's copy shares them; they
 * must hash by {@link #key}, which says every field.
 */
public interface Task {

    /** The side that decides, or null when the dice do. */
    Side decider(LoaState s);

    /** A decision's candidate actions, each of which {@link #validate} accepts; never empty. */
    default List<LoaAction> legal(LoaState s) {
        return List.of();
    }

    /** A roll's outcomes with their exact probabilities, summing to 1. */
    default List<ChanceOutcome<LoaAction>> outcomes(LoaState s) {
        return List.of();
    }

    /** Whether the action may be taken at this step, naming the rule it breaks if not. */
    Verdict validate(LoaState s, LoaAction a);

    /** Carries the action out; this task has already been popped. */
    void apply(LoaState s, LoaAction a);

    /** A sentence for a person: what the action does at this step. */
    String words(LoaState s, LoaAction a);

    /** What the step is, for a person: "Blue places a chit for Régiment de Champagne." */
    String describe(LoaState s);

    /** Every field as numbers, for the state hash (records: their components). */
    long key();
}
