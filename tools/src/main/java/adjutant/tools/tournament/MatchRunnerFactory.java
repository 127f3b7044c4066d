package adjutant.tools.tournament;

import adjutant.engine.game.RulesChoice;
import java.util.Optional;

/**
 * Where the tournament gets its games from: checks player specs and scenarios before a run and
 * makes one {@link MatchRunner} per worker thread. The scenarios are checked first, so that a
 * player can be checked against their rulesets. {@link RulesetRunners} plays real games of
 * every installed ruleset; tests hand the command a fake one through picocli's factory.
 */
public interface MatchRunnerFactory {

    /**
     * Checks a player spec such as {@code mcts:think=200ms} or {@code greedy}.
     *
     * @throws IllegalArgumentException with a one-line reason if no player can be built from it
     */
    void checkPlayer(String spec);

    /**
     * Checks a scenario name or file, and that {@code rules} (when given) agree with it.
     *
     * @throws IllegalArgumentException with a one-line reason if it cannot be loaded or played so
     */
    void checkScenario(String scenario, Optional<RulesChoice> rules);

    /** A new runner for one worker thread. */
    MatchRunner newRunner();
}
