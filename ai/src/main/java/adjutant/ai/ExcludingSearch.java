package adjutant.ai;

import adjutant.engine.game.GameState;
import java.util.Set;

/**
 * A search that can leave some of the root's actions out and still give exact values for the
 * rest. Alpha-beta needs this to compare a second choice with its first: the root scores it
 * reports for the other actions are only upper bounds where they failed low.
 */
public interface ExcludingSearch<S extends GameState<S>, A> {

    /**
     * Decides as {@link Player#choose} does, among the legal actions not in {@code excluded}.
     *
     * @throws IllegalArgumentException when every legal action is excluded
     */
    Decision<A> chooseExcept(S state, Budget budget, Set<A> excluded);
}
