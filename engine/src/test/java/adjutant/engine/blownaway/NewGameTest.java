package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.scenario.ScenarioCatalog;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Objects;
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

    /** Every instance field of the state equal in value (arrays by content), the setup's arrays too. */
    private static void assertSameValues(BaState expected, BaState actual, String where) throws Exception {
        for (Field f : BaState.class.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            f.setAccessible(true);
            Object e = f.get(expected);
            Object a = f.get(actual);
            String what = where + ": field " + f.getName();
            if (e instanceof BaSetup || e instanceof BodyBounds) {
                continue; // objects of their own: the setup's values are compared below, bounds are rebuilt on demand
            }
            if (e != null && e.getClass().isArray()) {
                assertTrue(Objects.deepEquals(e, a), what);
            } else {
                assertTrue(Objects.equals(e, a), what + ": " + e + " against " + a);
            }
        }
        for (Field f : BaSetup.class.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            f.setAccessible(true);
            Object e = f.get(expected.setup);
            if (e != null && (e.getClass().isArray() || e instanceof Number || e instanceof Boolean || e instanceof Enum)) {
                assertTrue(Objects.deepEquals(e, f.get(actual.setup)), where + ": setup field " + f.getName());
            }
        }
    }
}
