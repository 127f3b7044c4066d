package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.scenario.ScenarioCatalog;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link BaState#copyInto} must give exactly what {@link BaState#copy} gives (#23): along seeded
 * random games of every shipped scenario in both versions, a stale state played elsewhere is
 * overwritten with the current one, then compared field by field (by reflection, so a field added
 * to the state and forgotten in {@code copyInto} fails here) and played on beside a plain copy
 * with the same dice and choices, step by step hash-equal, the original untouched.
 */
class BaStateCopyIntoTest {
    private static final int GAMES_PER_SCENARIO_AND_VERSION = 2;
    private static final int COPY_EVERY = 7;
    private static final int STEPS_ON_COPY = 6;
    private final BlownAwayRules rules = new BlownAwayRules();

    @Test
    @DisplayName("copyInto a used state equals a fresh copy, field by field and step by step")
    void copyIntoEqualsACopy() throws Exception {
        int compared = 0;
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (Variant v : Variant.values()) {
                for (int g = 0; g < GAMES_PER_SCENARIO_AND_VERSION; g++) {
                    long seed = 104_729L * g + name.hashCode();
                    BaState s = BlownAway.newGame(BaScenario.named(name), v, seed);
                    BaState spare = s.copy();
                    SplittableRandom rng = new SplittableRandom(seed);
                    for (int step = 0; !s.outcome().isOver(); step++) {
                        if (step % COPY_EVERY == 0) {
                            String where = name + " " + v.id() + " seed " + seed + " step " + step;
                            spare = checkCopyInto(s, spare, seed + step, where);
                            compared++;
                        }
                        randomStep(s, rng);
                    }
                }
            }
        }
        assertTrue(compared > 100, "states compared: " + compared);
    }

    @Test
    @DisplayName("copyInto another setup's state, or into itself, makes a new copy")
    void copyIntoAStrangerMakesANewCopy() {
        BaState a = BlownAway.newGame(BaScenario.named("encounter"), Variant.CHANCE, 1);
        BaState b = BlownAway.newGame(BaScenario.named("skirmish"), Variant.CHANCE, 1);
        BaState intoStranger = a.copyInto(b);
        assertNotSame(b, intoStranger);
        assertEquals(a.hash(), intoStranger.hash());
        BaState intoItself = a.copyInto(a);
        assertNotSame(a, intoItself);
        assertEquals(a.hash(), intoItself.hash());
    }

    /** Overwrites {@code spare} with {@code s}, checks it, plays it on; returns it for the next time. */
    private BaState checkCopyInto(BaState s, BaState spare, long seed, String where) throws Exception {
        long before = s.hash();
        BaState plain = s.copy();
        BaState into = s.copyInto(spare);
        assertSame(spare, into, where + ": the spare is reused");
        assertSameFields(plain, into, where);
        SplittableRandom a = new SplittableRandom(seed);
        SplittableRandom b = new SplittableRandom(seed);
        for (int i = 0; i < STEPS_ON_COPY && !plain.outcome().isOver(); i++) {
            randomStep(plain, a);
            randomStep(into, b);
            assertEquals(plain.hash(), into.hash(), where + ": step " + i + " on the copies");
        }
        assertEquals(before, s.hash(), where + ": playing on the copy moved its original");
        return into;
    }

    /** Every instance field equal; arrays equal in content. */
    private static void assertSameFields(BaState expected, BaState actual, String where) throws Exception {
        StateFields.assertEqualValues(BaState.class, expected, actual, where, value -> false);
    }

    private void randomStep(BaState s, SplittableRandom rng) {
        RandomSteps.play(rules, s, rng);
    }
}
