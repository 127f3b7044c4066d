package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.engine.game.Side;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Action counts ("perft") from fixed positions at depth 1 and 2, and the same counts on the
 * mirrored position (table rotated 180°, sides swapped). A change to the candidate generator
 * or the rules shows here first; update the numbers deliberately, with the generator version.
 */
class PerftTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    record Case(String name, Supplier<BaScenario> scenario, Variant variant, long depth1, long depth2) {}

    static List<Case> cases() {
        return List.of(
                new Case("encounter at deployment, chance", () -> BaScenario.named("encounter"),
                        Variant.CHANCE, EXPECTED[0][0], EXPECTED[0][1]),
                new Case("two lines 10 in apart, without-chance", () -> {
                    Positions p = Positions.withoutChance();
                    p.infantry(Side.BLUE, 40, 19, 90);
                    p.infantry(Side.RED, 40, 29, -90);
                    return p.scenario();
                }, Variant.WITHOUT_CHANCE, EXPECTED[1][0], EXPECTED[1][1]),
                new Case("cavalry in contact with infantry, chance", () -> {
                    Positions p = Positions.chance();
                    p.cavalry(Side.BLUE, 40, 20, 90);
                    p.infantry(Side.RED, 40, 23.5, -90);
                    p.infantry(Side.RED, 60, 40, -90);
                    return p.scenario();
                }, Variant.CHANCE, EXPECTED[2][0], EXPECTED[2][1]),
                new Case("gun with targets in range, without-chance", () -> {
                    Positions p = Positions.withoutChance();
                    p.battery(Side.BLUE, 48, 6, 90);
                    p.infantry(Side.BLUE, 30, 6, 90);
                    p.infantry(Side.RED, 48, 30, -90);
                    p.cavalry(Side.RED, 60, 36, -90);
                    return p.scenario();
                }, Variant.WITHOUT_CHANCE, EXPECTED[3][0], EXPECTED[3][1]),
                new Case("objectives and terrain, skirmish scenario, chance", () -> BaScenario.named("skirmish"),
                        Variant.CHANCE, EXPECTED[4][0], EXPECTED[4][1]));
    }

    /** depth 1, depth 2 per case, in {@link #cases()} order. */
    static final long[][] EXPECTED = {
        {66, 3786},
        {9, 89},
        {2, 340},
        {15, 45},
        {20, 60},
    };

    @TestFactory
    List<DynamicTest> countsFromFixedPositionsAndTheirMirrors() {
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            BaScenario sc = c.scenario().get();
            BaState s = BlownAway.newGame(sc, c.variant(), 1);
            BaState m = BlownAway.newGame(Mirror.of(sc), c.variant(), 1);
            long d1 = Perft.count(rules, s, 1);
            long d2 = Perft.count(rules, s, 2);
            assertEquals(c.depth1(), d1, "depth 1");
            assertEquals(c.depth2(), d2, "depth 2");
            assertEquals(d1, Perft.count(rules, m, 1), "depth 1, mirrored");
            assertEquals(d2, Perft.count(rules, m, 2), "depth 2, mirrored");
        })).toList();
    }
}
