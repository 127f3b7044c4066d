package adjutant.engine.honours;

/** Phase 6: melee and pursuit (HOW-MELEE, HOW-PURS). */
final class MeleePhase implements PhaseLogic {

    static final MeleePhase LOGIC = new MeleePhase();

    @Override
    public void start(HowState s) {
    }

    @Override
    public boolean next(HowState s) {
        return false;
    }
}
