package adjutant.ai;

import adjutant.engine.game.GameState;

/**
 * A commander: given a state at which its side decides, chooses an action. Players are built
 * with their rules and an explicit seed, so the same seed and iteration budget give the same
 * decision.
 */
public interface Player<S extends GameState<S>, A> {

    /** The player spec that built it, e.g. {@code mcts:iterations=2000}. */
    String name();

    /** Chooses an action for the side to act in {@code state}; never changes {@code state}. */
    Decision<A> choose(S state, Budget budget);

    /**
     * The budget its spec asked for ({@code think=}, {@code iterations=}, {@code nodes=}), so
     * callers need not know each player's settings. Players that do not search ignore budgets.
     */
    default Budget defaultBudget() {
        return Budget.ofIterations(1);
    }

    /** Chooses with {@link #defaultBudget()}. */
    default Decision<A> choose(S state) {
        return choose(state, defaultBudget());
    }

    /** Forgets anything kept from an earlier game (search trees, tables). */
    default void newGame() {}

    /**
     * The game went back to an earlier position (an undo on the board): forgets what it kept from
     * the positions taken back, so that a line that was never played does not steer its choices.
     * Nothing by default: search trees and tables are found again by the state's hash.
     */
    default void rewound() {}
}
