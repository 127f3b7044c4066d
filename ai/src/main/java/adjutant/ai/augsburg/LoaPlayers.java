package adjutant.ai.augsburg;

import adjutant.ai.ActionOrdering;
import adjutant.ai.ChanceGrouping;
import adjutant.ai.EvaluatorSource;
import adjutant.ai.Player;
import adjutant.ai.PlayerFactory;
import adjutant.ai.RolloutPolicy;
import adjutant.ai.ScriptedCommanders;
import adjutant.ai.eval.LinearEvaluator;
import adjutant.ai.eval.Weights;
import adjutant.ai.mcts.MctsConfig;
import adjutant.engine.augsburg.LoaObservation;
import adjutant.engine.augsburg.LoaRules;
import adjutant.engine.augsburg.LoaState;
import adjutant.engine.augsburg.action.Charge;
import adjutant.engine.augsburg.action.Fire;
import adjutant.engine.augsburg.action.LoaAction;

/**
 * Builds League of Augsburg players from player specs ({@code random}, {@code greedy},
 * {@code mcts:iterations=2000}). The enemy's face-down order chits are hidden information: the
 * searching players decide from their own side's view only, over {@link #SAMPLES} determinized
 * states (each a guess of the enemy's chits consistent with what the side has seen), with the
 * budget shared among them. Dice are chance nodes with exact probabilities, grouped by result.
 */
public final class LoaPlayers {

    /** Determinizations per decision: enough to hedge against a wrong guess of the enemy's orders, few enough that each gets a real search. */
    public static final int SAMPLES = 4;

    private LoaPlayers() {
    }

    public static PlayerFactory<LoaState, LoaAction> factory(LoaRules rules, long seed) {
        EvaluatorSource<LoaState> evaluators = (kind, weights) -> evaluator(weights.map(LoaWeights::load)
                .orElseGet(LoaWeights::shipped));
        return new PlayerFactory<>(rules, evaluators, ordering(), RolloutPolicy.uniform(rules),
                ChanceGrouping.byResultingState(rules), seed).hiding(new LoaObservation(), SAMPLES)
                .foresight(new OrderForesight(rules)).mctsDefaults(mctsDefaults())
                .scripted(ScriptedCommanders.none("League of Augsburg"));
    }

    /** The evaluation with these weights: LoaFeatures, tanh of their weighted sum. */
    public static LinearEvaluator<LoaState> evaluator(Weights weights) {
        return new LinearEvaluator<>(LoaFeatures.SPACE, weights, LoaFeatures::compute, s -> s.result().outcome());
    }

    /** Factory with fixed weights (tuning candidates). */
    static PlayerFactory<LoaState, LoaAction> factory(LoaRules rules, Weights weights, long seed) {
        return new PlayerFactory<>(rules, EvaluatorSource.fixed(evaluator(weights)), ordering(),
                RolloutPolicy.uniform(rules), ChanceGrouping.byResultingState(rules), seed)
                .hiding(new LoaObservation(), SAMPLES).foresight(new OrderForesight(rules)).mctsDefaults(mctsDefaults());
    }

    /** Virtual visits per root action of the root prior (MctsPlayer), each at its foreseen value. */
    static final int ROOT_PRIOR_VISITS = 100;

    /**
     * MCTS starts each decision from the root prior: a chit's value shows only when its unit is
     * activated, deeper than the search reaches, so the prior scores chits by their
     * {@link OrderForesight} and the search checks the best-looking ones deeper.
     */
    static MctsConfig mctsDefaults() {
        return MctsConfig.defaults().withPriorVisits(ROOT_PRIOR_VISITS);
    }

    /** Charges and fire first: the actions that decide fights, as captures do in chess. */
    public static ActionOrdering<LoaState, LoaAction> ordering() {
        return (state, action) -> action instanceof Charge ? 2 : action instanceof Fire ? 1 : 0;
    }

    public static Player<LoaState, LoaAction> create(String spec, LoaRules rules, long seed) {
        return factory(rules, seed).create(spec);
    }
}
