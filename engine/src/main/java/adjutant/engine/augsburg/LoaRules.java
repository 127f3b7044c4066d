package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.StepStackRules;

/**
 * The League of Augsburg forward model: the state's current {@link Task} says who decides or what
 * is rolled; applying an action pops it, carries the action out, and lets {@link TurnFlow} run
 * the automatic part of the turn up to the next step ({@link StepStackRules}).
 *
 * @implNote This class is stateless and thread-safe.
 */
public final class LoaRules extends StepStackRules<LoaState, LoaAction> {

    @Override
    protected Task currentStep(LoaState state) {
        return state.currentTask();
    }

    @Override
    protected Task popStep(LoaState state) {
        return state.pop();
    }

    @Override
    protected void advance(LoaState state) {
        TurnFlow.advance(state);
    }

    @Override
    public GameResult result(LoaState state) {
        return state.result;
    }

    @Override
    public int turn(LoaState state) {
        return state.turn;
    }
}
