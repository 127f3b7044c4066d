package adjutant.tools;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import adjutant.tools.cli.GameSetup;
import adjutant.tools.cli.ScenarioOption;
import adjutant.tools.cli.ScenarioRef;
import java.util.List;
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
        footer = "Without --scenario: Blown Away's " + BenchCommand.DEFAULT_SCENARIO + " (on which the quoted signatures were "
                + "measured), then each other ruleset's bench scenario.")
final class BenchCommand implements Callable<Integer> {

    /** The scenario every quoted Blown Away signature was measured on. */
    static final String DEFAULT_SCENARIO = "encounter";

    /** Without --scenario, one scenario per ruleset, each with its own lines and signature. */
    static final List<String> DEFAULT_SCENARIOS = List.of(DEFAULT_SCENARIO, "honours-of-war/st-ulrich");

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
        if (scenario.isPresent()) {
            GameSetup setup = GameSetup.of(scenario.required().load(), Optional.empty());
            return run(setup.ruleset(), setup);
        }
        int code = 0;
        for (String name : DEFAULT_SCENARIOS) {
            GameSetup setup = GameSetup.of(ScenarioRef.of(name).load(), Optional.empty());
            code = Math.max(code, run(setup.ruleset(), setup));
            System.out.println();
        }
        return code;
    }

    private <S extends GameState<S>, A> int run(Ruleset<S, A> ruleset, GameSetup setup) {
        return new BenchWorkload<>(ruleset, setup.scenario(), games, searchDecisions, warmupSeconds).run();
    }
}
