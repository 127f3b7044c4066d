package adjutant.ai.mcts;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import java.util.ArrayList;

/**
 * The state at an iteration's current node, made only when the search needs to look at it.
 * Descending through opened nodes needs their statistics, not their states; so the moves are
 * remembered and applied to a copy of the nearest kept state (or the root) only when a node
 * must be expanded, widened or scored. Replaying the path from the root at every iteration was
 * a sixth of the search's time.
 */
final class LazyState<S extends GameState<S>, A> {
    private final Rules<S, A> rules;
    /** The root state or a node's kept state: never changed here. */
    private S base;
    /** A copy of {@link #base} with some of the moves applied, or null until first needed. */
    private S working;
    private final ArrayList<A> pending = new ArrayList<>();
    /** The last iteration's working state, copied over by the next ({@link GameState#copyInto}). */
    private S spare;

    LazyState(Rules<S, A> rules) {
        this.rules = rules;
    }

    /** Starts at {@code state} (a root or a kept state), which will not be changed. */
    void startAt(S state) {
        base = state;
        working = null;
        pending.clear();
    }

    /** Follows a move already known to be legal here (an opened child or a chance outcome). */
    void follow(A move) {
        pending.add(move);
    }

    /**
     * The current state, made now if needed. The caller may apply a move to it (a newly opened
     * child's): the current node is then that child. It is valid until the next
     * {@link #startAt}: the next iteration copies its own state over it, so whoever keeps a state
     * copies it.
     */
    S get() {
        if (working == null) {
            working = spare == null ? base.copy() : base.copyInto(spare);
            spare = working;
        }
        for (int i = 0; i < pending.size(); i++) {
            rules.applyLegal(working, pending.get(i));
        }
        pending.clear();
        return working;
    }
}
