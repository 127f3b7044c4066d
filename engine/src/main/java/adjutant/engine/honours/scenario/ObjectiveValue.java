package adjutant.engine.honours.scenario;

import adjutant.engine.game.Side;
import java.util.Objects;

/**
 * What a header objective is worth under HOW-VIC-3: 1 to 3 army points, lost by its holder at
 * the start when the enemy takes it; and, if the scenario says so, a turn by which a side must
 * hold it (HOW-VIC-7).
 *
 * @param objective the header objective's id
 * @param holder the side holding it at the start
 * @param deadlineSide the side that must hold it by {@code deadlineTurn}, or null for no deadline
 * @param deadlineTurn the last turn by whose end {@code deadlineSide} must hold it; 0 for none
 * @implNote This class is immutable and thread-safe.
 */
public record ObjectiveValue(String objective, int points, Side holder, Side deadlineSide, int deadlineTurn) {

    public ObjectiveValue {
        Objects.requireNonNull(objective);
        Objects.requireNonNull(holder);
        if ((deadlineSide == null) != (deadlineTurn == 0)) {
            throw new IllegalArgumentException("a deadline needs both a side and a turn");
        }
    }

    /** An objective with no deadline. */
    public ObjectiveValue(String objective, int points, Side holder) {
        this(objective, points, holder, null, 0);
    }

    public boolean hasDeadline() {
        return deadlineSide != null;
    }
}
