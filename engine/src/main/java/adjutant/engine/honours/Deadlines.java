package adjutant.engine.honours;

import adjutant.engine.game.GameResult;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.honours.scenario.ObjectiveValue;
import java.util.ArrayList;
import java.util.List;

/**
 * Objectives a side must hold by a given turn (HOW-VIC-7): at the end of that turn, a side that
 * does not hold one of its objectives loses; when both sides have such objectives, the first to
 * hold all of its own wins (both in the same turn: a draw). Checked after the armies' breaking
 * points, which come first (HOW-VIC-8).
 */
final class Deadlines {

    private Deadlines() {
    }

    /** The result the deadlines give at the end of this turn, or null when they decide nothing yet. */
    static GameResult check(HowState s) {
        List<ObjectiveValue> deadlines = new ArrayList<>();
        for (ObjectiveValue v : s.setup.scenario().objectiveValues()) {
            if (v.hasDeadline()) {
                deadlines.add(v);
            }
        }
        if (deadlines.isEmpty()) {
            return null;
        }
        boolean[] missed = new boolean[2];
        boolean[] all = {true, true};
        boolean[] has = new boolean[2];
        String[] what = new String[2];
        for (ObjectiveValue v : deadlines) {
            int side = v.deadlineSide().ordinal();
            has[side] = true;
            boolean held = s.objectiveHolder(v.objective()) == v.deadlineSide();
            all[side] &= held;
            if (!held && s.turn >= v.deadlineTurn() && what[side] == null) {
                missed[side] = true;
                what[side] = s.setup.sideName(v.deadlineSide()) + " did not hold " + v.objective() + " by the end of turn "
                        + v.deadlineTurn();
            }
        }
        if (missed[0] || missed[1]) {
            Outcome o = missed[0] && missed[1] ? Outcome.DRAW : missed[0] ? Outcome.RED_WINS : Outcome.BLUE_WINS;
            return new GameResult(o, "HOW-VIC-7", missed[0] && missed[1] ? what[0] + ", nor " + what[1] : missed[0] ? what[0] : what[1]);
        }
        if (has[0] && has[1] && (all[0] || all[1])) {
            Outcome o = all[0] && all[1] ? Outcome.DRAW : all[0] ? Outcome.BLUE_WINS : Outcome.RED_WINS;
            return new GameResult(o, "HOW-VIC-7", o == Outcome.DRAW ? "both sides took their objectives in the same turn"
                    : tookFirst(s.setup.sideName(all[0] ? Side.BLUE : Side.RED)));
        }
        return null;
    }

    /** "Blue took its objectives first", "Prussians took their objectives first". */
    private static String tookFirst(String side) {
        return side + " took " + UnitNames.its(side) + " objectives first";
    }
}
