package adjutant.tools;

import adjutant.ai.PlayerSpecException;
import adjutant.ai.blownaway.BaGame;
import adjutant.ai.blownaway.BaPlayers;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.record.GameRecords;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.tools.tournament.GameReport;
import adjutant.tools.tournament.MatchRunner;
import adjutant.tools.tournament.MatchRunnerFactory;
import adjutant.tools.tournament.RulesVariant;
import adjutant.tools.tournament.TimeForfeit;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Tournament games of Blown Away: players from specs, games by {@link BaGame}. */
public final class BaMatchRunnerFactory implements MatchRunnerFactory {
    private final Map<String, BaScenario> scenarios = new ConcurrentHashMap<>();

    @Override
    public void checkPlayer(String spec) {
        try {
            BaPlayers.create(spec, new BlownAwayRules(), Variant.CHANCE, 0);
        } catch (PlayerSpecException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    @Override
    public void checkScenario(String scenario) {
        scenario(scenario);
    }

    private BaScenario scenario(String nameOrFile) {
        return scenarios.computeIfAbsent(nameOrFile, n -> {
            try {
                return ScenarioArgs.resolve(n);
            } catch (RuntimeException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
        });
    }

    @Override
    public MatchRunner newRunner() {
        BlownAwayRules rules = new BlownAwayRules();
        return spec -> {
            Variant v = spec.rules() == RulesVariant.CHANCE ? Variant.CHANCE : Variant.WITHOUT_CHANCE;
            BaGame.Result r = BaGame.play(rules, scenario(spec.scenario()), v, spec.seed(),
                    BaPlayers.create(spec.bluePlayer(), rules, v, spec.seed() * 31 + 1),
                    BaPlayers.create(spec.redPlayer(), rules, v, spec.seed() * 31 + 2),
                    spec.timeMargin().toMillis(), spec.openingPlies(), null);
            String json = GameRecords.toJson(r.record());
            if (r.forfeit().isPresent()) {
                return GameReport.forfeit(new TimeForfeit(r.forfeit().get().side(), r.forfeit().get().overrunMillis()),
                        r.turns(), r.blueKilledPercent(), r.redKilledPercent(), json);
            }
            return GameReport.of(r.outcome(), r.termination(), r.turns(), r.blueKilledPercent(),
                    r.redKilledPercent(), json);
        };
    }
}
