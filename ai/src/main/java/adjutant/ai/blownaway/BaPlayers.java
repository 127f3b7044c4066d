package adjutant.ai.blownaway;

import adjutant.ai.ChanceGrouping;
import adjutant.ai.EvaluatorSource;
import adjutant.ai.Player;
import adjutant.ai.PlayerFactory;
import adjutant.ai.RolloutPolicy;
import adjutant.ai.blownaway.scripted.ScriptedCommander;
import adjutant.ai.mcts.MctsConfig;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.RandomPlayout;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.function.ToLongFunction;

/** Builds Blown Away players from player specs ({@code random}, {@code scripted}, {@code mcts:iterations=2000}, ...). */
public final class BaPlayers {
    private BaPlayers() {}

    public static PlayerFactory<BaState, BaAction> factory(BlownAwayRules rules, Variant variant, long seed) {
        EvaluatorSource<BaState> evaluators = (kind, weights) -> new BaEvaluator(
                weights.map(BaWeights::load).orElseGet(() -> BaWeights.shipped(variant, kind)));
        return factory(rules, variant, seed, evaluators);
    }

    /** The same players with the evaluations {@code evaluators} gives (tuning's candidates). */
    public static PlayerFactory<BaState, BaAction> factory(BlownAwayRules rules, Variant variant, long seed,
            EvaluatorSource<BaState> evaluators) {
        PlayerFactory<BaState, BaAction> factory = new PlayerFactory<>(rules, evaluators, new BaOrdering(),
                rolloutPolicy(rules), chanceGrouping(), seed)
                .scripted((name, playerSeed) -> new ScriptedCommander(name, rules, playerSeed))
                .mctsDefaults(mctsDefaults(variant));
        return variant == Variant.CHANCE ? factory.rolloutDefault("scripted") : factory;
    }

    /**
     * MCTS starts every root action with {@link #ROOT_PRIOR_VISITS} visits at its one-decision
     * expected value. Two thousand iterations spread over some 70 root actions see barely past
     * the opponent's reply, and a race for objectives is decided two or three moves ahead: with
     * the prior the iterations go below the few best-looking actions instead. Against the
     * scripted commander on encounter (40 games, seed 7) this took MCTS-2000 from 47.5% to 65%
     * (prior 50: 62.5%; docs/strength.md).
     */
    static MctsConfig mctsDefaults(Variant variant) {
        MctsConfig prior = MctsConfig.defaults().withPriorVisits(ROOT_PRIOR_VISITS);
        return variant == Variant.CHANCE ? prior.withRolloutLength(SCRIPTED_ROLLOUT_DECISIONS) : prior;
    }

    static final int ROOT_PRIOR_VISITS = 100;

    /**
     * With chance, a leaf is played on for this many decisions by the scripted commander, for
     * both sides, before the evaluation scores it: the fights and moves a leaf leads to (a garrison
     * that charges out, the enemy riding into the objective it left) happen in the rollout, where
     * the evaluation of the leaf itself saw only the position. Sixteen decisions are about two
     * turns of each side. Against the scripted commander over the bars' 200 games on encounter,
     * rollouts of 8 took MCTS at one second a decision from 54.5% to 63.5% (section 11 of
     * docs/strength.md), and 16 instead of 8 took MCTS-2000 from 70.5% to 79.5% (section 14);
     * they cost 1.7 times as much an iteration, and at one second they win as many games over
     * both scenarios (more on encounter, fewer on crossroads, both within the noise; section 14).
     */
    static final int SCRIPTED_ROLLOUT_DECISIONS = 16;

    /** Rollouts play one random unit's random candidate per decision: far cheaper than the full list. */
    private static RolloutPolicy<BaState, BaAction> rolloutPolicy(BlownAwayRules rules) {
        RandomPlayout playout = new RandomPlayout(rules);
        return (state, random) -> playout.step(state, random);
    }

    /** Card pairs with the same combat result are one chance outcome to MCTS. */
    private static ChanceGrouping<BaState, BaAction> chanceGrouping() {
        return new ChanceGrouping<>() {
            @Override
            public long key(BaState state, BaAction outcome) {
                return BlownAwayRules.chanceOutcomeClass(state, outcome);
            }

            @Override
            public ToLongFunction<BaAction> keys(BaState state) {
                return BlownAwayRules.chanceOutcomeClasses(state);
            }
        };
    }

    public static Player<BaState, BaAction> create(String spec, BlownAwayRules rules, Variant variant, long seed) {
        return factory(rules, variant, seed).create(spec);
    }
}
