package adjutant.engine.honours.action;

import adjutant.engine.game.Side;
import java.util.Objects;

/** The initiative winner names the side that activates first (HOW-INIT-4, HOW-INIT-5). */
public record ChooseFirst(Side side) implements HowAction {

    public ChooseFirst {
        Objects.requireNonNull(side);
    }
}
