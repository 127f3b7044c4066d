package adjutant.ai;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Observation;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Side;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A player that decides from what its side may see, never from what it may not (the enemy's
 * face-down order chits): an information-set search by determinization ("determinized UCT", as
 * in Cowling, Powley and Whitehouse 2012). Each decision samples a few states its side cannot
 * tell from the true one ({@link Observation#determinize}), lets an ordinary search decide in
 * each with its share of the budget, and plays the action with the most visits over all of them.
 *
 * <p>The samples are drawn from a stream seeded by the player's seed and the hash of the side's
 * own view of the state, so two states the side cannot tell apart give the same samples, hence
 * the same decision, value and statistics: the player cannot peek, and a test proves it.
 *
 * @implNote Not thread-safe: the inner searches keep their trees between calls.
 */
public final class DeterminizingPlayer<S extends GameState<S>, A> implements Player<S, A> {

    private final String name;
    private final Rules<S, A> rules;
    private final Observation<S> observation;
    private final List<Player<S, A>> searches;
    private final long seed;

    /**
     * @param searches one search per sample, each with its own seed (their number is the number of samples)
     */
    public DeterminizingPlayer(String name, Rules<S, A> rules, Observation<S> observation, List<Player<S, A>> searches,
            long seed) {
        if (searches.isEmpty()) {
            throw new IllegalArgumentException("a determinizing player needs at least one sample");
        }
        this.name = name;
        this.rules = rules;
        this.observation = observation;
        this.searches = List.copyOf(searches);
        this.seed = seed;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Budget defaultBudget() {
        return searches.get(0).defaultBudget();
    }

    @Override
    public void newGame() {
        searches.forEach(Player::newGame);
    }

    @Override
    public void rewound() {
        searches.forEach(Player::rewound);
    }

    @Override
    public Decision<A> choose(S state, Budget budget) {
        long start = System.nanoTime();
        List<A> legal = rules.legalActions(state);
        if (legal.size() == 1) {
            return Decision.unexplained(legal.get(0), "only move");
        }
        Side side = rules.toAct(state);
        SplittableRandom random = new SplittableRandom(seed ^ observation.view(state, side).hash());
        if (searches.size() == 1) {
            Decision<A> d = searches.get(0).choose(observation.determinize(state, side, random), budget);
            return new Decision<>(d.action(), d.value(), d.valueKind() + ", on a sample of what " + side.id()
                    + " cannot see", d.alternatives(), d.principalVariation(), d.iterations(), d.millis(), d.visits());
        }
        Budget share = share(budget);
        Map<A, double[]> stats = new LinkedHashMap<>(); // action → {visits, value × visits}
        Decision<A> best = null;
        long iterations = 0;
        for (Player<S, A> search : searches) {
            S sample = observation.determinize(state, side, random.split());
            Decision<A> d = search.choose(sample, share);
            iterations += d.iterations();
            add(stats, d.action(), d.value(), Math.max(1, visitsOf(d)));
            for (Decision.Alternative<A> a : d.alternatives()) {
                add(stats, a.action(), a.value(), a.visits());
            }
            if (best == null) {
                best = d;
            }
        }
        List<Map.Entry<A, double[]>> ranked = rank(stats, legal);
        A action = ranked.isEmpty() ? best.action() : ranked.get(0).getKey();
        double value = ranked.isEmpty() ? best.value() : mean(ranked.get(0).getValue());
        List<Decision.Alternative<A>> alternatives = new ArrayList<>();
        for (int i = 1; i < ranked.size() && alternatives.size() < 3; i++) {
            double[] v = ranked.get(i).getValue();
            alternatives.add(new Decision.Alternative<>(ranked.get(i).getKey(), mean(v), (long) v[0]));
        }
        List<A> line = best.action().equals(action) ? best.principalVariation() : List.of(action);
        long visits = ranked.isEmpty() ? -1 : (long) ranked.get(0).getValue()[0];
        return new Decision<>(action, value, best.valueKind() + ", over " + searches.size() + " samples of what "
                + side.id() + " cannot see", alternatives, line, iterations, (System.nanoTime() - start) / 1_000_000, visits);
    }

    /** Each sample's share of the budget: the iterations and the time split evenly. */
    private Budget share(Budget b) {
        int n = searches.size();
        long millis = b.hasTimeLimit() ? Math.max(1, b.millis() / n) : 0;
        long iterations = b.hasIterationLimit() ? Math.max(1, b.iterations() / n) : 0;
        return new Budget(millis, iterations);
    }

    /**
     * The visits the search gave its own choice: as it reports them, or where it does not, the
     * iterations it ran less its alternatives' visits (an upper bound when it had more than four
     * moves). That estimate is 0 when a root prior or a reused tree gave the alternatives more
     * visits than this search's iterations: the samples' choices then counted as 1 visit each,
     * and the player played an alternative instead of what the samples chose.
     */
    private static <A> long visitsOf(Decision<A> d) {
        if (d.visits() >= 0) {
            return d.visits();
        }
        long others = d.alternatives().stream().mapToLong(Decision.Alternative::visits).sum();
        return Math.max(0, d.iterations() - others);
    }

    private static <A> void add(Map<A, double[]> stats, A action, double value, long visits) {
        double[] s = stats.computeIfAbsent(action, k -> new double[2]);
        s[0] += visits;
        s[1] += (Double.isNaN(value) ? 0 : value) * visits;
    }

    private static double mean(double[] s) {
        return s[0] == 0 ? Double.NaN : s[1] / s[0];
    }

    /** Legal actions by total visits, then mean value; the order of first sight breaks ties. */
    private static <A> List<Map.Entry<A, double[]>> rank(Map<A, double[]> stats, List<A> legal) {
        List<Map.Entry<A, double[]>> out = new ArrayList<>();
        for (Map.Entry<A, double[]> e : stats.entrySet()) {
            if (legal.contains(e.getKey())) {
                out.add(e);
            }
        }
        out.sort((x, y) -> {
            int c = Double.compare(y.getValue()[0], x.getValue()[0]);
            return c != 0 ? c : Double.compare(mean(y.getValue()), mean(x.getValue()));
        });
        return out;
    }
}
