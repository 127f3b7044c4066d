package adjutant.engine.honours.action;

import java.util.Objects;

/**
 * A unit fires at {@code target} with {@code ammo} (HOW-FIRE, HOW-AFIRE): in the firing phase,
 * or in the movement phase as crossing fire or at chargers. For crossing fire by a unit that
 * has not moved, {@code holdStill} takes no "moved" −1 and commits it to stay still (AMB-26).
 */
public record Fire(int unit, int target, Ammo ammo, boolean holdStill) implements HowAction {

    public Fire {
        Objects.requireNonNull(ammo);
    }
}
