package adjutant.engine.honours;

import adjutant.engine.game.GameResult;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.honours.scenario.OptionalRule;

/**
 * Phase 8: each side totals its army points lost ({@link ArmyPoints}: Done For units, objectives
 * taken from it, red dice with HOW-OPT-2) after the holders of the objectives are recomputed
 * (HOW-VIC-4) and, with brigade morale, demoralised units far from the enemy have left
 * (HOW-OPT-1). A side at or past its breaking point has lost, both at once is a draw
 * (HOW-VIC-5); breaking comes first, whatever the objectives (HOW-VIC-8). At a scenario's turn
 * limit the side that lost more points loses, equal losses a draw (HOW-VIC-6).
 *
 * <p>Objectives with their own turn limit are {@link Deadlines} (HOW-VIC-7).
 *
 * <p>Not supported: allied armies with separate breaking points (HOW-VIC-9; an army is one
 * side with one breaking point).
 */
final class BreakCheck implements PhaseLogic {

    static final BreakCheck LOGIC = new BreakCheck();

    @Override
    public void start(HowState s) {
        if (s.setup.option(OptionalRule.BRIGADE_MORALE)) {
            BrigadeMorale.disengage(s);
        }
        Objectives.update(s);
        for (Side side : Side.values()) {
            s.pointsLost[side.ordinal()] = ArmyPoints.lost(s, side);
        }
        boolean blueBroken = s.pointsLost[0] >= s.setup.army(Side.BLUE).effectiveBreakingPoint();
        boolean redBroken = s.pointsLost[1] >= s.setup.army(Side.RED).effectiveBreakingPoint();
        if (blueBroken || redBroken) {
            Outcome o = blueBroken && redBroken ? Outcome.DRAW : blueBroken ? Outcome.RED_WINS : Outcome.BLUE_WINS;
            s.result = new GameResult(o, "HOW-VIC-5", blueBroken && redBroken ? "both armies reached their breaking points"
                    : reachedBreakingPoint(s.setup.sideName(blueBroken ? Side.BLUE : Side.RED)));
            return;
        }
        GameResult deadline = Deadlines.check(s);
        if (deadline != null) {
            s.result = deadline;
            return;
        }
        int limit = s.setup.scenario().turnLimit();
        if (limit > 0 && s.turn >= limit) {
            Outcome o = s.pointsLost[0] == s.pointsLost[1] ? Outcome.DRAW
                    : s.pointsLost[0] > s.pointsLost[1] ? Outcome.RED_WINS : Outcome.BLUE_WINS;
            s.result = new GameResult(o, "HOW-VIC-6", "the turn limit (" + limit + ") is reached; "
                    + (o == Outcome.DRAW ? "both sides lost as many points" : "the side that lost more points loses"));
            return;
        }
        CommandChange.endOfTurn(s); // HOW-SCN-5: a general who leaves at the end of this turn
    }

    @Override
    public boolean next(HowState s) {
        return false;
    }

    /** "Blue reached its army breaking point", "Austrians reached their army breaking point". */
    private static String reachedBreakingPoint(String side) {
        return side + " reached " + UnitNames.its(side) + " army breaking point";
    }
}
