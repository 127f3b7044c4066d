package adjutant.tools;

import adjutant.ai.Decision;
import adjutant.ai.Player;
import adjutant.ai.RulesetAis;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Ruleset;
import adjutant.engine.scenario.Scenario;
import adjutant.tools.cli.GameSetup;
import adjutant.tools.cli.ScenarioRef;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The bench's units of work: a whole random game along one path, and the first decisions of a
 * searched game. One implementation for {@link BenchWorkload} and for {@link BenchComparison},
 * which runs it inside two builds' class loaders side by side; so it reads only the engine's and
 * the AI's public API and the command line's scenario loading, which older builds have as well.
 */
public final class BenchRounds {
    /** A random game through the ruleset's fast path ({@link Ruleset#randomOpening}), or through {@link Rules#legalActions}. */
    static final String FAST = "fast";
    static final String LEGAL = "legal";

    /** The scenario last loaded by {@link #games} or {@link #search}, by its name or file. */
    private static String loadedName;
    private static GameSetup loaded;

    private BenchRounds() {}

    /**
     * Random games {@code first} to {@code first + games - 1} of a scenario (a name or a file)
     * along {@code path} ({@link #FAST} or {@link #LEGAL}); returns {steps, nanoseconds}. For
     * another build's class loader, by reflection.
     */
    public static long[] games(String scenario, String variant, String path, int games, long first) {
        GameSetup setup = setup(scenario);
        long[] done = new long[2];
        for (long g = first; g < first + games; g++) {
            long[] r = randomGame(setup.ruleset(), setup.scenario(), variant, FAST.equals(path), g, null);
            done[0] += r[0];
            done[1] += r[1];
        }
        return done;
    }

    /** {@link #searchGame} of a scenario (a name or a file), for another build's class loader, by reflection. */
    public static long[] search(String scenario, String variant, String spec, int decisions, long seed) {
        GameSetup setup = setup(scenario);
        return searchGame(setup.ruleset(), setup.scenario(), variant, spec, decisions, seed);
    }

    /** Whether the scenario's ruleset has a fast path of its own ({@link Ruleset#hasFastRandomPlay}). */
    public static boolean hasFastPath(String scenario) {
        return setup(scenario).ruleset().hasFastRandomPlay();
    }

    private static synchronized GameSetup setup(String scenario) {
        if (!scenario.equals(loadedName)) {
            loaded = GameSetup.of(ScenarioRef.of(scenario).load(), Optional.empty());
            loadedName = scenario;
        }
        return loaded;
    }

    /**
     * One whole random game of seed {@code g}: chance outcomes by their probabilities, decisions
     * drawn along the fast path or from the legal actions. Returns {steps, nanoseconds}; copies a
     * main-decision state every 50 steps into {@code keep} when it is not null.
     */
    static <S extends GameState<S>, A> long[] randomGame(Ruleset<S, A> ruleset, Scenario scenario, String variant,
            boolean fast, long g, List<S> keep) {
        Rules<S, A> rules = ruleset.rules();
        S s = ruleset.newGame(scenario, variant, g);
        SplittableRandom rng = new SplittableRandom(1000 + g);
        long t0 = System.nanoTime();
        int n = 0;
        while (!rules.result(s).isOver()) {
            A a;
            if (rules.isChanceNode(s)) {
                a = rules.sampleChance(s, rng.nextDouble());
            } else if (fast) {
                a = ruleset.randomOpening(s, rng);
            } else {
                List<A> legal = rules.legalActions(s);
                a = legal.get(rng.nextInt(legal.size()));
            }
            rules.applyLegal(s, a);
            n++;
            if (keep != null && n % 50 == 0 && ruleset.isMainDecision(s)) {
                keep.add(s.copy());
            }
        }
        return new long[] {n, System.nanoTime() - t0};
    }

    /**
     * The first {@code decisions} decisions of game {@code seed}, each searched by a new player of
     * {@code spec} with its default budget (chance nodes take their first outcome). Returns
     * {iterations, nanoseconds searching, a hash of the actions chosen}.
     */
    static <S extends GameState<S>, A> long[] searchGame(Ruleset<S, A> ruleset, Scenario scenario, String variant,
            String spec, int decisions, long seed) {
        Rules<S, A> rules = ruleset.rules();
        Player<S, A> p = RulesetAis.of(ruleset).players(ruleset, variant, 7).create(spec);
        S s = ruleset.newGame(scenario, variant, seed);
        long iterations = 0;
        long nanos = 0;
        long chosen = 1;
        for (int d = 0; d < decisions && !rules.result(s).isOver(); d++) {
            while (rules.isChanceNode(s)) {
                rules.apply(s, rules.chanceOutcomes(s).get(0).outcome());
            }
            long t0 = System.nanoTime();
            Decision<A> dec = p.choose(s, p.defaultBudget());
            nanos += System.nanoTime() - t0;
            iterations += dec.iterations();
            chosen = 31 * chosen + dec.action().toString().hashCode();
            rules.apply(s, dec.action());
        }
        return new long[] {iterations, nanos, chosen};
    }
}
