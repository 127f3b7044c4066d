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
 * Listing the legal actions with the candidates' verdicts remembered across states
 * ({@link MainVerdicts}) gives the list that validating every candidate afresh gives (BA-MOVE-1..17,
 * BA-FORM-1..5, BA-GEO-12/13): along seeded random games of every shipped scenario in both
 * versions, at every MAIN decision and in sibling states a search would visit (each of a few
 * legal actions applied to a copy), with one memory shared by all of them, as searches share it.
 * A rigid move's remembered plan lands where planning it again does; one far from every unit, edge
 * and impassable polygon is listed by its order checks alone (BA-MOVE-1/2/3/5/10/11), as the full
 * plan lists it.
 */
class MainVerdictsTest {
    private static final int GAMES = 2;
    private static final int SIBLINGS = 3;
    private final BlownAwayRules remembering = new BlownAwayRules(new CandidateGenerator(true));
    private final BlownAwayRules plain = new BlownAwayRules(new CandidateGenerator(false));

    @TestFactory
    List<DynamicTest> rememberedVerdictsAreTheFreshOnes() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (Variant v : Variant.values()) {
                tests.add(DynamicTest.dynamicTest(name + " " + v.id(), () -> {
                    long[] before = MainVerdicts.threadAnswers();
                    int compared = 0;
                    for (int g = 0; g < GAMES; g++) {
                        compared += playAndCompare(name, v, 7757L * g + name.hashCode());
                    }
                    assertTrue(compared > 50, name + ": MAIN states compared: " + compared);
                    long[] after = MainVerdicts.threadAnswers();
                    long hits = after[0] - before[0];
                    long validated = after[1] - before[1];
                    long openGround = after[2] - before[2];
                    double rate = (double) hits / (hits + validated + openGround);
                    assertTrue(rate > 0.2, name + ": answered from memory: " + rate);
                    assertTrue(openGround > 0, name + ": no rigid move answered far from everything");
                }));
            }
        }
        return tests;
    }

    /** One random game, its MAIN states and their siblings compared; returns the states compared. */
    private int playAndCompare(String scenario, Variant v, long seed) {
        BaState s = BlownAway.newGame(BaScenario.named(scenario), v, seed);
        SplittableRandom rng = new SplittableRandom(seed);
        int compared = 0;
        while (!s.outcome().isOver()) {
            if (s.phase() == Phase.MAIN) {
                List<BaAction> legal = compare(s, scenario + " seed " + seed + " turn " + s.turn());
                compared++;
                for (int k = 0; k < SIBLINGS; k++) {
                    BaState sibling = s.copy();
                    plain.applyLegal(sibling, legal.get(rng.nextInt(legal.size())));
                    while (!sibling.outcome().isOver() && sibling.phase() != Phase.MAIN) {
                        RandomSteps.play(plain, sibling, rng);
                    }
                    if (!sibling.outcome().isOver()) {
                        compare(sibling, scenario + " seed " + seed + " turn " + s.turn() + " sibling " + k);
                        compared++;
                    }
                }
            }
            RandomSteps.play(plain, s, rng);
        }
        return compared;
    }

    /** The remembering list equals the plain one, and so does the rigid plan each leaves on the state. */
    private List<BaAction> compare(BaState s, String where) {
        BaState a = s.copy();
        BaState b = s.copy();
        List<BaAction> expected = plain.legalActions(a);
        List<BaAction> actual = remembering.legalActions(b);
        if (!expected.equals(actual)) {
            List<BaAction> missing = new ArrayList<>(expected);
            missing.removeAll(actual);
            List<BaAction> extra = new ArrayList<>(actual);
            extra.removeAll(expected);
            throw new AssertionError(where + ": remembered verdicts differ; legal but not listed " + missing
                    + ", listed but not legal " + extra);
        }
        Movement.Validated pa = a.validatedMove;
        Movement.Validated pb = b.validatedMove;
        // a list answers a rigid move far from everything unplanned: then no plan is kept
        assertTrue(pb == null || pa != null, where + ": a plan kept where planning keeps none");
        if (pa != null && pb != null) {
            assertEquals(pa.action(), pb.action(), where + ": the plan's action");
            BaState ra = s.copy();
            BaState rb = s.copy();
            ra.validatedMove = pa;
            rb.validatedMove = new Movement.Validated(pa.action(), pb.plan());
            plain.applyValidated(ra, (BaAction) pa.action());
            plain.applyValidated(rb, (BaAction) pa.action());
            StateValues.assertEqual(ra, rb, where + ": applied by the remembered plan");
        }
        return expected;
    }
}
