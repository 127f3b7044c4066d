package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.Side;
import adjutant.engine.scenario.ScenarioCatalog;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Listing the legal actions with the candidates' verdicts remembered across states
 * ({@link MainVerdicts}) gives the list that validating every candidate afresh gives (BA-MOVE-1..17,
 * BA-FORM-1..5, BA-GEO-12/13): along seeded random games of every shipped scenario in both
 * versions, at every MAIN decision and in sibling states a search would visit (each of a few
 * legal actions applied to a copy), with one memory shared by all of them, as searches share it.
 * A rigid move's remembered plan lands where planning it again does; one far from every unit, edge
 * and impassable polygon is listed by its order checks alone (BA-MOVE-1/2/3/5/10/11), as the full
 * plan lists it. A friend beside a rigid move's path but clear of where it ends does not change
 * its verdict when no enemy can stop it short (BA-MOVE-7).
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

    @Test
    @DisplayName("BA-MOVE-7 a friend beside a rigid move's path, clear of its end, leaves it to the order checks alone")
    void friendBesideThePath() {
        Positions p = Positions.chance();
        int a = p.infantry(Side.BLUE, 20, 5, 90);
        p.infantry(Side.BLUE, 20, 8, 90); // in a's path
        p.infantry(Side.RED, 50, 45, -90);
        BaState s = p.start();
        MainVerdicts known = MainVerdicts.forThread(s);
        MoveContext ctx = MoveContext.forCandidates(s);
        Move through = new Move(a, 0, 0, 6); // through the friend, ending clear of it
        Move onto = new Move(a, 0, 0, 3); // ending on it

        long[] before = MainVerdicts.threadAnswers();
        assertTrue(known.legal(through, ctx, false));
        long[] after = MainVerdicts.threadAnswers();
        assertEquals(before[2] + 1, after[2], "answered by the order checks alone");
        assertEquals(before[1], after[1], "not validated");

        assertEquals(BlownAwayRules.validateMain(s.copy(), onto).legal(), known.legal(onto, ctx, false));
        assertEquals(after[1] + 1, MainVerdicts.threadAnswers()[1], "a move that ends on the friend is validated");
        assertTrue(!known.legal(onto, ctx, false), "BA-MOVE-7: it may not end on the friend");
    }
}
