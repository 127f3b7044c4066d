package adjutant.engine.honours;

/**
 * The optional weather (HOW-WX): rolled for turn 1, changing each later turn, and what it does
 * to visibility, moves and fire. (Skeleton: no weather.)
 */
public final class Weather {

    private Weather() {
    }

    /** At the start of each turn, before phase 1: queues the weather roll when the scenario uses weather. */
    static void startOfTurn(HowState s) {
    }
}
