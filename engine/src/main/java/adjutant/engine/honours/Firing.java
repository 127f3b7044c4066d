package adjutant.engine.honours;

import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.Fire;
import java.util.List;

/**
 * One unit's fire at a target (HOW-FIRE, HOW-AFIRE, HOW-HIT), wherever it happens: in the
 * firing phase, as crossing fire, at chargers, or by evading light infantry. Other rules ask
 * here which fire is possible and queue it; this class queues the dice and puts the hits on.
 * (Skeleton: no fire yet.)
 */
public final class Firing {

    /** When the fire happens: it decides the timing of reactions (HOW-REACT-2) and some modifiers. */
    public enum When {
        FIRING_PHASE,
        CROSSING_FIRE,
        AT_CHARGER,
        EVADING
    }

    private Firing() {
    }

    /** The fire the unit may make now, at each target it may choose, with each ammunition it may use. */
    public static List<Fire> options(HowState s, int unit, When when) {
        return List.of();
    }

    public static Verdict validate(HowState s, Fire f, When when) {
        return Verdict.illegal("HOW-FIRE-2", "firing is not written yet");
    }

    /**
     * Queues the fire's dice and effects on top of the task stack: the roll(s), the hits, grazing
     * fire, and for movement-phase fire the target's immediate reaction (HOW-REACT-2).
     */
    public static void fire(HowState s, Fire f, When when) {
        throw new UnsupportedOperationException("firing is not written yet");
    }
}
