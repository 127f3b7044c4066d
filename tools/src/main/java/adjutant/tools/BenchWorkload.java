package adjutant.tools;

import static adjutant.tools.Plural.plural;

import adjutant.ai.RulesetAi;
import adjutant.ai.RulesetAis;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.RulesetVariant;
import adjutant.engine.scenario.Scenario;
import com.sun.management.HotSpotDiagnosticMXBean;
import com.sun.management.VMOption;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The bench workload on one scenario of any ruleset: (1) whole random games of every variant,
 * through the ruleset's fast path where it has one ({@link Ruleset#randomOpening}, what
 * rollouts take) and through {@link Rules#legalActions} (what greedy, tuning, {@code --check}
 * and the board pay); (2) state copies against a bare arraycopy of as many bytes; (3)
 * {@link Rules#legalActions} at the main decisions met in (1); (4) searches counted in
 * iterations so that the work is fixed. Each line is timed after its code has settled
 * ({@link BenchSettling}). The signature is the steps of (1) plus the candidates of (3): rules
 * work only, not searches, and the same from run to run.
 */
final class BenchWorkload<S extends GameState<S>, A> {

    private static final double SEARCH_WINDOW_SECONDS = 3;
    private static final double RULES_WINDOW_SECONDS = 2;
    private static final int COPIES = 200_000;

    private final Ruleset<S, A> ruleset;
    private final Rules<S, A> rules;
    private final RulesetAi<S, A> ai;
    private final Scenario scenario;
    private final int games;
    private final int legalGames;
    private final int searchDecisions;
    private final double warmupSeconds;
    private final double rulesWarmupSeconds;
    private final List<S> samples = new ArrayList<>();
    private final List<RandomGames> randomGames = new ArrayList<>();
    private double copyMicros;
    private long sink;

    /** One timed line of random games: its variant, its path, and the speed. */
    record RandomGames(String variant, String path, double gamesPerSecond, double microsPerStep) {}

    BenchWorkload(Ruleset<S, A> ruleset, Scenario scenario, int games, int legalGames, int searchDecisions,
            double warmupSeconds, double rulesWarmupSeconds) {
        this.ruleset = ruleset;
        this.rules = ruleset.rules();
        this.ai = RulesetAis.of(ruleset);
        this.scenario = scenario;
        this.games = games;
        this.legalGames = legalGames;
        this.rulesWarmupSeconds = rulesWarmupSeconds;
        this.searchDecisions = searchDecisions;
        this.warmupSeconds = warmupSeconds;
    }

    /**
     * Runs the four parts and prints a line each and the signature; 0 (the exit code). With a
     * {@code fork}, each line is timed in a JVM of its own ({@link BenchFork}); without, in this one.
     */
    int run(BenchFork fork) {
        System.out.println("Adjutant bench: " + scenario.name() + ".json (" + ruleset.displayName() + "), one thread, "
                + collector());
        long signature = 0;
        for (RulesetVariant v : ruleset.variants()) {
            if (ruleset.hasFastRandomPlay()) {
                signature += line(fork, Line.FAST + " " + v.id());
            } else {
                System.out.printf("%-11s %-13s none of its own: random play lists legalActions%n", v.id(), Path.FAST.label + ":");
            }
            signature += line(fork, Line.LEGAL + " " + v.id());
        }
        line(fork, Line.COPIES.toString());
        signature += line(fork, Line.CANDIDATES.toString());
        if (searchDecisions > 0) {
            for (RulesetVariant v : ruleset.variants()) {
                for (int i = 0; i < searches(ruleset, ai, v).size(); i++) {
                    line(fork, Line.SEARCH + " " + v.id() + " " + i);
                }
            }
        }
        System.out.printf("signature: %d%n", signature);
        return sink == 42 ? 1 : 0;
    }

    /** What the forked JVM of {@code bench --line KEY} does: that line alone, then its {@link BenchFork#PART} line. */
    int runOnly(String key) {
        Part p = runLine(key);
        System.out.println(BenchFork.PART + p.encode());
        return sink == 42 ? 1 : 0;
    }

    /** The kinds of line, as a line's key begins ({@code fast chance}, {@code search chance 0}, {@code copies}). */
    private enum Line {
        FAST, LEGAL, COPIES, CANDIDATES, SEARCH;

        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * What the parent keeps of one line: its share of the signature, and the speeds the scaling
     * table reads (a random-game line's, the copy's; null and NaN where the line has none).
     */
    record Part(long signature, RandomGames games, double copyMicros) {
        String encode() {
            return signature + "\t" + copyMicros + (games == null ? ""
                    : "\t" + games.variant() + "\t" + games.path() + "\t" + games.gamesPerSecond() + "\t" + games.microsPerStep());
        }

        static Part decode(String text) {
            String[] f = text.split("\t");
            RandomGames games = f.length < 6 ? null
                    : new RandomGames(f[2], f[3], Double.parseDouble(f[4]), Double.parseDouble(f[5]));
            return new Part(Long.parseLong(f[0]), games, Double.parseDouble(f[1]));
        }
    }

    /** Times line {@code key} here or in its own JVM, keeps its speeds; returns its share of the signature. */
    private long line(BenchFork fork, String key) {
        Part p = fork == null ? runLine(key) : fork.run(key);
        if (p.games() != null) {
            randomGames.add(p.games());
        }
        if (!Double.isNaN(p.copyMicros())) {
            copyMicros = p.copyMicros();
        }
        return p.signature();
    }

    /**
     * Times line {@code key} in this JVM.
     *
     * @throws UsageException when the scenario has no such line
     */
    private Part runLine(String key) {
        String[] words = key.split(" ");
        Line kind = Arrays.stream(Line.values()).filter(l -> l.toString().equals(words[0])).findFirst()
                .orElseThrow(() -> new UsageException("no line '" + key + "'"));
        RulesetVariant v = words.length > 1 ? variant(key, words[1]) : null;
        return switch (kind) {
            case FAST -> randomGames(v, Path.FAST, games);
            case LEGAL -> randomGames(v, Path.LEGAL, legalGames);
            case COPIES -> {
                collectSamples();
                stateCopies();
                yield new Part(0, null, copyMicros);
            }
            case CANDIDATES -> {
                collectSamples();
                yield new Part(candidates(), null, Double.NaN);
            }
            case SEARCH -> {
                List<Search> all = searches(ruleset, ai, v);
                int i = words.length > 2 ? Integer.parseInt(words[2]) : -1;
                if (i < 0 || i >= all.size()) {
                    throw new UsageException("no line '" + key + "' (" + plural(all.size(), "search", "searches") + " here)");
                }
                search(v, all.get(i));
                yield new Part(0, null, Double.NaN);
            }
        };
    }

    private RulesetVariant variant(String key, String id) {
        return ruleset.variants().stream().filter(v -> v.id().equals(id)).findFirst()
                .orElseThrow(() -> new UsageException("no line '" + key + "': " + scenario.name() + " has no variant " + id));
    }

    /**
     * The garbage collector this JVM runs, by its usual name, its young generation's size when the
     * command line fixed it, and whether the heap asked for huge pages: the speeds depend on all
     * three (the launcher picks them per command).
     */
    static String collector() {
        String names = ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(GarbageCollectorMXBean::getName).reduce("", (a, b) -> a + " " + b);
        String name = names.contains("G1") ? "G1" : names.contains("PS ") ? "parallel" : names.contains("ZGC") ? "ZGC"
                : names.contains("Shenandoah") ? "Shenandoah" : names.contains("Copy") ? "serial" : names.trim();
        var vm = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        return name + " collector" + (vm == null ? "" : fixedYoungGeneration(vm) + hugePages(vm));
    }

    /** ", young generation N MB" when {@code -Xmn} (or {@code MaxNewSize}) was given, else nothing. */
    private static String fixedYoungGeneration(HotSpotDiagnosticMXBean vm) {
        var option = vm.getVMOption("MaxNewSize");
        if (option.getOrigin() != VMOption.Origin.VM_CREATION) {
            return "";
        }
        return ", young generation " + Long.parseLong(option.getValue()) / (1024 * 1024) + " MB";
    }

    /** ", huge pages" when the heap asked the kernel for transparent huge pages, else nothing. */
    private static String hugePages(HotSpotDiagnosticMXBean vm) {
        try {
            return "true".equals(vm.getVMOption("UseTransparentHugePages").getValue()) ? ", huge pages" : "";
        } catch (IllegalArgumentException notThisPlatformsFlag) { // a JVM built for another system than Linux
            return "";
        }
    }

    /** The random-game lines timed by {@link #run}, in order. */
    List<RandomGames> randomGames() {
        return List.copyOf(randomGames);
    }

    /** Microseconds a state copy took in {@link #run}. */
    double copyMicros() {
        return copyMicros;
    }

    /** Figures (or bases) of the scenario's armies, 0 when the ruleset does not count them. */
    int figures() {
        return ruleset.figureCount(ruleset.newGame(scenario, ruleset.defaultVariant().id(), 1));
    }

    // ---- 1. Whole random games ----

    /** How a random game picks its decisions. */
    private enum Path {
        FAST("fast path"), LEGAL("legalActions");

        final String label;

        Path(String label) {
            this.label = label;
        }
    }

    /**
     * Plays the timed random games of one variant along one path, after games on other seeds
     * until the speed settles; keeps sample states from the first path timed; returns its steps
     * and speed.
     */
    private Part randomGames(RulesetVariant v, Path path, int count) {
        ruleset.benchNote(); // what is noted under the line is its own work
        double warmed = BenchSettling.settle(v.id() + " " + path.label, rulesWarmupSeconds, RULES_WINDOW_SECONDS,
                seed -> timedGame(v, path, -seed, null));
        boolean sample = samples.isEmpty() && v.equals(ruleset.variants().get(0)) && path == firstPath();
        long[] repSteps = new long[REPETITIONS];
        long[] repNanos = new long[REPETITIONS];
        for (int rep = 0; rep < REPETITIONS; rep++) {
            for (int g = 0; g < count; g++) { // repetition 0 plays seeds 0..count-1: the signature's games
                long[] r = timedGame(v, path, (long) rep * count + g, rep == 0 && sample && g % SAMPLE_GAMES_APART == 0 ? samples : null);
                repSteps[rep] += r[0];
                repNanos[rep] += r[1];
            }
        }
        long steps = repSteps[0];
        double[] microsPerStep = new double[REPETITIONS];
        for (int rep = 0; rep < REPETITIONS; rep++) {
            microsPerStep[rep] = repNanos[rep] / 1e3 / Math.max(1, repSteps[rep]);
        }
        TimingSpread us = TimingSpread.of(microsPerStep);
        double gps = count * 1e6 / (Math.max(1, steps) * us.median()); // the signature's games, at the median speed
        RandomGames speed = new RandomGames(v.id(), path.label, gps, us.median());
        System.out.printf(Locale.ROOT, "%-11s %-13s %8.1f games/s, %9.0f steps/s, %7.2f \u00b5s/step (median of %d times %s;"
                + " %.2f-%.2f \u00b5s; %.0f s warm-up)%n", v.id(), path.label + ":", gps, 1e6 / us.median(), us.median(),
                REPETITIONS, plural(count, "game"), us.min(), us.max(), warmed);
        String note = ruleset.benchNote();
        if (path == Path.LEGAL && !note.isEmpty()) {
            System.out.println("  " + note);
        }
        return new Part(steps, speed, Double.NaN);
    }

    /** The first random-game line keeps sample states from every this many of its signature's games. */
    private static final int SAMPLE_GAMES_APART = 20;

    /** The path of the first random-game line, whose first timed games give the samples. */
    private Path firstPath() {
        return ruleset.hasFastRandomPlay() ? Path.FAST : Path.LEGAL;
    }

    /**
     * The sample states, as the first random-game line keeps them (a state every 50 steps of its
     * signature's games 0, 20, 40...), played again untimed when that line ran elsewhere.
     */
    private void collectSamples() {
        if (!samples.isEmpty()) {
            return;
        }
        RulesetVariant v = ruleset.variants().get(0);
        Path path = firstPath();
        for (int g = 0; g < (path == Path.FAST ? games : legalGames); g += SAMPLE_GAMES_APART) {
            timedGame(v, path, g, samples);
        }
    }

    /**
     * Timed repetitions of each rules line, each on its own games (so that no remembered verdict
     * of an earlier one is met again): the median µs/step is what is printed, since one
     * repetition of a few tenths of a second can meet a collection or a recompilation (single
     * timings of the same code ran up to 1.6 times apart); games/s are the first repetition's
     * games (the signature's) at that speed.
     */
    static final int REPETITIONS = 9;

    /** One whole random game of seed {@code g}; returns {steps, nanoseconds} ({@link BenchRounds#randomGame}). */
    private long[] timedGame(RulesetVariant v, Path path, long g, List<S> keep) {
        return BenchRounds.randomGame(ruleset, scenario, v.id(), path == Path.FAST, g, keep);
    }

    // ---- 2. State copies, against a bare arraycopy of as many bytes ----

    private void stateCopies() {
        S mid = samples.isEmpty() ? ruleset.newGame(scenario, ruleset.defaultVariant().id(), 1)
                : samples.get(samples.size() / 2);
        byte[] src = new byte[(int) mid.bytes()];
        byte[] dst = new byte[src.length];
        S spare = mid.copy();
        boolean reuses = mid.copyInto(spare) == spare; // else copyInto is a plain copy: no line of its own
        double warmed = BenchSettling.settle("state copy", rulesWarmupSeconds, 1, seed -> copies(mid));
        if (reuses) {
            warmed += BenchSettling.settle("copy into", rulesWarmupSeconds, 1, seed -> copiesInto(mid, spare));
        }
        warmed += BenchSettling.settle("arraycopy", rulesWarmupSeconds, 1, seed -> arraycopies(src, dst));
        double[] copyTimes = new double[REPETITIONS];
        double[] intoTimes = new double[REPETITIONS];
        double[] rawTimes = new double[REPETITIONS];
        for (int rep = 0; rep < REPETITIONS; rep++) { // interleaved, so that a slow spell slows all three
            copyTimes[rep] = copies(mid)[1] / 1e9;
            intoTimes[rep] = reuses ? copiesInto(mid, spare)[1] / 1e9 : Double.NaN;
            rawTimes[rep] = arraycopies(src, dst)[1] / 1e9;
        }
        double copySec = TimingSpread.of(copyTimes).median();
        double intoSec = reuses ? TimingSpread.of(intoTimes).median() : Double.NaN;
        double rawSec = TimingSpread.of(rawTimes).median();
        copyMicros = copySec * 1e6 / COPIES;
        System.out.printf(Locale.ROOT, "state copy:   %9.0f copies/s, %7.3f \u00b5s (%d bytes; bare arraycopy %.3f \u00b5s, ratio %.1fx; medians of %d; %.0f s warm-up)%n",
                COPIES / copySec, copySec * 1e6 / COPIES, src.length, rawSec * 1e6 / COPIES, copySec / rawSec, REPETITIONS, warmed);
        if (reuses) {
            System.out.printf(Locale.ROOT, "copy into:    %9.0f copies/s, %7.3f \u00b5s (into a used state, as the searches copy; ratio to arraycopy %.1fx)%n",
                    COPIES / intoSec, intoSec * 1e6 / COPIES, intoSec / rawSec);
        }
    }

    /** Copies into one used state over and over, as MCTS's iterations and alpha-beta's plies do. */
    private long[] copiesInto(S s, S spare) {
        long t0 = System.nanoTime();
        S into = spare;
        for (int i = 0; i < COPIES; i++) {
            into = s.copyInto(into);
            sink += rules.turn(into);
        }
        return new long[] {COPIES, System.nanoTime() - t0};
    }

    private long[] copies(S s) {
        long t0 = System.nanoTime();
        for (int i = 0; i < COPIES; i++) {
            sink += rules.turn(s.copy());
        }
        return new long[] {COPIES, System.nanoTime() - t0};
    }

    private long[] arraycopies(byte[] src, byte[] dst) {
        long t0 = System.nanoTime();
        for (int i = 0; i < COPIES; i++) {
            src[i % src.length] = (byte) i;
            System.arraycopy(src, 0, dst, 0, src.length);
            sink += dst[i % dst.length];
        }
        return new long[] {COPIES, System.nanoTime() - t0};
    }

    // ---- 3. Candidate generation at the main decisions ----

    /**
     * Lists the legal actions of every sample five times, timed in {@link #REPETITIONS} after
     * the speed settles; returns the candidates of the first five (the signature's).
     */
    private long candidates() {
        double warmed = BenchSettling.settle("legalActions at MAIN", rulesWarmupSeconds, 1, seed -> listings(1, null));
        int[] most = {0};
        long candidates = 0;
        double[] callsPerSecond = new double[REPETITIONS];
        for (int rep = 0; rep < REPETITIONS; rep++) {
            long[] r = listings(5, most);
            candidates = rep == 0 ? r[2] : candidates;
            callsPerSecond[rep] = r[0] * 1e9 / Math.max(1, r[1]);
        }
        int calls = 5 * samples.size();
        System.out.printf(Locale.ROOT,
                "legalActions:   %10.0f calls/s at MAIN (mean %.1f, max %s over %s; median of %d; %.0f s warm-up)%n",
                TimingSpread.of(callsPerSecond).median(), (double) candidates / Math.max(1, calls), plural(most[0], "candidate"),
                plural(samples.size(), "state"), REPETITIONS, warmed);
        return candidates;
    }

    /** Lists the legal actions of every sample {@code rounds} times; returns {calls, nanoseconds, candidates}. */
    private long[] listings(int rounds, int[] most) {
        long candidates = 0;
        long t0 = System.nanoTime();
        for (int r = 0; r < rounds; r++) {
            for (S s : samples) {
                int n = rules.legalActions(s).size();
                candidates += n;
                if (most != null) {
                    most[0] = Math.max(most[0], n);
                }
            }
        }
        return new long[] {(long) rounds * samples.size(), System.nanoTime() - t0, candidates};
    }

    // ---- 4. Searches, counted in iterations so the work is fixed ----

    /** A timed search: its player spec and what its iterations are called. */
    record Search(String spec, String what) {}

    /**
     * MCTS with random rollouts and without rollouts where the variant has chance, and as shipped
     * where its defaults differ (Blown Away's rollouts played by the scripted commander, far
     * dearer an iteration); alpha-beta where it has none.
     */
    static <S extends GameState<S>, A> List<Search> searches(Ruleset<S, A> ruleset, RulesetAi<S, A> ai, RulesetVariant v) {
        if (!ai.searcher(ruleset, v.id()).equals("mcts")) {
            return List.of(new Search("alphabeta:nodes=20000", "alpha-beta nodes"));
        }
        List<Search> searches = new ArrayList<>(List.of(
                new Search("mcts:iterations=2000,rollout=10,policy=random", "MCTS iterations"),
                new Search("mcts:iterations=2000,rollout=0,policy=random", "MCTS iterations")));
        if (!ai.players(ruleset, v.id(), 7).rolloutDefault().equals("random")) {
            searches.add(new Search("mcts:iterations=200", "MCTS iterations"));
        }
        return searches;
    }

    private void search(RulesetVariant v, Search search) {
        double warmed = warmUp(v, search.spec());
        double[] rates = new double[SEARCH_REPETITIONS];
        long iterations = 0;
        long millis = 0;
        for (int rep = 0; rep < SEARCH_REPETITIONS; rep++) { // games 3, 4, ...: the first is the one always timed
            long[] done = searchGame(v, search.spec(), 3 + rep);
            rates[rep] = done[0] * 1000.0 / Math.max(1, done[1]);
            iterations += done[0];
            millis += done[1];
        }
        TimingSpread rate = TimingSpread.of(rates);
        System.out.printf(Locale.ROOT, "%-15s %10.0f /s (median of %d games' first decisions, %.0f-%.0f; %d in %d ms, %s;"
                + " %.0f s warm-up)%n", search.what() + ":", rate.median(), SEARCH_REPETITIONS, rate.min(), rate.max(),
                iterations, millis, search.spec(), warmed);
    }

    /**
     * Timings of each search line, each on the first decisions of a game of its own: one timing
     * of ten decisions read anything from two thirds to the whole of another (alpha-beta 217,628
     * and 349,650 nodes/s on two builds whose rules lines differed by a fifth).
     */
    static final int SEARCH_REPETITIONS = 5;

    /** Untimed searches on other games until the speed settles; returns the seconds spent. */
    private double warmUp(RulesetVariant v, String spec) {
        return BenchSettling.settle(spec, warmupSeconds, SEARCH_WINDOW_SECONDS, seed -> {
            long[] done = searchGame(v, spec, seed);
            return new long[] {done[0], done[1] * 1_000_000};
        });
    }

    /** Searches the first decisions of game {@code seed}; returns {iterations, milliseconds}. */
    private long[] searchGame(RulesetVariant v, String spec, long seed) {
        long[] done = BenchRounds.searchGame(ruleset, scenario, v.id(), spec, searchDecisions, seed);
        return new long[] {done[0], done[1] / 1_000_000};
    }
}
