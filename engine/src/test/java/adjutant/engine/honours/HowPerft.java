package adjutant.engine.honours;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.honours.action.HowAction;

/**
 * Counts the leaves of Honours of War's candidate tree to a depth in decisions, as Blown Away's
 * {@code Perft}: a chance node is expanded into all its outcomes and does not count as depth, a
 * finished game is one leaf. An outcome that leaves the state as it was (a tie rolled again,
 * HOW-INIT-3) is no branch of its own: its chance goes to the others, so it is skipped.
 */
final class HowPerft {

    private static final HonoursRules RULES = new HonoursRules();

    private HowPerft() {
    }

    static long count(HowState s, int depth) {
        if (s.result.isOver()) {
            return 1;
        }
        if (RULES.isChanceNode(s)) {
            long n = 0;
            for (ChanceOutcome<HowAction> o : RULES.chanceOutcomes(s)) {
                HowState c = s.copy();
                RULES.applyLegal(c, o.outcome());
                if (c.hash() != s.hash()) {
                    n += count(c, depth);
                }
            }
            return n;
        }
        if (depth == 0) {
            return 1;
        }
        long n = 0;
        for (HowAction a : RULES.legalActions(s)) {
            HowState c = s.copy();
            RULES.applyLegal(c, a);
            n += count(c, depth - 1);
        }
        return n;
    }
}
