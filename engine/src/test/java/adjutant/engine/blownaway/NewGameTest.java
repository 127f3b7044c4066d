package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.scenario.ScenarioCatalog;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A new game is a copy of the scenario's deployment kept from the last game on the thread
 * ({@link BlownAway#newGame}): it must be, field for field, the game a first deployment makes, and
 * playing one game must not touch the next.
 */
class NewGameTest {
    private final BlownAwayRules rules = new BlownAwayRules(new CandidateGenerator());

    @Test
    @DisplayName("BA-SETUP-9, BA-SETUP-11: a game from the kept deployment equals a freshly deployed one, whoever starts")
    void keptDeploymentGivesTheFreshGame() throws Exception {
        for (String name : ScenarioCatalog.names("blown-away")) {
            BaScenario kept = BaScenario.named(name);
            for (Variant v : Variant.values()) {
                for (long seed = 1; seed <= 6; seed++) {
                    BaScenario other = BaScenario.named(name); // another instance: deployed afresh
                    assertNotSame(kept, other);
                    BaState fresh = BlownAway.newGame(other, v, seed);
                    BlownAway.newGame(kept, v, seed + 100); // deploys kept; the next game is its copy
                    BaState copy = BlownAway.newGame(kept, v, seed);
                    String where = name + " " + v + " seed " + seed;
                    assertEquals(fresh.hash(), copy.hash(), where);
                    assertSameValues(fresh, copy, where);
                    playOn(copy, seed);
                    assertEquals(fresh.hash(), BlownAway.newGame(kept, v, seed).hash(), where + ": after a game was played on");
                }
            }
        }
    }

    private void playOn(BaState s, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        for (int i = 0; i < 40 && !rules.result(s).isOver(); i++) {
            RandomSteps.play(rules, s, rng);
        }
    }

    /** Every instance field of the state equal in value (arrays by content), and the setup's values. */
    private static void assertSameValues(BaState expected, BaState actual, String where) throws Exception {
        // objects of their own: the setup's values are compared below, the boxes are rebuilt when asked for
        StateFields.assertEqualValues(BaState.class, expected, actual, where,
                value -> value instanceof BaSetup || value instanceof BodyBounds);
        StateFields.assertEqualValues(BaSetup.class, expected.setup, actual.setup, where + ": setup",
                value -> !(value != null && (value.getClass().isArray() || value instanceof Number
                        || value instanceof Boolean || value instanceof Enum)));
    }
}
