package adjutant.ai.mcts;

import adjutant.ai.Budget;
import adjutant.ai.Decision;
import adjutant.ai.DecisionPoints;
import adjutant.ai.Player;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * MCTS on several threads (player spec {@code mcts:threads=N}): root parallelization (Chaslot,
 * Winands and van den Herik 2008). Each thread searches its own tree, seeded apart, and the
 * root's visits and scores are added together before the most visited action is taken. The trees
 * share nothing, so no locks slow the searches, and with an iteration budget (split between the
 * searches) the same seed still gives the same decision; a time budget gives every search the
 * whole time. One search runs on the calling thread.
 *
 * <p>Written by hand, not taken from a library: the searches are {@link MctsPlayer}s, and what
 * is added is their root statistics ({@link RootCounts#merged}).
 */
public final class ParallelMctsPlayer<S extends GameState<S>, A> implements Player<S, A> {
    /** Threads shared by every parallel player: idle ones end after a minute, and none keeps the program alive. */
    private static final ExecutorService POOL = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "mcts-search");
        t.setDaemon(true);
        return t;
    });

    private final String name;
    private final Rules<S, A> rules;
    private final List<MctsPlayer<S, A>> searches;

    /** @param searches one per thread, each with its own seed; the first one's budget is the player's */
    public ParallelMctsPlayer(String name, Rules<S, A> rules, List<MctsPlayer<S, A>> searches) {
        if (searches.size() < 2) {
            throw new IllegalArgumentException("a parallel search needs at least two searches");
        }
        this.name = name;
        this.rules = rules;
        this.searches = List.copyOf(searches);
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
        searches.forEach(MctsPlayer::newGame);
    }

    @Override
    public void rewound() {
        searches.forEach(MctsPlayer::rewound);
    }

    @Override
    public Decision<A> choose(S state, Budget budget) {
        List<A> actions = DecisionPoints.requireActions(rules, state);
        if (actions.size() == 1) {
            return Decision.unexplained(actions.get(0), "only move");
        }
        List<Future<RootCounts<A>>> others = new ArrayList<>();
        for (int i = 1; i < searches.size(); i++) {
            MctsPlayer<S, A> search = searches.get(i);
            S own = state.copy(); // a state may fill caches as it is read: each search reads its own
            Budget share = share(budget, i);
            others.add(POOL.submit(() -> search.search(own, share, actions))); // the list is only read
        }
        List<RootCounts<A>> counts = new ArrayList<>(searches.size());
        counts.add(searches.get(0).search(state.copy(), share(budget, 0), actions));
        for (Future<RootCounts<A>> f : others) {
            counts.add(join(f));
        }
        return RootCounts.merged(counts).decision();
    }

    /** Search i's part of the budget: all the time, and its share of the iterations (at least one). */
    Budget share(Budget budget, int i) {
        if (!budget.hasIterationLimit()) {
            return budget;
        }
        long n = searches.size();
        long iterations = budget.iterations() / n + (i < budget.iterations() % n ? 1 : 0);
        return new Budget(budget.millis(), Math.max(1, iterations));
    }

    private static <T> T join(Future<T> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the searches ran", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
