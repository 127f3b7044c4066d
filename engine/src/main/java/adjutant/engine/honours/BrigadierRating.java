package adjutant.engine.honours;

import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Roll;

/**
 * A brigade commander (or lieutenant general, HOW-OPT-5) the scenario leaves unrated is diced
 * on his army's national table before the first turn (HOW-ORG-13, HOW-NAT-2): one D6 each, in
 * the book's preferred way, one roll per brigade once it is deployed. An unrated commanding
 * general is not diced: he acts as dependable (HOW-ORG-14, HOW-CMD-16).
 */
record BrigadierRating(int commander) implements D6Roll {

    /** Queues a roll for each unrated brigade commander and lieutenant general, in the scenario's order. */
    static void queue(HowState s) {
        for (int c = 0; c < s.setup.commanderCount(); c++) {
            if (s.setup.commander(c).role() != CommanderRole.GENERAL && s.commanders[c].rating == null) {
                s.later(new BrigadierRating(c));
            }
        }
    }

    Rating rating(HowState s, int face) {
        return s.setup.armyNation(s.setup.commanderSide(commander)).brigadierRating(face);
    }

    @Override
    public void apply(HowState s, HowAction a) {
        s.commanders[commander].rating = rating(s, ((Roll) a).first());
    }

    @Override
    public String words(HowState s, HowAction a) {
        int face = ((Roll) a).first();
        return String.format("%s is rated %s (rolled %d).", s.setup.commander(commander).name(), rating(s, face).id(), face);
    }

    @Override
    public String describe(HowState s) {
        return "Roll a die to rate " + s.setup.commander(commander).name() + " on the "
                + s.setup.armyNation(s.setup.commanderSide(commander)).name().toLowerCase(java.util.Locale.ROOT) + " table.";
    }
}
