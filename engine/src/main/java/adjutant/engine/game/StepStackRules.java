package adjutant.engine.game;

import java.util.List;

/**
 * A forward model driven by a stack of waiting {@link GameStep}s, as Honours of War and the League
 * of Augsburg are: the state's top step says who decides or what is rolled; applying an action
 * pops it, carries the action out, and lets the ruleset's turn flow ({@link #advance}) run the
 * automatic part of the turn up to the next step. What is left to each ruleset is where its state
 * keeps the stack and how its turn goes on.
 *
 * @implNote Stateless, as its subclasses must be: one instance serves every thread.
 */
public abstract class StepStackRules<S extends GameState<S>, A> implements Rules<S, A> {

    /** The step the game is at, null when it is over. */
    protected abstract GameStep<S, A> currentStep(S state);

    /** Takes the step at the top of the state's stack off it. */
    protected abstract GameStep<S, A> popStep(S state);

    /** Runs the automatic part of the turn until a step waits for a decision or a roll, or the game ends. */
    protected abstract void advance(S state);

    @Override
    public Side toAct(S state) {
        GameStep<S, A> t = currentStep(state);
        Side side = t == null ? null : t.decider(state);
        if (side == null) {
            throw new IllegalStateException("no side decides now: " + (t == null ? "the game is over" : "dice are rolled"));
        }
        return side;
    }

    @Override
    public List<A> legalActions(S state) {
        if (result(state).isOver() || isChanceNode(state)) {
            return List.of();
        }
        List<A> legal = currentStep(state).legal(state);
        if (legal.isEmpty()) {
            throw new IllegalStateException("a decision with no legal action: " + currentStep(state));
        }
        return legal;
    }

    @Override
    public boolean isChanceNode(S state) {
        GameStep<S, A> t = currentStep(state);
        return !result(state).isOver() && t != null && t.decider(state) == null;
    }

    @Override
    public List<ChanceOutcome<A>> chanceOutcomes(S state) {
        return isChanceNode(state) ? currentStep(state).outcomes(state) : List.of();
    }

    @Override
    public Verdict validate(S state, A action) {
        GameResult result = result(state);
        if (result.isOver()) {
            return Verdict.illegal(result.ruleId(), "the game is over: " + result.reason());
        }
        return currentStep(state).validate(state, action);
    }

    @Override
    public void apply(S state, A action) {
        Verdict v = validate(state, action);
        if (!v.legal()) {
            throw new IllegalActionException(v);
        }
        applyLegal(state, action);
    }

    @Override
    public void applyLegal(S state, A action) {
        popStep(state).apply(state, action);
        advance(state);
    }
}
