package adjutant.tools.tournament;

import adjutant.engine.game.RulesChoice;
import java.util.Optional;
import adjutant.engine.game.Side;
import java.time.Duration;
import java.util.Objects;

/**
 * One game of a {@link Schedule}.
 *
 * @param index the game's position in the schedule
 * @param pairing the pairing it belongs to
 * @param pair which game pair of the pairing (same seed and scenario, sides swapped)
 * @param blue the entrant who commands blue
 * @param red the entrant who commands red
 * @implNote This class is immutable and thread-safe.
 */
public record ScheduledGame(int index, Pairing pairing, int pair, Entrant blue, Entrant red, String scenario, long seed) {

    public ScheduledGame {
        Objects.requireNonNull(pairing);
        Objects.requireNonNull(blue);
        Objects.requireNonNull(red);
        Objects.requireNonNull(scenario);
    }

    public Entrant entrant(Side side) {
        return side == Side.BLUE ? blue : red;
    }

    public MatchSpec toSpec(Optional<RulesChoice> rules, Duration timeMargin, int openingPlies) {
        return new MatchSpec(index, pairing.index(), pair, blue.spec(), red.spec(), scenario, rules, seed, timeMargin,
                openingPlies);
    }
}
