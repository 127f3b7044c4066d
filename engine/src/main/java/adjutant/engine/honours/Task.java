package adjutant.engine.honours;

import adjutant.engine.game.GameStep;
import adjutant.engine.honours.action.HowAction;

/**
 * One step of an Honours of War game waiting to happen: a decision by a side, or a roll of dice.
 * The state keeps a stack of them ({@link HowState#tasks()}); the rules take the top one, pop it
 * and {@link #apply} the action, which may push the task back (more to decide) and push others
 * above it (a reaction interrupts, HOW-SEQ-4) or below. When the stack runs empty,
 * {@link TurnFlow} goes on with the phase.
 *
 * <p>Tasks are immutable records of indices and numbers, so a state's copy shares them.
 */
public interface Task extends GameStep<HowState, HowAction> {
}
