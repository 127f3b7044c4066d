package adjutant.ai;

import adjutant.engine.game.GameResult;
import adjutant.engine.game.Side;

/** Conversions between the two value scales of the players: evaluations and win probabilities. */
public final class Scores {

    private Scores() {}

    /** A finished game as an evaluation in [-1, 1] for {@code side}: win 1, draw 0, loss -1. */
    public static double evaluation(GameResult result, Side side) {
        return 2 * result.outcome().scoreFor(side) - 1;
    }

    /** An evaluation in [-1, 1] as a win probability in [0, 1] (rollouts are scored this way). */
    public static double winProbability(double evaluation) {
        return Math.max(0, Math.min(1, (evaluation + 1) / 2));
    }
}
