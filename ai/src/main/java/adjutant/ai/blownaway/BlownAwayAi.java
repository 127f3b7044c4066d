package adjutant.ai.blownaway;

import adjutant.ai.PlayHabits;
import adjutant.ai.PlayerFactory;
import adjutant.ai.RulesetAi;
import adjutant.ai.eval.EvaluationFeatures;
import adjutant.ai.tuning.TuningFitnessFactory;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.Ruleset;
import java.util.Optional;

/**
 * Blown Away's players as a plug-in ({@code META-INF/services/adjutant.ai.RulesetAi}): its
 * features, weights, ordering, rollout policy and chance grouping, and its tuning fitness.
 */
public final class BlownAwayAi implements RulesetAi<BaState, BaAction> {

    @Override
    public String rulesetId() {
        return BlownAwayRuleset.ID;
    }

    @Override
    public PlayerFactory<BaState, BaAction> players(Ruleset<BaState, BaAction> ruleset, String variant, long seed) {
        return BaPlayers.factory((BlownAwayRules) ruleset.rules(), Variant.fromId(variant), seed);
    }

    @Override
    public PlayHabits<BaState, BaAction> habits(Ruleset<BaState, BaAction> ruleset) {
        return new BaPlayHabits((BlownAwayRules) ruleset.rules());
    }

    @Override
    public Optional<EvaluationFeatures<BaState>> features() {
        return Optional.of(new EvaluationFeatures<>(BaFeatures.SPACE, BaFeatures::compute));
    }

    @Override
    public TuningFitnessFactory tuning() {
        return new BaTuningFitness();
    }
}
