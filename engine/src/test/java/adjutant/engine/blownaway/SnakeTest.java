package adjutant.engine.blownaway;

import static adjutant.engine.blownaway.MoveFixtures.*;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.Reform;
import adjutant.engine.blownaway.action.Snake;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Polyline;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.scenario.TerrainKind;
import adjutant.engine.blownaway.scenario.UnitSpec;
import adjutant.engine.blownaway.scenario.UnitType;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The column's snake move (BA-MOVE-6, BA-GEO-12) and a column's Move. */
class SnakeTest {

    private static void assertIllegal(String rule, Verdict v) {
        assertFalse(v.legal(), "expected " + rule + " but was legal");
        assertEquals(rule, v.ruleId(), v.message());
    }

    private static void assertLegal(Verdict v) {
        assertTrue(v.legal(), v.message());
    }

    static int infantryColumn(Positions p, Side side, double x, double y, double deg) {
        return p.unit(side, UnitType.INFANTRY, Formation.COLUMN, x, y, deg, UnitSpec.standardInfantry(), false);
    }

    static int cavalryColumn(Positions p, Side side, double x, double y, double deg) {
        return p.unit(side, UnitType.CAVALRY, Formation.COLUMN, x, y, deg, Positions.men(Role.SOLDIER, 10), false);
    }

    static Snake snake(int u, double pivot, double... turnLength) {
        List<Snake.Leg> legs = new ArrayList<>();
        for (int i = 0; i < turnLength.length; i += 2) {
            legs.add(new Snake.Leg(turnLength[i], turnLength[i + 1]));
        }
        return new Snake(u, pivot, legs);
    }

    private static void assertSameUnit(BaState a, BaState b, int u) {
        for (int f = first(a, u); f < first(a, u) + a.setup.startMen(u); f++) {
            assertEquals(a.x(f), b.x(f), 0, "x of man " + f);
            assertEquals(a.y(f), b.y(f), 0, "y of man " + f);
        }
        assertEquals(a.anchorX(u), b.anchorX(u), 0);
        assertEquals(a.anchorY(u), b.anchorY(u), 0);
        assertEquals(a.facing(u), b.facing(u), 0);
        assertArrayEquals(a.spine[u], b.spine[u], 0);
    }

    @Test
    @DisplayName("BA-MOVE-6 BA-GEO-12 a straight column advancing along its facing gives the rigid result")
    void straightEqualsRigid() {
        for (double deg : new double[] {90, 30, -135}) {
            Positions p = Positions.chance();
            int c = infantryColumn(p, Side.BLUE, 40, 20, deg);
            p.infantry(Side.RED, 60, 45, -90);
            BaState s = p.start();
            BaState rigid = s.copy();
            RigidMoves.apply(rigid, new Move(c, 0, 0, 5));
            BaState snake = s.copy();
            assertLegal(Movement.validate(snake, snake(c, 0, 0, 5)));
            Movement.apply(snake, snake(c, 0, 0, 5));
            assertSameUnit(rigid, snake, c);
            BaState move = s.copy();
            Movement.apply(move, new Move(c, 0, 0, 5)); // a column's Move is a straight snake
            assertSameUnit(rigid, move, c);
        }
        // ... also when the stop rule cuts it short
        Positions p = Positions.chance();
        int c = infantryColumn(p, Side.BLUE, 20, 10, 90);
        p.infantry(Side.RED, 20, 18, -90);
        BaState s = p.start();
        BaState rigid = s.copy();
        RigidMoves.apply(rigid, new Move(c, 0, 0, 6));
        BaState snake = s.copy();
        Movement.apply(snake, snake(c, 0, 0, 6));
        assertSameUnit(rigid, snake, c);
        assertEquals(18 - Math.sqrt(3.9 * 3.9 - 0.25), snake.anchorY(c), 1e-3);
    }

