package adjutant.ai;

import java.util.List;
import java.util.Objects;

/**
 * What a player decided and why.
 *
 * @param action the chosen action
 * @param value its value for the side to act: win probability in [0, 1] for MCTS, evaluation
 *     for alpha-beta and greedy (see {@code valueKind})
 * @param valueKind what {@code value} measures, e.g. "win probability" or "evaluation"
 * @param alternatives the best other actions with their statistics, best first (up to 3): for
 *     MCTS mean win probability and visits; for alpha-beta the root scores of the last completed
 *     iteration, where a move that failed low reports its upper bound, and the nodes of its
 *     subtree as visits; for greedy the (expected) evaluation and the states evaluated
 * @param principalVariation the expected continuation, starting with {@code action}; it stops
 *     at the first chance event
 * @param iterations MCTS iterations or alpha-beta nodes searched
 * @param millis wall-clock time used
 * @param visits the chosen action's own visits (MCTS, counting a root prior and visits kept
 *     from earlier searches), or −1 where the player does not count them
 */
public record Decision<A>(
        A action,
        double value,
        String valueKind,
        List<Alternative<A>> alternatives,
        List<A> principalVariation,
        long iterations,
        long millis,
        long visits) {

    /** A decision that does not count its chosen action's visits. */
    public Decision(A action, double value, String valueKind, List<Alternative<A>> alternatives, List<A> principalVariation,
            long iterations, long millis) {
        this(action, value, valueKind, alternatives, principalVariation, iterations, millis, -1);
    }

    public Decision {
        Objects.requireNonNull(action);
        Objects.requireNonNull(valueKind);
        alternatives = List.copyOf(alternatives);
        principalVariation = List.copyOf(principalVariation);
    }

    /** A decision with no search behind it (random, forced or only move). */
    public static <A> Decision<A> unexplained(A action, String why) {
        return new Decision<>(action, Double.NaN, why, List.of(), List.of(action), 0, 0);
    }

    /** One considered action with its statistics. */
    public record Alternative<A>(A action, double value, long visits) {
        public Alternative {
            Objects.requireNonNull(action);
        }
    }
}
