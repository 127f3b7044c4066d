package adjutant.tools;

import static adjutant.tools.Plural.plural;

import adjutant.ai.Decision;
import adjutant.ai.Player;
import adjutant.ai.RulesetAi;
import adjutant.ai.RulesetAis;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.RulesetVariant;
import adjutant.engine.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * The bench workload on one scenario of any ruleset: (1) whole random games of every variant,
 * (2) state copies against a bare arraycopy, (3) {@link Rules#legalActions} at the main
 * decisions met in (1), (4) searches counted in iterations so that the work is fixed. The
 * signature is the steps of (1) plus the candidates of (3): rules work only, not searches.
 *
 * <p>Random play takes {@link Ruleset#randomOpening} at decisions and {@link Rules#sampleChance}
 * at chance nodes: for Blown Away the very steps its random playout takes, so the signature
 * stays what it was (64111 on encounter with the default 200 games).
 */
final class BenchWorkload<S extends GameState<S>, A> {

    private static final long WINDOW_NANOS = 3_000_000_000L;
    private static final int SETTLED_WINDOWS = 2;
    private static final double SETTLED_CHANGE = 0.03;
    private static final int COPIES = 200_000;

    private final Ruleset<S, A> ruleset;
    private final Rules<S, A> rules;
    private final RulesetAi<S, A> ai;
    private final Scenario scenario;
    private final int games;
    private final int searchDecisions;
    private final double warmupSeconds;
    private final List<S> samples = new ArrayList<>();
    private long sink;

    BenchWorkload(Ruleset<S, A> ruleset, Scenario scenario, int games, int searchDecisions, double warmupSeconds) {
        this.ruleset = ruleset;
        this.rules = ruleset.rules();
        this.ai = RulesetAis.of(ruleset);
        this.scenario = scenario;
        this.games = games;
        this.searchDecisions = searchDecisions;
        this.warmupSeconds = warmupSeconds;
    }

    /** Runs the four parts and prints a line each and the signature; 0 (the exit code). */
    int run() {
        System.out.println("Adjutant bench: " + scenario.name() + ".json, one thread");
        long signature = 0;
        for (RulesetVariant v : ruleset.variants()) {
            signature += randomGames(v);
        }
        stateCopies();
        signature += candidates();
        if (searchDecisions > 0) {
            for (RulesetVariant v : ruleset.variants()) {
                for (Search s : searches(v)) {
                    search(v, s);
                }
            }
        }
        System.out.printf("signature: %d%n", signature);
        return sink == 42 ? 1 : 0;
    }

    // ---- 1. Whole random games ----

    /** Plays the random games of one variant, keeping sample states; returns their steps. */
    private long randomGames(RulesetVariant v) {
        for (int g = 0; g < 5; g++) { // warm the code up on other games
            playOut(ruleset.newGame(scenario, v.id(), -1 - g), new SplittableRandom(g), 100_000);
        }
        long steps = 0;
        long t0 = System.nanoTime();
        for (int g = 0; g < games; g++) {
            S s = ruleset.newGame(scenario, v.id(), g);
            SplittableRandom rng = new SplittableRandom(1000 + g);
            int n = 0;
            while (!rules.result(s).isOver()) {
                randomStep(s, rng);
                n++;
                if (g % 20 == 0 && n % 50 == 0 && ruleset.isMainDecision(s)) {
                    samples.add(s.copy());
                }
            }
            steps += n;
        }
        double sec = (System.nanoTime() - t0) / 1e9;
        System.out.printf(Locale.ROOT, "%-15s random games: %8.1f games/s, %10.0f steps/s (%s, %s)%n",
                v.id(), games / sec, steps / sec, plural(games, "game"), plural(steps, "step"));
        return steps;
    }

    /** One random step: a chance outcome by its probability, or a random decision. */
    private void randomStep(S s, SplittableRandom rng) {
        A a = rules.isChanceNode(s) ? rules.sampleChance(s, rng.nextDouble()) : ruleset.randomOpening(s, rng);
        rules.applyLegal(s, a);
    }

    private void playOut(S s, SplittableRandom rng, int maxSteps) {
        for (int n = 0; n < maxSteps && !rules.result(s).isOver(); n++) {
            randomStep(s, rng);
        }
    }

    // ---- 2. State copies, against a bare arraycopy of as many bytes ----

    private void stateCopies() {
        S mid = samples.isEmpty() ? ruleset.newGame(scenario, ruleset.defaultVariant().id(), 1)
                : samples.get(samples.size() / 2);
        long t0 = System.nanoTime();
        for (int i = 0; i < COPIES; i++) {
            sink += rules.turn(mid.copy());
        }
        double copySec = (System.nanoTime() - t0) / 1e9;
        byte[] src = new byte[(int) mid.bytes()];
        byte[] dst = new byte[src.length];
        t0 = System.nanoTime();
        for (int i = 0; i < COPIES; i++) {
            src[i % src.length] = (byte) i;
            System.arraycopy(src, 0, dst, 0, src.length);
            sink += dst[i % dst.length];
        }
        double rawSec = (System.nanoTime() - t0) / 1e9;
        System.out.printf(Locale.ROOT, "state copy:     %10.0f copies/s (%d bytes; bare arraycopy %10.0f/s, ratio %.1fx)%n",
                COPIES / copySec, src.length, COPIES / rawSec, copySec / rawSec);
    }

    // ---- 3. Candidate generation at the main decisions ----

    /** Lists the legal actions of every sample five times; returns the candidates of all. */
    private long candidates() {
        int calls = 0;
        long candidates = 0;
        int most = 0;
        long t0 = System.nanoTime();
        for (int r = 0; r < 5; r++) {
            for (S s : samples) {
                int n = rules.legalActions(s).size();
                candidates += n;
                most = Math.max(most, n);
                calls++;
            }
        }
        double genSec = (System.nanoTime() - t0) / 1e9;
        System.out.printf(Locale.ROOT,
                "legalActions:   %10.0f calls/s at MAIN (mean %.1f, max %s over %s)%n",
                calls / genSec, (double) candidates / Math.max(1, calls), plural(most, "candidate"),
                plural(samples.size(), "state"));
        return candidates;
    }

    // ---- 4. Searches, counted in iterations so the work is fixed ----

    /** A timed search: its player spec and what its iterations are called. */
    private record Search(String spec, String what) {}

    /** MCTS with and without rollouts where the variant has chance; alpha-beta where it has none. */
    private List<Search> searches(RulesetVariant v) {
        return ai.searcher(ruleset, v.id()).equals("mcts")
                ? List.of(new Search("mcts:iterations=2000,rollout=10", "MCTS iterations"),
                        new Search("mcts:iterations=2000", "MCTS iterations"))
                : List.of(new Search("alphabeta:nodes=20000", "alpha-beta nodes"));
    }

    private void search(RulesetVariant v, Search search) {
        double warmed = warmUp(v, search.spec());
        long[] done = searchGame(v, search.spec(), 3);
        System.out.printf(Locale.ROOT, "%-15s %10.0f /s (%d in %d ms, %s; %.0f s warm-up)%n", search.what() + ":",
                done[0] * 1000.0 / Math.max(1, done[1]), done[0], done[1], search.spec(), warmed);
    }

    /**
     * Untimed searches on other games until the speed settles (as JMH's warm-up iterations do):
     * the JIT keeps compiling the search code for 10–30 s on two cores, and timing it earlier
     * under-reports the speed by up to half. Settled: {@link #SETTLED_WINDOWS} windows in a row
     * each within {@link #SETTLED_CHANGE} of the one before. Returns the seconds spent.
     */
    private double warmUp(RulesetVariant v, String spec) {
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
                    long[] done = searchGame(v, spec, seed++);
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
    private long[] searchGame(RulesetVariant v, String spec, long seed) {
        Player<S, A> p = ai.players(ruleset, v.id(), 7).create(spec);
        S s = ruleset.newGame(scenario, v.id(), seed);
        long iterations = 0;
        long millis = 0;
        for (int d = 0; d < searchDecisions && !rules.result(s).isOver(); d++) {
            while (rules.isChanceNode(s)) {
                rules.apply(s, rules.chanceOutcomes(s).get(0).outcome());
            }
            long t0 = System.nanoTime();
            Decision<A> dec = p.choose(s, p.defaultBudget());
            millis += (System.nanoTime() - t0) / 1_000_000;
            iterations += dec.iterations();
            rules.apply(s, dec.action());
        }
        return new long[] {iterations, millis};
    }
}
