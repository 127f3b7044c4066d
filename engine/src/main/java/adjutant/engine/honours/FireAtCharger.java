package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.Fire;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Pass;
import java.util.ArrayList;
import java.util.List;

/**
 * A charged unit fires at its charger (HOW-CHG-25), or evading light infantry fire as they go
 * (HOW-CHG-19, AMB-28). The charger stands just short of contact, the point the engine offers
 * for "any point during the charge" (AMB-27, decisions-chg); the firing rules give the fire
 * possible there, queue its dice and the charger's immediate reaction (HOW-REACT-2). It is the
 * unit's one fire of the turn (HOW-CHG-28). The owner may still hold fire.
 *
 * <p>Evading light infantry then evade: the charger comes into contact and the evader goes
 * straight away ({@link ChargeResponses#evade}).
 */
record FireAtCharger(Declared d, int firer, Firing.When when) implements Task {

    @Override
    public Side decider(HowState s) {
        return s.setup.side(firer);
    }

    @Override
    public List<HowAction> legal(HowState s) {
        List<HowAction> out = new ArrayList<>(ChargeResponses.fireAtChargerWhereItStands(s, d.charger(), firer, when));
        out.add(new Pass());
        return out;
    }

    @Override
    public Verdict validate(HowState s, HowAction a) {
        if (a instanceof Pass) {
            return Verdict.ok();
        }
        if (!(a instanceof Fire f) || f.unit() != firer || f.target() != d.charger()) {
            return Verdict.illegal("HOW-CHG-25", s.setup.unitName(firer) + " fires at " + s.setup.unitName(d.charger())
                    + " or holds its fire");
        }
        if (!ChargeResponses.mayFireByRule(s, firer)) {
            return Verdict.illegal("HOW-CHG-25", s.setup.unitName(firer) + " may not fire at its charger");
        }
        return Firing.validate(s, f, when);
    }

    @Override
    public void apply(HowState s, HowAction a) {
        boolean evading = when == Firing.When.EVADING;
        if (evading) {
            s.push(new ChargeContact(d, true));
        }
        if (a instanceof Fire f) {
            spend(s, firer);
            Firing.fire(s, f, when);
        }
        if (evading) {
            ChargeResponses.evade(s, d, firer);
        }
    }

    /** Movement-phase fire is the unit's fire for the turn (HOW-CHG-28, HOW-FIRE-2). */
    static void spend(HowState s, int u) {
        s.units[u].fired = true;
        s.units[u].firedInMovement = true;
    }

    @Override
    public String words(HowState s, HowAction a) {
        String who = s.setup.unitName(firer);
        if (a instanceof Pass) {
            return who + " holds its fire.";
        }
        return who + " fires at " + s.setup.unitName(d.charger()) + (when == Firing.When.EVADING ? " before evading." : " as it charges in.");
    }

    @Override
    public String describe(HowState s) {
        return s.setup.unitName(firer) + " may fire at " + s.setup.unitName(d.charger()) + ".";
    }
}
