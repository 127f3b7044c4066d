package adjutant.engine.game;

import java.util.Objects;

/**
 * The result of a game with the rule that decided it, e.g. {@code BLUE_WINS, "BA-WIN-5",
 * "blue owns 3 of 4 objectives"}.
 */
public record GameResult(Outcome outcome, String ruleId, String reason) {

    public static final GameResult ONGOING = new GameResult(Outcome.ONGOING, "", "");

    public GameResult {
        Objects.requireNonNull(outcome);
        Objects.requireNonNull(ruleId);
        Objects.requireNonNull(reason);
    }

    public boolean isOver() {
        return outcome.isOver();
    }
}
