package adjutant.engine.honours.action;

import adjutant.engine.honours.Formation;
import java.util.Objects;

/**
 * A unit of the active brigade moves so that the centre of its front edge ends at (x, y),
 * facing {@code facing} degrees (counter-clockwise from +x), in {@code formation}: a move, a
 * wheel, a formation or facing change, limbering or unlimbering, mounting or dismounting, or
 * any of these together, as a person would do it with the bases on a table (HOW-MOVE, HOW-FORM,
 * HOW-ART).
 */
public record Move(int unit, double x, double y, double facing, Formation formation) implements HowAction {

    public Move {
        Objects.requireNonNull(formation);
    }
}
