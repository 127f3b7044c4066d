package adjutant.ai;

import adjutant.engine.game.GameState;

/**
 * What MCTS's root prior scores a root action at, where the position just after it shows
 * nothing of what it will do: a League of Augsburg order chit acts only when its brigade is
 * activated, many decisions later. By default ({@link #none}) the prior uses the action's
 * one-decision expected evaluation, the greedy player's value.
 */
public interface ActionForesight<S extends GameState<S>, A> {

    /**
     * Whether {@link #blueEvaluation} looks further than the next decision for this action. MCTS
     * then gives the root prior whatever its budget: no search of a few hundred iterations
     * learns what the foresight knows.
     */
    boolean foresees(S state, A action);

    /** Blue's evaluation in [-1, 1] of taking a foreseen {@code action} in {@code state}. Leaves {@code state} as is. */
    double blueEvaluation(S state, A action, Evaluator<S> evaluator);

    /** No foresight: every root action keeps its one-decision value. */
    static <S extends GameState<S>, A> ActionForesight<S, A> none() {
        return new ActionForesight<>() {
            @Override
            public boolean foresees(S state, A action) {
                return false;
            }

            @Override
            public double blueEvaluation(S state, A action, Evaluator<S> evaluator) {
                throw new UnsupportedOperationException("no foresight");
            }
        };
    }
}
