package adjutant.engine.honours;

/**
 * What a unit does about its total hits (HOW-REACT-1): carry on, retreat with loss of morale,
 * or rout Done For; and the retreat and rout moves themselves (HOW-REACT-3 to HOW-REACT-17).
 * (Skeleton: Done For at 5 hits, nothing else.)
 */
public final class Reactions {

    /** Where the hits came from: it decides deployed artillery's abandon roll (HOW-REACT-14, HOW-MELEE-14). */
    public enum Cause {
        FIRE,
        MELEE,
        /** Retreating or routing friends passed through it (HOW-REACT-11). */
        INTERPENETRATION
    }

    private Reactions() {
    }

    /**
     * Queues the unit's reaction to its total hits now, on top of the task stack: a retreat
     * choice for 4 hits, a rout for 5 or more, nothing below 4 (or after a retreat this turn
     * without new hits, AMB-82).
     */
    public static void react(HowState s, int unit, Cause cause) {
        if (s.units[unit].hits >= 5) {
            Hits.doneFor(s, unit);
        }
    }
}
