package adjutant.ai;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;

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

    /**
     * Outcomes that leave the same state merged: exact whenever the state keeps what a roll
     * decided but not the faces rolled (Honours of War: a command roll of 3 or 4 both give
     * "Steady", so 6 faces become 3 children; two initiative rolls, 36 pairs, become 3). Costs
     * a copy and a step per outcome, paid once when a chance node is expanded.
     */
    static <S extends GameState<S>, A> ChanceGrouping<S, A> byResultingState(Rules<S, A> rules) {
        return (state, outcome) -> {
            S next = state.copy();
            rules.applyLegal(next, outcome);
            return next.hash();
        };
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
