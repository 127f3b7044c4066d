package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.game.ChanceOutcome;

/**
 * Counts the leaves of the candidate tree to a depth in decisions: chance nodes are expanded
 * into all their outcomes and do not count as depth (the "perft" of chess engines).
 */
final class Perft {
    private Perft() {}

    static long count(BlownAwayRules rules, BaState s, int depth) {
        if (s.outcome().isOver()) {
            return 1;
        }
        if (rules.isChanceNode(s)) {
            long n = 0;
            for (ChanceOutcome<BaAction> o : rules.chanceOutcomes(s)) {
                BaState c = s.copy();
                rules.apply(c, o.outcome());
                n += count(rules, c, depth);
            }
            return n;
        }
        if (depth == 0) {
            return 1;
        }
        long n = 0;
        for (BaAction a : rules.legalActions(s)) {
            BaState c = s.copy();
            rules.apply(c, a);
            n += count(rules, c, depth - 1);
        }
        return n;
    }
}
