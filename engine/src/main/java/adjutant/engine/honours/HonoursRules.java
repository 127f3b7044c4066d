package adjutant.engine.honours;

import adjutant.engine.game.GameResult;
import adjutant.engine.game.StepStackRules;
import adjutant.engine.honours.action.HowAction;

/**
 * The Honours of War forward model: the state's current {@link Task} says who decides or what
 * is rolled; applying an action pops it, carries the action out, and lets {@link TurnFlow} run
 * the automatic part of the turn up to the next step ({@link StepStackRules}).
 *
 * @implNote This class is stateless and thread-safe.
 */
public final class HonoursRules extends StepStackRules<HowState, HowAction> {

    @Override
    protected Task currentStep(HowState state) {
        return state.currentTask();
    }

    @Override
    protected Task popStep(HowState state) {
        return state.pop();
    }

    @Override
    protected void advance(HowState state) {
        TurnFlow.advance(state);
    }

    @Override
    public GameResult result(HowState state) {
        return state.result;
    }

    @Override
    public int turn(HowState state) {
        return state.turn;
    }
}
