package adjutant.tools.tournament;

import java.util.List;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import adjutant.tools.stats.Wdl;
import java.util.Objects;
import java.util.Optional;

/**
 * A scheduled game with its result, as one line of {@code games.jsonl} holds it.
 *
 * @param recordFile the game record's path relative to the tournament directory, if one was written
 * @param blueMillis the milliseconds each of blue's decisions took; empty when not measured (older lines)
 * @param redMillis the same for red
 * @implNote This class is immutable and thread-safe.
 */
public record FinishedGame(
        ScheduledGame game,
        Outcome outcome,
        String termination,
        int turns,
        double blueCasualtyPercent,
        double redCasualtyPercent,
        Optional<TimeForfeit> timeForfeit,
        Optional<String> recordFile,
        List<Long> blueMillis,
        List<Long> redMillis) {

    public FinishedGame {
        Objects.requireNonNull(game);
        Objects.requireNonNull(termination);
        Objects.requireNonNull(timeForfeit);
        Objects.requireNonNull(recordFile);
        if (!outcome.isOver()) {
            throw new IllegalArgumentException("a finished game cannot be ONGOING");
        }
        blueMillis = List.copyOf(blueMillis);
        redMillis = List.copyOf(redMillis);
    }

    /** A finished game without decision times. */
    public FinishedGame(ScheduledGame game, Outcome outcome, String termination, int turns, double blueCasualtyPercent,
            double redCasualtyPercent, Optional<TimeForfeit> timeForfeit, Optional<String> recordFile) {
        this(game, outcome, termination, turns, blueCasualtyPercent, redCasualtyPercent, timeForfeit, recordFile,
                List.of(), List.of());
    }

    public static FinishedGame of(ScheduledGame game, GameReport report, Optional<String> recordFile) {
        return new FinishedGame(game, report.outcome(), report.termination(), report.turns(),
                report.blueCasualtyPercent(), report.redCasualtyPercent(), report.timeForfeit(), recordFile,
                report.blueMillis(), report.redMillis());
    }

    public int index() {
        return game.index();
    }

    /** The side the entrant commanded, or empty if it did not play this game. */
    public Optional<Side> sideOf(Entrant e) {
        if (game.blue().index() == e.index()) {
            return Optional.of(Side.BLUE);
        }
        if (game.red().index() == e.index()) {
            return Optional.of(Side.RED);
        }
        return Optional.empty();
    }

    /** The game as a win, draw or loss of the entrant (a time forfeit is a loss). */
    public Wdl wdlFor(Entrant e) {
        Side side = sideOf(e).orElseThrow(() -> new IllegalArgumentException(e.name() + " did not play game " + index()));
        return Wdl.ofScore(outcome.scoreFor(side));
    }
}
