package adjutant.tools.tournament;

import adjutant.engine.game.Side;
import java.util.Objects;

/**
 * A side lost on time: it overran its per-move budget plus the margin by {@code overrunMillis}.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record TimeForfeit(Side side, long overrunMillis) {

    public TimeForfeit {
        Objects.requireNonNull(side);
        if (overrunMillis < 0) {
            throw new IllegalArgumentException("overrun must not be negative");
        }
    }
}
