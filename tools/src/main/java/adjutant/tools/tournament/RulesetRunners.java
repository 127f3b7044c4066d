package adjutant.tools.tournament;

import adjutant.ai.Match;
import adjutant.ai.PlayerSpec;
import adjutant.ai.RulesetAi;
import adjutant.ai.RulesetAis;
import adjutant.engine.game.GameState;
import adjutant.engine.game.RulesChoice;
import adjutant.engine.game.Ruleset;
import adjutant.engine.record.GameRecords;
import adjutant.tools.UsageException;
import adjutant.tools.cli.GameSetup;
import adjutant.tools.cli.ScenarioRef;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Tournament games of any installed ruleset: each scenario names its ruleset, players come from
 * that ruleset's {@link RulesetAi}, and the game is played by {@link Match}, the one game loop.
 * Scenarios are loaded once and shared by the worker threads (they are immutable).
 */
public final class RulesetRunners implements MatchRunnerFactory {
    private final Map<String, GameSetup> setups = new ConcurrentHashMap<>();

    /**
     * Player names and settings are the same for every ruleset; beyond them the player is built
     * for every scenario checked so far (its weights file must load for that ruleset).
     */
    @Override
    public void checkPlayer(String spec) {
        PlayerSpec parsed = PlayerSpec.parse(spec);
        for (GameSetup setup : setups.values()) {
            try {
                setup.checkPlayer(parsed);
            } catch (UsageException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
        }
    }

    @Override
    public void checkScenario(String scenario, Optional<RulesChoice> rules) {
        setup(scenario, rules);
    }

    private GameSetup setup(String scenario, Optional<RulesChoice> rules) {
        return setups.computeIfAbsent(scenario + " " + rules.map(RulesChoice::toString).orElse(""), key -> {
            try {
                return GameSetup.of(ScenarioRef.of(scenario).load(), rules);
            } catch (RuntimeException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
        });
    }

    @Override
    public MatchRunner newRunner() {
        return spec -> {
            GameSetup setup = setup(spec.scenario(), spec.rules());
            return play(setup.ruleset(), setup, spec);
        };
    }

    private static <S extends GameState<S>, A> GameReport play(Ruleset<S, A> ruleset, GameSetup setup, MatchSpec spec) {
        RulesetAi<S, A> ai = RulesetAis.of(ruleset);
        Match.Result<S, A> r = Match.play(ruleset, setup.scenario(), setup.variant(), spec.seed(),
                ai.players(ruleset, setup.variant(), spec.seed() * 31 + 1).create(spec.bluePlayer()),
                ai.players(ruleset, setup.variant(), spec.seed() * 31 + 2).create(spec.redPlayer()),
                spec.timeMargin().toMillis(), spec.openingPlies(), null);
        String json = GameRecords.toJson(r.record());
        if (r.forfeit().isPresent()) {
            Match.Forfeit f = r.forfeit().get();
            return GameReport.forfeit(new TimeForfeit(f.side(), f.overrunMillis()), r.turns(), r.blueLossPercent(),
                    r.redLossPercent(), json).withDecisionMillis(r.blueMillis(), r.redMillis());
        }
        return GameReport.of(r.outcome(), r.termination(), r.turns(), r.blueLossPercent(), r.redLossPercent(), json)
                .withDecisionMillis(r.blueMillis(), r.redMillis());
    }
}
