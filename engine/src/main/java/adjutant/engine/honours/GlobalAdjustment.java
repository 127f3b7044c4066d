package adjutant.engine.honours;

import adjutant.engine.game.UnitNames;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Roll;

/**
 * The general's reach over every command result in his army, wherever he stands: a dithering
 * general turns an Admirable or Inspiring result into Steady on a D6 of 1–2 (HOW-CMD-15); a
 * dashing one turns Poor or Feeble into Steady on 5–6 (HOW-CMD-17). A lieutenant general does
 * the same for his own command only (HOW-OPT-6, AMB-87).
 */
record GlobalAdjustment(int brigade, CommandResult rolled, int general) implements D6Roll {

    /** The general whose adjustment the result triggers, −1 if none. */
    static int triggeredBy(HowState s, int brigade, CommandResult r) {
        int g = Ratings.adjustingGeneral(s, brigade);
        if (g < 0 || s.commanders[g].removed) {
            return -1;
        }
        Rating rating = Ratings.effective(s, g);
        boolean good = r == CommandResult.ADMIRABLE || r == CommandResult.INSPIRING;
        if (rating == Rating.DITHERING && good || rating == Rating.DASHING && r.restricted()) {
            return g;
        }
        return -1;
    }

    /** The result after a die face. */
    CommandResult after(HowState s, int face) {
        boolean dithering = Ratings.effective(s, general) == Rating.DITHERING;
        boolean changes = dithering ? face <= 2 : face >= 5;
        return changes ? CommandResult.STEADY : rolled;
    }

    @Override
    public void apply(HowState s, HowAction a) {
        CommandEffects.settle(s, brigade, after(s, ((Roll) a).first()));
    }

    @Override
    public String words(HowState s, HowAction a) {
        int face = ((Roll) a).first();
        CommandResult r = after(s, face);
        String who = s.setup.commander(general).name() + " (" + Ratings.effective(s, general).id() + ")";
        return r == rolled
                ? String.format("%s rolls %d: %s %s result stands%s.", who, face, UnitNames.possessive(s.setup.brigade(brigade).name()), rolled.words(),
                        CommandEffects.consequence(s, brigade, r))
                : String.format("%s rolls %d: %s %s result becomes Steady.", who, face, UnitNames.possessive(s.setup.brigade(brigade).name()),
                        rolled.words());
    }

    @Override
    public String describe(HowState s) {
        return "Roll a die: does " + s.setup.commander(general).name() + " change " + UnitNames.possessive(s.setup.brigade(brigade).name())
                + " " + rolled.words() + " result?";
    }
}
