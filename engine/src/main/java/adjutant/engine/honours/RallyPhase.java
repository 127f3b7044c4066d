package adjutant.engine.honours;

/** Phase 7: rally and reforming (HOW-RALLY). */
final class RallyPhase implements PhaseLogic {

    static final RallyPhase LOGIC = new RallyPhase();

    @Override
    public void start(HowState s) {
    }

    @Override
    public boolean next(HowState s) {
        return false;
    }
}
