package adjutant.engine.honours;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.IllegalActionException;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.HowAction;
import java.util.List;

/**
 * The Honours of War forward model: the state's current {@link Task} says who decides or what
 * is rolled; applying an action pops it, carries the action out, and lets {@link TurnFlow} run
 * the automatic part of the turn up to the next step.
 *
 * @implNote This class is stateless and thread-safe.
 */
public final class HonoursRules implements Rules<HowState, HowAction> {

    @Override
    public Side toAct(HowState state) {
        Task t = state.currentTask();
        Side side = t == null ? null : t.decider(state);
        if (side == null) {
            throw new IllegalStateException("no side decides now: " + (t == null ? "the game is over" : "dice are rolled"));
        }
        return side;
    }

    @Override
    public List<HowAction> legalActions(HowState state) {
        if (state.result.isOver() || isChanceNode(state)) {
            return List.of();
        }
        List<HowAction> legal = state.currentTask().legal(state);
        if (legal.isEmpty()) {
            throw new IllegalStateException("a decision with no legal action: " + state.currentTask());
        }
        return legal;
    }

    @Override
    public boolean isChanceNode(HowState state) {
        Task t = state.currentTask();
        return !state.result.isOver() && t != null && t.decider(state) == null;
    }

    @Override
    public List<ChanceOutcome<HowAction>> chanceOutcomes(HowState state) {
        return isChanceNode(state) ? state.currentTask().outcomes(state) : List.of();
    }

    @Override
    public Verdict validate(HowState state, HowAction action) {
        if (state.result.isOver()) {
            return Verdict.illegal(state.result.ruleId(), "the game is over: " + state.result.reason());
        }
        return state.currentTask().validate(state, action);
    }

    @Override
    public void apply(HowState state, HowAction action) {
        Verdict v = validate(state, action);
        if (!v.legal()) {
            throw new IllegalActionException(v);
        }
        applyLegal(state, action);
    }

    @Override
    public void applyLegal(HowState state, HowAction action) {
        Task t = state.pop();
        t.apply(state, action);
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
