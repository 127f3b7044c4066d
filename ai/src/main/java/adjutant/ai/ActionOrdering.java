package adjutant.ai;

import adjutant.engine.game.GameState;
import java.util.function.ToIntFunction;

/**
 * A ruleset's hint about which actions to search first, the wargame counterpart of "captures
 * first" in chess: e.g. combats 2, charges 1, everything else 0. Alpha-beta orders by the
 * transposition-table move, then this priority, then its history heuristic; MCTS opens the
 * children of wide nodes in this order under progressive widening.
 */
@FunctionalInterface
public interface ActionOrdering<S extends GameState<S>, A> {

    /** Higher is searched earlier; equal priorities keep their relative order. */
    int priority(S state, A action);

    /**
     * {@link #priority} for many actions of one state, valid while the state is unchanged. A
     * ruleset whose priority needs work that depends only on the state (positions, distances)
     * overrides this to do that work once, not once per action.
     */
    default ToIntFunction<A> forState(S state) {
        return action -> priority(state, action);
    }

    /** No preference: the rules' order (alpha-beta) or a seeded shuffle (MCTS). */
    static <S extends GameState<S>, A> ActionOrdering<S, A> none() {
        return (state, action) -> 0;
    }
}
