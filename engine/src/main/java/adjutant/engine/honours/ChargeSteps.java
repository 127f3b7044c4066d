package adjutant.engine.honours;

import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Charge;

/**
 * How a declared charge goes on once its target has answered: the charger runs in to just short
 * of contact, where enemy units whose firing zone it crossed may fire (HOW-CHG-26, HOW-FIRE-15)
 * and the targets that chose to fire do (HOW-CHG-25; the last point before contact, AMB-27,
 * decisions-chg), then {@link ChargeContact} brings it home unless the fire drove it off
 * (AMB-55).
 */
final class ChargeSteps {

    private ChargeSteps() {
    }

    /** One target has answered without moving (stand, fire, a turn or formation change tried). */
    static void after(HowState s, ChargeReaction r, boolean fires) {
        Declared d = r.d();
        boolean targetFires = r.reacting() == d.target() ? fires : r.targetFires();
        if (r.reacting() == d.target() && d.second() >= 0) {
            s.push(new ChargeReaction(d, d.second(), targetFires, false));
            return;
        }
        boolean secondFires = d.second() >= 0 && r.reacting() == d.second() && fires;
        goIn(s, d, targetFires, secondFires);
    }

    /**
     * The unit turned to face or changed formation: if it can now fire at the charger it is asked
     * once more, stand or fire (HOW-CHG-21, AMB-31); otherwise the charge goes on.
     */
    static void afterReform(HowState s, Declared d, int u) {
        if (!ChargeResponses.fireAtCharger(s, d, u, Firing.When.AT_CHARGER).isEmpty()) {
            s.push(new ChargeReaction(d, u, false, true));
        } else {
            after(s, new ChargeReaction(d, u, false, false), false);
        }
    }

    /** The charger runs in; fire at it, then contact. */
    static void goIn(HowState s, Declared d, boolean targetFires, boolean secondFires) {
        int c = d.charger();
        Footprint start = d.from(s);
        if (stopsHalfway(s, d)) {
            Footprint touch = ChargeGeometry.touch(start, s.footprint(d.target()), ChargeGeometry.approach(s.footprint(d.target()), start));
            Vec2 way = touch.frontCentre().minus(start.frontCentre()).normalized();
            Footprint half = start.movedTo(start.frontCentre().plus(way.times(d.path() / 2)), start.facing());
            ChargeResponses.place(s, c, half);
            s.units[c].movesUsed += d.path() / 2 / Movement.normalMove(s, c);
            return;
        }
        ChargeRules.Plan p = ChargeRules.plan(s, d.charge(), start);
        if (p == null) {
            return; // the target's turn or new formation left no room: the charge stops where it began
        }
        Footprint shortOf = ChargeGeometry.shortOf(p.lined());
        ChargeResponses.place(s, c, shortOf);
        s.push(new ChargeContact(d, false));
        int before = s.tasks.size();
        CrossingFire.offer(s, c, start, shortOf, ChargeRules.targets(d.charge()));
        if (secondFires) {
            s.push(new FireAtCharger(d, d.second(), Firing.When.AT_CHARGER));
        }
        if (targetFires) {
            s.push(new FireAtCharger(d, d.target(), Firing.When.AT_CHARGER));
        }
        if (s.tasks.size() == before) {
            s.pop();
            ChargeContact.complete(s, d, false);
        }
    }

    /** HOW-CHG-23: light infantry charging the flank of close-order infantry that turned stop halfway. */
    static boolean stopsHalfway(HowState s, Declared d) {
        return s.units[d.target()].turnedToFace && ChargeEligibility.kind(s, d.charger()) == UnitType.LIGHT_INFANTRY
                && ChargeEligibility.kind(s, d.target()) == UnitType.INFANTRY;
    }

    /** The target evades (HOW-CHG-19): light infantry may fire first, at the charger about to contact (AMB-28). */
    static void evade(HowState s, Declared d) {
        int u = d.target();
        if (ChargeEligibility.kind(s, u) == UnitType.LIGHT_INFANTRY
                && !ChargeResponses.fireAtCharger(s, d, u, Firing.When.EVADING).isEmpty()) {
            ChargeRules.Plan p = ChargeRules.plan(s, d.charge(), d.from(s));
            if (p != null) {
                ChargeResponses.place(s, d.charger(), ChargeGeometry.shortOf(p.lined()));
            }
            s.push(new FireAtCharger(d, u, Firing.When.EVADING));
            return;
        }
        ChargeResponses.evade(s, d, u);
        ChargeContact.complete(s, d, true);
    }

    /** The single-target charge against the unit, for re-planning. */
    static Charge single(Declared d) {
        return new Charge(d.charger(), d.target(), -1);
    }
}
