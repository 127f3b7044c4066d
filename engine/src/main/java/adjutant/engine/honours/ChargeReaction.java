package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Respond;
import adjutant.engine.honours.action.Response;
import java.util.ArrayList;
import java.util.List;

/**
 * A charged unit's owner answers the charge, after it is declared and before the charger moves
 * (HOW-CHG-14, AMB-73): stand, counter-charge, evade, turn to face, change formation or fire
 * (HOW-CHG-13 to HOW-CHG-25). Only the answers the unit may make are offered; tests go to
 * {@link ChargeTest}, and the charge then goes on ({@link ChargeSteps#after}).
 *
 * <p>In a forced charge on two units (HOW-CHG-12) the first target answers fully; the second
 * then stands or fires (decisions-chg, CHG-12). After a successful turn or formation change a
 * unit that can now fire is asked again, to stand or fire ({@code afterChange}, HOW-CHG-21, AMB-31).
 *
 * @param reacting the unit answering now: the target, or the second target
 * @param targetFires the first target chose to fire, its fire comes once all have answered
 */
record ChargeReaction(Declared d, int reacting, boolean targetFires, boolean afterChange) implements Task {

    @Override
    public Side decider(HowState s) {
        return s.setup.side(reacting);
    }

    @Override
    public List<HowAction> legal(HowState s) {
        List<HowAction> out = new ArrayList<>();
        out.add(respond(Response.STAND));
        boolean full = reacting == d.target() && !afterChange;
        if (full && ChargeResponses.mayCounterCharge(s, d, reacting)) {
            out.add(respond(Response.COUNTER_CHARGE));
        }
        if (full && ChargeResponses.mayEvade(s, d, reacting)) {
            out.add(respond(Response.EVADE));
        }
        if (full && ChargeResponses.mayTurn(s, d, reacting)) {
            out.add(respond(Response.TURN_TO_FACE));
        }
        if (full) {
            for (Formation f : ChargeResponses.formationChanges(s, d, reacting)) {
                out.add(new Respond(reacting, Response.CHANGE_FORMATION, f));
            }
        }
        if (!ChargeResponses.fireAtCharger(s, d, reacting, Firing.When.AT_CHARGER).isEmpty()) {
            out.add(respond(Response.FIRE));
        }
        return out;
    }

    private Respond respond(Response r) {
        return new Respond(reacting, r, Formation.LINE);
    }

    @Override
    public Verdict validate(HowState s, HowAction a) {
        if (!(a instanceof Respond r) || r.unit() != reacting) {
            return Verdict.illegal("HOW-CHG-13", s.setup.unitName(reacting) + " answers the charge of "
                    + s.setup.unitName(d.charger()) + " now");
        }
        Respond normal = r.response() == Response.CHANGE_FORMATION ? r : respond(r.response());
        if (legal(s).contains(normal)) {
            return Verdict.ok();
        }
        return Verdict.illegal(ruleOf(r.response()), s.setup.unitName(reacting) + " may not "
                + words(r.response()) + " against " + s.setup.unitName(d.charger()) + " now");
    }

    static String ruleOf(Response r) {
        return switch (r) {
            case STAND, COUNTER_CHARGE -> "HOW-CHG-13";
            case EVADE -> "HOW-CHG-19";
            case TURN_TO_FACE -> "HOW-CHG-21";
            case CHANGE_FORMATION -> "HOW-CHG-24";
            case FIRE -> "HOW-CHG-25";
        };
    }

    @Override
    public void apply(HowState s, HowAction a) {
        Respond r = (Respond) a;
        int u = reacting;
        switch (r.response()) {
            case STAND -> ChargeSteps.after(s, this, false);
            case FIRE -> ChargeSteps.after(s, this, true);
            case COUNTER_CHARGE -> {
                if (ChargeResponses.counterChargeAutomatic(s, d, u)) {
                    ChargeResponses.counterCharge(s, d, u);
                } else {
                    s.push(new ChargeTest(d, u, Response.COUNTER_CHARGE, Formation.LINE, ChargeResponses.classModifier(s, u)));
                }
            }
            case EVADE -> ChargeSteps.evade(s, d);
            case TURN_TO_FACE -> {
                if (ChargeResponses.turnAutomatic(s, d)) {
                    ChargeResponses.turnToFace(s, d.charger(), u);
                    ChargeSteps.afterReform(s, d, u);
                } else {
                    s.push(new ChargeTest(d, u, Response.TURN_TO_FACE, Formation.LINE, ChargeResponses.turnModifier(s, u)));
                }
            }
            case CHANGE_FORMATION -> s.push(new ChargeTest(d, u, Response.CHANGE_FORMATION, r.formation(),
                    ChargeResponses.formationModifier(s, u)));
        }
    }

    static String words(Response r) {
        return switch (r) {
            case STAND -> "stand";
            case COUNTER_CHARGE -> "counter-charge";
            case EVADE -> "evade";
            case TURN_TO_FACE -> "turn to face";
            case CHANGE_FORMATION -> "change formation";
            case FIRE -> "fire";
        };
    }

    @Override
    public String words(HowState s, HowAction a) {
        if (!(a instanceof Respond r)) {
            return a.toString();
        }
        String who = s.setup.unitName(reacting);
        String charger = s.setup.unitName(d.charger());
        return switch (r.response()) {
            case STAND -> who + " stands to receive " + charger + ".";
            case COUNTER_CHARGE -> who + " counter-charges " + charger + ".";
            case EVADE -> who + " evades " + charger + ".";
            case TURN_TO_FACE -> who + " tries to turn to face " + charger + ".";
            case CHANGE_FORMATION -> who + " tries to form " + Words.formation(r.formation()) + " before " + charger + " arrives.";
            case FIRE -> who + " will fire at " + charger + " as it comes in.";
        };
    }

    @Override
    public String describe(HowState s) {
        return s.setup.unitName(reacting) + " is charged by " + s.setup.unitName(d.charger()) + " and answers.";
    }
}
