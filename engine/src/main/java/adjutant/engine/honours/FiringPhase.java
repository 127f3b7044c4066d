package adjutant.engine.honours;

/** Phase 5: firing (HOW-FIRE, HOW-AFIRE, HOW-HIT, HOW-REACT). */
final class FiringPhase implements PhaseLogic {

    static final FiringPhase LOGIC = new FiringPhase();

    @Override
    public void start(HowState s) {
    }

    @Override
    public boolean next(HowState s) {
        return false;
    }
}
