package adjutant.engine.honours.scenario;

import adjutant.engine.game.Side;
import java.util.Objects;

/**
 * What a header objective is worth under HOW-VIC-3: 1 to 3 army points, lost by its holder at
 * the start when the enemy takes it.
 *
 * @param objective the header objective's id
 * @param holder the side holding it at the start
 * @implNote This class is immutable and thread-safe.
 */
public record ObjectiveValue(String objective, int points, Side holder) {

    public ObjectiveValue {
        Objects.requireNonNull(objective);
        Objects.requireNonNull(holder);
    }
}
