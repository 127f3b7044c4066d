package adjutant.engine.honours;

import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Response;
import adjutant.engine.honours.action.Roll;

/**
 * The D6 a charged unit needs 4–6 on to counter-charge (HOW-CHG-13: ±1 for class), turn to face
 * (HOW-CHG-21: +1 cavalry or light infantry, −1 for half-move flank deductions) or change
 * formation (HOW-CHG-24: +1 cavalry or light infantry, −1 for full-move changes). Modified totals
 * are compared unclamped (AMB-60). A failed test leaves the unit as it was and the charge goes on.
 */
record ChargeTest(Declared d, int unit, Response kind, Formation formation, int modifier) implements D6Roll {

    /** Whether a face passes: 4 or more after the modifier. */
    boolean passes(int face) {
        return face + modifier >= 4;
    }

    @Override
    public void apply(HowState s, HowAction a) {
        boolean ok = passes(((Roll) a).first());
        ChargeReaction asked = new ChargeReaction(d, unit, false, false);
        switch (kind) {
            case COUNTER_CHARGE -> {
                if (ok) {
                    ChargeResponses.counterCharge(s, d, unit);
                } else {
                    ChargeSteps.after(s, asked, false);
                }
            }
            case TURN_TO_FACE -> {
                if (ok) {
                    ChargeResponses.turnToFace(s, d.charger(), unit);
                    ChargeSteps.afterReform(s, d, unit);
                } else {
                    ChargeSteps.after(s, asked, false);
                }
            }
            default -> {
                if (ok) {
                    ChargeResponses.changeFormation(s, unit, formation);
                    ChargeSteps.afterReform(s, d, unit);
                } else {
                    ChargeSteps.after(s, asked, false);
                }
            }
        }
    }

    @Override
    public String words(HowState s, HowAction a) {
        int face = a instanceof Roll r ? r.first() : 0;
        String who = s.setup.unitName(unit);
        String what = switch (kind) {
            case COUNTER_CHARGE -> "counter-charges " + s.setup.unitName(d.charger());
            case TURN_TO_FACE -> "turns to face " + s.setup.unitName(d.charger());
            default -> "forms " + Words.formation(formation);
        };
        String mod = modifier == 0 ? "" : (modifier > 0 ? " + " + modifier : " − " + -modifier) + " = " + (face + modifier);
        return (kind == Response.COUNTER_CHARGE ? "Counter-charge" : kind == Response.TURN_TO_FACE ? "Turn-to-face" : "Formation change")
                + " test for " + who + ": " + face + mod + (passes(face) ? ", it " + what + "." : ", it fails (4 needed).");
    }

    @Override
    public String describe(HowState s) {
        return "A D6 for " + s.setup.unitName(unit) + " against " + s.setup.unitName(d.charger()) + ": 4 or more passes.";
    }
}
