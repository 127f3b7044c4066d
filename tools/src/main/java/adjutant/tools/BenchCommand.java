package adjutant.tools;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import adjutant.engine.scenario.ScenarioCatalog;
import adjutant.tools.cli.GameSetup;
import adjutant.tools.cli.ScenarioOption;
import adjutant.tools.cli.ScenarioRef;
import java.nio.file.Path;
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
        footer = "Without --scenario: the rules lines (random games, copies, legal actions) on every shipped scenario of "
                + "every ruleset, and the searches on " + BenchCommand.DEFAULT_SCENARIO + " and st-ulrich. Every line is "
                + "timed after its code has settled, in a JVM of its own unless --no-fork is given.")
final class BenchCommand implements Callable<Integer> {

    /** The scenario every quoted Blown Away signature was measured on. */
    static final String DEFAULT_SCENARIO = "encounter";

    /** Without --scenario, one scenario per ruleset, each with its own lines and signature. */
    static final List<String> DEFAULT_SCENARIOS = List.of(DEFAULT_SCENARIO, "honours-of-war/st-ulrich");

    @Mixin
    ScenarioOption scenario;

    @Option(names = "--games", defaultValue = "200", description = "Random games per rules variant (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--legal-games", defaultValue = "20",
            description = "Random games per variant that list the legal actions at every decision (default: ${DEFAULT-VALUE}).")
    int legalGames;

    @Option(names = "--rules-warmup", defaultValue = "60",
            description = "Most seconds each rules line (random games, copies) runs untimed first, waiting for its speed to "
                    + "settle (default: ${DEFAULT-VALUE}).")
    double rulesWarmupSeconds;

    @Option(names = "--scaling", paramLabel = "FILE.png",
            description = "Instead: the random-game lines on Blown Away's scenarios and the generated 64-unit one "
                    + "(in a source checkout), as a table of figures against speed, and this chart of µs/step against figures.")
    Path scaling;

    @Option(names = "--against", paramLabel = "DIR",
            description = "Instead: this build against another checkout's build (DIR, after mvn package there), in one "
                    + "JVM, round by round: the random-game lines and the searches on --scenario (default: "
                    + DEFAULT_SCENARIO + "), each as both builds' speeds and their ratio. The JDK's own classes "
                    + "(collections) are compiled once for both builds: a change that moves work into or out of them "
                    + "can read differently here than in the lines' own JVMs (--forks).")
    Path against;

    @Option(names = "--rounds", defaultValue = "21",
            description = "With --against: alternating rounds timed per random-game line, each of --games or --legal-games "
                    + "games (default: ${DEFAULT-VALUE}).")
    int rounds;

    @Option(names = "--search-decisions", defaultValue = "10",
            description = "Decisions searched by MCTS and alpha-beta each (default: ${DEFAULT-VALUE}).")
    int searchDecisions;

    @Option(names = "--warmup", defaultValue = "90",
            description = "Most seconds each search runs untimed, on other games, waiting for its speed to settle "
                    + "before it is timed; 0 times cold code (default: ${DEFAULT-VALUE}).")
    double warmupSeconds;

    @Option(names = "--fork", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Time each line in a JVM of its own, started as this one was, so that no line's speed depends on "
                    + "what the JIT made of the lines before it (the default); --no-fork times every line in this JVM.")
    boolean fork;

    @Option(names = "--forks", defaultValue = "1",
            description = "JVMs each line runs in, one after another (default: ${DEFAULT-VALUE}); with more, each JVM's line "
                    + "is shown, then their median and range: a fresh JVM can settle on slower code, so one JVM's figure is one "
                    + "draw. With --scaling the table reads the medians; not with --no-fork or --against.")
    int forks;

    /** Set by the bench for the JVM it forks: the one line to time ({@link BenchWorkload#runOnly}). */
    @Option(names = "--line", hidden = true)
    String line;

    @Override
    public Integer call() {
        if (games < 1 || legalGames < 1 || searchDecisions < 0 || warmupSeconds < 0 || rulesWarmupSeconds < 0) {
            throw new UsageException("--games and --legal-games must be at least 1; --search-decisions, --warmup and "
                    + "--rules-warmup not negative");
        }
        if (forks < 1 || (forks > 1 && !fork)) {
            throw new UsageException("--forks must be at least 1, and cannot be more than 1 with --no-fork");
        }
        if (forks > 1 && against != null) {
            throw new UsageException("--against times both builds in this one JVM: --forks cannot be more than 1 with it");
        }
        if (against != null) {
            if (rounds < 1) {
                throw new UsageException("--rounds must be at least 1");
            }
            ScenarioRef ref = scenario.orElse(DEFAULT_SCENARIO);
            GameSetup setup = GameSetup.of(ref.load(), Optional.empty());
            return new BenchComparison(against, ref.text(), games, legalGames, rounds, searchDecisions, rulesWarmupSeconds,
                    warmupSeconds).run(setup.ruleset(), setup);
        }
        if (scaling != null) {
            BenchScaling.run(scaling, games, legalGames, rulesWarmupSeconds, fork, forks);
            return 0;
        }
        if (line != null && !scenario.isPresent()) {
            throw new UsageException("--line needs --scenario");
        }
        if (scenario.isPresent()) {
            return run(scenario.required(), searchDecisions);
        }
        int code = 0;
        for (String name : ScenarioCatalog.qualifiedNames()) {
            code = Math.max(code, run(ScenarioRef.of(name), searched(name) ? searchDecisions : 0));
            System.out.println();
        }
        return code;
    }

    /** Whether the searches are timed on this shipped scenario ({@code RULESET/NAME}) when no --scenario is given. */
    static boolean searched(String qualifiedName) {
        return DEFAULT_SCENARIOS.stream().anyMatch(d -> ScenarioCatalog.resolve(d).orElse(d).equals(qualifiedName));
    }

    private int run(ScenarioRef ref, int decisions) {
        GameSetup setup = GameSetup.of(ref.load(), Optional.empty());
        return run(setup.ruleset(), setup, ref, decisions);
    }

    private <S extends GameState<S>, A> int run(Ruleset<S, A> ruleset, GameSetup setup, ScenarioRef ref, int decisions) {
        var workload = new BenchWorkload<>(ruleset, setup.scenario(), games, legalGames, decisions, warmupSeconds,
                rulesWarmupSeconds);
        if (line != null) {
            return workload.runOnly(line);
        }
        return workload.run(fork ? forkFor(ref, games, legalGames, rulesWarmupSeconds, decisions, warmupSeconds, forks)
                : null);
    }

    /** The forked JVMs' options (this scenario and these counts, as given here) and how many a line gets. */
    static BenchFork forkFor(ScenarioRef ref, int games, int legalGames, double rulesWarmupSeconds, int searchDecisions,
            double warmupSeconds, int forks) {
        return new BenchFork(List.of("--scenario", ref.text(), "--games", String.valueOf(games), "--legal-games",
                String.valueOf(legalGames), "--rules-warmup", String.valueOf(rulesWarmupSeconds), "--search-decisions",
                String.valueOf(searchDecisions), "--warmup", String.valueOf(warmupSeconds)), forks);
    }
}
