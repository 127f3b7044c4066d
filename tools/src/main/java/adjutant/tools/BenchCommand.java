package adjutant.tools;

import static adjutant.tools.Plural.plural;

import adjutant.ai.Decision;
import adjutant.ai.Player;
import adjutant.ai.blownaway.BaPlayers;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.Phase;
import adjutant.engine.blownaway.RandomPlayout;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code adjutant bench}: a fixed, seeded workload on one thread. Prints speeds and a signature
 * (total forward-model steps) that must be identical from run to run; quote it with any change
 * to the rules or the generator.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Run a fixed, seeded workload and print speeds and a signature.")
final class BenchCommand implements Callable<Integer> {

    private static final long WINDOW_NANOS = 3_000_000_000L;
    private static final int SETTLED_WINDOWS = 2;
    private static final double SETTLED_CHANGE = 0.03;

    @Option(names = "--games", defaultValue = "200", description = "Random games per rules version (default: ${DEFAULT-VALUE}).")
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
        BaScenario sc = ScenarioLoader.loadNamed("encounter");
        BlownAwayRules rules = new BlownAwayRules();
        RandomPlayout playout = new RandomPlayout(rules);
        long signature = 0;
        List<BaState> samples = new ArrayList<>();
        System.out.println("Adjutant bench: encounter.json, one thread");

        // 1. Whole random games.
        for (Variant v : Variant.values()) {
            warm(rules, sc, v, playout);
            long steps = 0;
            long t0 = System.nanoTime();
            for (int g = 0; g < games; g++) {
                BaState s = BlownAway.newGame(sc, v, g);
                SplittableRandom rng = new SplittableRandom(1000 + g);
                int n = 0;
                while (!s.outcome().isOver()) {
                    playout.step(s, rng);
                    n++;
                    if (g % 20 == 0 && n % 50 == 0 && s.phase() == Phase.MAIN) {
                        samples.add(s.copy());
                    }
                }
                steps += n;
            }
            double sec = (System.nanoTime() - t0) / 1e9;
            signature += steps;
            System.out.printf(Locale.ROOT, "%-15s random games: %8.1f games/s, %10.0f steps/s (%s, %s)%n",
                    v.id(), games / sec, steps / sec, plural(games, "game"), plural(steps, "step"));
        }

        // 2. State copies, against a bare arraycopy of the same number of bytes.
        BaState mid = samples.isEmpty() ? BlownAway.newGame(sc, Variant.CHANCE, 1) : samples.get(samples.size() / 2);
        int copies = 200_000;
        long sink = 0;
        long t0 = System.nanoTime();
        for (int i = 0; i < copies; i++) {
            sink += mid.copy().turn();
        }
        double copySec = (System.nanoTime() - t0) / 1e9;
        byte[] src = new byte[(int) mid.arrayBytes()];
        byte[] dst = new byte[src.length];
        t0 = System.nanoTime();
        for (int i = 0; i < copies; i++) {
            src[i % src.length] = (byte) i;
            System.arraycopy(src, 0, dst, 0, src.length);
            sink += dst[i % dst.length];
        }
        double rawSec = (System.nanoTime() - t0) / 1e9;
        System.out.printf(Locale.ROOT, "state copy:     %10.0f copies/s (%d bytes; bare arraycopy %10.0f/s, ratio %.1fx)%n",
                copies / copySec, src.length, copies / rawSec, copySec / rawSec);

        // 3. Candidate generation at MAIN decision points.
        int calls = 0;
        long candidates = 0;
        int most = 0;
        t0 = System.nanoTime();
        for (int r = 0; r < 5; r++) {
            for (BaState s : samples) {
                int n = rules.legalActions(s).size();
                candidates += n;
                most = Math.max(most, n);
                calls++;
            }
        }
        double genSec = (System.nanoTime() - t0) / 1e9;
        signature += candidates;
        System.out.printf(Locale.ROOT,
                "legalActions:   %10.0f calls/s at MAIN (mean %.1f, max %s over %s)%n",
                calls / genSec, (double) candidates / Math.max(1, calls), plural(most, "candidate"),
                plural(samples.size(), "state"));

