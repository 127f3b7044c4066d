package adjutant.engine.augsburg;

/** What a phase does when no step is waiting: start once, then queue its next steps or end. */
interface PhaseLogic {

    /** Called once when the phase begins. */
    void start(LoaState s);

    /** Queues the phase's next steps; false when the phase is over. */
    boolean next(LoaState s);
}
