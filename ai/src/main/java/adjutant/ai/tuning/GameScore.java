package adjutant.ai.tuning;

import adjutant.ai.Match;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;

/**
 * A candidate's score for one tuning game, in [0, 1]: 1 for a win, ½ for a draw, 0 for a loss,
 * blended with the loss margin when the run asks for it. Between nearly equal players most games
 * are decided by the side and the dice, not the weights: a League of Augsburg run at 50
 * iterations scored every candidate of a generation exactly ½, each pair won once by each side.
 * The margin (the share of its figures the enemy lost, less its own) still tells who fought
 * better.
 */
public final class GameScore {

    private GameScore() {
    }

    /**
     * @param margin weight of the loss margin, in [0, 1]: 0 scores the outcome alone
     */
    public static double of(Match.Result<?, ?> result, Side candidate, double margin) {
        Outcome o = result.outcome();
        double outcome = o == Outcome.DRAW ? 0.5 : o == Outcome.winFor(candidate) ? 1 : 0;
        if (margin == 0) {
            return outcome;
        }
        double mine = candidate == Side.BLUE ? result.blueLossPercent() : result.redLossPercent();
        double theirs = candidate == Side.BLUE ? result.redLossPercent() : result.blueLossPercent();
        double losses = 0.5 + (theirs - mine) / 200; // percent, so in [0, 1]
        return (1 - margin) * outcome + margin * Math.max(0, Math.min(1, losses));
    }
}
