package adjutant.gui.blownaway;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.Phase;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Vec2;
import adjutant.gui.PieceDrag;

/**
 * A drag of a unit in the main step is an ordered move of its pivot point (BA-MOVE): straight
 * or oblique (up to 45° off the facing) without a pivot, else a pivot to face the way and a
 * straight move. Distances are rounded to 0.01 in and angles to 0.01°.
 */
final class DragMove implements PieceDrag<BaState, BaAction> {
    /** The widest oblique move without a pivot. */
    private static final double MAX_OBLIQUE_DEG = 45;
    private static final double PER_UNIT = 100;

    @Override
    public boolean canDrag(BaState s, int unit) {
        return unit >= 0 && s.phase() == Phase.MAIN && s.setup().side(unit) == s.deciding();
    }

    @Override
    public Vec2 handle(BaState s, int unit) {
        return s.anchor(unit);
    }

    @Override
    public BaAction moveTo(BaState s, int unit, Vec2 to) {
        Vec2 d = to.minus(s.anchor(unit));
        double dist = round(d.length());
        if (dist == 0) {
            return new Move(unit, 0, 0, 0);
        }
        double off = Angles.normalize(d.angleDeg() - s.facingDeg(unit));
        if (Math.abs(off) <= MAX_OBLIQUE_DEG) {
            return new Move(unit, 0, round(off), dist);
        }
        return new Move(unit, round(off), 0, dist);
    }

    private static double round(double v) {
        return Math.round(v * PER_UNIT) / PER_UNIT;
    }
}
