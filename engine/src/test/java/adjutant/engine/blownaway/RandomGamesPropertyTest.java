package adjutant.engine.blownaway;

import adjutant.engine.blownaway.scenario.BaScenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.record.GameRecord;
import adjutant.engine.record.GameRecorder;
import adjutant.engine.record.GameRecords;
import adjutant.engine.scenario.ScenarioCatalog;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Seeded random whole games of every shipped scenario in both versions (200 games in all),
 * checking after every step: men conserved, nobody off the table unless removed, cannon balls in
 * 0..4, decks conserved, k matches the killed men, copies independent and hashing like their
 * original; and at the end, that replaying the record reproduces every hash. Copies taken along
 * other such games are also played on by the rules, which must leave their original untouched.
 */
class RandomGamesPropertyTest {
    private static final int GAMES_PER_SCENARIO_AND_VERSION = 25;
    private static final int COPY_GAMES_PER_SCENARIO_AND_VERSION = 3;
    private static final int COPY_EVERY = 10; // steps of the original between two copies
    private static final int STEPS_ON_COPY = 5;
    private final BlownAwayRules rules = new BlownAwayRules();

    @TestFactory
    List<DynamicTest> randomGamesKeepEveryInvariant() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (Variant v : Variant.values()) {
                tests.add(DynamicTest.dynamicTest(name + " " + v.id(), () -> {
                    for (int g = 0; g < GAMES_PER_SCENARIO_AND_VERSION; g++) {
                        playAndCheck(name, v, 1000L * g + name.hashCode());
                    }
                }));
            }
        }
        return tests;
    }

    private void playAndCheck(String scenario, Variant v, long seed) throws Exception {
        GameRecorder<BaState, BaAction> g = new GameRecorder<>(BlownAwayRuleset.get(), BaScenario.named(scenario), v.id(), seed);
        SplittableRandom rng = new SplittableRandom(seed);
        BaState s = g.state();
        while (!s.outcome().isOver()) {
            if (rules.isChanceNode(s)) {
                g.resolveChance();
            } else {
                BaAction a;
                if (s.phase() == Phase.MAIN) {
                    a = rules.candidates().randomMainAction(s, rng);
                } else {
                    List<BaAction> legal = rules.legalActions(s);
                    a = legal.get(rng.nextInt(legal.size()));
                }
                g.apply(a);
            }
            List<String> broken = Invariants.violations(s);
            assertTrue(broken.isEmpty(), scenario + " seed " + seed + " step " + g.stepCount() + ": " + broken);
            assertTrue(Invariants.copyIsIndependent(s), "copy independence at step " + g.stepCount());
        }
        GameRecord<BaState, BaAction> r = g.record();
        GameRecords.Replay<BaState> replay = GameRecords.replay(r);
        assertEquals(s.hash(), replay.finalState().hash());
    }

    /**
     * The state's values are packed into a few backing arrays (#23): a copy must own all of its
     * own, whatever the rules write. Along seeded random games, a copy is taken every few steps
     * and played on by the rules; its original must keep every value (hashed or not: departures,
     * commanders, counts, statistics) and its hash, and a fresh copy must hold the same values
     * and hash equal.
     */
    @Test
    @DisplayName("copy is independent and equal: packed arrays")
    void copiesPlayedOnLeaveTheirOriginalAlone() {
        int changedCopies = 0;
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (Variant v : Variant.values()) {
                for (int g = 0; g < COPY_GAMES_PER_SCENARIO_AND_VERSION; g++) {
                    long seed = 7919L * g + name.hashCode();
                    BaState s = BlownAway.newGame(BaScenario.named(name), v, seed);
                    SplittableRandom rng = new SplittableRandom(seed);
                    for (int step = 0; !s.outcome().isOver(); step++) {
                        if (step % COPY_EVERY == 0) {
                            String where = name + " " + v.id() + " seed " + seed + " step " + step;
                            changedCopies += playOnCopy(s, new SplittableRandom(seed + step), where) ? 1 : 0;
                        }
                        randomStep(s, rng);
                    }
                }
            }
        }
        assertTrue(changedCopies > 0, "no copy was changed by the rules: the test proves nothing");
    }

    /** Plays a copy of {@code s} on for a few steps; checks {@code s} is untouched; true if the copy changed. */
    private boolean playOnCopy(BaState s, SplittableRandom rng, String where) {
        long before = s.hash();
        BaState kept = s.copy(); // every value of s as it stands, in arrays of its own (checked next)
        assertSameValues(s, kept, where);
        BaState c = s.copy();
        assertEquals(before, c.hash(), where + ": a copy hashes like its original");
        assertSameValues(s, c, where);
        for (int i = 0; i < STEPS_ON_COPY && !c.outcome().isOver(); i++) {
            randomStep(c, rng);
        }
        assertEquals(before, s.hash(), where + ": playing on a copy moved its original's hash");
        assertSameValues(kept, s, where + " (after playing on the copy)");
        BaState fresh = s.copy();
        assertEquals(before, fresh.hash(), where + ": a fresh copy hashes like its original");
        assertSameValues(s, fresh, where + " (fresh copy)");
        return c.hash() != before;
    }

    private void randomStep(BaState s, SplittableRandom rng) {
        RandomSteps.play(rules, s, rng);
    }

    /** Every packed value, hashed or not, and the backing arrays not shared. */
    private static void assertSameValues(BaState expected, BaState actual, String where) {
        assertNotSame(expected.doubleData, actual.doubleData, where);
        assertNotSame(expected.byteData, actual.byteData, where);
        assertNotSame(expected.shortData, actual.shortData, where);
        assertNotSame(expected.pairs, actual.pairs, where);
        assertNotSame(expected.tally, actual.tally, where);
        for (int u = 0; u < expected.spine.length; u++) {
            if (expected.spine[u] != null) {
                assertNotSame(expected.spine[u], actual.spine[u], where);
            }
        }
        StateValues.assertEqual(expected, actual, where);
    }
}
