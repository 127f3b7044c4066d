package adjutant.ai.honours;

import adjutant.ai.CandidatePruning;
import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.Formation;
import adjutant.engine.honours.HowState;
import adjutant.engine.honours.UnitType;
import adjutant.engine.honours.UnitState;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Move;

/**
 * Free turns and formation changes in place that the bots leave out. Light infantry and
 * dismounted cavalry change formation for nothing (HOW-FORM-1, HOW-MOVE-10), so the rules let
 * them turn in place as often as the engine's move limit allows; the evaluation scores every
 * such turn alike, and a search picking among equals made dragoons turn 180°, 90°, 90° and 90°
 * in one activation. So once a unit has changed formation or turned this turn, another free
 * change in place is a candidate only when it turns the unit to face its nearest enemy more
 * squarely. Its first change of the turn is always a candidate.
 */
final class PointlessFreeMoves implements CandidatePruning<HowState, HowAction> {

    /** A turn must face the enemy at least this much (degrees) more squarely to count as one. */
    private static final double SQUARER = 1;
    /** Within this (cm), a move ends where it began. */
    private static final double IN_PLACE = 0.005;

    @Override
    public boolean pointless(HowState s, HowAction action) {
        if (!(action instanceof Move m) || m.unit() < 0 || m.unit() >= s.setup().unitCount()) {
            return false;
        }
        UnitState us = s.unit(m.unit());
        return us.changedFormation() && freeInPlace(s, m, us) && !facesEnemyMoreSquarely(s, m, us);
    }

    private static boolean freeInPlace(HowState s, Move m, UnitState us) {
        boolean inPlace = Math.hypot(m.x() - us.x(), m.y() - us.y()) <= IN_PLACE;
        boolean onFoot = us.formation() == Formation.DISMOUNTED && m.formation() == Formation.DISMOUNTED;
        return inPlace && (s.setup().type(m.unit()) == UnitType.LIGHT_INFANTRY || onFoot);
    }

    private static boolean facesEnemyMoreSquarely(HowState s, Move m, UnitState us) {
        int e = s.nearestEnemy(m.unit());
        if (e < 0) {
            return false;
        }
        Vec2 toEnemy = s.footprint(e).centre().minus(s.footprint(m.unit()).centre());
        double bearing = Math.toDegrees(Math.atan2(toEnemy.y(), toEnemy.x()));
        return Angles.betweenDeg(m.facing(), bearing) < Angles.betweenDeg(us.facing(), bearing) - SQUARER;
    }
}
