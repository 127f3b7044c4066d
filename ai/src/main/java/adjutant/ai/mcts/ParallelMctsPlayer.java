package adjutant.ai.mcts;

import adjutant.ai.Budget;
import adjutant.ai.Decision;
import adjutant.ai.DecisionPoints;
import adjutant.ai.Player;
import adjutant.ai.SearchClock;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * MCTS on several threads (player spec {@code mcts:threads=N}), in one of two ways (Chaslot,
 * Winands and van den Herik 2008):
 * <ul>
 *   <li>{@link Sharing#ROOT} ({@code parallel=root}, the default): each thread searches its own
 *       tree, seeded apart, and the root's visits and scores are added together before the most
 *       visited action is taken. The trees share nothing, so no locks slow the searches, and with
 *       an iteration budget (split between the searches) the same seed still gives the same
 *       decision; a time budget gives every search the whole time.
 *   <li>{@link Sharing#TREE} ({@code parallel=tree}): the threads iterate on one tree under one
 *       lock, each with its own random stream, state and rollout player, and play their rollouts
 *       outside the lock ({@link MctsPlayer#iterateShared}); the tree grows deeper, not wider.
 *       How the threads interleave decides which iterations run, so even an iteration budget
 *       (shared by the threads) does not give the same decision twice.
 * </ul>
 * One search runs on the calling thread.
 *
 * <p>Written by hand, not taken from a library: the searches are {@link MctsPlayer}s, and what
 * is shared is their root statistics ({@link RootCounts#merged}) or their tree.
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
    private final Sharing sharing;

    /** How the threads share the work. */
    public enum Sharing {
        /** A tree each, their root counts added. */
        ROOT,
        /** One tree, with virtual loss. */
        TREE;

        /** {@code root} or {@code tree}, as a spec's {@code parallel=} says it. */
        public static Sharing of(String word) {
            return valueOf(word.toUpperCase(Locale.ROOT));
        }
    }

    /** Root parallelization: see {@link #ParallelMctsPlayer(String, Rules, List, Sharing)}. */
    public ParallelMctsPlayer(String name, Rules<S, A> rules, List<MctsPlayer<S, A>> searches) {
        this(name, rules, searches, Sharing.ROOT);
    }

    /**
     * @param searches one per thread, each with its own seed; the first one's budget is the
     *     player's, and with {@link Sharing#TREE} its tree is the one all of them search
     */
    public ParallelMctsPlayer(String name, Rules<S, A> rules, List<MctsPlayer<S, A>> searches, Sharing sharing) {
        if (searches.size() < 2) {
            throw new IllegalArgumentException("a parallel search needs at least two searches");
        }
        this.name = name;
        this.rules = rules;
        this.searches = List.copyOf(searches);
        this.sharing = sharing;
        if (sharing == Sharing.TREE) {
            for (int i = 1; i < searches.size(); i++) {
                searches.get(i).shareTreeOf(searches.get(0));
            }
        }
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
        return (sharing == Sharing.TREE ? searchOneTree(state, budget, actions) : searchTrees(state, budget, actions)).decision();
    }

    /** Root parallelization: every search on its own tree, their root counts added. */
    private RootCounts<A> searchTrees(S state, Budget budget, List<A> actions) {
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
        return RootCounts.merged(counts);
    }

    /**
     * Tree parallelization: the lead roots and primes its tree, then every search iterates on it
     * until the budget is spent, the iterations counted together.
     */
    private RootCounts<A> searchOneTree(S state, Budget budget, List<A> actions) {
        SearchClock clock = new SearchClock(budget);
        MctsPlayer<S, A> lead = searches.get(0);
        S leadState = state.copy();
        Side side = lead.prepare(leadState, budget, actions);
        AtomicLong done = new AtomicLong();
        AtomicBoolean stop = new AtomicBoolean();
        List<Future<?>> others = new ArrayList<>();
        done.incrementAndGet(); // the lead's first iteration, claimed before any other thread claims
        try {
            for (int i = 1; i < searches.size(); i++) {
                MctsPlayer<S, A> search = searches.get(i);
                S own = state.copy(); // a state may fill caches as it is read: each search reads its own
                others.add(POOL.submit(() -> iterateUntilSpent(search, own, clock, done, stop)));
            }
            lead.iterateShared(leadState); // at least one iteration, whatever the clock says
            iterateUntilSpent(lead, leadState, clock, done, stop);
        } finally {
            stop.set(true);
            for (Future<?> f : others) {
                join(f);
            }
        }
        return lead.rootCounts(side, done.get(), clock.elapsedMillis());
    }

    /** Iterates while the budget has iterations left to claim, the clock time, and no search has failed. */
    private static <S extends GameState<S>, A> void iterateUntilSpent(
            MctsPlayer<S, A> search, S state, SearchClock clock, AtomicLong done, AtomicBoolean stop) {
        while (!stop.get()) {
            long claimed = done.getAndIncrement();
            if (clock.exhausted(claimed)) {
                done.decrementAndGet();
                return;
            }
            search.iterateShared(state);
        }
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