        // 4. Searches, counted in iterations so the work is fixed.
        if (searchDecisions > 0) {
            search(rules, sc, Variant.CHANCE, "mcts:iterations=2000,rollout=10", "MCTS iterations");
            search(rules, sc, Variant.CHANCE, "mcts:iterations=2000", "MCTS iterations");
            search(rules, sc, Variant.WITHOUT_CHANCE, "alphabeta:nodes=20000", "alpha-beta nodes");
        }
        System.out.printf("signature: %d%n", signature);
        return sink == 42 ? 1 : 0;
    }

    private void search(BlownAwayRules rules, BaScenario sc, Variant v, String spec, String what) {
        double warmed = warmUp(rules, sc, v, spec);
        long[] done = searchGame(rules, sc, v, spec, 3);
        System.out.printf(Locale.ROOT, "%-15s %10.0f /s (%d in %d ms, %s; %.0f s warm-up)%n", what + ":",
                done[0] * 1000.0 / Math.max(1, done[1]), done[0], done[1], spec, warmed);
    }

    /**
     * Untimed searches on other games until the speed settles (as JMH's warm-up iterations do):
     * the JIT keeps compiling the search code for 10–30 s on two cores, and timing it earlier
     * under-reports the speed by up to half. Settled: {@link #SETTLED_WINDOWS} windows in a row
     * each within {@link #SETTLED_CHANGE} of the one before. Returns the seconds spent.
     */
    private double warmUp(BlownAwayRules rules, BaScenario sc, Variant v, String spec) {
        long start = System.nanoTime();
        long cap = start + (long) (warmupSeconds * 1e9);
        double previous = 0;
        int settled = 0;
        long seed = 100;
        // on a terminal, a bar in seconds of the most warm-up: it may end early, once settled
        try (ProgressBar bar = System.console() != null && warmupSeconds > 0
                ? new ProgressBarBuilder().setTaskName("warm-up " + spec).setInitialMax((long) Math.ceil(warmupSeconds))
                        .setUnit(" s", 1).setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(500).build()
                : null) {
            while (settled < SETTLED_WINDOWS && System.nanoTime() < cap) {
                long windowEnd = Math.min(cap, System.nanoTime() + WINDOW_NANOS);
                long iterations = 0;
                long millis = 0;
                while (System.nanoTime() < windowEnd) {
                    long[] done = searchGame(rules, sc, v, spec, seed++);
                    iterations += done[0];
                    millis += done[1];
                }
                double rate = iterations / (double) Math.max(1, millis);
                settled = Math.abs(rate - previous) <= SETTLED_CHANGE * previous ? settled + 1 : 0;
                previous = rate;
                if (bar != null) {
                    bar.stepTo((System.nanoTime() - start) / 1_000_000_000L);
                }
            }
        }
        return (System.nanoTime() - start) / 1e9;
    }

    /** Searches the first decisions of game {@code seed}; returns {iterations, milliseconds}. */
    private long[] searchGame(BlownAwayRules rules, BaScenario sc, Variant v, String spec, long seed) {
        Player<BaState, BaAction> p = BaPlayers.create(spec, rules, v, 7);
        BaState s = BlownAway.newGame(sc, v, seed);
        long iterations = 0;
        long millis = 0;
        for (int d = 0; d < searchDecisions && !s.outcome().isOver(); d++) {
            while (rules.isChanceNode(s)) {
                rules.apply(s, rules.chanceOutcomes(s).get(0).outcome());
            }
            long t0 = System.nanoTime();
            Decision<BaAction> dec = p.choose(s, p.defaultBudget());
            millis += (System.nanoTime() - t0) / 1_000_000;
            iterations += dec.iterations();
            rules.apply(s, dec.action());
        }
        return new long[] {iterations, millis};
    }

    private static void warm(BlownAwayRules rules, BaScenario sc, Variant v, RandomPlayout playout) {
        for (int g = 0; g < 5; g++) {
            playout.play(BlownAway.newGame(sc, v, -1 - g), new SplittableRandom(g), 100_000);
        }
    }
}
