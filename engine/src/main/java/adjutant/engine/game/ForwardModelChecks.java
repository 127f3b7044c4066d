package adjutant.engine.game;

import java.util.ArrayList;
import java.util.List;

/**
 * The forward model's checks around one step, shared by the generic test every ruleset gets
 * and by {@code adjutant selfplay --check}, so that the long runs check what the test checks:
 * <ul>
 *   <li>before a chance step, its outcomes are positive and sum to 1;</li>
 *   <li>before a decision, the action chosen is legal by {@link Rules#validate}; a copy of the
 *       state hashes alike, and the step taken in the copy leaves the original untouched
 *       (copies are deep and independent);</li>
 *   <li>after every step, the ruleset's own invariants hold.</li>
 * </ul>
 * Each check returns what it found broken, in words; an empty list when all is well.
 */
public final class ForwardModelChecks {

    private ForwardModelChecks() {
    }

    /** Outcomes of probability above 0, summing to 1. */
    public static <S extends GameState<S>, A> List<String> beforeChance(Rules<S, A> rules, S s) {
        List<String> broken = new ArrayList<>();
        double sum = 0;
        for (ChanceOutcome<A> o : rules.chanceOutcomes(s)) {
            if (!(o.probability() > 0)) {
                broken.add("a chance outcome of probability " + o.probability());
            }
            sum += o.probability();
        }
        if (Math.abs(sum - 1.0) > 1e-9) {
            broken.add("the chance outcomes sum to " + sum);
        }
        return broken;
    }

    /** The action is legal, and a step taken in a copy of the state leaves the state as it was. */
    public static <S extends GameState<S>, A> List<String> beforeDecision(Ruleset<S, A> ruleset, S s, A a) {
        Rules<S, A> rules = ruleset.rules();
        List<String> broken = new ArrayList<>();
        Verdict v = rules.validate(s, a);
        if (!v.legal()) {
            broken.add("the chosen action '" + ruleset.codec().notation(a) + "' is illegal: " + v.message());
            return broken; // applying it in a copy would only throw
        }
        long before = s.hash();
        S copy = s.copy();
        if (copy.hash() != before) {
            broken.add("a copy hashes differently");
        }
        rules.apply(copy, a);
        if (s.hash() != before) {
            broken.add("a step taken in a copy changed the original");
        }
        return broken;
    }

    /** The ruleset's own invariants, after any step. */
    public static <S extends GameState<S>, A> List<String> afterStep(Ruleset<S, A> ruleset, S s) {
        return ruleset.invariantViolations(s);
    }
}
