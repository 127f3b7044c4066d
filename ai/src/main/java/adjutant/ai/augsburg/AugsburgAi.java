package adjutant.ai.augsburg;

import adjutant.ai.PlayerFactory;
import adjutant.ai.RulesetAi;
import adjutant.ai.eval.EvaluationFeatures;
import adjutant.ai.tuning.SearchTuningFitness;
import adjutant.ai.tuning.TuningFitnessFactory;
import adjutant.engine.game.Ruleset;
import adjutant.engine.augsburg.LoaRules;
import adjutant.engine.augsburg.LeagueOfAugsburgRuleset;
import adjutant.engine.augsburg.LoaState;
import adjutant.engine.augsburg.action.LoaAction;
import java.util.Optional;

/** League of Augsburg's players as a plug-in ({@code META-INF/services/adjutant.ai.RulesetAi}). */
public final class AugsburgAi implements RulesetAi<LoaState, LoaAction> {

    @Override
    public String rulesetId() {
        return LeagueOfAugsburgRuleset.ID;
    }

    @Override
    public PlayerFactory<LoaState, LoaAction> players(Ruleset<LoaState, LoaAction> ruleset, String variant, long seed) {
        return LoaPlayers.factory((LoaRules) ruleset.rules(), seed);
    }

    @Override
    public Optional<EvaluationFeatures<LoaState>> features() {
        return Optional.of(new EvaluationFeatures<>(LoaFeatures.SPACE, LoaFeatures::compute));
    }

    @Override
    public TuningFitnessFactory tuning() {
        return new SearchTuningFitness<>(LeagueOfAugsburgRuleset.get(), LeagueOfAugsburgRuleset.get().variants().get(0).id(), LoaFeatures.SPACE,
                (spec, weights, seed) -> weights == null ? LoaPlayers.create(spec, new LoaRules(), seed)
                        : LoaPlayers.factory(new LoaRules(), weights, seed).create(spec));
    }
}
