package adjutant.engine.augsburg;

/**
 * Drives the turn through its phases (LOA-SEQ-1 to LOA-SEQ-4): whenever no step is waiting, the
 * current phase queues its next ones or ends; after the end of the turn the next begins.
 */
final class TurnFlow {

    /** Far more automatic transitions than any turn has: a bug, not a game, goes past it. */
    private static final int GUARD = 1_000_000;

    private TurnFlow() {
    }

    /** Runs the automatic part of the game up to the next decision, roll or the end. */
    static void advance(LoaState s) {
        int guard = 0;
        while (s.tasks.isEmpty() && !s.result.isOver()) {
            PhaseLogic logic = logic(s.phase);
            if (!s.phaseStarted) {
                s.phaseStarted = true;
                s.step = 0;
                logic.start(s);
            } else if (!logic.next(s)) {
                s.phase = s.phase.next();
                s.phaseStarted = false;
            }
            if (++guard > GUARD) {
                throw new IllegalStateException("the turn flow does not progress: " + s);
            }
        }
    }

    static PhaseLogic logic(Phase phase) {
        return switch (phase) {
            case ORDERS -> OrdersPhase.LOGIC;
            case COMMAND -> CommandPhase.LOGIC;
            case ACTIVATION -> ActivationPhase.LOGIC;
            case END_OF_TURN -> EndOfTurn.LOGIC;
        };
    }
}
