package adjutant.engine.augsburg;

import adjutant.engine.game.GameResult;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;

/**
 * LOA-VIC-1 (Proposed): a broken army (≥ 50% of its starting figures lost, shattered units
 * wholly) loses at the end of that turn, both broken is a draw; after the turn limit the side
 * that inflicted the larger percentage of losses wins, under 5 points apart is a draw.
 *
 * <p>SEAM (VIC helper): scenario objectives overriding this; tests of every branch.
 */
public final class Victory {

    private Victory() {
    }

    /** Share 0–100 of a side's starting figures lost (removed units count wholly). */
    public static double lossPercent(LoaState s, Side side) {
        int start = 0;
        int now = 0;
        for (int u = 0; u < s.units.length; u++) {
            if (s.setup.side(u) == side) {
                start += s.setup.originalFigures(u);
                if (s.inPlay(u)) {
                    now += s.units[u].figureCount();
                }
            }
        }
        return start == 0 ? 0 : 100.0 * (start - now) / start;
    }

    static void endOfTurn(LoaState s) {
        double blue = lossPercent(s, Side.BLUE);
        double red = lossPercent(s, Side.RED);
        boolean blueBroken = blue >= 50;
        boolean redBroken = red >= 50;
        if (blueBroken && redBroken) {
            s.result = new GameResult(Outcome.DRAW, "LOA-VIC-1", "both armies are broken");
        } else if (blueBroken || redBroken) {
            Side loser = blueBroken ? Side.BLUE : Side.RED;
            String who = Words.side(s, loser);
            s.result = new GameResult(Outcome.winFor(loser.opponent()), "LOA-VIC-1", UnitNames.says(who, "has")
                    + " lost half " + UnitNames.its(who) + " figures and " + UnitNames.verb(who, "is") + " broken");
        } else if (s.turn >= s.setup.scenario().turnLimit()) {
            if (Math.abs(blue - red) < 5) {
                s.result = new GameResult(Outcome.DRAW, "LOA-VIC-1", String.format(java.util.Locale.ROOT,
                        "after %d turns the losses are within 5 points (%.1f%% and %.1f%%)", s.turn, blue, red));
            } else {
                Side winner = blue < red ? Side.BLUE : Side.RED;
                s.result = new GameResult(Outcome.winFor(winner), "LOA-VIC-1", String.format(java.util.Locale.ROOT,
                        "after %d turns %s inflicted the larger share of losses (%.1f%% against %.1f%%)", s.turn,
                        Words.side(s, winner), Math.max(blue, red), Math.min(blue, red)));
            }
        }
    }
}
