package adjutant.gui.blownaway;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Declare;
import adjutant.engine.blownaway.action.Fight;
import adjutant.engine.blownaway.action.Fire;
import adjutant.engine.blownaway.action.MobMove;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.PlaceCommander;
import adjutant.engine.blownaway.action.Snake;
import adjutant.engine.geometry.Vec2;

/** Which unit an action is about and where it points: what the board highlights for it. */
final class ActionFocus {
    /** The unit that acts, or -1 (pass, commander, end of combats, cards). */
    int unit(BaAction a) {
        return a.actingUnit();
    }

    /**
     * Where the action goes in {@code s}: a move's new pivot point, a target unit's centre, the
     * commander's new place; null when it goes nowhere.
     */
    Vec2 destination(BaState s, BaAction a) {
        if (a instanceof Move m) {
            double facing = s.facingDeg(m.unit()) + m.pivotDeg();
            return s.anchor(m.unit()).plus(Vec2.unit(facing + m.offsetDeg()).times(m.distance()));
        } else if (a instanceof MobMove m) {
            return UnitGeometry.centre(s, m.unit()).plus(new Vec2(m.dx(), m.dy()));
        } else if (a instanceof Snake m) {
            Vec2 p = s.anchor(m.unit());
            double facing = s.facingDeg(m.unit()) + m.pivotDeg();
            for (Snake.Leg leg : m.legs()) {
                facing += leg.turnDeg();
                p = p.plus(Vec2.unit(facing).times(leg.length()));
            }
            return p;
        } else if (a instanceof PlaceCommander c) {
            return c.stay() ? null : new Vec2(c.x(), c.y());
        } else if (a instanceof Fire f) {
            return UnitGeometry.centre(s, f.target());
        } else if (a instanceof Fight f) {
            return UnitGeometry.centre(s, f.target());
        } else if (a instanceof Declare d) {
            return d.holds() ? null : UnitGeometry.centre(s, d.target());
        }
        return null;
    }
}
