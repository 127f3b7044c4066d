package adjutant.tools.tournament;

import java.util.List;
import adjutant.engine.game.Outcome;
import java.util.Objects;
import java.util.Optional;

/**
 * What a {@link MatchRunner} reports about one finished game.
 *
 * @param outcome who won; never {@link Outcome#ONGOING}
 * @param termination why the game ended, e.g. "objectives", "turn limit", "time forfeit"
 * @param turns the number of game turns played
 * @param blueCasualtyPercent blue's losses in percent of its starting strength, 0–100
 * @param redCasualtyPercent red's losses in percent, 0–100
 * @param timeForfeit the side that lost on time, if one did; the outcome must then be a win for
 *     the other side
 * @param record the game record as JSON text, written to {@code DIR/games/}; empty for none
 * @param blueMillis the milliseconds each of blue's decisions took, in order; empty when not measured
 * @param redMillis the same for red
 * @implNote This class is immutable and thread-safe.
 */
public record GameReport(
        Outcome outcome,
        String termination,
        int turns,
        double blueCasualtyPercent,
        double redCasualtyPercent,
        Optional<TimeForfeit> timeForfeit,
        String record,
        List<Long> blueMillis,
        List<Long> redMillis) {

    public GameReport {
        Objects.requireNonNull(outcome);
        if (!outcome.isOver()) {
            throw new IllegalArgumentException("a finished game cannot be ONGOING");
        }
        if (termination == null || termination.isBlank()) {
            throw new IllegalArgumentException("a game report needs a termination reason");
        }
        if (turns < 0) {
            throw new IllegalArgumentException("turns must not be negative");
        }
        checkPercent(blueCasualtyPercent);
        checkPercent(redCasualtyPercent);
        Objects.requireNonNull(timeForfeit);
        timeForfeit.ifPresent(f -> {
            if (outcome != Outcome.winFor(f.side().opponent())) {
                throw new IllegalArgumentException(
                        "a time forfeit by " + f.side().id() + " must end in a win for " + f.side().opponent().id());
            }
        });
        Objects.requireNonNull(record);
        blueMillis = List.copyOf(blueMillis);
        redMillis = List.copyOf(redMillis);
    }

    /** A report without decision times. */
    public GameReport(Outcome outcome, String termination, int turns, double blueCasualtyPercent,
            double redCasualtyPercent, Optional<TimeForfeit> timeForfeit, String record) {
        this(outcome, termination, turns, blueCasualtyPercent, redCasualtyPercent, timeForfeit, record, List.of(),
                List.of());
    }

    /** This report with each side's decision times. */
    public GameReport withDecisionMillis(List<Long> blue, List<Long> red) {
        return new GameReport(outcome, termination, turns, blueCasualtyPercent, redCasualtyPercent, timeForfeit, record,
                blue, red);
    }

    /** A game that ended by the rules, without a forfeit. */
    public static GameReport of(Outcome outcome, String termination, int turns,
            double blueCasualtyPercent, double redCasualtyPercent, String record) {
        return new GameReport(outcome, termination, turns, blueCasualtyPercent, redCasualtyPercent,
                Optional.empty(), record);
    }

    /** A game lost on time by {@code forfeit.side()}. */
    public static GameReport forfeit(TimeForfeit forfeit, int turns,
            double blueCasualtyPercent, double redCasualtyPercent, String record) {
        return new GameReport(Outcome.winFor(forfeit.side().opponent()), "time forfeit", turns,
                blueCasualtyPercent, redCasualtyPercent, Optional.of(forfeit), record);
    }

    private static void checkPercent(double p) {
        if (!(p >= 0 && p <= 100)) {
            throw new IllegalArgumentException("casualty percentage must be in [0, 100], not " + p);
        }
    }
}
