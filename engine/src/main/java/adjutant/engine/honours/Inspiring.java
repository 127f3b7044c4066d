package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Charge;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Move;
import java.util.Locale;

/**
 * An Inspiring brigade's obligations (HOW-CMD-9 (a) to (c), AMB-19), checked as it asks to end
 * its activation ({@link Command#mayEnd}): each unit must have closed on its nearest enemy
 * (measured as the activation began), and must have charged an enemy it can legally reach
 * within one normal move unless friends already touch that enemy. Exempt: a brigade directed
 * by its general, units reforming, fixed or in contact, due to retreat again, or held by the
 * scenario.
 *
 * <p>An obligation binds only while the rules offer a way to meet it: a move among
 * {@link MoveRules#candidates} that brings the unit nearer its nearest enemy, or a charge among
 * {@link ChargeRules#candidates}. So an obligation never leaves a side without a legal action,
 * and a unit that has spent its moves, or whose path is blocked, is free (decisions-cmd.md).
 */
final class Inspiring {

    private Inspiring() {
    }

    /** Whether the unit is bound by (a) and (b) at all (AMB-19 exemptions). */
    static boolean obliged(HowState s, int u) {
        UnitState st = s.units[u];
        return s.inPlay(u) && !st.reforming && !st.red && !st.fixed && !st.mustRetreatAgain && !s.engaged(u)
                && !Command.held(s, u);
    }

    /** Ok when no unit of the brigade owes a move or a charge; otherwise names the first that does. */
    static Verdict pending(HowState s, int brigade) {
        if (Ratings.encouraged(s, brigade) || !Command.mayMoveUnit(s, brigade)) {
            return Verdict.ok();
        }
        for (int u : s.setup.brigadeUnits(brigade)) {
            UnitState st = s.units[u];
            if (st.order != CommandResult.INSPIRING || !obliged(s, u) || st.charged) {
                continue;
            }
            int target = chargeOwed(s, u);
            if (target >= 0) {
                return Verdict.illegal("HOW-CMD-9", s.setup.unitName(u) + " is Inspiring and must charge "
                        + s.setup.unitName(target) + ", within one move");
            }
            if (st.inspiredFrom >= 0 && !closed(s, u) && canClose(s, u)) {
                return Verdict.illegal("HOW-CMD-9", String.format(Locale.ROOT,
                        "%s is Inspiring and must first move toward its nearest enemy (%.1f cm away as it began)",
                        s.setup.unitName(u), st.inspiredFrom));
            }
        }
        return Verdict.ok();
    }

    /** Whether the unit is now nearer its nearest enemy than as the activation began. */
    static boolean closed(HowState s, int u) {
        return s.nearestEnemyDistance(u) < s.units[u].inspiredFrom - CommandFigureMove.EPS;
    }

    /** Whether a move the rules offer would bring it nearer its nearest enemy than it is now. */
    static boolean canClose(HowState s, int u) {
        double now = s.nearestEnemyDistance(u);
        for (HowAction a : MoveRules.candidates(s, u)) {
            if (a instanceof Move m && m.unit() == u && enemyDistanceAt(s, u, m) < now - CommandFigureMove.EPS) {
                return true;
            }
        }
        return false;
    }

    /** A legal charge target within one normal move that no friend touches yet, −1 if none (HOW-CMD-9 (b), (c)). */
    static int chargeOwed(HowState s, int u) {
        double reach = Movement.normalMove(s, u);
        for (HowAction a : ChargeRules.candidates(s, u)) {
            if (a instanceof Charge c && c.unit() == u && s.inPlay(c.target())
                    && s.distance(u, c.target()) <= reach + CommandFigureMove.EPS && !touchedByFriend(s, u, c.target())) {
                return c.target();
            }
        }
        return -1;
    }

    static boolean touchedByFriend(HowState s, int u, int enemy) {
        Side side = s.setup.side(u);
        for (int f = 0; f < s.units.length; f++) {
            if (f != u && s.setup.side(f) == side && s.inPlay(f) && s.inContact(f, enemy)) {
                return true;
            }
        }
        return false;
    }

    static double enemyDistanceAt(HowState s, int u, Move m) {
        Footprint f = Bases.footprint(s.setup, u, new Vec2(m.x(), m.y()), m.facing(), m.formation());
        Side side = s.setup.side(u);
        double best = Double.POSITIVE_INFINITY;
        for (int e = 0; e < s.units.length; e++) {
            if (s.setup.side(e) != side && s.inPlay(e)) {
                best = Math.min(best, f.distanceTo(s.footprint(e)));
            }
        }
        return best;
    }
}
