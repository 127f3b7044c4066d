package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.Charge;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Pass;
import java.util.ArrayList;
import java.util.List;

/**
 * Reinforcing a melee out of turn (HOW-CHG-16, HOW-CHG-17, AMB-9): right after an enemy charge
 * contacts, the charged side may send units at the charger into a vacant sector of it. Each
 * must be one that could charge it (HOW-CHG-6) within one normal move, and pass the
 * counter-charge test ({@link ReinforcementTest}; "the attacker's move" is the charge that made
 * the melee). Units across whose front the charger passed may join this way instead of
 * intercepting (the interception itself is not offered: decisions-chg, CHG-16). A unit that
 * used crossing fire may not reinforce.
 *
 * <p>The side picks one unit at a time, then this step comes back until it passes or no unit
 * can go.
 */
record Reinforcement(Declared attack) implements Task {

    /** Offers the charged side its reinforcements, if it has any. */
    static void offer(HowState s, Declared attack) {
        Reinforcement r = new Reinforcement(attack);
        if (!r.charges(s).isEmpty()) {
            s.push(r);
        }
    }

    @Override
    public Side decider(HowState s) {
        return s.setup.side(attack.charger()).opponent();
    }

    /** Every unit of the charged side that may go in, with its charge at the charger. */
    List<Charge> charges(HowState s) {
        List<Charge> out = new ArrayList<>();
        int c = attack.charger();
        if (!s.inPlay(c)) {
            return out;
        }
        for (int u = 0; u < s.units.length; u++) {
            if (s.setup.side(u) != s.setup.side(c) && may(s, u)) {
                Charge ch = new Charge(u, c, -1);
                if (ChargeRules.validateGeometry(s, ch, Movement.normalMove(s, u)).legal()) {
                    out.add(ch);
                }
            }
        }
        return out;
    }

    private static boolean may(HowState s, int u) {
        UnitState us = s.units[u];
        return ChargeResponses.free(s, u) && !us.fixed && !us.charged && !us.counterCharged && !us.usedCrossingFire
                && !us.evaded && !us.mustNotMove && !us.formation.isColumn();
    }

    @Override
    public List<HowAction> legal(HowState s) {
        List<HowAction> out = new ArrayList<>(charges(s));
        out.add(new Pass());
        return out;
    }

    @Override
    public Verdict validate(HowState s, HowAction a) {
        if (a instanceof Pass) {
            return Verdict.ok();
        }
        if (!(a instanceof Charge c) || c.target() != attack.charger() || c.second() >= 0) {
            return Verdict.illegal("HOW-CHG-17", "a unit may charge " + s.setup.unitName(attack.charger()) + " to reinforce the melee, or pass");
        }
        if (c.unit() < 0 || c.unit() >= s.units.length || s.setup.side(c.unit()) != decider(s) || !may(s, c.unit())) {
            return Verdict.illegal("HOW-CHG-17", "that unit is not free to reinforce the melee");
        }
        return ChargeRules.validateGeometry(s, c, Movement.normalMove(s, c.unit()));
    }

    @Override
    public void apply(HowState s, HowAction a) {
        if (!(a instanceof Charge c)) {
            return;
        }
        s.push(this); // more may follow
        int u = c.unit();
        boolean automatic = ChargeEligibility.kind(s, u) == UnitType.CAVALRY && attack.farRun(s);
        if (automatic) {
            ReinforcementTest.goIn(s, u, attack.charger());
        } else {
            s.push(new ReinforcementTest(attack, u, ChargeResponses.classModifier(s, u)));
        }
    }

    @Override
    public String words(HowState s, HowAction a) {
        if (a instanceof Charge c) {
            return s.setup.unitName(c.unit()) + " charges " + s.setup.unitName(attack.charger()) + " to reinforce the melee.";
        }
        return UnitNames.says(s.setup.sideName(decider(s)), "sends") + " no more units into the melee.";
    }

    @Override
    public String describe(HowState s) {
        return s.setup.sideName(decider(s)) + " may reinforce the melee against " + s.setup.unitName(attack.charger()) + ".";
    }
}
