package adjutant.engine.honours;

/**
 * What a brigade's final command result does at once, before any of its units moves
 * (HOW-CMD-4 steps 3 to 6): every unit takes the result as its order; an Inspiring brigade
 * rallies a hit from each unit (HOW-CMD-9 (d)) and its units take on the obligation to close
 * (HOW-CMD-9 (a), checked by {@link Command#mayEnd}); a Feeble brigade with half its units hit
 * falls back at once ({@link FeebleRetreat}, HOW-CMD-7); units out of command roll to keep the
 * result (HOW-CMD-11, HOW-CMD-12).
 *
 * <p>Units a scenario holds in place (HOW-SCN-4/5, {@link Command#held}) still roll with their
 * brigade, but take Poor as their order and neither fall back nor carry an obligation: the
 * scenario forbids them voluntary moves (decisions-cmd.md).
 */
final class CommandEffects {

    private CommandEffects() {
    }

    static void settle(HowState s, int brigade, CommandResult result) {
        s.brigadeOrder[brigade] = result;
        int[] us = s.setup.brigadeUnits(brigade);
        boolean[] inCommand = InCommand.of(s, brigade); // before any unit moves (AMB-65)
        for (int u : us) {
            UnitState st = s.units[u];
            st.activated = true;
            st.order = Command.held(s, u) ? CommandResult.POOR : result;
        }
        if (result == CommandResult.INSPIRING) {
            inspire(s, brigade, us);
        }
        if (result == CommandResult.FEEBLE && FeebleRetreat.due(s, brigade)) {
            FeebleRetreat.run(s, brigade);
        }
        if (!result.restricted() && !s.setup.independent(brigade)) {
            for (int i = us.length - 1; i >= 0; i--) {
                if (!inCommand[i] && s.inPlay(us[i]) && !Command.held(s, us[i])) {
                    s.push(new OutOfCommandTest(us[i]));
                }
            }
        }
    }

    /** What the final result does at once, for the roll's sentence: "" or "; every unit rallies a hit". */
    static String consequence(HowState s, int brigade, CommandResult result) {
        if (result == CommandResult.INSPIRING) {
            return "; every unit rallies a hit, never its last";
        }
        if (result == CommandResult.FEEBLE && FeebleRetreat.due(s, brigade)) {
            return "; half its units are hit, so they fall back a move from the enemy";
        }
        return "";
    }

    /** HOW-CMD-9 (d) and the obligation of (a): each unit rallies a hit, never its last (HOW-RALLY-4). */
    static void inspire(HowState s, int brigade, int[] us) {
        boolean directed = Ratings.encouraged(s, brigade); // (c): movement optional when directed
        for (int u : us) {
            UnitState st = s.units[u];
            if (!s.inPlay(u)) {
                continue;
            }
            if (st.hits >= 2) {
                st.hits--;
            }
            if (!directed && Inspiring.obliged(s, u)) {
                st.inspiredFrom = s.nearestEnemyDistance(u);
            }
        }
    }
}
