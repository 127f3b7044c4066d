package adjutant.ai;

/**
 * Sees every step of a {@link Match} as it is played: before it, with the state the step starts
 * from, and after it. {@code selfplay --check} watches with the forward model's checks.
 */
public interface StepWatcher<S, A> {

    /** Before a decision is applied: the state (not to be changed) and the action chosen. */
    default void beforeDecision(S state, A action) {
    }

    /** Before a chance step is resolved. */
    default void beforeChance(S state) {
    }

    /** After any step, with the action or chance outcome it applied. */
    void afterStep(S state, A done);

    /** The random opening decisions are over (there may have been none): the players decide from here. */
    default void playersTakeOver(S state) {
    }

    /** Both watchers, {@code first} first at every step. */
    static <S, A> StepWatcher<S, A> both(StepWatcher<S, A> first, StepWatcher<S, A> second) {
        return new StepWatcher<>() {
            @Override
            public void beforeDecision(S state, A action) {
                first.beforeDecision(state, action);
                second.beforeDecision(state, action);
            }

            @Override
            public void beforeChance(S state) {
                first.beforeChance(state);
                second.beforeChance(state);
            }

            @Override
            public void afterStep(S state, A done) {
                first.afterStep(state, done);
                second.afterStep(state, done);
            }

            @Override
            public void playersTakeOver(S state) {
                first.playersTakeOver(state);
                second.playersTakeOver(state);
            }
        };
    }

    /** A watcher that does nothing. */
    static <S, A> StepWatcher<S, A> none() {
        return (state, done) -> {
        };
    }
}
