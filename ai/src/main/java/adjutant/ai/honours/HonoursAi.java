package adjutant.ai.honours;

import adjutant.ai.PlayerFactory;
import adjutant.ai.RulesetAi;
import adjutant.ai.eval.EvaluationFeatures;
import adjutant.ai.tuning.SearchTuningFitness;
import adjutant.ai.tuning.TuningFitnessFactory;
import adjutant.engine.game.Ruleset;
import adjutant.engine.honours.HonoursRules;
import adjutant.engine.honours.HonoursRuleset;
import adjutant.engine.honours.HowState;
import adjutant.engine.honours.action.HowAction;
import java.util.Optional;

/** Honours of War's players as a plug-in ({@code META-INF/services/adjutant.ai.RulesetAi}). */
public final class HonoursAi implements RulesetAi<HowState, HowAction> {

    @Override
    public String rulesetId() {
        return HonoursRuleset.ID;
    }

    @Override
    public PlayerFactory<HowState, HowAction> players(Ruleset<HowState, HowAction> ruleset, String variant, long seed) {
        return HowPlayers.factory((HonoursRules) ruleset.rules(), seed);
    }

    @Override
    public Optional<EvaluationFeatures<HowState>> features() {
        return Optional.of(new EvaluationFeatures<>(HowFeatures.SPACE, HowFeatures::compute));
    }

    @Override
    public TuningFitnessFactory tuning() {
        return new SearchTuningFitness<>(HonoursRuleset.get(), "standard", HowFeatures.SPACE,
                (spec, weights, seed) -> weights == null ? HowPlayers.create(spec, new HonoursRules(), seed)
                        : HowPlayers.factory(new HonoursRules(), weights, seed).create(spec));
    }
}
