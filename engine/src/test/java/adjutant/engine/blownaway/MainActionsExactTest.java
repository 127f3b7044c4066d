package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.scenario.ScenarioCatalog;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The legal actions at MAIN (BA-TURN-4, Appendix B.2) share work between the candidates of one
 * decision (a unit's body, pinners, pivoted pose, the frames); that sharing must never change a
 * verdict. Seeded random games of every shipped scenario, choosing among the legal actions, check
 * at each MAIN decision that the list equals the plain one: every candidate validated on its own
 * (BA-MOVE-1..17, BA-FORM-1..5, BA-RALLY, BA-GEO-13/16), the legal ones kept in order.
 */
class MainActionsExactTest {
    private static final int GAMES_PER_SCENARIO_AND_VERSION = 2;
    private final BlownAwayRules rules = new BlownAwayRules();

    @TestFactory
    List<DynamicTest> sharedValidationGivesThePlainLegalActions() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (Variant v : Variant.values()) {
                tests.add(DynamicTest.dynamicTest(name + " " + v.id(), () -> {
                    int decisions = 0;
                    for (int g = 0; g < GAMES_PER_SCENARIO_AND_VERSION; g++) {
                        decisions += playAndCompare(name, v, 7919L * g + name.hashCode());
                    }
                    assertTrue(decisions > 10, name + ": MAIN decisions checked: " + decisions);
                }));
            }
        }
        return tests;
    }

    /** One random game; returns the MAIN decisions compared. */
    private int playAndCompare(String scenario, Variant v, long seed) {
        BaState s = BlownAway.newGame(BaScenario.named(scenario), v, seed);
        SplittableRandom rng = new SplittableRandom(seed);
        int decisions = 0;
        while (!s.outcome().isOver()) {
            BaAction a;
            if (rules.isChanceNode(s)) {
                a = rules.sampleChance(s, rng.nextDouble());
            } else {
                List<BaAction> legal = rules.legalActions(s);
                if (s.phase() == Phase.MAIN) {
                    assertEquals(plainMainActions(s), legal, scenario + " seed " + seed + " turn " + s.turn());
                    decisions++;
                }
                a = legal.get(rng.nextInt(legal.size()));
            }
            rules.applyLegal(s, a);
        }
        return decisions;
    }

    /** Each candidate validated alone, with nothing shared, the legal ones in order. */
    private List<BaAction> plainMainActions(BaState s) {
        List<BaAction> out = new ArrayList<>();
        for (BaAction a : rules.candidates().mainCandidates(s)) {
            if (BlownAwayRules.validateMain(s, a).legal()) {
                out.add(a);
            }
        }
        return out;
    }
}
