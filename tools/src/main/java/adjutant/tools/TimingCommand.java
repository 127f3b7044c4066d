package adjutant.tools;

import adjutant.ai.Match;
import adjutant.ai.Player;
import adjutant.ai.PlayerFactory;
import adjutant.ai.RulesetAi;
import adjutant.ai.RulesetAis;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.Rulesets;
import adjutant.engine.scenario.Scenario;
import adjutant.tools.cli.Durations;
import adjutant.tools.cli.ScenarioOption;
import adjutant.tools.stats.DecisionTimes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code adjutant timing}: how well the searches keep their time budgets. For each search (MCTS
 * in a variant with chance, alpha-beta in one without) and each think time, it plays games
 * against a random opponent from a cold start until it has timed enough decisions, with a
 * second process loading the other core, and prints the distribution: median, 99th and 99.9th
 * percentiles, maximum, and the share within the budget + 10%.
 */
@Command(name = "timing", mixinStandardHelpOptions = true,
        description = "Time the searches' decisions at given think times, under load: median, p99, p99.9, max.")
final class TimingCommand implements Callable<Integer> {

    @Mixin
    ScenarioOption scenario;

    @Option(names = "--think", split = ",", defaultValue = "100ms,1s", paramLabel = "DURATION",
            description = "Think times to time (default: ${DEFAULT-VALUE}).")
    List<String> think;

    @Option(names = "--search", split = ",", defaultValue = "mcts,alphabeta", paramLabel = "KIND",
            description = "Searches to time (default: ${DEFAULT-VALUE}).")
    List<String> searches;

    @Option(names = "--decisions", defaultValue = "200",
            description = "Decisions timed per search and think time (default: ${DEFAULT-VALUE}).")
    int decisions;

    @Option(names = "--no-load", description = "Time without the second process that loads another core.")
    boolean noLoad;

    @Option(names = "--seed", defaultValue = "1", description = "First game's seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Override
    public Integer call() throws Exception {
        if (decisions < 1) {
            throw new UsageException("--decisions must be at least 1, got " + decisions);
        }
        Scenario sc = scenario.orElse("encounter").load();
        Ruleset<?, ?> ruleset = Rulesets.require(sc.rules());
        System.out.printf("Adjutant timing: %s, %d decisions each, from a cold start, %s%n", sc.name(), decisions,
                noLoad ? "no other load" : "a second process loading another core");
        try (CpuLoad busy = noLoad ? null : CpuLoad.start()) {
            for (String kind : searches) {
                for (String t : think) {
                    Duration d = Durations.parse(t);
                    report(kind + ":think=" + d.toMillis() + "ms", d, time(ruleset, sc, kind, d));
                }
            }
        }
        return 0;
    }

    /**
     * The decisions timed, where the slowest of those over the budget + 10% were taken, and the
     * iterations (or nodes) searched: the search's speed under this machine's collector and load.
     */
    private record Timed(DecisionTimes times, List<String> overruns, SearchCounts searched) {
    }

    /** What the timed decisions searched: iterations (or nodes), each with the milliseconds it took. */
    private static final class SearchCounts {
        private final List<Long> iterations = new ArrayList<>();
        private long totalIterations;
        private long totalMillis;

        /** One timed decision; one that searched nothing (no count) is left out. */
        void add(long searched, long millis) {
            if (searched > 0) {
                iterations.add(searched);
                totalIterations += searched;
                totalMillis += millis;
            }
        }

        /** The searched decisions' median count, and the count per second over all of them. */
        String describe(String unit) {
            if (iterations.isEmpty()) {
                return "no searched decisions";
            }
            long median = DecisionTimes.of(iterations).percentile(0.5);
            return String.format(Locale.ROOT, "searched: median %,d %s a decision, %,.0f a second", median, unit,
                    1000.0 * totalIterations / Math.max(1, totalMillis));
        }
    }

    private <S extends GameState<S>, A> Timed time(Ruleset<S, A> ruleset, Scenario sc, String kind, Duration d) {
        String variant = variantFor(ruleset, kind);
        RulesetAi<S, A> ai = RulesetAis.of(ruleset);
        long limit = limit(d);
        List<Long> millis = new ArrayList<>();
        List<String> overruns = new ArrayList<>();
        SearchCounts searched = new SearchCounts();
        for (long game = seed; millis.size() < decisions; game++) {
            PlayerFactory<S, A> players = ai.players(ruleset, variant, game);
            Player<S, A> searcher = players.create(kind + ":think=" + d.toMillis() + "ms");
            Player<S, A> random = players.create("random");
            Match.Result<S, A> r = Match.play(ruleset, sc, variant, game, searcher, random, 0, 0, null);
            for (int i = 0; i < r.blueMillis().size() && millis.size() < decisions; i++) {
                long ms = r.blueMillis().get(i);
                millis.add(ms);
                searched.add(r.blueIterations().get(i), ms);
                if (ms > limit) {
                    overruns.add(String.format(Locale.ROOT, "%d ms (decision %d of the run: game seed %d, its decision %d)",
                            ms, millis.size(), game, i + 1));
                }
            }
        }
        return new Timed(DecisionTimes.of(millis), overruns, searched);
    }

    /** The budget + 10%: what a decision may take. */
    private static long limit(Duration d) {
        return d.toMillis() + d.toMillis() / 10;
    }

    /** MCTS is timed where there is chance, alpha-beta where there is none: each where it plays. */
    private static String variantFor(Ruleset<?, ?> ruleset, String kind) {
        boolean chance = !kind.startsWith("alphabeta");
        return ruleset.variants().stream().filter(v -> v.chance() == chance).findFirst()
                .orElse(ruleset.defaultVariant()).id();
    }

    private static void report(String spec, Duration d, Timed timed) {
        DecisionTimes t = timed.times();
        long limit = limit(d);
        System.out.printf(Locale.ROOT, "%-26s median %6d  p99 %6d  p99.9 %6d  max %6d ms;  within %d ms: %.1f%%%n",
                spec, t.percentile(0.5), t.percentile(0.99), t.percentile(0.999), t.max(), limit, 100 * t.within(limit));
        System.out.println("  " + timed.searched().describe(spec.startsWith("alphabeta") ? "nodes" : "iterations"));
        List<String> over = timed.overruns();
        for (String o : over.subList(0, Math.min(5, over.size()))) {
            System.out.println("  over: " + o);
        }
        if (over.size() > 5) {
            System.out.println("  over: and " + (over.size() - 5) + " more");
        }
    }
}
