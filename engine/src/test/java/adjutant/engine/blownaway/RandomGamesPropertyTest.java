package adjutant.engine.blownaway;

import adjutant.engine.blownaway.scenario.BaScenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Seeded random whole games of every shipped scenario in both versions (200 games in all),
 * checking after every step: men conserved, nobody off the table unless removed, cannon balls in
 * 0..4, decks conserved, k matches the killed men, copies independent and hashing like their
 * original; and at the end, that replaying the record reproduces every hash.
 */
class RandomGamesPropertyTest {
    private static final int GAMES_PER_SCENARIO_AND_VERSION = 25;
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
}
