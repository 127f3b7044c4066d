package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Fire;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Pass;
import java.util.ArrayList;
import java.util.List;

/**
 * A unit may fire crossing fire at an enemy that just crossed its zone (HOW-FIRE-15): fire, or
 * pass. The fire is judged with the mover standing at the firing point on its path (x, y,
 * facing); the firing rules fix range and modifiers as they queue the dice, and the mover's
 * immediate reaction (HOW-REACT-2) starts from where it really stands. With {@code holdStill}
 * a firer that has not moved takes no "moved" −1 and may not move this turn (AMB-26). Crossing
 * fire is the unit's fire of the turn and bars it from reinforcing a melee (HOW-CHG-17, HOW-CHG-28).
 */
record CrossingFireOffer(int firer, int mover, double x, double y, double facing) implements Task {

    @Override
    public Side decider(HowState s) {
        return s.setup.side(firer);
    }

    Footprint at(HowState s) {
        return Bases.footprint(s.setup, mover, new Vec2(x, y), facing, s.units[mover].formation);
    }

    List<Fire> options(HowState s) {
        return CrossingFire.mayFire(s, firer) && s.inPlay(mover) ? CrossingFire.options(s, firer, mover, at(s)) : List.of();
    }

    @Override
    public List<HowAction> legal(HowState s) {
        List<HowAction> out = new ArrayList<>(options(s));
        out.add(new Pass());
        return out;
    }

    @Override
    public Verdict validate(HowState s, HowAction a) {
        if (a instanceof Pass) {
            return Verdict.ok();
        }
        if (!(a instanceof Fire f) || f.unit() != firer || f.target() != mover) {
            return Verdict.illegal("HOW-FIRE-15", s.setup.unitName(firer) + " fires crossing fire at "
                    + s.setup.unitName(mover) + " or passes");
        }
        if (!CrossingFire.mayFire(s, firer)) {
            return Verdict.illegal("HOW-FIRE-15", s.setup.unitName(firer) + " may not fire now");
        }
        UnitState m = s.units[mover];
        double mx = m.x;
        double my = m.y;
        double mf = m.facing;
        ChargeResponses.place(s, mover, at(s));
        Verdict v = Firing.validate(s, f, Firing.When.CROSSING_FIRE);
        m.x = mx;
        m.y = my;
        m.facing = mf;
        return v;
    }

    @Override
    public void apply(HowState s, HowAction a) {
        if (!(a instanceof Fire f)) {
            return;
        }
        UnitState u = s.units[firer];
        FireAtCharger.spend(s, firer);
        u.usedCrossingFire = true;
        u.mustNotMove = f.holdStill();
        UnitState m = s.units[mover];
        double mx = m.x;
        double my = m.y;
        double mf = m.facing;
        ChargeResponses.place(s, mover, at(s));
        Firing.fire(s, f, Firing.When.CROSSING_FIRE);
        m.x = mx;
        m.y = my;
        m.facing = mf;
    }

    @Override
    public String words(HowState s, HowAction a) {
        String who = s.setup.unitName(firer);
        if (a instanceof Fire f) {
            return who + " fires crossing fire at " + s.setup.unitName(mover) + (f.holdStill() ? " and will stand still this turn." : ".");
        }
        return who + " lets " + s.setup.unitName(mover) + " pass without firing.";
    }

    @Override
    public String describe(HowState s) {
        return s.setup.unitName(firer) + " may fire at " + s.setup.unitName(mover) + " crossing its front.";
    }
}
