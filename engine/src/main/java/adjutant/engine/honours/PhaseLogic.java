package adjutant.engine.honours;

/**
 * One phase of the turn (HOW-SEQ-1) as {@link TurnFlow} drives it: {@link #start} once as the
 * phase begins, then {@link #next} each time no step is waiting, until it says the phase is over.
 */
interface PhaseLogic {

    /** The phase begins: reset its bookkeeping, queue its first steps (or none). */
    void start(HowState s);

    /** Queues the phase's next steps and returns true, or returns false when the phase is over. */
    boolean next(HowState s);
}
