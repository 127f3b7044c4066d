package adjutant.engine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.scenario.ScenarioLoader;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The checks {@code selfplay --check} and the forward-model test share: they pass good steps and name bad ones. */
class ForwardModelChecksTest {

    @Test
    void aListedActionPassesAndAnActionOfAnotherPositionIsNamedWithItsRule() throws Exception {
        check(Rulesets.require("honours-of-war"), "honours-of-war/st-ulrich");
    }

    private static <S extends GameState<S>, A> void check(Ruleset<S, A> ruleset, String scenario) throws Exception {
        Rules<S, A> rules = ruleset.rules();
        S s = ruleset.newGame(ScenarioLoader.loadNamed(scenario), ruleset.defaultVariant().id(), 1);
        SplittableRandom random = new SplittableRandom(1);
        // Play on until a decision whose actions differ from the one before: an action of the
        // earlier decision is then (most likely) not legal in the later one.
        A earlier = null;
        for (int step = 0; step < 500; step++) {
            if (rules.isChanceNode(s)) {
                assertEquals(List.of(), ForwardModelChecks.beforeChance(rules, s));
                rules.applyLegal(s, rules.sampleChance(s, random.nextDouble()));
                continue;
            }
            List<A> legal = rules.legalActions(s);
            A a = legal.get(random.nextInt(legal.size()));
            assertEquals(List.of(), ForwardModelChecks.beforeDecision(ruleset, s, a));
            if (earlier != null && !rules.validate(s, earlier).legal()) {
                List<String> broken = ForwardModelChecks.beforeDecision(ruleset, s, earlier);
                assertEquals(1, broken.size(), broken.toString());
                assertTrue(broken.get(0).startsWith("the chosen action '" + ruleset.codec().notation(earlier) + "' is illegal: HOW-"),
                        broken.get(0));
                return;
            }
            earlier = a;
            rules.applyLegal(s, a);
            assertEquals(List.of(), ForwardModelChecks.afterStep(ruleset, s));
        }
        throw new AssertionError("no decision refused the action of the one before in 500 steps");
    }
}
