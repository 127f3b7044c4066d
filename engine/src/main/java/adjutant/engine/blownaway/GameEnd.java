package adjutant.engine.blownaway;

import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;

/** Victory, turn limit, idle rule and field victories (BA-WIN-5/8, BA-END-1..3, BA-TURN-7). */
final class GameEnd {
    private GameEnd() {}

    /**
     * BA-WIN-5: a side owning objectivesToWin objectives wins at once; both at once is a draw
     * (BA-WIN-8). Returns true (and ends the game) when it is over.
     */
    static boolean checkVictory(BaState s) {
        if (s.outcome.isOver()) {
            return true;
        }
        if (s.owner.length == 0) {
            return false; // field scenarios are judged at the end of a turn (BA-END-3)
        }
        int need = s.setup.params.objectivesToWin();
        boolean blue = s.objectivesOwned(Side.BLUE) >= need;
        boolean red = s.objectivesOwned(Side.RED) >= need;
        if (blue && red) {
            return finish(s, Outcome.DRAW, "BA-WIN-8", "both sides own " + need + " objectives at once");
        }
        if (blue || red) {
            Side w = blue ? Side.BLUE : Side.RED;
            return finish(s, Outcome.winFor(w), "BA-WIN-5",
                    s.setup.sideName(w) + " own " + s.objectivesOwned(w) + " of " + s.owner.length + " objectives");
        }
        return false;
    }

    /** The checks at the end of every turn; returns true when the game is over. */
    static boolean endOfTurn(BaState s) {
        if (s.outcome.isOver()) {
            return true;
        }
        if (s.owner.length == 0) {
            // BA-END-3: a side with no man in ranks at the end of a turn loses.
            boolean blueGone = s.inRanks(Side.BLUE) == 0;
            boolean redGone = s.inRanks(Side.RED) == 0;
            if (blueGone || redGone) {
                if (blueGone && redGone) {
                    return finish(s, Outcome.DRAW, "BA-END-3", "neither side has a man in ranks");
                }
                Side w = blueGone ? Side.RED : Side.BLUE;
                return finish(s, Outcome.winFor(w), "BA-END-3",
                        s.setup.sideName(w.opponent()) + " have no man left in ranks");
            }
        }
        s.idleTurns = s.changedThisTurn ? 0 : s.idleTurns + 1;
        int idleLimit = s.setup.params.options().idleTurnsForDraw();
        if (idleLimit > 0 && s.idleTurns >= idleLimit) {
            return adjudicate(s, "BA-END-2", s.idleTurns + " turns in a row without a change");
        }
        if (s.turn >= s.setup.params.maxPlayerTurns()) {
            return adjudicate(s, "BA-END-1", "turn limit of " + s.setup.params.maxPlayerTurns() + " reached");
        }
        return false;
    }

    /** BA-END-1/2 (objectives) or BA-END-3 (field): who is ahead when the game is stopped. */
    private static boolean adjudicate(BaState s, String rule, String why) {
        if (s.owner.length > 0) {
            int b = s.objectivesOwned(Side.BLUE);
            int r = s.objectivesOwned(Side.RED);
            if (b == r) {
                return finish(s, Outcome.DRAW, rule, why + "; objectives " + b + "-" + r);
            }
            Side w = b > r ? Side.BLUE : Side.RED;
            return finish(s, Outcome.winFor(w), rule, why + "; " + s.setup.sideName(w) + " own more objectives ("
                    + Math.max(b, r) + "-" + Math.min(b, r) + ")");
        }
        double fb = (double) s.inRanks(Side.BLUE) / s.setup.startMen(Side.BLUE);
        double fr = (double) s.inRanks(Side.RED) / s.setup.startMen(Side.RED);
        if (fb >= 1.25 * fr && fb > fr) {
            return finish(s, Outcome.BLUE_WINS, "BA-END-3", why + "; " + s.setup.sideName(Side.BLUE)
                    + " keep more men in ranks");
        }
        if (fr >= 1.25 * fb && fr > fb) {
            return finish(s, Outcome.RED_WINS, "BA-END-3", why + "; " + s.setup.sideName(Side.RED)
                    + " keep more men in ranks");
        }
        return finish(s, Outcome.DRAW, rule, why + "; neither side clearly ahead");
    }

    static boolean finish(BaState s, Outcome o, String rule, String reason) {
        s.outcome = o;
        s.resultRule = rule;
        s.resultReason = reason;
        s.phase = Phase.OVER;
        s.cursor = BaState.NONE;
        return true;
    }
}
