package adjutant.ai.mcts;

import adjutant.ai.Decision;
import adjutant.engine.game.Side;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one search found at its root: every opened action with its visits and the sum of its
 * scores for blue, in the tree's order; what the decision is made from, and what the searches
 * of a {@link ParallelMctsPlayer} add together.
 *
 * @param side the side to act at the root
 * @param children the root's opened actions, in search order
 * @param principalVariation the most visited line below the root, starting with its best action
 * @param iterations iterations searched (summed over merged searches)
 * @param millis wall-clock time used (the longest of merged searches)
 */
public record RootCounts<A>(Side side, List<Child<A>> children, List<A> principalVariation, long iterations, long millis) {

    /** One root action's statistics, counting the root prior and visits kept from earlier searches. */
    public record Child<A>(A action, long visits, double blueScoreSum) {
        double meanFor(Side side) {
            if (visits == 0) {
                return 0.5;
            }
            double blue = blueScoreSum / visits;
            return side == Side.BLUE ? blue : 1 - blue;
        }
    }

    public RootCounts {
        if (children.isEmpty()) {
            throw new IllegalArgumentException("a root with no opened action");
        }
        children = List.copyOf(children);
        principalVariation = List.copyOf(principalVariation);
    }

    /** Most visits first; equal visits, higher mean first; then search order (the sort is stable). */
    private Comparator<Child<A>> bestFirst() {
        return Comparator.<Child<A>>comparingLong(c -> -c.visits())
                .thenComparing(Comparator.comparingDouble((Child<A> c) -> c.meanFor(side)).reversed());
    }

    /** The most visited action (ties: the higher mean, then search order), with the next three. */
    public Decision<A> decision() {
        List<Child<A>> ranked = new ArrayList<>(children);
        ranked.sort(bestFirst());
        List<Decision.Alternative<A>> alternatives = new ArrayList<>(ranked.size());
        for (Child<A> c : ranked) {
            alternatives.add(new Decision.Alternative<>(c.action(), c.meanFor(side), c.visits()));
        }
        Decision.Alternative<A> best = alternatives.get(0);
        List<A> pv = !principalVariation.isEmpty() && principalVariation.get(0).equals(best.action())
                ? principalVariation
                : List.of(best.action());
        return new Decision<>(best.action(), best.value(), "win probability",
                alternatives.subList(1, Math.min(4, alternatives.size())), pv, iterations, millis, best.visits());
    }

    /**
     * Searches of one position added together (root parallelization): each action's visits and
     * scores summed over the searches that opened it, in the order the first search met them
     * (then the others'), so that the same searches always merge to the same decision. The
     * principal variation is that of the search whose own best action is the merged best.
     */
    public static <A> RootCounts<A> merged(List<RootCounts<A>> searches) {
        Map<A, long[]> visits = new LinkedHashMap<>();
        Map<A, double[]> sums = new LinkedHashMap<>();
        long iterations = 0;
        long millis = 0;
        for (RootCounts<A> r : searches) {
            if (r.side() != searches.get(0).side()) {
                throw new IllegalArgumentException("searches of different positions");
            }
            for (Child<A> c : r.children()) {
                visits.computeIfAbsent(c.action(), a -> new long[1])[0] += c.visits();
                sums.computeIfAbsent(c.action(), a -> new double[1])[0] += c.blueScoreSum();
            }
            iterations += r.iterations();
            millis = Math.max(millis, r.millis());
        }
        List<Child<A>> children = new ArrayList<>(visits.size());
        visits.forEach((a, v) -> children.add(new Child<>(a, v[0], sums.get(a)[0])));
        RootCounts<A> merged = new RootCounts<>(searches.get(0).side(), children, List.of(), iterations, millis);
        A best = merged.decision().action();
        List<A> pv = searches.stream().map(RootCounts::principalVariation)
                .filter(p -> !p.isEmpty() && p.get(0).equals(best)).findFirst().orElse(List.of(best));
        return new RootCounts<>(merged.side(), children, pv, iterations, millis);
    }
}
