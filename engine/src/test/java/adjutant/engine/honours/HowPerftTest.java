package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Charge;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Move;
import adjutant.engine.honours.action.Respond;
import adjutant.engine.honours.action.Response;
import adjutant.engine.honours.scenario.HowScenario;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.scenario.ScenarioLoader;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Leaf counts ("perft") of the candidate tree from fixed positions, at depth 1, 2 and 3
 * decisions, chance nodes expanded into all their outcomes ({@link HowPerft}). A change to the
 * candidate generator ({@link MoveCandidates#VERSION}) or to the rules shows here first: update the
 * numbers deliberately, with the version, and say why in the commit. The list at each decision
 * is described in {@code docs/honours-of-war-candidate-actions.md}.
 */
class HowPerftTest {

    private static final HonoursRules RULES = new HonoursRules();
    /** The chance outcomes taken, by index, one after another, to play a scenario's opening (cycled). */
    private static final int[] OPENING_ROLLS = {5, 2, 4, 1, 3, 0};

    record Case(String name, Supplier<HowState> position, long... counts) {
    }

    static List<Case> cases() {
        return List.of(
                new Case("St. Ulrich, first brigade's orders (HOW-SCN-2)", () -> scenarioOrders("st-ulrich"), EXPECTED[0]),
                new Case("Kutzdorf, first brigade's orders (HOW-SCN-3)", () -> scenarioOrders("kutzdorf"), EXPECTED[1]),
                new Case("Spittelwitz, first brigade's orders (HOW-SCN-4)", () -> scenarioOrders("spittelwitz"), EXPECTED[2]),
                new Case("Lobositz, first brigade's orders (HOW-SCN-5)", () -> scenarioOrders("lobositz"), EXPECTED[3]),
                new Case("hussars in reach of a charge, Admirable (HOW-CHG-1, HOW-CHG-20)", HowPerftTest::hussars, EXPECTED[4]),
                new Case("a line charged in front answers (HOW-CHG-13, HOW-CHG-25)", HowPerftTest::chargeReaction, EXPECTED[5]),
                new Case("a battalion and a battery choose to fire (HOW-FIRE-1)", HowPerftTest::fireDecision, EXPECTED[6]),
                new Case("a line far from the enemy, an objective ahead (HOW-MOVE-7)", HowPerftTest::farLine, EXPECTED[7]));
    }

    /**
     * Depth 1, 2 (and 3 where given) per case, in {@link #cases()} order; generator how-candidates/1.
     * Depth 3 only where it takes well under a second: the hussars' third decision has about 100,000 leaves.
     */
    static final long[][] EXPECTED = {
        {28, 758},
        {51, 2226},
        {46, 2988},
        {43, 1599},
        {38, 2258},
        {2, 29, 1538},
        {3, 41, 106},
        {27, 519, 6817},
    };

    @TestFactory
    List<DynamicTest> countsFromFixedPositions() {
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            HowState s = c.position().get();
            for (int depth = 1; depth <= c.counts().length; depth++) {
                assertEquals(c.counts()[depth - 1], HowPerft.count(s, depth), "depth " + depth);
            }
        })).toList();
    }

    @TestFactory
    @DisplayName("every candidate at these positions and one decision on is accepted by validate, and none is offered twice")
    List<DynamicTest> candidatesAreLegalAndDistinct() {
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            HowState s = c.position().get();
            checkLegalAndDistinct(s);
            for (HowAction a : RULES.legalActions(s)) {
                HowState child = s.copy();
                RULES.applyLegal(child, a);
                settle(child);
                if (!child.result.isOver()) {
                    checkLegalAndDistinct(child);
                }
            }
        })).toList();
    }

    private static void checkLegalAndDistinct(HowState s) {
        List<HowAction> legal = RULES.legalActions(s);
        assertEquals(legal.size(), new HashSet<>(legal).size(), () -> "duplicates in " + legal);
        for (HowAction a : legal) {
            assertTrue(RULES.validate(s, a).legal(), () -> a + ": " + RULES.validate(s, a).message());
        }
    }

    /** Plays chance nodes by their first outcome until a side decides. */
    private static void settle(HowState s) {
        while (!s.result.isOver() && RULES.isChanceNode(s)) {
            RULES.applyLegal(s, RULES.chanceOutcomes(s).get(0).outcome());
        }
    }

    // ---- the rule behind each new kind of candidate ----

    @Test
    @DisplayName("HOW-MOVE-6: an advance on the nearest enemy stops just outside 20 cm, wheeling at most 45° to face it")
    void advanceStopsOutsideTwentyCentimetres() {
        HowState s = hussars();
        int u = s.setup.unit("foot");
        int e = s.nearestEnemy(u);
        Move m = moves(s, u).stream().filter(x -> gapAfter(s, x, e) > 20 && gapAfter(s, x, e) < 21).findFirst().orElseThrow();
        assertTrue(Math.abs(Angles.turnDeg(s.units[u].facing, m.facing())) <= 45 + 1e-6);
    }

    @Test
    @DisplayName("HOW-FIRE-18: a battalion with battalion guns is offered the advance to just inside its 30 cm long range")
    void advanceToFiringRange() {
        HowState s = hussars();
        int u = s.setup.unit("foot");
        int e = s.nearestEnemy(u);
        assertTrue(s.distance(u, e) > 30);
        assertTrue(moves(s, u).stream().anyMatch(m -> gapAfter(s, m, e) > 29 && gapAfter(s, m, e) <= 30));
    }

    @Test
    @DisplayName("HOW-MOVE-7: far from every enemy a line is offered to form march column on the way, to march double next turn")
    void formColumnToMarchFar() {
        HowState s = farLine();
        int u = s.setup.unit("far-line");
        assertTrue(moves(s, u).stream().anyMatch(m -> m.formation() == Formation.MARCH_COLUMN
                && new Vec2(m.x(), m.y()).distance(s.footprint(u).frontCentre()) > 1));
    }

    @Test
    @DisplayName("HOW-CHG-20: hussars are offered the move into an enemy's flank sector, and from there its flank charge comes first")
    void flankApproachThenFlankCharge() {
        HowState s = hussars();
        int u = s.setup.unit("hussars");
        int line = s.setup.unit("line");
        Move flank = moves(s, u).stream()
                .filter(m -> s.footprint(line).sectorHoldingMostOf(Bases.footprint(s.setup, u, new Vec2(m.x(), m.y()), m.facing(), m.formation())).isFlank())
                .findFirst().orElseThrow();
        RULES.apply(s, flank);
        List<HowAction> charges = ChargeRules.candidates(s, u);
        assertEquals(new Charge(u, line, -1), charges.get(0));
        assertTrue(ChargeRules.plan(s, (Charge) charges.get(0)).sector().isFlank());
    }

    @Test
    @DisplayName("HOW-CHG-8: within 20 cm a unit is offered only the charge on the enemy most directly to its front")
    void closeRangeOffersTheEnemyAhead() {
        ChargeFx fx = new ChargeFx();
        fx.cav(Side.BLUE, "hussars", 100, 50, 90);
        fx.inf(Side.RED, "ahead", 100, 65, 270).inf(Side.RED, "aside", 135, 62, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        int u = s.setup.unit("hussars");
        assertEquals(List.of(new Charge(u, s.setup.unit("ahead"), -1)), ChargeRules.candidates(s, u));
    }

    @Test
    @DisplayName("HOW-CHG-13: a line charged in front by cavalry is offered to stand or fire, never to counter-charge cavalry")
    void reactionOfInfantryToCavalry() {
        HowState s = chargeReaction();
        int line = s.setup.unit("line");
        assertEquals(List.of(new Respond(line, Response.STAND, Formation.LINE), new Respond(line, Response.FIRE, Formation.LINE)),
                RULES.legalActions(s));
    }

    // ---- positions ----

    /** A shipped scenario played from its start to the first brigade's orders: chance by OPENING_ROLLS, decisions the first offered. */
    static HowState scenarioOrders(String name) {
        HowState s = HowGame.newGame(HowScenario.from(ScenarioLoader.load(Path.of("..", "scenarios", "honours-of-war", name + ".json"))));
        int k = 0;
        while (!(s.currentTask() instanceof MovementPhase.UnitOrders)) {
            if (RULES.isChanceNode(s)) {
                var outcomes = RULES.chanceOutcomes(s);
                RULES.apply(s, outcomes.get(OPENING_ROLLS[k++ % OPENING_ROLLS.length] % outcomes.size()).outcome());
            } else {
                RULES.apply(s, RULES.legalActions(s).get(0));
            }
        }
        return s;
    }

    /** Blue hussars 25 cm from a red line, a blue battalion and limbered guns beside them; red light infantry and a line facing west. */
    static HowState hussars() {
        ChargeFx fx = new ChargeFx();
        fx.cav(Side.BLUE, "hussars", 100, 50, 90).inf(Side.BLUE, "foot", 60, 40, 90).guns(Side.BLUE, "guns", Formation.LIMBERED, 140, 20, 90);
        fx.inf(Side.RED, "line", 100, 75, 270).light(Side.RED, "skirm", 40, 100, 270).inf(Side.RED, "flanked", 150, 85, 180);
        fx.f.objective(ObjectiveSpec.circle("hill", "Hill", new Vec2(100, 150), 3), 1, Side.RED);
        return fx.orders(Side.BLUE, CommandResult.ADMIRABLE);
    }

    /** The hussars of {@link #hussars()} charge the red line: the line answers. */
    static HowState chargeReaction() {
        HowState s = hussars();
        RULES.apply(s, new Charge(s.setup.unit("hussars"), s.setup.unit("line"), -1));
        assertTrue(s.currentTask() instanceof ChargeReaction);
        return s;
    }

    /** A blue battalion and battery with red infantry and cavalry in range, at the start of the firing phase, blue first. */
    static HowState fireDecision() {
        HowFixture f = FireKit.fixture(FireKit.inf("battalion", UnitClass.STANDARD, 80, 30, 90),
                FireKit.guns("battery", GunType.MEDIUM, 110, 30, 90),
                FireKit.inf("red-line", UnitClass.STANDARD, 80, 52, 270),
                FireKit.cav("red-horse", UnitClass.STANDARD, Formation.LINE, 125, 75, 270));
        return FireKit.firing(f.start(), Side.BLUE);
    }

    /** A blue line and cavalry 200 cm from the only enemy, an objective ahead to the left, Steady. */
    static HowState farLine() {
        HowFixture f = new HowFixture().table(180, 240);
        f.brigade(Side.BLUE, "b", "Blue", Rating.DEPENDABLE, 5, 5);
        f.brigade(Side.RED, "r", "Red", Rating.DEPENDABLE, 175, 235);
        f.infantry(Side.BLUE, "b", "far-line", 90, 20, 90);
        f.cavalry(Side.BLUE, "b", "far-cav", 130, 20, 90);
        f.infantry(Side.RED, "r", "enemy", 90, 220, 270);
        f.objective(ObjectiveSpec.circle("hill", "Hill", new Vec2(60, 120), 3), 1, Side.RED);
        return ChargeFx.orders(f.start(), 0, CommandResult.STEADY);
    }

    private static List<Move> moves(HowState s, int u) {
        return MoveRules.candidates(s, u).stream().map(Move.class::cast).toList();
    }

    private static double gapAfter(HowState s, Move m, int e) {
        return Bases.footprint(s.setup, m.unit(), new Vec2(m.x(), m.y()), m.facing(), m.formation()).distanceTo(s.footprint(e));
    }
}
