package adjutant.ai;

/**
 * What the searching players (greedy, mcts, alphabeta) leave out of the legal actions: moves the
 * rules allow but no commander would make, such as turning in place again and again because it
 * costs nothing. A choice of the bots, never of the rules: random play, validation and the
 * board still see every legal action.
 */
@FunctionalInterface
public interface CandidatePruning<S, A> {

    /** Whether the searching players should not consider {@code action} in {@code state}. */
    boolean pointless(S state, A action);
}
