package adjutant.tools;

import adjutant.ai.RulesetAi;
import adjutant.ai.RulesetAis;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.RulesetVariant;
import adjutant.tools.cli.GameSetup;

import java.io.File;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * {@code adjutant bench --against DIR}: this build's speed and another's (a checkout with a
 * build), in one JVM, one round of each after the other, alternating which goes first. Between
 * two JVMs the same code's speed differs by up to a tenth (JIT choices, the machine's
 * neighbours), more than most changes gain; within one run both builds meet the same machine.
 * Each build runs in a class loader of its own ({@link BenchRounds} in each); the lines are the
 * random games of every variant along both paths and the searches of {@link BenchWorkload}, and
 * each says whether the two builds played the same games (the same rules) or searched the same
 * decisions.
 */
final class BenchComparison {
    /** Search rounds: each one game's first decisions, seeds 3, 4, ... as the bench's search lines. */
    static final int SEARCH_ROUNDS = 5;

    private final Build here;
    private final Build other;
    private final String otherName;
    private final String scenario;
    private final int games;
    private final int legalGames;
    private final int rounds;
    private final int searchDecisions;
    private final double rulesWarmup;
    private final double searchWarmup;

    /** One build's work, in its own class loader. */
    private record Build(String name, Method games, Method search, Method hasFastPath) {
        long[] games(String scenario, String variant, String path, int count, long first) {
            return (long[]) call(games, scenario, variant, path, count, first);
        }

        long[] search(String scenario, String variant, String spec, int decisions, long seed) {
            return (long[]) call(search, scenario, variant, spec, decisions, seed);
        }

        boolean hasFastPath(String scenario) {
            return (Boolean) call(hasFastPath, scenario);
        }

