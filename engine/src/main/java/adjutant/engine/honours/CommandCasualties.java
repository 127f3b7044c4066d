package adjutant.engine.honours;

/**
 * Command casualties (HOW-CMD-18, HOW-CMD-19): a 2D6 test, 11–12 a casualty, and the rating
 * that falls. (Skeleton: no tests yet.)
 */
public final class CommandCasualties {

    private CommandCasualties() {
    }

    /** After all firing, before the reactions: queues a test for each command figure trigger (a) reaches (HOW-CMD-18). */
    public static void afterFiring(HowState s) {
    }

    /** After movement-phase fire at {@code target}, before its reaction: queues the tests it triggers (AMB-17). */
    public static void afterMovementFire(HowState s, int firer, int target) {
    }
}
