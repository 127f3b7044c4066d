package adjutant.engine.honours.action;

import adjutant.engine.honours.Formation;
import java.util.Objects;

/**
 * A unit answers a charge: stand, counter-charge, evade, turn to face, change formation (to
 * {@code formation}; otherwise ignored and given as the unit's current one) or fire.
 */
public record Respond(int unit, Response response, Formation formation) implements HowAction {

    public Respond {
        Objects.requireNonNull(response);
        Objects.requireNonNull(formation);
    }
}
