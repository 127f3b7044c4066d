package adjutant.engine.blownaway;

import static adjutant.engine.blownaway.MoveFixtures.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.Pass;
import adjutant.engine.blownaway.action.PlaceCommander;
import adjutant.engine.blownaway.action.Snake;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.blownaway.scenario.DeploymentLayout;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.scenario.Problem;
import adjutant.engine.blownaway.scenario.BaScenarioValidator;
import adjutant.engine.scenario.TerrainKind;
import adjutant.engine.blownaway.scenario.UnitType;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The commander (BA-CMDR-1..3) and the grid and table helpers movement relies on (BA-GEO-25, BA-GEO-27). */
class MovementCommanderAndGridTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    private static void assertLegal(Verdict v) {
        assertTrue(v.legal(), v.message());
    }

    private static void assertIllegal(String rule, Verdict v) {
        assertFalse(v.legal(), "expected " + rule + " but was legal");
        assertEquals(rule, v.ruleId(), v.message());
    }

    @Test
    @DisplayName("BA-CMDR-1 each side has exactly one commander, a figure of no unit")
    void oneCommanderPerSide() {
        Positions p = Positions.chance().commander(Side.BLUE, 10, 3).commander(Side.RED, 80, 45);
        p.infantry(Side.BLUE, 20, 5, 90);
        p.cavalry(Side.BLUE, 40, 5, 90);
        p.infantry(Side.RED, 60, 43, -90);
        BaState s = p.start();
        assertEquals(new Vec2(10, 3), s.commander(Side.BLUE));
        assertEquals(new Vec2(80, 45), s.commander(Side.RED));
        int men = 0;
        for (int u = 0; u < s.setup.nUnits; u++) {
            men += s.setup.startMen(u);
        }
        assertEquals(men, s.setup.nFigures, "the commanders are not figures of any unit");
        assertEquals(13 + 10, s.inRanks(Side.BLUE), "and are not counted as men");
    }

    @Test
    @DisplayName("BA-CMDR-2 once per turn the commander is placed anywhere on the table")
    void placeCommanderAnywhereOncePerTurn() {
        Positions p = Positions.chance();
        p.infantry(Side.BLUE, 20, 5, 90);
        p.infantry(Side.RED, 70, 43, -90);
        BaState s = p.start();
        for (double[] xy : new double[][] {{0, 0}, {96, 48}, {0, 48}, {48, 24}}) {
            assertLegal(rules.validate(s, PlaceCommander.at(xy[0], xy[1])));
        }
        assertIllegal("BA-CMDR-2", rules.validate(s, PlaceCommander.at(-0.1, 10)));
        assertIllegal("BA-CMDR-2", rules.validate(s, PlaceCommander.at(50, 48.1)));
        rules.apply(s, PlaceCommander.at(90, 40)); // any distance, no path
        assertEquals(new Vec2(90, 40), s.commander(Side.BLUE));
        assertIllegal("BA-CMDR-2", rules.validate(s, PlaceCommander.at(91, 40)));
        assertLegal(rules.validate(s, PlaceCommander.stayPut()));
        rules.apply(s, new Pass()); // red's turn
        assertEquals(Side.RED, s.active());
        assertLegal(rules.validate(s, PlaceCommander.at(5, 5)));
        rules.apply(s, new Pass()); // blue again: a new turn, a new placement
        assertEquals(Side.BLUE, s.active());
        assertLegal(rules.validate(s, PlaceCommander.at(10, 10)));
    }

    @Test
    @DisplayName("BA-CMDR-3 a commander in a unit's path does not block or stop it and is not pushed")
    void commanderDoesNotBlock() {
        Positions p = Positions.chance();
        int line = p.infantry(Side.BLUE, 20, 10, 90);
        int column = SnakeTest.infantryColumn(p, Side.BLUE, 50, 10, 90);
        p.infantry(Side.RED, 80, 43, -90);
        BaState s = p.start();
        rules.apply(s, PlaceCommander.at(20, 13)); // own commander right in front of the line
        s.setCommanderX(Side.RED.ordinal(), 50); // the enemy commander in the column's path
        s.setCommanderY(Side.RED.ordinal(), 12.5);
        assertLegal(rules.validate(s, new Move(line, 0, 0, 6)));
        rules.apply(s, new Move(line, 0, 0, 6));
        assertEquals(16, maxY(s, line), 1e-9, "the full 6 in");
        assertEquals(new Vec2(20, 13), s.commander(Side.BLUE), "not pushed");
        Snake snake = new Snake(column, 0, List.of(new Snake.Leg(0, 6)));
        assertLegal(Movement.validate(s, snake));
        Movement.apply(s, snake);
        assertEquals(16, s.anchorY(column), 1e-9, "the enemy commander neither blocks nor stops it");
        assertEquals(new Vec2(50, 12.5), s.commander(Side.RED));
    }

    @Test
    @DisplayName("BA-GEO-25 a fresh line's and column's men stand on their slot positions")
    void freshGridOnSlots() {
        Positions p = Positions.chance();
        int line = p.infantry(Side.BLUE, 30, 5, 90);
        int column = SnakeTest.infantryColumn(p, Side.BLUE, 60, 7, 90);
        p.infantry(Side.RED, 70, 43, -90);
        BaState s = p.start();
        List<Vec2> slots = DeploymentLayout.slotPositions(Formation.LINE, UnitType.INFANTRY, 13, new Vec2(30, 5), 90);
        for (int f = first(s, line); f < first(s, line) + 13; f++) {
            Vec2 want = slots.get(s.slot(f));
            assertEquals(want.x(), s.x(f), 1e-9, "man " + f);
            assertEquals(want.y(), s.y(f), 1e-9, "man " + f);
        }
        // 13 men in 2 ranks: 7 files; slot 0 (the flag bearer) is the centre of the front rank
        assertEquals(30, s.x(first(s, line)), 1e-9);
        assertEquals(5, s.y(first(s, line)), 1e-9);
        assertEquals(27, minX(s, line), 1e-9);
        assertEquals(33, maxX(s, line), 1e-9);
        assertEquals(4, minY(s, line), 1e-9);
        // a column: 2 files, 7 ranks along its straight spine; each man on rank centre + lateral offset
        double[] local = SlotGeometry.local(Formation.COLUMN, UnitType.INFANTRY, 13);
        for (int f = first(s, column); f < first(s, column) + 13; f++) {
            int k = s.slot(f);
            int j = (int) Math.round(-local[2 * k + 1]);
            assertEquals(s.spine[column][2 * j] + local[2 * k], s.x(f), 1e-9, "man " + f);
            assertEquals(s.spine[column][2 * j + 1], s.y(f), 1e-9, "man " + f);
        }
        assertEquals(1, minY(s, column), 1e-9);
    }

    @Test
    @DisplayName("BA-GEO-27 on-table, passability and deployment band helpers")
    void tableAndBand() {
        Positions p = Positions.chance();
        p.terrain(rect("river", TerrainKind.RIVER, 0, 20, 96, 24));
        p.terrain(rect("bridge", TerrainKind.BRIDGE, 40, 19.5, 46, 24.5));
        p.infantry(Side.BLUE, 20, 5, 90);
        p.infantry(Side.RED, 70, 43, -90);
        BaState s = p.start();
        Board b = s.setup.board;
        assertTrue(b.onTable(0, 0));
        assertTrue(b.onTable(96, 48));
        assertFalse(b.onTable(-0.01, 5));
        assertFalse(b.onTable(96.01, 5));
        assertFalse(b.onTable(5, 48.01));
        assertNull(Passability.point(b, 10, 10));
        assertTrue(Passability.point(b, 10, 22).contains("impassable"));
        assertNull(Passability.point(b, 43, 22), "on the bridge");
        assertTrue(Passability.point(b, 97, 22).contains("table"));
        assertNull(Passability.segment(b, 43, 10, 43, 30), "across the bridge");
        assertTrue(Passability.segment(b, 39, 10, 39, 30).contains("impassable"));
        // deployment bands: blue y <= 7, red y >= 48 - 7 (BA-SETUP-8)
        assertFalse(bandError(p));
        Positions far = Positions.chance();
        far.infantry(Side.BLUE, 20, 7.5, 90); // front rank at 7.5: outside the band
        far.infantry(Side.RED, 70, 43, -90);
        assertTrue(bandError(far));
        Positions edge = Positions.chance();
        edge.infantry(Side.BLUE, 20, 7, 90); // front rank exactly 7 in from the rear edge
        edge.infantry(Side.RED, 70, 41, -90); // red's front rank exactly 7 in from its edge
        assertFalse(bandError(edge));
        Positions red = Positions.chance();
        red.infantry(Side.BLUE, 20, 5, 90);
        red.infantry(Side.RED, 70, 40.5, -90);
        assertTrue(bandError(red));
    }

    private static boolean bandError(Positions p) {
        for (Problem pr : BaScenarioValidator.validate(p.scenario())) {
            if (pr.isError() && pr.message().contains("BA-SETUP-8")) {
                return true;
            }
        }
        return false;
    }

    private static double minX(BaState s, int u) {
        double m = Double.POSITIVE_INFINITY;
        for (int f = first(s, u); f < first(s, u) + s.setup.startMen(u); f++) {
            m = Math.min(m, s.x(f));
        }
        return m;
    }

    private static double maxX(BaState s, int u) {
        double m = Double.NEGATIVE_INFINITY;
        for (int f = first(s, u); f < first(s, u) + s.setup.startMen(u); f++) {
            m = Math.max(m, s.x(f));
        }
        return m;
    }
}
