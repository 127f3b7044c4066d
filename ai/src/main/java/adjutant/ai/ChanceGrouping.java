package adjutant.ai;

import adjutant.engine.game.GameState;

/**
 * A ruleset's hint that some chance outcomes have the same effect on the game (e.g. two card
 * pairs that both let the attacker win, differing only in the cards left in the decks). MCTS
 * merges outcomes with equal keys into one child, the most probable as its representative, with
 * their summed probability, so statistics are not spread over outcomes that play alike.
 */
@FunctionalInterface
public interface ChanceGrouping<S extends GameState<S>, A> {

    /** Outcomes of {@code state} with equal keys are merged. */
    long key(S state, A outcome);

    /** Whether this grouping merges anything (false for {@link #none()}). */
    default boolean merges() {
        return true;
    }

    /** Every outcome on its own (no merging). */
    static <S extends GameState<S>, A> ChanceGrouping<S, A> none() {
        return new ChanceGrouping<>() {
            @Override
            public long key(S state, A outcome) {
                throw new UnsupportedOperationException("no grouping");
            }

            @Override
            public boolean merges() {
                return false;
            }
        };
    }
}
