package adjutant.ai;

import adjutant.engine.game.GameState;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A search player that does not play the same position round and round. Two alpha-beta bots
 * once shadowed each other's cavalry (pivot 180°, move 12 in) for 180 turns while every
 * battalion stood on its start line: each move was the best by a hair, and nothing told the
 * bots they had been there before.
 *
 * <p>It remembers, for each position it decided in this game ({@link GameState#positionKey},
 * blind to the turn counter), the actions it played there. Coming back to a position means
 * those actions led nowhere; when the search picks one of them again, the best other action is
 * played instead, if its value is within {@link #MARGIN} (a win probability, or half that on
 * the evaluation's [−1, 1] scale) of the repeated one's. A much worse action is not worth
 * breaking the cycle for, so it repeats then. The other action's value comes from a second
 * search without the repeated ones where the player can do that ({@link ExcludingSearch}:
 * alpha-beta, whose other root scores are bounds), else from the decision's own alternatives
 * (MCTS: mean values over visits).
 *
 * <p>Only for rulesets with nothing hidden: a key of the whole state would see the enemy's
 * hidden orders.
 */
public final class RepetitionAvoidingPlayer<S extends GameState<S>, A> implements Player<S, A> {

    private static final Logger LOG = LoggerFactory.getLogger(RepetitionAvoidingPlayer.class);

    /** How much worse, in win probability, a new action may be than a repeated one. */
    public static final double MARGIN = 0.05;

    /** An alternative of an MCTS decision with fewer visits than this share of the chosen one's is not trusted. */
    static final double MIN_VISIT_SHARE = 0.1;

    private final Player<S, A> inner;
    /** The inner player as a search that can leave actions out, or null. */
    private final ExcludingSearch<S, A> excluding;
    private final Map<Long, Set<A>> played = new HashMap<>();

    @SuppressWarnings("unchecked") // a player of S and A that excludes does so over S and A
    public RepetitionAvoidingPlayer(Player<S, A> inner) {
        this.inner = inner;
        this.excluding = inner instanceof ExcludingSearch<?, ?> e ? (ExcludingSearch<S, A>) e : null;
    }

    /** The player it wraps. */
    Player<S, A> inner() {
        return inner;
    }

    @Override
    public String name() {
        return inner.name();
    }

    @Override
    public Budget defaultBudget() {
        return inner.defaultBudget();
    }

    @Override
    public void newGame() {
        played.clear();
        inner.newGame();
    }

    /**
     * It cannot tell which of the positions it remembers were taken back, so it forgets them all:
     * a repetition on the line played from here is caught one round later, and none that was
     * never played is avoided.
     */
    @Override
    public void rewound() {
        played.clear();
        inner.rewound();
    }

    @Override
    public Decision<A> choose(S state, Budget budget) {
        long key = state.positionKey();
        Set<A> before = played.computeIfAbsent(key, k -> new HashSet<>());
        Budget each = before.isEmpty() ? budget : perSearch(budget);
        Decision<A> d = inner.choose(state, each);
        if (before.contains(d.action())) {
            Decision<A> other = otherThan(state, each, d, before);
            if (other != null) {
                LOG.debug("position seen before: {} instead of {} again ({} against {})", other.action(), d.action(),
                        other.value(), d.value());
                d = other;
            }
        }
        before.add(d.action());
        return d;
    }

    /**
     * At a repeated position alpha-beta may search twice; under a time limit each search gets
     * half, so the decision keeps to its time (a clock counts overruns). Iteration budgets stay
     * whole: they cost no clock time and keep games reproducible.
     */
    private Budget perSearch(Budget budget) {
        if (excluding == null || !budget.hasTimeLimit()) {
            return budget;
        }
        return new Budget(Math.max(1, budget.millis() / 2), budget.iterations());
    }

    /** The best action not in {@code repeated}, when it is within the margin; null otherwise. */
    private Decision<A> otherThan(S state, Budget budget, Decision<A> d, Set<A> repeated) {
        double margin = d.valueKind().startsWith("win probability") ? MARGIN : 2 * MARGIN;
        if (Double.isNaN(d.value())) {
            return null; // an only move or no search: nothing to compare
        }
        if (excluding != null) {
            return researched(excluding, state, budget, d, repeated, margin);
        }
        for (Decision.Alternative<A> alt : d.alternatives()) { // best first
            if (!repeated.contains(alt.action()) && alt.value() >= d.value() - margin
                    && (d.visits() < 0 || alt.visits() >= MIN_VISIT_SHARE * d.visits())) {
                return new Decision<>(alt.action(), alt.value(), d.valueKind(), List.of(), List.of(alt.action()),
                        d.iterations(), d.millis(), alt.visits());
            }
        }
        return null;
    }

    private Decision<A> researched(ExcludingSearch<S, A> search, S state, Budget budget, Decision<A> d, Set<A> repeated,
            double margin) {
        try {
            Decision<A> other = search.chooseExcept(state, budget, repeated);
            return other.value() >= d.value() - margin ? other : null;
        } catch (IllegalArgumentException everyActionRepeats) {
            return null;
        }
    }
}
