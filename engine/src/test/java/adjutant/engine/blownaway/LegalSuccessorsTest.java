package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link BlownAwayRules#legalSuccessors} lists what {@code legalActions} lists, and the state it
 * shows for each action is the one a fresh copy reaches when the action is validated and applied
 * on its own: a move applied by the plan its candidate validation found lands where planning it
 * again puts it (BA-MOVE-1, BA-MOVE-10), on random games of every variant.
 */
class LegalSuccessorsTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    @Test
    @DisplayName("BA-MOVE-10: every successor is the state that validating and applying the action on a copy gives")
    void successorsAreThePlainApplies() {
        int moves = 0;
        int decisions = 0;
        for (String name : List.of("encounter", "crossroads", "fieldworks")) {
            for (Variant v : Variant.values()) {
                BaState s = BlownAway.newGame(BaScenario.named(name), v, 21);
                SplittableRandom rng = new SplittableRandom(21);
                for (int step = 0; step < 250 && !s.outcome().isOver(); step++) {
                    if (!rules.isChanceNode(s)) {
                        String where = name + " " + v.id() + " step " + step;
                        List<BaAction> seen = new ArrayList<>();
                        BaState at = s;
                        List<BaAction> listed = rules.legalSuccessors(s, (a, after) -> {
                            seen.add(a);
                            BaState plain = at.copy();
                            rules.apply(plain, a);
                            assertSameState(plain, after, where + ", " + a);
                        });
                        assertEquals(rules.legalActions(s), listed, where);
                        assertEquals(listed, seen, where);
                        moves += (int) listed.stream().filter(a -> a instanceof Move).count();
                        decisions++;
                    }
                    RandomSteps.play(rules, s, rng);
                }
            }
        }
        assertTrue(moves > 1000 && decisions > 500, moves + " moves in " + decisions + " decisions");
    }

    private static void assertSameState(BaState expected, BaState actual, String where) {
        assertEquals(expected.hash(), actual.hash(), where + ": hash");
        assertEquals(expected.phase(), actual.phase(), where + ": phase");
        StateValues.assertEqual(expected, actual, where);
    }
}
