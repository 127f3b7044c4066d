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

    /** A watcher that does nothing. */
    static <S, A> StepWatcher<S, A> none() {
        return (state, done) -> {
        };
    }
}