    @Test
    @DisplayName("BA-MOVE-6 BA-GEO-12 a two-leg wheel: ranks follow the head's path, facing = last leg")
    void twoLegWheel() {
        Positions p = Positions.chance();
        int c = infantryColumn(p, Side.BLUE, 20, 10, 90);
        p.infantry(Side.RED, 60, 45, -90);
        BaState s = p.start();
        assertEquals(14, s.spine[c].length, "13 men in 2 files: 7 ranks");
        Snake a = snake(c, 0, 0, 2, 45, 4);
        assertLegal(Movement.validate(s, a));
        Movement.apply(s, a);
        double r = Math.sqrt(0.5);
        // Q: the old spine (20,4)..(20,10), then (20,12), then 4 in toward 135°
        Polyline q = Polyline.of(new Vec2(20, 4), new Vec2(20, 12), new Vec2(20 - 4 * r, 12 + 4 * r));
        double lam = 6;
        for (int j = 0; j < 7; j++) {
            Vec2 want = q.pointAt(lam + 6 - j);
            assertEquals(want.x(), s.spine[c][2 * j], 1.5e-3, "rank " + j);
            assertEquals(want.y(), s.spine[c][2 * j + 1], 1.5e-3, "rank " + j);
        }
        assertEquals(135, s.facing(c), 1e-9);
        assertEquals(s.spine[c][0], s.anchorX(c), 0);
        assertEquals(s.spine[c][1], s.anchorY(c), 0);
        // every man stands on his slot: rank centre + lateral offset along the right normal of the path there
        double[] local = SlotGeometry.local(Formation.COLUMN, UnitType.INFANTRY, 13);
        for (int f = first(s, c); f < first(s, c) + 13; f++) {
            int k = s.slot(f);
            int j = (int) Math.round(-local[2 * k + 1]);
            Vec2 centre = q.pointAt(lam + 6 - j);
            Vec2 tau = q.directionAt(lam + 6 - j);
            double lx = local[2 * k];
            assertEquals(centre.x() + lx * tau.y(), s.x(f), 1.5e-3, "man " + f + " rank " + j);
            assertEquals(centre.y() - lx * tau.x(), s.y(f), 1.5e-3, "man " + f + " rank " + j);
        }
        // ranks 0..2 stand on the new leg, ranks 4..6 still on the first leg's line x = 20
        assertEquals(20, s.spine[c][2 * 5], 1e-9);
        assertTrue(s.spine[c][0] < 20 - 2);
        // a second snake continues from the bent spine: ranks still one rank spacing of path apart
        Movement.apply(s, snake(c, 0, -45, 3));
        assertEquals(90, s.facing(c), 1e-9);
        for (int j = 0; j < 3; j++) {
            assertEquals(1, Math.hypot(s.spine[c][2 * j] - s.spine[c][2 * j + 2],
                    s.spine[c][2 * j + 1] - s.spine[c][2 * j + 3]), 2e-3);
        }
    }

    @Test
    @DisplayName("BA-MOVE-6 BA-GEO-12 turn limits: first leg within 45 degrees of the facing, each turn at most 45, 3 legs")
    void turnLimits() {
        Positions p = Positions.chance();
        int c = infantryColumn(p, Side.BLUE, 40, 20, 90);
        p.infantry(Side.RED, 60, 45, -90);
        BaState s = p.start();
        Verdict v = Movement.validate(s, snake(c, 0, 60, 3));
        assertIllegal("BA-MOVE-6", v);
        assertTrue(v.reason().contains("the first leg turns 60°, more than 45°"), v.reason());
        assertLegal(Movement.validate(s, snake(c, 0, 45, 3)));
        assertLegal(Movement.validate(s, snake(c, 0, -45, 3)));
        assertLegal(Movement.validate(s, snake(c, 60, 0, 3))); // a pivot first is another matter
        v = Movement.validate(s, snake(c, 0, 30, 2, 50, 2));
        assertIllegal("BA-MOVE-6", v);
        assertTrue(v.reason().contains("leg 2 turns 50°"), v.reason());
        assertLegal(Movement.validate(s, snake(c, 0, 30, 2, 45, 2, -45, 2)));
        assertIllegal("BA-MOVE-6", Movement.validate(s, snake(c, 0, 0, 1, 10, 1, 10, 1, 10, 1)));
        assertIllegal("BA-MOVE-6", Movement.validate(s, snake(c, 0, 0, 3, 45, 0))); // a leg needs a length
        // a Move of a column may not step obliquely
        v = Movement.validate(s, new Move(c, 0, 20, 3));
        assertIllegal("BA-MOVE-6", v);
        assertTrue(v.reason().contains("obliquely"), v.reason());
        // a line does not snake
        Positions q = Positions.chance();
        int line = q.infantry(Side.BLUE, 40, 20, 90);
        q.infantry(Side.RED, 60, 45, -90);
        assertIllegal("BA-MOVE-5", Movement.validate(q.start(), snake(line, 0, 0, 3)));
    }

