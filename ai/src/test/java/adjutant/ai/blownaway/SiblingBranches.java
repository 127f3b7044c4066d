package adjutant.ai.blownaway;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.action.BaAction;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A position and up to three sibling copies of it, each after another random legal action: what
 * a search meets, where what is kept for one branch must not be taken for another's.
 */
final class SiblingBranches {
    private static final BlownAwayRules RULES = new BlownAwayRules();

    private SiblingBranches() {}

    static List<BaState> of(BaState s, SplittableRandom rng) {
        List<BaState> out = new ArrayList<>();
        out.add(s);
        if (RULES.isChanceNode(s)) {
            return out;
        }
        List<BaAction> actions = RULES.legalActions(s);
        for (int i = 0; i < 3 && i < actions.size(); i++) {
            BaState child = s.copy();
            RULES.applyLegal(child, actions.get(rng.nextInt(actions.size())));
            out.add(child);
        }
        return out;
    }
}
