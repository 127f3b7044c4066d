package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.game.Rulesets;
import adjutant.engine.game.Side;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The hooks through which the command line reaches Blown Away without naming its classes: they
 * say what Blown Away's own classes say (StateSummary, Invariants, the MAIN step, side names).
 */
class BlownAwayRulesetHooksTest {
    private final BlownAwayRuleset ruleset = BlownAwayRuleset.get();

    @Test
    void theRegistryHasBlownAwayWithItsHooks() {
        assertTrue(Rulesets.require(BlownAwayRuleset.ID) instanceof BlownAwayRuleset);
    }

    @Test
    void hooksAgreeWithBlownAwaysOwnClassesThroughARandomGame() {
        BaState s = ruleset.newGame(BaScenario.named("skirmish"), "chance", 7);
        SplittableRandom rng = new SplittableRandom(7);
        for (int step = 0; step < 400 && !s.outcome().isOver(); step++) {
            assertEquals(StateSummary.of(s), ruleset.summary(s));
            assertEquals(s.phase() == Phase.MAIN, ruleset.isMainDecision(s), "step " + step);
            assertTrue(ruleset.invariantViolations(s).isEmpty(), () -> ruleset.invariantViolations(s).toString());
            BlownAwayRules rules = ruleset.rules();
            rules.applyLegal(s, rules.isChanceNode(s) ? rules.sampleChance(s, rng.nextDouble())
                    : ruleset.randomOpening(s, rng));
        }
    }

    @Test
    void sidesAreNamedAsTheScenarioNamesThem() {
        BaState s = ruleset.newGame(BaScenario.named("skirmish"), "chance", 1);
        assertEquals(s.setup().sideName(Side.BLUE), ruleset.sideName(s, Side.BLUE));
        assertEquals(s.setup().sideName(Side.RED), ruleset.sideName(s, Side.RED));
    }
}