    @Test
    @DisplayName("BA-MOVE-1 BA-MOVE-6 head path at most 6 in for infantry, 12 in for cavalry")
    void lengthLimits() {
        Positions p = Positions.chance();
        int inf = infantryColumn(p, Side.BLUE, 20, 20, 90);
        int cav = cavalryColumn(p, Side.BLUE, 60, 20, 90);
        p.infantry(Side.RED, 40, 45, -90);
        BaState s = p.start();
        assertLegal(Movement.validate(s, snake(inf, 0, 0, 3, 30, 3)));
        Verdict v = Movement.validate(s, snake(inf, 0, 0, 3, 30, 3.5));
        assertIllegal("BA-MOVE-1", v);
        assertTrue(v.reason().contains("6.50 in is more than the 6 in"), v.reason());
        assertLegal(Movement.validate(s, snake(cav, 0, 0, 6, -30, 6)));
        assertIllegal("BA-MOVE-1", Movement.validate(s, snake(cav, 0, 0, 6, -30, 6.5)));
        Movement.apply(s, snake(cav, 0, 0, 12));
        assertEquals(32, s.anchorY(cav), 1e-9);
        assertEquals(32, maxY(s, cav), 1e-9);
    }

    @Test
    @DisplayName("BA-MOVE-9 BA-GEO-13 BA-MOVE-6 the stop rule cuts a bent snake short at 3.9 in from a facing enemy")
    void stopRuleCutsSnake() {
        Positions p = Positions.chance();
        int c = infantryColumn(p, Side.BLUE, 20, 10, 90);
        int e = p.infantry(Side.RED, 16, 18, -90);
        BaState s = p.start();
        singleRank(s, e, 3, 15, 18, -90); // three men at (15..17, 18) facing -y
        Snake a = snake(c, 0, 30, 2, 15, 4); // wheel left toward him
        assertLegal(Movement.validate(s, a));
        Snakes.Plan plan = Snakes.plan(s, a);
        assertTrue(plan.tEnd > 1 && plan.tEnd < 6 - 1e-3, "cut short: " + plan.tEnd);
        Movement.apply(s, a);
        Frames fr = new Frames(s);
        double d = StopRule.threatDistance(s, fr, Body.of(s, c), null);
        assertEquals(3.9, d, 2e-3);
        assertEquals(135, s.facing(c), 1e-9, "facing = direction of the leg where the head stopped");
        assertTrue(Movement.pinned(s, c));
    }

    @Test
    @DisplayName("BA-MOVE-17 BA-WIN-3 BA-MOVE-6 a snake takes an objective it passes through")
    void passThrough() {
        Positions p = Positions.chance().objective(20, 11.5, 0.8);
        int c = cavalryColumn(p, Side.BLUE, 20, 10, 90);
        p.infantry(Side.RED, 60, 45, -90);
        BaState s = p.start();
        assertNull(s.owner(0));
        Movement.apply(s, snake(c, 0, 0, 2, 45, 10));
        assertEquals(Side.BLUE, s.owner(0));
        for (int f = first(s, c); f < first(s, c) + 10; f++) {
            assertTrue(Math.hypot(s.x(f) - 20, s.y(f) - 11.5) > 0.8, "nobody ends inside");
        }
    }

    @Test
    @DisplayName("BA-MOVE-15 BA-MOVE-6 a river blocks a snake except over a bridge")
    void riverAndBridge() {
        Positions p = Positions.chance();
        p.terrain(rect("river", TerrainKind.RIVER, 0, 14, 96, 16));
        p.terrain(rect("bridge", TerrainKind.BRIDGE, 40, 13.5, 46, 16.5));
        int a = infantryColumn(p, Side.BLUE, 20, 9, 90);
        int b = infantryColumn(p, Side.BLUE, 41, 9, 90);
        p.infantry(Side.RED, 60, 45, -90);
        BaState s = p.start();
        assertIllegal("BA-MOVE-15", Movement.validate(s, snake(a, 0, 0, 6)));
        assertLegal(Movement.validate(s, snake(a, 0, 0, 4)));
        assertLegal(Movement.validate(s, snake(b, 0, 0, 6))); // over the bridge
        Verdict v = Movement.validate(s, snake(b, 0, 0, 3, 45, 3));
        assertIllegal("BA-MOVE-15", v); // wheels off the bridge into the river
        assertTrue(v.reason().contains("impassable"), v.reason());
    }

