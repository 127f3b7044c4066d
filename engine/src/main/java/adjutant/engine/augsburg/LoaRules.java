package adjutant.engine.augsburg;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.IllegalActionException;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.augsburg.action.LoaAction;
import java.util.List;

/**
 * The League of Augsburg forward model: the state's current {@link Task} says who decides or what
 * is rolled; applying an action pops it, carries the action out, and lets {@link TurnFlow} run
 * the automatic part of the turn up to the next step.
 *
 * @implNote This class is stateless and thread-safe.
 */
public final class LoaRules implements Rules<LoaState, LoaAction> {

    @Override
    public Side toAct(LoaState state) {
        Task t = state.currentTask();
        Side side = t == null ? null : t.decider(state);
        if (side == null) {
            throw new IllegalStateException("no side decides now: " + (t == null ? "the game is over" : "dice are rolled"));
        }
        return side;
    }

    @Override
    public List<LoaAction> legalActions(LoaState state) {
        if (state.result.isOver() || isChanceNode(state)) {
            return List.of();
        }
        List<LoaAction> legal = state.currentTask().legal(state);
        if (legal.isEmpty()) {
            throw new IllegalStateException("a decision with no legal action: " + state.currentTask());
        }
        return legal;
    }

    @Override
    public boolean isChanceNode(LoaState state) {
        Task t = state.currentTask();
        return !state.result.isOver() && t != null && t.decider(state) == null;
    }

    @Override
    public List<ChanceOutcome<LoaAction>> chanceOutcomes(LoaState state) {
        return isChanceNode(state) ? state.currentTask().outcomes(state) : List.of();
    }

    @Override
    public Verdict validate(LoaState state, LoaAction action) {
        if (state.result.isOver()) {
            return Verdict.illegal(state.result.ruleId(), "the game is over: " + state.result.reason());
        }
        return state.currentTask().validate(state, action);
    }

    @Override
    public void apply(LoaState state, LoaAction action) {
        Verdict v = validate(state, action);
        if (!v.legal()) {
            throw new IllegalActionException(v);
        }
        applyLegal(state, action);
    }

    @Override
    public void applyLegal(LoaState state, LoaAction action) {
        Task t = state.pop();
        t.apply(state, action);
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
