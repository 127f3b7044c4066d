package adjutant.tools.cli;

import adjutant.ai.PlayerSpec;
import adjutant.ai.RulesetAis;
import adjutant.engine.game.GameState;
import adjutant.engine.game.RulesChoice;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.Rulesets;
import adjutant.engine.scenario.Scenario;
import adjutant.tools.UsageException;
import java.util.Objects;
import java.util.Optional;

/**
 * What a game is played with: a scenario, the ruleset its file names, and the variant, which
 * {@code --rules} may choose and the scenario file says otherwise. {@code --rules} of another
 * ruleset than the file's is a usage error, never a silent choice of one of the two.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record GameSetup(Ruleset<?, ?> ruleset, Scenario scenario, String variant) {

    public GameSetup {
        Objects.requireNonNull(ruleset);
        Objects.requireNonNull(scenario);
        Objects.requireNonNull(variant);
    }

    /**
     * The setup of {@code scenario} played by {@code rules} (empty: the scenario's own variant).
     *
     * @throws UsageException when the rules disagree with the scenario
     */
    public static GameSetup of(Scenario scenario, Optional<RulesChoice> rules) {
        Ruleset<?, ?> ruleset = Rulesets.require(scenario.rules());
        String variant = scenario.header().variant();
        if (rules.isPresent()) {
            try {
                variant = rules.get().variantFor(scenario.name(), scenario.rules(), variant);
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
        return new GameSetup(ruleset, scenario, variant);
    }

    /**
     * Checks that a player can be built from {@code spec} for this ruleset and variant (its
     * weights file loads, say), before any game starts.
     *
     * @throws UsageException naming what is wrong
     */
    public void checkPlayer(PlayerSpec spec) {
        checkPlayer(ruleset, variant, spec);
    }

    private static <S extends GameState<S>, A> void checkPlayer(Ruleset<S, A> ruleset, String variant,
            PlayerSpec spec) {
        try {
            RulesetAis.of(ruleset).players(ruleset, variant, 0).create(spec);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }
}
