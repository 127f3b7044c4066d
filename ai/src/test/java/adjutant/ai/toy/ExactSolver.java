package adjutant.ai.toy;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Side;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Exhaustive expectimax for small finite games, memoised by state hash: the exact expected score
 * (win 1, draw 0.5, loss 0) of optimal play. The reference the searches are tested against.
 */
public final class ExactSolver<S extends GameState<S>, A> {

    private final Rules<S, A> rules;
    private final Map<Long, Double> blueValues = new HashMap<>();

    public ExactSolver(Rules<S, A> rules) {
        this.rules = rules;
    }

    /** The exact expected score of {@code state} for {@code side}. */
    public double value(S state, Side side) {
        double blue = blueValue(state);
        return side == Side.BLUE ? blue : 1 - blue;
    }

    /** The exact expected score for the side to act of taking {@code action} in {@code state}. */
    public double actionValue(S state, A action) {
        S next = state.copy();
        rules.apply(next, action);
        return value(next, rules.toAct(state));
    }

    /** The best value among the actions of {@code state} for its side to act. */
    public double bestActionValue(S state) {
        double best = -1;
        for (A a : rules.legalActions(state)) {
            best = Math.max(best, actionValue(state, a));
        }
        return best;
    }

    private double blueValue(S state) {
        Double memo = blueValues.get(state.hash());
        if (memo != null) {
            return memo;
        }
        double v;
        GameResult result = rules.result(state);
        if (result.isOver()) {
            v = result.outcome().scoreFor(Side.BLUE);
        } else if (rules.isChanceNode(state)) {
            v = 0;
            for (ChanceOutcome<A> o : rules.chanceOutcomes(state)) {
                S next = state.copy();
                rules.apply(next, o.outcome());
                v += o.probability() * blueValue(next);
            }
        } else {
            boolean blue = rules.toAct(state) == Side.BLUE;
            v = blue ? -1 : 2;
            List<A> actions = rules.legalActions(state);
            for (A a : actions) {
                S next = state.copy();
                rules.apply(next, a);
                double c = blueValue(next);
                v = blue ? Math.max(v, c) : Math.min(v, c);
            }
        }
        blueValues.put(state.hash(), v);
        return v;
    }
}
