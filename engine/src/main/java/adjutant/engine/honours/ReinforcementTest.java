package adjutant.engine.honours;

import adjutant.engine.honours.action.Charge;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Roll;

/**
 * The counter-charge test of a unit reinforcing a melee out of turn (HOW-CHG-13, HOW-CHG-17,
 * AMB-9): 4–6 on a D6, ±1 for class. On a pass it charges the charger into a vacant sector,
 * lined up, with the charge bonus where it applies; on a failure it stays.
 */
record ReinforcementTest(Declared attack, int unit, int modifier) implements D6Roll {

    boolean passes(int face) {
        return face + modifier >= 4;
    }

    @Override
    public void apply(HowState s, HowAction a) {
        if (passes(((Roll) a).first())) {
            goIn(s, unit, attack.charger());
        }
    }

    /** The reinforcement charges home: lined up on the charger's sector it comes into. */
    static void goIn(HowState s, int u, int charger) {
        ChargeRules.Plan p = ChargeRules.plan(s, new Charge(u, charger, -1));
        if (p == null) {
            return;
        }
        ChargeContact.contact(s, u, new int[] {charger}, p.from(), p.lined(), p.sector(), p.path());
    }

    @Override
    public String words(HowState s, HowAction a) {
        int face = a instanceof Roll r ? r.first() : 0;
        String mod = modifier == 0 ? "" : (modifier > 0 ? " + " + modifier : " − " + -modifier) + " = " + (face + modifier);
        return "Reinforcement test for " + s.setup.unitName(unit) + ": " + face + mod
                + (passes(face) ? ", it charges " + s.setup.unitName(attack.charger()) + "." : ", it stays (4 needed).");
    }

    @Override
    public String describe(HowState s) {
        return "A D6 for " + s.setup.unitName(unit) + " to join the melee: 4 or more passes.";
    }
}
