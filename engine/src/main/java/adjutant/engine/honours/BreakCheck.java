package adjutant.engine.honours;

import adjutant.engine.game.GameResult;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;

/**
 * Phase 8: each side totals its army points lost; a side at or past its breaking point has lost,
 * both at once is a draw (HOW-VIC-5). At a scenario's turn limit the side that lost more points
 * loses, equal losses a draw (HOW-VIC-6).
 */
final class BreakCheck implements PhaseLogic {

    static final BreakCheck LOGIC = new BreakCheck();

    @Override
    public void start(HowState s) {
        boolean blueBroken = s.pointsLost[0] >= s.setup.army(Side.BLUE).effectiveBreakingPoint();
        boolean redBroken = s.pointsLost[1] >= s.setup.army(Side.RED).effectiveBreakingPoint();
        if (blueBroken || redBroken) {
            Outcome o = blueBroken && redBroken ? Outcome.DRAW : blueBroken ? Outcome.RED_WINS : Outcome.BLUE_WINS;
            s.result = new GameResult(o, "HOW-VIC-5", blueBroken && redBroken ? "both armies reached their breaking points"
                    : s.setup.sideName(blueBroken ? Side.BLUE : Side.RED) + " reached its army breaking point");
            return;
        }
        int limit = s.setup.scenario().turnLimit();
        if (limit > 0 && s.turn >= limit) {
            Outcome o = s.pointsLost[0] == s.pointsLost[1] ? Outcome.DRAW
                    : s.pointsLost[0] > s.pointsLost[1] ? Outcome.RED_WINS : Outcome.BLUE_WINS;
            s.result = new GameResult(o, "HOW-VIC-6", "the turn limit (" + limit + ") is reached; "
                    + (o == Outcome.DRAW ? "both sides lost as many points" : "the side that lost more points loses"));
        }
    }

    @Override
    public boolean next(HowState s) {
        return false;
    }
}
