package adjutant.tools.tournament;

import adjutant.engine.game.RulesChoice;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * One game to play, everything a {@link MatchRunner} needs and nothing about the tournament.
 *
 * @param gameIndex the game's index in the {@link Schedule} (0-based); also names its record file
 * @param pairingIndex which pairing of players the game belongs to
 * @param pairIndex which game pair of that pairing (the two games of a pair share the seed and
 *     scenario with the sides swapped)
 * @param bluePlayer the player spec that commands blue, e.g. {@code mcts:think=200ms}
 * @param redPlayer the player spec that commands red
 * @param scenario a scenario name or file, as given on the command line
 * @param rules the rules given to the tournament; empty: each scenario's own ruleset and variant
 * @param seed the game's seed: the same for both games of a pair
 * @param timeMargin how far a player may overrun its per-move time budget before it forfeits
 * @param openingPlies random decisions played from the seed before the players take over: the
 *     same opening for both games of a pair, so deterministic players still meet varied positions
 * @implNote This class is immutable and thread-safe.
 */
public record MatchSpec(
        int gameIndex,
        int pairingIndex,
        int pairIndex,
        String bluePlayer,
        String redPlayer,
        String scenario,
        Optional<RulesChoice> rules,
        long seed,
        Duration timeMargin,
        int openingPlies) {

    public MatchSpec {
        if (gameIndex < 0 || pairingIndex < 0 || pairIndex < 0) {
            throw new IllegalArgumentException("negative index");
        }
        Objects.requireNonNull(bluePlayer);
        Objects.requireNonNull(redPlayer);
        Objects.requireNonNull(scenario);
        Objects.requireNonNull(rules);
        if (timeMargin.isNegative()) {
            throw new IllegalArgumentException("time margin must not be negative");
        }
        if (openingPlies < 0) {
            throw new IllegalArgumentException("opening plies must not be negative");
        }
    }
}
