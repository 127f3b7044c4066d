package adjutant.engine.honours;

import adjutant.engine.game.UnitNames;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Roll;

/**
 * The command roll as a brigade or independent unit is activated (HOW-CMD-4): one D6 on the
 * column of its commander's rating (raised by the general's encouragement, HOW-CMD-14), plus 1
 * for a dashing commander encouraged, minus 1 per casualty suffered while dithering
 * (HOW-CMD-19), read as 1 to 6 (HOW-CMD-22). Then the general's global adjustment, if the result
 * calls for it ({@link GlobalAdjustment}), and what the result does at once ({@link CommandEffects}).
 */
record CommandRoll(int brigade) implements D6Roll {

    /** The result a die face gives this brigade now. */
    static CommandResult result(HowState s, int brigade, int face) {
        return CommandResult.read(Ratings.column(s, brigade), modified(s, brigade, face));
    }

    /** The face with its modifiers, clamped to 1–6 (HOW-CMD-22). */
    static int modified(HowState s, int brigade, int face) {
        return Math.max(1, Math.min(6, face + Ratings.modifier(s, brigade)));
    }

    @Override
    public void apply(HowState s, HowAction a) {
        CommandResult r = result(s, brigade, ((Roll) a).first());
        int general = GlobalAdjustment.triggeredBy(s, brigade, r);
        if (general >= 0) {
            s.push(new GlobalAdjustment(brigade, r, general));
        } else {
            CommandEffects.settle(s, brigade, r);
        }
    }

    @Override
    public String words(HowState s, HowAction a) {
        int face = ((Roll) a).first();
        int mod = Ratings.modifier(s, brigade);
        String roll = mod == 0 ? String.valueOf(face) : String.format("%d (%+d, read as %d)", face, mod, modified(s, brigade, face));
        CommandResult r = result(s, brigade, face);
        int general = GlobalAdjustment.triggeredBy(s, brigade, r);
        String then = general >= 0 ? "; " + s.setup.commander(general).name() + " may change it"
                : CommandEffects.consequence(s, brigade, r);
        return String.format("Command roll for %s: %s on the %s column, %s%s.", s.setup.brigade(brigade).name(), roll,
                Ratings.column(s, brigade).id(), r.words(), then);
    }

    @Override
    public String describe(HowState s) {
        return "Roll a die for " + UnitNames.possessive(s.setup.brigade(brigade).name()) + " command (" + Ratings.column(s, brigade).id() + ").";
    }
}
