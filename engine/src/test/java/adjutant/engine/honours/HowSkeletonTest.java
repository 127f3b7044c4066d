package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.honours.action.HowAction;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Whole random games run through the turn sequence (HOW-SEQ-1), copies independent and hashes stable. */
class HowSkeletonTest {

    private final HonoursRules rules = new HonoursRules();
    private final HowActionCodec codec = new HowActionCodec();

    @Test
    void randomGamesRunThroughEveryPhaseToTheTurnLimit() {
        for (long seed = 1; seed <= 20; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            HowState s = HowFixture.smallBattle().start();
            int steps = 0;
            while (!rules.result(s).isOver() && steps < 20_000) {
                HowState copy = s.copy();
                assertEquals(s.hash(), copy.hash());
                HowAction a;
                if (rules.isChanceNode(s)) {
                    List<ChanceOutcome<HowAction>> outs = rules.chanceOutcomes(s);
                    assertEquals(1.0, outs.stream().mapToDouble(ChanceOutcome::probability).sum(), 1e-9);
                    a = rules.sampleChance(s, random.nextDouble());
                } else {
                    List<HowAction> legal = rules.legalActions(s);
                    a = legal.get(random.nextInt(legal.size()));
                }
                assertEquals(a, codec.parse(codec.notation(a)));
                assertTrue(rules.validate(s, a).legal(), () -> rules.validate(s, a).message());
                codec.words(s, a);
                assertEquals(List.of(), HonoursRuleset.get().invariantViolations(s));
                long before = copy.hash();
                rules.apply(s, a);
                assertEquals(before, copy.hash(), "a copy changed when its original moved on");
                steps++;
            }
            assertTrue(rules.result(s).isOver());
        }
    }
}