        private Object call(Method m, Object... args) {
            try {
                return m.invoke(null, args);
            } catch (InvocationTargetException e) {
                Throwable cause = e.getCause();
                throw new UsageException(name + " failed: " + cause.getClass().getSimpleName()
                        + (cause.getMessage() == null ? "" : ": " + cause.getMessage()));
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** This build against the build in {@code otherCheckout}. */
    BenchComparison(Path otherCheckout, String scenario, int games, int legalGames, int rounds, int searchDecisions,
            double rulesWarmup, double searchWarmup) {
        this(thisBuild(), otherBuild(otherCheckout), otherCheckout.toString(), scenario, games, legalGames, rounds,
                searchDecisions, rulesWarmup, searchWarmup);
    }

    /** The build of class path {@code hereUrls} against that of {@code otherUrls} (named {@code otherName}). */
    BenchComparison(List<URL> hereUrls, List<URL> otherUrls, String otherName, String scenario, int games, int legalGames,
            int rounds, int searchDecisions, double rulesWarmup, double searchWarmup) {
        this.here = load("this build", hereUrls);
        this.other = load("the build in " + otherName, otherUrls);
        this.otherName = otherName;
        this.scenario = scenario;
        this.games = games;
        this.legalGames = legalGames;
        this.rounds = rounds;
        this.searchDecisions = searchDecisions;
        this.rulesWarmup = rulesWarmup;
        this.searchWarmup = searchWarmup;
    }

    /** Prints a line for each random-game line and search; 0 (the exit code). */
    <S extends GameState<S>, A> int run(Ruleset<S, A> ruleset, GameSetup setup) {
        System.out.println("Adjutant bench: this build against " + otherName + ", "
                + setup.scenario().name() + ".json (" + ruleset.displayName() + "), one thread, " + BenchWorkload.collector()
                + "; rounds alternate between the builds, each on seeds of its own");
        for (RulesetVariant v : ruleset.variants()) {
            if (here.hasFastPath(scenario) && other.hasFastPath(scenario)) {
                games(v.id(), BenchRounds.FAST, "fast path", games);
            } else {
                System.out.printf("%-11s %-13s not in both builds: random play lists legalActions%n", v.id(), "fast path:");
            }
            games(v.id(), BenchRounds.LEGAL, "legalActions", legalGames);
        }
        if (searchDecisions > 0) {
            RulesetAi<S, A> ai = RulesetAis.of(ruleset);
            for (RulesetVariant v : ruleset.variants()) {
                for (BenchWorkload.Search s : BenchWorkload.searches(ruleset, ai, v)) {
                    search(v.id(), s);
                }
            }
        }
        return 0;
    }

    /** One random-game line: µs/step of both builds, round by round, and their ratio. */
    private void games(String variant, String path, String label, int count) {
        for (Build b : List.of(other, here)) {
            BenchSettling.settle(variant + " " + label + " (" + b.name() + ")", rulesWarmup, 2,
                    seed -> b.games(scenario, variant, path, count, -(seed + 1) * count));
        }
        Duel d = alternate(rounds, (b, r) -> b.games(scenario, variant, path, count, (long) r * count)); // round 0: the signature's games
        double[] mine = new double[rounds];
        double[] theirs = new double[rounds];
        double[] ratio = new double[rounds];
        boolean same = true;
        for (int r = 0; r < rounds; r++) {
            long[] a = d.mine()[r];
            long[] b = d.theirs()[r];
            same &= a[0] == b[0];
            mine[r] = a[1] / 1e3 / Math.max(1, a[0]);
            theirs[r] = b[1] / 1e3 / Math.max(1, b[0]);
            ratio[r] = theirs[r] / mine[r];
        }
        TimingSpread x = TimingSpread.of(ratio);
        System.out.printf(Locale.ROOT, "%-11s %-13s this %6.2f \u00b5s/step, the other %6.2f: %s (median of %d rounds of %s,"
                + " %.2f-%.2f); %s%n", variant, label + ":", TimingSpread.of(mine).median(), TimingSpread.of(theirs).median(),
                times(x.median()), rounds, Plural.plural(count, "game"), x.min(), x.max(),
                same ? "the same games" : "the games differ (the rules or the generator changed)");
    }

    /** One search line: iterations per second of both builds, game by game, and their ratio. */
    private void search(String variant, BenchWorkload.Search s) {
        for (Build b : List.of(other, here)) {
            BenchSettling.settle(s.spec() + " (" + b.name() + ")", searchWarmup, 3,
                    seed -> b.search(scenario, variant, s.spec(), searchDecisions, 1000 + seed));
        }
        Duel d = alternate(SEARCH_ROUNDS, (b, r) -> b.search(scenario, variant, s.spec(), searchDecisions, 3 + r));
        double[] mine = new double[SEARCH_ROUNDS];
        double[] theirs = new double[SEARCH_ROUNDS];
        double[] ratio = new double[SEARCH_ROUNDS];
        boolean same = true;
        for (int r = 0; r < SEARCH_ROUNDS; r++) {
            long[] a = d.mine()[r];
            long[] b = d.theirs()[r];
            same &= a[0] == b[0] && a[2] == b[2];
            mine[r] = a[0] * 1e9 / Math.max(1, a[1]);
            theirs[r] = b[0] * 1e9 / Math.max(1, b[1]);
            ratio[r] = mine[r] / theirs[r];
        }
        TimingSpread x = TimingSpread.of(ratio);
        System.out.printf(Locale.ROOT, "%-15s this %9.0f /s, the other %9.0f: %s (median of %d games' first decisions, %.2f-%.2f;"
                + " %s, %s); %s%n", s.what() + ":", TimingSpread.of(mine).median(), TimingSpread.of(theirs).median(),
                times(x.median()), SEARCH_ROUNDS, x.min(), x.max(), s.spec(), variant,
                same ? "the same decisions" : "the decisions differ");
    }

    /** One round's work by a build, given the round's number; what it returns is the round's result. */
    @FunctionalInterface
    private interface RoundWork {
        long[] of(Build build, int round);
    }

    /** Each build's results of {@code count} rounds, by round. */
    private record Duel(long[][] mine, long[][] theirs) {}

    /** Plays the rounds, the build that goes first alternating, so that neither always meets the machine warmer or colder. */
    private Duel alternate(int count, RoundWork work) {
        long[][] mine = new long[count][];
        long[][] theirs = new long[count][];
        for (int r = 0; r < count; r++) {
            if (r % 2 == 0) {
                theirs[r] = work.of(other, r);
                mine[r] = work.of(here, r);
            } else {
                mine[r] = work.of(here, r);
                theirs[r] = work.of(other, r);
            }
        }
        return new Duel(mine, theirs);
    }

    /** "1.07x as fast" or "0.93x as fast": this build's speed over the other's. */
    private static String times(double ratio) {
        return String.format(Locale.ROOT, "%.2fx as fast", ratio);
    }

    // ---- The two builds' class loaders ----

    /** This build's class path, as the JVM was started with it (the launcher: tools/target/classes and lib/*). */
    static List<URL> thisBuild() {
        List<URL> urls = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (!entry.isEmpty()) {
                urls.add(url(Path.of(entry)));
            }
        }
        return urls;
    }

    /**
     * Another checkout's build: its tools classes and libraries (tools/target/classes and
     * tools/target/lib, as {@code mvn package} leaves them), then this build's tools classes, from
     * which a build older than {@link BenchRounds} takes that one class.
     */
    static List<URL> otherBuild(Path checkout) {
        Path classes = checkout.resolve("tools/target/classes");
        Path lib = checkout.resolve("tools/target/lib");
        if (!Files.isDirectory(classes) || !Files.isDirectory(lib)) {
            throw new UsageException("--against " + checkout + ": no Adjutant build there (expected " + classes + " and " + lib
                    + "; run mvn -q package -DskipTests in it)");
        }
        List<URL> urls = new ArrayList<>(List.of(url(classes)));
        try (Stream<Path> jars = Files.list(lib)) {
            jars.filter(j -> j.toString().endsWith(".jar")).sorted().forEach(j -> urls.add(url(j)));
        } catch (IOException e) {
            throw new UsageException("--against " + checkout + ": cannot list " + lib + " (" + e.getMessage() + ")");
        }
        if (urls.stream().noneMatch(u -> u.getPath().contains("adjutant-engine"))) {
            throw new UsageException("--against " + checkout + ": no adjutant-engine jar in " + lib + "; run mvn -q package -DskipTests in it");
        }
        urls.add(BenchRounds.class.getProtectionDomain().getCodeSource().getLocation());
        return urls;
    }

    private static URL url(Path p) {
        try {
            return p.toAbsolutePath().toUri().toURL();
        } catch (MalformedURLException e) {
            throw new UsageException("not a usable class path entry: " + p);
        }
    }

    /** A class loader of its own over {@code urls} (not this JVM's: each build's classes apart) and its {@link BenchRounds}. */
    @SuppressWarnings("resource") // lives as long as the comparison, which ends with the JVM
    private static Build load(String name, List<URL> urls) {
        URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
        try {
            Class<?> rounds = loader.loadClass(BenchRounds.class.getName());
            return new Build(name,
                    rounds.getMethod("games", String.class, String.class, String.class, int.class, long.class),
                    rounds.getMethod("search", String.class, String.class, String.class, int.class, long.class),
                    rounds.getMethod("hasFastPath", String.class));
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new UsageException(name + " cannot run the bench's rounds: " + e);
        }
    }
}
