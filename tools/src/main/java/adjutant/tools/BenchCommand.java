package adjutant.tools;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import adjutant.tools.cli.GameSetup;
import adjutant.tools.cli.ScenarioOption;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code adjutant bench}: a fixed, seeded workload on one thread (see {@link BenchWorkload}).
 * Prints speeds and a signature (total forward-model steps and candidates) that must be
 * identical from run to run; quote it with any change to the rules or the generator.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Run a fixed, seeded workload and print speeds and a signature.",
        footer = "Without --scenario: " + BenchCommand.DEFAULT_SCENARIO + ", on which the quoted signatures were measured.")
final class BenchCommand implements Callable<Integer> {

    /** The scenario every quoted signature was measured on. */
    static final String DEFAULT_SCENARIO = "encounter";

    @Mixin
    ScenarioOption scenario;

    @Option(names = "--games", defaultValue = "200", description = "Random games per rules variant (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--search-decisions", defaultValue = "10",
            description = "Decisions searched by MCTS and alpha-beta each (default: ${DEFAULT-VALUE}).")
    int searchDecisions;

    @Option(names = "--warmup", defaultValue = "90",
            description = "Most seconds each search runs untimed, on other games, waiting for its speed to settle "
                    + "before it is timed; 0 times cold code (default: ${DEFAULT-VALUE}).")
    double warmupSeconds;

    @Override
    public Integer call() {
        if (games < 1 || searchDecisions < 0 || warmupSeconds < 0) {
            throw new UsageException("--games must be at least 1, --search-decisions and --warmup not negative");
        }
        GameSetup setup = GameSetup.of(scenario.orElse(DEFAULT_SCENARIO).load(), Optional.empty());
        return run(setup.ruleset(), setup);
    }

    private <S extends GameState<S>, A> int run(Ruleset<S, A> ruleset, GameSetup setup) {
        return new BenchWorkload<>(ruleset, setup.scenario(), games, searchDecisions, warmupSeconds).run();
    }
}
