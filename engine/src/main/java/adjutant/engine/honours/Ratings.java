package adjutant.engine.honours;

/**
 * Who commands a brigade and how well this turn: the commanders' effective ratings, the
 * lieutenant general over a brigade, encouragement, and the column and modifier of the command
 * roll (HOW-CMD-4, HOW-CMD-14, HOW-CMD-16, HOW-CMD-19, HOW-CMD-20, HOW-ORG-14, HOW-OPT-6 to 8).
 *
 * <p>Decisions (decisions-cmd.md): a brigade under a lieutenant general takes his global
 * adjustment instead of the commanding general's (he stands between them, AMB-87); a brigade
 * encouraged by both its lieutenant general and the commanding general is raised once.
 */
final class Ratings {

    private Ratings() {
    }

    /** The commander's rating this turn: casualties included, an unrated general as dependable, a raise by the commanding general applied. */
    static Rating effective(HowState s, int c) {
        CommanderState cs = s.commanders[c];
        Rating r = cs.rating == null ? Rating.DEPENDABLE : cs.rating;
        return cs.raisedTo != null && cs.raisedTo.compareTo(r) > 0 ? cs.raisedTo : r;
    }

    /** The lieutenant general whose command includes the brigade, −1 if none (HOW-OPT-5). */
    static int lieutenantOf(HowState s, int brigade) {
        String id = s.setup.brigade(brigade).id();
        for (int c = 0; c < s.setup.commanderCount(); c++) {
            if (s.role(c) == CommanderRole.LIEUTENANT_GENERAL && s.setup.commander(c).brigades().contains(id)) {
                return c;
            }
        }
        return -1;
    }

    /** Whether a general may act toward the unit (rally it, HOW-RALLY-3): the commanding general any unit of his army, a lieutenant general only his own command (HOW-OPT-6). */
    static boolean commands(HowState s, int general, int unit) {
        if (s.role(general) == CommanderRole.LIEUTENANT_GENERAL) {
            return lieutenantOf(s, s.setup.brigadeOf(unit)) == general;
        }
        return s.setup.commanderSide(general) == s.setup.side(unit);
    }

    /** The general whose global adjustment reaches the brigade: its lieutenant general if he is still there, else the army's (HOW-CMD-15, HOW-CMD-17, AMB-87); −1 if none. */
    static int adjustingGeneral(HowState s, int brigade) {
        int lt = lieutenantOf(s, brigade);
        if (lt >= 0 && !s.commanders[lt].removed) {
            return lt;
        }
        return s.general(s.setup.brigadeSide(brigade));
    }

    /** Whether the commanding general, or the brigade's lieutenant general, directs it this turn (HOW-CMD-14, HOW-OPT-6). */
    static boolean encouraged(HowState s, int brigade) {
        if (s.directed[s.setup.brigadeSide(brigade).ordinal()] == brigade) {
            return true;
        }
        int lt = lieutenantOf(s, brigade);
        return lt >= 0 && !s.commanders[lt].removed && s.commanders[lt].directs == brigade;
    }

    /** The column of the command table the brigade rolls on this turn (HOW-CMD-4 step 1). */
    static Rating column(HowState s, int brigade) {
        boolean encouraged = encouraged(s, brigade);
        if (s.setup.independent(brigade)) {
            return encouraged ? Rating.DASHING : Rating.DEPENDABLE; // HOW-CMD-20
        }
        Rating own = effective(s, s.setup.brigadeCommander(brigade));
        return encouraged ? own.raised() : own;
    }

    /** What is added to the die: +1 for a dashing commander encouraged, −1 per casualty while dithering (HOW-CMD-4 step 2). */
    static int modifier(HowState s, int brigade) {
        if (s.setup.independent(brigade)) {
            return 0;
        }
        int bc = s.setup.brigadeCommander(brigade);
        int mod = -s.commanders[bc].penalty;
        if (encouraged(s, brigade) && effective(s, bc) == Rating.DASHING) {
            mod++;
        }
        return mod;
    }

    /**
     * The rating the general would raise lieutenant general {@code lt} to, null if he cannot
     * raise him: unrated (non-historical) one step, never past dashing (HOW-OPT-7); rated, up to
     * his own rating, a dithering general not at all (HOW-OPT-8).
     */
    static Rating raiseTo(HowState s, int general, int lt) {
        Rating now = effective(s, lt);
        Rating cap;
        if (s.commanders[general].rating == null) {
            cap = now == Rating.DASHING ? null : now.raised();
        } else {
            Rating g = s.commanders[general].rating;
            cap = g == Rating.DITHERING ? null : g;
        }
        return cap != null && cap.compareTo(now) > 0 ? cap : null;
    }
}
