package adjutant.ai;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Side;
import java.util.List;

/**
 * The evaluation of a state that may be a chance node: chance is expanded through its exact
 * outcomes, weighted by probability, until every branch reaches a decision point or the end of
 * the game. A cap on the number of outcomes expanded keeps deep chains of chance (a whole deck)
 * cheap: a chance node that would exceed it is evaluated as it stands.
 */
public final class ExpectedEvaluation<S extends GameState<S>, A> {

    private final Rules<S, A> rules;
    private final Evaluator<S> evaluator;
    private final int outcomeCap;
    private int remaining;
    private int leaves;

    /** @param outcomeCap the most chance outcomes expanded per call of {@link #of} */
    public ExpectedEvaluation(Rules<S, A> rules, Evaluator<S> evaluator, int outcomeCap) {
        if (outcomeCap < 0) {
            throw new IllegalArgumentException("outcome cap must not be negative: " + outcomeCap);
        }
        this.rules = rules;
        this.evaluator = evaluator;
        this.outcomeCap = outcomeCap;
    }

    /** The expected evaluation in [-1, 1] of {@code state} for {@code side}; leaves state as is. */
    public double of(S state, Side side) {
        remaining = outcomeCap;
        leaves = 0;
        return expand(state, side);
    }

    /** How many states the last call of {@link #of} evaluated (terminal or static). */
    public int leaves() {
        return leaves;
    }

    private double expand(S state, Side side) {
        GameResult result = rules.result(state);
        if (result.isOver()) {
            leaves++;
            return Scores.evaluation(result, side);
        }
        if (!rules.isChanceNode(state)) {
            leaves++;
            return evaluator.evaluate(state, side);
        }
        List<ChanceOutcome<A>> outcomes = rules.chanceOutcomes(state);
        if (outcomes.size() > remaining) {
            leaves++;
            return evaluator.evaluate(state, side);
        }
        remaining -= outcomes.size();
        double sum = 0;
        for (ChanceOutcome<A> outcome : outcomes) {
            S next = state.copy();
            rules.applyLegal(next, outcome.outcome());
            sum += outcome.probability() * expand(next, side);
        }
        return sum;
    }
}
