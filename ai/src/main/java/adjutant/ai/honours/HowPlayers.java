package adjutant.ai.honours;

import adjutant.ai.ActionOrdering;
import adjutant.ai.ChanceGrouping;
import adjutant.ai.EvaluatorSource;
import adjutant.ai.Player;
import adjutant.ai.PlayerFactory;
import adjutant.ai.RolloutPolicy;
import adjutant.ai.ScriptedCommanders;
import adjutant.ai.eval.LinearEvaluator;
import adjutant.ai.eval.Weights;
import adjutant.engine.honours.HonoursRules;
import adjutant.engine.honours.HowState;
import adjutant.engine.honours.action.Charge;
import adjutant.engine.honours.action.Fire;
import adjutant.engine.honours.action.HowAction;

/**
 * Builds Honours of War players from player specs ({@code random}, {@code greedy},
 * {@code mcts:iterations=2000}). Dice are chance nodes with exact probabilities, grouped by
 * result: faces that leave the same state are one child of the search. The searching players
 * leave out free turns in place that change nothing ({@link PointlessFreeMoves}).
 */
public final class HowPlayers {

    private HowPlayers() {
    }

    public static PlayerFactory<HowState, HowAction> factory(HonoursRules rules, long seed) {
        EvaluatorSource<HowState> evaluators = (kind, weights) -> evaluator(weights.map(HowWeights::load)
                .orElseGet(HowWeights::shipped));
        return new PlayerFactory<>(rules, evaluators, ordering(), RolloutPolicy.uniform(rules),
                ChanceGrouping.byResultingState(rules), seed).scripted(ScriptedCommanders.none("Honours of War"))
                .pruning(new PointlessFreeMoves());
    }

    /** The evaluation with these weights: HowFeatures, tanh of their weighted sum. */
    public static LinearEvaluator<HowState> evaluator(Weights weights) {
        return new LinearEvaluator<>(HowFeatures.SPACE, weights, HowFeatures::compute, s -> s.result().outcome());
    }

    /** Factory with fixed weights (tuning candidates). */
    static PlayerFactory<HowState, HowAction> factory(HonoursRules rules, Weights weights, long seed) {
        return new PlayerFactory<>(rules, EvaluatorSource.fixed(evaluator(weights)), ordering(),
                RolloutPolicy.uniform(rules), ChanceGrouping.byResultingState(rules), seed).pruning(new PointlessFreeMoves());
    }

    /** Charges and fire first: the actions that decide melees and fire fights, as captures do in chess. */
    public static ActionOrdering<HowState, HowAction> ordering() {
        return (state, action) -> action instanceof Charge ? 2 : action instanceof Fire ? 1 : 0;
    }

    public static Player<HowState, HowAction> create(String spec, HonoursRules rules, long seed) {
        return factory(rules, seed).create(spec);
    }
}
