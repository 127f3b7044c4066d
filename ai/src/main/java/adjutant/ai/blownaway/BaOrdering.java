package adjutant.ai.blownaway;

import adjutant.ai.ActionOrdering;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.Relations;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Declare;
import adjutant.engine.blownaway.action.Fight;
import adjutant.engine.blownaway.action.Fire;
import adjutant.engine.blownaway.action.GunnerReturn;
import adjutant.engine.blownaway.action.MobMove;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.Rally;
import adjutant.engine.blownaway.action.Reform;
import adjutant.engine.blownaway.action.Snake;
import adjutant.engine.game.Side;
import adjutant.engine.scenario.ObjectiveSpec;
import java.util.List;

/**
 * Which actions to search first ("captures first" for Blown Away), from cheap geometry only,
 * without applying anything: combats, rallies and fire first; then moves that end in an
 * objective the side does not hold, moves that close on an enemy, moves that gain ground toward
 * such an objective; holding and passing last. MCTS opens children in this order under
 * progressive widening, so the opponent's dangerous replies are searched early; alpha-beta
 * searches them first for earlier cut-offs.
 */
public final class BaOrdering implements ActionOrdering<BaState, BaAction> {

    @Override
    public int priority(BaState s, BaAction a) {
        if (a instanceof Fight || a instanceof Declare d && !d.holds()) {
            return 3000;
        }
        if (a instanceof Rally) {
            return 2800;
        }
        if (a instanceof Fire) {
            return 2500;
        }
        if (a instanceof GunnerReturn) {
            return 900;
        }
        if (a instanceof Move m) {
            double heading = s.facingDeg(m.unit()) + m.pivotDeg() + m.offsetDeg();
            return 1000 + moveScore(s, m.unit(), heading, m.distance());
        }
        if (a instanceof Snake sn) {
            double heading = s.facingDeg(sn.unit()) + sn.pivotDeg();
            double x = s.anchor(sn.unit()).x();
            double y = s.anchor(sn.unit()).y();
            for (Snake.Leg leg : sn.legs()) {
                heading += leg.turnDeg();
                x += Math.cos(Math.toRadians(heading)) * leg.length();
                y += Math.sin(Math.toRadians(heading)) * leg.length();
            }
            return 1000 + endpointScore(s, sn.unit(), x, y);
        }
        if (a instanceof MobMove) {
            return 600;
        }
        if (a instanceof Reform) {
            return 500;
        }
        return 0; // pass, hold fire, end combats, declare hold, commander
    }

    private static int moveScore(BaState s, int unit, double headingDeg, double distance) {
        double x = s.anchor(unit).x() + Math.cos(Math.toRadians(headingDeg)) * distance;
        double y = s.anchor(unit).y() + Math.sin(Math.toRadians(headingDeg)) * distance;
        return endpointScore(s, unit, x, y);
    }

    /** Score of the unit's pivot point ending at (x, y), the stop rule ignored. */
    private static int endpointScore(BaState s, int unit, double x, double y) {
        Side side = s.setup().side(unit);
        double ax = s.anchor(unit).x();
        double ay = s.anchor(unit).y();
        int score = 0;
        List<ObjectiveSpec> objectives = s.setup().board().objectives();
        double bestGain = 0;
        for (int o = 0; o < objectives.size(); o++) {
            if (s.owner(o) == side) {
                continue;
            }
            ObjectiveSpec obj = objectives.get(o);
            double before = Math.hypot(ax - obj.center().x(), ay - obj.center().y());
            double after = Math.hypot(x - obj.center().x(), y - obj.center().y());
            if (after <= obj.radius() + 0.5) {
                score = Math.max(score, 1500);
            }
            bestGain = Math.max(bestGain, before - after);
        }
        score += (int) (30 * bestGain);
        for (int e = 0; e < s.setup().unitCount(); e++) {
            if (s.setup().side(e) != side && s.inRanks(e) > 0) {
                double[] r = Relations.ref(s, e);
                if (Math.hypot(r[0] - x, r[1] - y) < 6) {
                    score += 400;
                    break;
                }
            }
        }
        return score;
    }
}
