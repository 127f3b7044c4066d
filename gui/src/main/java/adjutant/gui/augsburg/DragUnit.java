package adjutant.gui.augsburg;

import adjutant.engine.augsburg.LeagueOfAugsburgRuleset;
import adjutant.engine.augsburg.LoaState;
import adjutant.engine.augsburg.UnitState;
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Move;
import adjutant.engine.geometry.Vec2;
import adjutant.gui.PieceDrag;
import java.util.List;

/**
 * Dragging a unit moves it when the step offers it a move (its M, W or R order, LOA-MOVE): the
 * centre of its front edge goes where the mouse lets go, rounded to 0.1"; it faces as the offered
 * end position nearest that point does (straight ahead for M, about-faced for R, the wheel's
 * facing for W). The rules judge the exact move, live, with the rule id it breaks.
 */
final class DragUnit implements PieceDrag<LoaState, LoaAction> {

    private static final double STEPS_PER_INCH = 10;

    /** The moves the current step offers {@code unit}. */
    static List<Move> offered(LoaState s, int unit) {
        return LeagueOfAugsburgRuleset.get().rules().legalActions(s).stream()
                .filter(a -> a instanceof Move m && m.unit() == unit)
                .map(a -> (Move) a)
                .toList();
    }

    @Override
    public boolean canDrag(LoaState s, int unit) {
        return unit >= 0 && s.inPlay(unit) && !offered(s, unit).isEmpty();
    }

    @Override
    public Vec2 handle(LoaState s, int unit) {
        return s.unit(unit).position();
    }

    @Override
    public LoaAction moveTo(LoaState s, int unit, Vec2 to) {
        UnitState u = s.unit(unit);
        double facing = u.facing;
        double best = Double.POSITIVE_INFINITY;
        for (Move m : offered(s, unit)) {
            double d = to.distance(new Vec2(m.x(), m.y()));
            if (d < best) {
                best = d;
                facing = m.facing();
            }
        }
        return new Move(unit, round(to.x()), round(to.y()), facing);
    }

    private static double round(double v) {
        return Math.round(v * STEPS_PER_INCH) / STEPS_PER_INCH;
    }
}
