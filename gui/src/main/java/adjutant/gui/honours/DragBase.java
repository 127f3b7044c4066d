package adjutant.gui.honours;

import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.HowState;
import adjutant.engine.honours.UnitState;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Move;
import adjutant.gui.PieceDrag;

/**
 * Dragging a base moves it: the centre of its front edge goes where the mouse lets go, facing
 * and formation kept, rounded to 0.1 cm. The rules judge the move (live, with the rule id).
 */
final class DragBase implements PieceDrag<HowState, HowAction> {

    private static final double STEPS_PER_CM = 10;

    @Override
    public boolean canDrag(HowState s, int unit) {
        return s.inPlay(unit);
    }

    @Override
    public Vec2 handle(HowState s, int unit) {
        UnitState u = s.unit(unit);
        return new Vec2(u.x(), u.y());
    }

    @Override
    public HowAction moveTo(HowState s, int unit, Vec2 to) {
        UnitState u = s.unit(unit);
        return new Move(unit, round(to.x()), round(to.y()), u.facing(), u.formation());
    }

    private static double round(double v) {
        return Math.round(v * STEPS_PER_CM) / STEPS_PER_CM;
    }
}
