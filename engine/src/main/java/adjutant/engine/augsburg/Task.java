package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.game.GameStep;

/**
 * One step of a League of Augsburg game waiting to happen: a decision by a side, or a roll of
 * dice. The state keeps a stack of them; the rules pop the top one and {@link #apply} the action,
 * which may push the task back (more to decide) and push others above it (a reaction interrupts,
 * LOA-SEQ-2). When the stack runs empty, {@link TurnFlow} goes on with the phase.
 *
 * <p>Tasks are immutable records of indices and numbers, so a state's copy shares them; they
 * must hash by {@link #key}, which says every field.
 */
public interface Task extends GameStep<LoaState, LoaAction> {

    /** Every field as numbers, for the state hash (records: their components). */
    long key();
}
