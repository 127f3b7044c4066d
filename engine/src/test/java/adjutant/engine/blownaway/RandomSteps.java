package adjutant.engine.blownaway;

import adjutant.engine.blownaway.action.BaAction;
import java.util.List;
import java.util.SplittableRandom;

/** Random walks through games for the tests that compare a shortcut with the exact computation. */
final class RandomSteps {
    private RandomSteps() {}

    /** A random next action: the first chance outcome, a random legal main candidate, or a random legal action. */
    static BaAction next(BlownAwayRules rules, BaState s, SplittableRandom rng) {
        if (rules.isChanceNode(s)) {
            return rules.chanceOutcomes(s).get(0).outcome();
        }
        if (s.phase() == Phase.MAIN) {
            return rules.candidates().randomMainAction(s, rng);
        }
        List<BaAction> legal = rules.legalActions(s);
        return legal.get(rng.nextInt(legal.size()));
    }

    /** One step by the rules: a chance outcome by its probability, or a random legal decision. */
    static void play(BlownAwayRules rules, BaState s, SplittableRandom rng) {
        BaAction a = rules.isChanceNode(s) ? rules.sampleChance(s, rng.nextDouble()) : next(rules, s, rng);
        rules.apply(s, a);
    }
}
