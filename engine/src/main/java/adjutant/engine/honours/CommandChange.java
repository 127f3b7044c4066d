package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.honours.scenario.SpecialRule;

/**
 * A commanding general who leaves during the game (HOW-SCN-5: Frederick at the end of turn 5,
 * Keith then commands). Proposed (AMB-45): at the end of the turn, after the breaking-point
 * check, the leaving general is removed and the replacement becomes the side's commanding
 * general ({@link HowState#general}), rated dependable (less a step per casualty he has already
 * suffered), and the lieutenant-general level disappears: his brigades answer to him as the
 * commanding general and any other lieutenant general of the side leaves with the old general.
 */
final class CommandChange {

    private CommandChange() {
    }

    /** At the end of the turn (phase 8, once the game goes on): the scenario's general leaves if this is his turn. */
    static void endOfTurn(HowState s) {
        s.setup.scenario().specialRule(SpecialRule.GeneralLeaves.class)
                .filter(r -> r.endOfTurn() == s.turn)
                .ifPresent(r -> apply(s, r));
    }

    static void apply(HowState s, SpecialRule.GeneralLeaves r) {
        int leaving = s.setup.commander(r.general());
        int next = s.setup.commander(r.replacement());
        Side side = s.setup.commanderSide(leaving);
        s.commanders[leaving].removed = true;
        s.commanders[leaving].directs = -1;
        for (int c = 0; c < s.commanders.length; c++) {
            if (c != next && s.setup.commanderSide(c) == side && s.role(c) == CommanderRole.LIEUTENANT_GENERAL) {
                s.commanders[c].removed = true; // the lieutenant-general level disappears
            }
        }
        CommanderState k = s.commanders[next];
        if (k.removed) {
            s.generalOverride[side.ordinal()] = -2; // nobody is left to take over
            return;
        }
        s.generalOverride[side.ordinal()] = next;
        k.raisedTo = null;
        k.directs = -1;
        Rating rating = Rating.DEPENDABLE;
        for (int i = 0; i < k.casualties; i++) {
            rating = rating.lowered();
        }
        k.rating = rating;
    }
}
