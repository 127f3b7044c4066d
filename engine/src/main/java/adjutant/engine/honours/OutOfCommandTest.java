package adjutant.engine.honours;

import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Roll;

/**
 * A unit out of command rolls a D6 and needs 4–6, +1 if superior, −1 if inferior: passing, it
 * takes the brigade's result; failing, it acts as Poor (HOW-CMD-12). Not rolled when the
 * brigade is Poor or Feeble anyway, nor by independent units ({@link CommandEffects}).
 */
record OutOfCommandTest(int unit) implements D6Roll {

    static int total(HowState s, int unit, int face) {
        UnitClass c = s.setup.unit(unit).unitClass();
        return face + (c == UnitClass.SUPERIOR ? 1 : c == UnitClass.INFERIOR ? -1 : 0);
    }

    static boolean passes(HowState s, int unit, int face) {
        return total(s, unit, face) >= 4;
    }

    @Override
    public void apply(HowState s, HowAction a) {
        if (!passes(s, unit, ((Roll) a).first())) {
            UnitState u = s.units[unit];
            u.order = CommandResult.POOR;
            u.inspiredFrom = -1;
        }
    }

    @Override
    public String words(HowState s, HowAction a) {
        int face = ((Roll) a).first();
        String name = s.setup.unitName(unit);
        int total = total(s, unit, face);
        String roll = total == face ? String.valueOf(face) : face + " (" + total + " with its class)";
        return passes(s, unit, face)
                ? String.format("%s, out of command, rolls %s: it takes its brigade's orders.", name, roll)
                : String.format("%s, out of command, rolls %s: it acts as Poor this turn.", name, roll);
    }

    @Override
    public String describe(HowState s) {
        return s.setup.unitName(unit) + " is out of command: roll a die, 4 or more to take the brigade's orders.";
    }
}
