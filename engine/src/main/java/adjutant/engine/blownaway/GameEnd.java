package adjutant.engine.blownaway;

import adjutant.engine.blownaway.scenario.VictoryKind;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;

/**
 * Victory, turn limit, idle rule and field victories (BA-WIN-5/8, BA-END-1..3, BA-TURN-7), and
 * the assault of docs/rules-decisions.md: only the attacker wins by objectives (BA-WIN-5, or all
 * its key objectives), a side with no man in ranks at the end of a turn loses (as BA-END-3), and
 * the defender wins when the game is stopped (BA-END-1/2) before the attacker has won.
 */
final class GameEnd {
    private GameEnd() {}

    /**
     * BA-WIN-5: a side owning objectivesToWin objectives wins at once; both at once is a draw
     * (BA-WIN-8). In an assault only the attacker wins so, or by owning all its key objectives.
     * Returns true (and ends the game) when it is over.
     */
    static boolean checkVictory(BaState s) {
        if (s.outcome.isOver()) {
            return true;
        }
        Params p = s.setup.params;
        if (p.victory() == VictoryKind.FIELD) {
            return false; // field scenarios are judged at the end of a turn (BA-END-3)
        }
        if (p.victory() == VictoryKind.ASSAULT) {
            return assaultWon(s, p.attacker());
        }
        int need = p.objectivesToWin();
        boolean blue = s.objectivesOwned(Side.BLUE) >= need;
        boolean red = s.objectivesOwned(Side.RED) >= need;
        if (blue && red) {
            return finish(s, Outcome.DRAW, "BA-WIN-8", "both sides own " + need + " objectives at once");
        }
        if (blue || red) {
            Side w = blue ? Side.BLUE : Side.RED;
            return finish(s, Outcome.winFor(w), "BA-WIN-5",
                    UnitNames.says(s.setup.sideName(w), "owns") + " " + s.objectivesOwned(w) + " of " + s.objectiveCount() + " objectives");
        }
        return false;
    }

    /** BA-WIN-5 for the attacker alone: objectivesToWin objectives, or every key objective. */
    private static boolean assaultWon(BaState s, Side attacker) {
        int owned = s.objectivesOwned(attacker);
        if (owned >= s.setup.params.objectivesToWin()) {
            return finish(s, Outcome.winFor(attacker), "BA-WIN-5",
                    UnitNames.says(s.setup.sideName(attacker), "takes") + " " + owned + " of " + s.objectiveCount() + " objectives");
        }
        long keys = s.setup.params.keyObjectives();
        if (keys != 0 && (ownedSet(s, attacker) & keys) == keys) {
            return finish(s, Outcome.winFor(attacker), "BA-WIN-5",
                    UnitNames.says(s.setup.sideName(attacker), "takes") + " every key objective (" + Long.bitCount(keys) + ")");
        }
        return false;
    }

    /** The objectives {@code side} owns, bit o for objective o. */
    private static long ownedSet(BaState s, Side side) {
        long set = 0;
        for (int o = 0; o < s.objectiveCount(); o++) {
            if (s.ownerCode(o) == side.ordinal() + 1) {
                set |= 1L << o;
            }
        }
        return set;
    }

    /** The checks at the end of every turn; returns true when the game is over. */
    static boolean endOfTurn(BaState s) {
        if (s.outcome.isOver()) {
            return true;
        }
        if (s.setup.params.victory() != VictoryKind.OBJECTIVES) {
            // BA-END-3 (and an assault): a side with no man in ranks at the end of a turn loses.
            boolean blueGone = s.inRanks(Side.BLUE) == 0;
            boolean redGone = s.inRanks(Side.RED) == 0;
            if (blueGone || redGone) {
                if (blueGone && redGone) {
                    return finish(s, Outcome.DRAW, "BA-END-3", "neither side has a man in ranks");
                }
                Side w = blueGone ? Side.RED : Side.BLUE;
                return finish(s, Outcome.winFor(w), "BA-END-3",
                        UnitNames.says(s.setup.sideName(w.opponent()), "has") + " no man left in ranks");
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

    /**
     * BA-END-1/2 (objectives), BA-END-3 (field) or the assault's end: who is ahead when the game is
     * stopped.
     */
    private static boolean adjudicate(BaState s, String rule, String why) {
        Params p = s.setup.params;
        if (p.victory() == VictoryKind.ASSAULT) {
            Side defender = p.attacker().opponent();
            return finish(s, Outcome.winFor(defender), rule, why + "; " + UnitNames.says(s.setup.sideName(defender), "holds")
                    + ": " + s.setup.sideName(p.attacker()) + " took " + s.objectivesOwned(p.attacker())
                    + " of " + s.objectiveCount() + " objectives");
        }
        if (p.victory() == VictoryKind.OBJECTIVES) {
            int b = s.objectivesOwned(Side.BLUE);
            int r = s.objectivesOwned(Side.RED);
            if (b == r) {
                return finish(s, Outcome.DRAW, rule, why + "; objectives " + b + "-" + r);
            }
            Side w = b > r ? Side.BLUE : Side.RED;
            return finish(s, Outcome.winFor(w), rule, why + "; " + UnitNames.says(s.setup.sideName(w), "owns")
                    + " more objectives ("
                    + Math.max(b, r) + "-" + Math.min(b, r) + ")");
        }
        double fb = (double) s.inRanks(Side.BLUE) / s.setup.startMen(Side.BLUE);
        double fr = (double) s.inRanks(Side.RED) / s.setup.startMen(Side.RED);
        if (fb >= 1.25 * fr && fb > fr) {
            return finish(s, Outcome.BLUE_WINS, "BA-END-3", why + "; " + UnitNames.says(s.setup.sideName(Side.BLUE), "keeps")
                    + " more men in ranks");
        }
        if (fr >= 1.25 * fb && fr > fb) {
            return finish(s, Outcome.RED_WINS, "BA-END-3", why + "; " + UnitNames.says(s.setup.sideName(Side.RED), "keeps")
                    + " more men in ranks");
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