    @Test
    @DisplayName("BA-MOVE-3 BA-MOVE-6 a pinned column may only pivot")
    void pinnedOnlyPivots() {
        Positions p = Positions.chance();
        int c = infantryColumn(p, Side.BLUE, 20, 10, 90);
        int e = p.infantry(Side.RED, 20, 13.5, -90);
        BaState s = p.start();
        singleRank(s, e, 3, 19, 13.5, -90);
        assertTrue(Movement.pinned(s, c));
        assertIllegal("BA-MOVE-3", Movement.validate(s, snake(c, 0, 0, 2)));
        assertIllegal("BA-MOVE-3", Movement.validate(s, snake(c, 0, 30, 1, 15, 1)));
        assertIllegal("BA-MOVE-3", Movement.validate(s, new Move(c, 0, 0, 2)));
        assertLegal(Movement.validate(s, snake(c, 90)));
        Movement.apply(s, snake(c, 90));
        assertEquals(180, s.facing(c), 1e-9);
        assertEquals(20, s.anchorX(c), 1e-9);
        assertEquals(10, s.anchorY(c), 1e-9);
        assertEquals(26, s.spine[c][12], 1e-9, "the straight spine turns with the pivot");
        assertEquals(10, s.spine[c][13], 1e-9);
        assertEquals(10.5, maxY(s, c), 1e-9);
    }

    @Test
    @DisplayName("BA-MOVE-4 BA-MOVE-6 a column's Move is a pivot about the head and one straight leg")
    void moveOfColumnIsStraightSnake() {
        Positions p = Positions.chance();
        int c = infantryColumn(p, Side.BLUE, 40, 20, 90);
        p.infantry(Side.RED, 60, 45, -90);
        BaState s = p.start();
        BaState viaMove = s.copy();
        Movement.apply(viaMove, new Move(c, 30, 0, 4));
        BaState viaSnake = s.copy();
        Movement.apply(viaSnake, snake(c, 30, 0, 4));
        assertSameUnit(viaMove, viaSnake, c);
        assertEquals(120, viaMove.facing(c), 1e-9);
        assertEquals(40 - 2, viaMove.anchorX(c), 1e-3);
        assertEquals(20 + 4 * Math.sqrt(0.75), viaMove.anchorY(c), 1e-3);
    }

    @Test
    @DisplayName("BA-MOVE-11 BA-TEST-37 a MIXED column may not snake, move or reform")
    void mixedColumn() {
        Positions p = Positions.chance();
        int c = infantryColumn(p, Side.BLUE, 40, 20, 90);
        p.infantry(Side.RED, 60, 45, -90);
        BaState s = p.start();
        int f = first(s, c) + 6;
        run(s, f, s.x(f), s.y(f) - 6);
        assertIllegal("BA-MOVE-11", Movement.validate(s, snake(c, 0, 0, 3)));
        assertIllegal("BA-MOVE-11", Movement.validate(s, snake(c, 90)));
        assertIllegal("BA-MOVE-11", Movement.validate(s, new Move(c, 0, 0, 3)));
        assertIllegal("BA-MOVE-11", Movement.validate(s, new Reform(c, Formation.LINE, 90)));
    }

    @Test
    @DisplayName("BA-MOVE-8 BA-GEO-14 BA-MOVE-7 BA-MOVE-6 a snake may not sweep over an enemy; it may pass through friends")
    void overlaps() {
        Positions p = Positions.chance();
        int c = infantryColumn(p, Side.BLUE, 20, 10, 90);
        int cav = cavalryColumn(p, Side.BLUE, 60, 10, 90);
        int friend = p.infantry(Side.BLUE, 60, 30, 90);
        int e = p.infantry(Side.RED, 60, 45, -90);
        BaState s = p.start();
        singleRank(s, friend, 1, 60, 12, 0); // on the cavalry's path
        singleRank(s, e, 1, 21.2, 9.5, 0); // beside the column's head, facing away: never a threat pair
        Verdict v = Movement.validate(s, snake(c, 0, 0, 1, 45, 2));
        assertIllegal("BA-MOVE-8", v);
        assertTrue(v.reason().contains("Red infantry 1"), v.reason());
        singleRank(s, e, 1, 21.6, 9.5, 0); // 1.1 in from the right file: brushing past is fine
        assertLegal(Movement.validate(s, snake(c, 0, 0, 1, 45, 2)));
        // cavalry (8 in long, 12 in move) rides through its friend and leaves him behind ...
        assertLegal(Movement.validate(s, snake(cav, 0, 0, 2, 45, 10)));
        // ... but may not end on him
        v = Movement.validate(s, snake(cav, 0, 0, 4));
        assertIllegal("BA-MOVE-7", v);
    }
}
