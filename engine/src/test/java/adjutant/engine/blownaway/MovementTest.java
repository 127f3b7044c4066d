package adjutant.engine.blownaway;

import static adjutant.engine.blownaway.MoveFixtures.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.Reform;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.scenario.TerrainKind;
import adjutant.engine.blownaway.scenario.UnitType;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Ordered rigid moves: limits, pivots, overlaps, terrain, prerequisites (BA-MOVE, BA-GEO-9..11, 14). */
class MovementTest {

    private static void assertIllegal(String rule, Verdict v) {
        assertFalse(v.legal(), "expected " + rule + " but was legal");
        assertEquals(rule, v.ruleId(), v.message());
    }

    private static void assertLegal(Verdict v) {
        assertTrue(v.legal(), v.message());
    }

    @Test
    @DisplayName("BA-MOVE-1 infantry 6 in, cavalry 12 in, no further")
    void moveMaxima() {
        Positions p = Positions.chance();
        int inf = p.infantry(Side.BLUE, 20, 10, 90);
        int cav = p.cavalry(Side.BLUE, 60, 10, 90);
        p.infantry(Side.RED, 50, 45, -90);
        BaState s = p.start();
        assertLegal(Movement.validate(s, new Move(inf, 0, 0, 6)));
        Verdict v = Movement.validate(s, new Move(inf, 0, 0, 7.5));
        assertIllegal("BA-MOVE-1", v);
        assertTrue(v.reason().contains("7.50 in is more than the 6 in"), v.reason());
        assertLegal(Movement.validate(s, new Move(cav, 0, 0, 12)));
        assertIllegal("BA-MOVE-1", Movement.validate(s, new Move(cav, 0, 0, 12.5)));
        Movement.apply(s, new Move(cav, 0, 0, 12));
        assertEquals(22, maxY(s, cav), 1e-9);
    }

    @Test
    @DisplayName("BA-MOVE-5 BA-GEO-11 rigid translation within 45 degrees of the facing, facing unchanged")
    void obliqueLimit() {
        Positions p = Positions.chance();
        int inf = p.infantry(Side.BLUE, 20, 10, 90);
        p.infantry(Side.RED, 50, 45, -90);
        BaState s = p.start();
        assertIllegal("BA-MOVE-5", Movement.validate(s, new Move(inf, 0, 46, 4)));
        int f = first(s, inf);
        double x0 = s.x(f);
        double y0 = s.y(f);
        Movement.apply(s, new Move(inf, 0, -45, 4));
        double d = 4 / Math.sqrt(2);
        assertEquals(x0 + d, s.x(f), 1e-3);
        assertEquals(y0 + d, s.y(f), 1e-3);
        assertEquals(90, s.facing(inf), 1e-9);
        assertEquals(20 + d, s.anchorX(inf), 1e-3);
    }

    @Test
    @DisplayName("BA-MOVE-4 BA-GEO-10 pivot about the pivot point then advance")
    void pivotThenAdvance() {
        Positions p = Positions.chance();
        int inf = p.infantry(Side.BLUE, 20, 10, 90);
        p.infantry(Side.RED, 50, 45, -90);
        BaState s = p.start();
        int fb = first(s, inf); // flag bearer: slot 0, the centre of the front rank (20, 10)
        int right = -1;
        for (int f = fb; f < fb + 13; f++) {
            if (s.x(f) == 23 && s.y(f) == 10) {
                right = f;
            }
        }
        Movement.apply(s, new Move(inf, 90, 0, 2)); // face -x (180), then 2 in to -x
        assertEquals(180, s.facing(inf), 1e-9);
        assertEquals(18, s.x(fb), 1e-9);
        assertEquals(10, s.y(fb), 1e-9);
        // right end of the front rank (23, 10) rotates to (20, 13), then moves to (18, 13)
        assertEquals(18, s.x(right), 1e-9);
        assertEquals(13, s.y(right), 1e-9);
        assertEquals(18, s.anchorX(inf), 1e-9);
    }

    @Test
    @DisplayName("BA-GEO-9 pivot point is the centre of the front rank's extent, not the anchor")
    void pivotPointIncompleteFrontRank() {
        Positions p = Positions.chance();
        int inf = p.infantry(Side.BLUE, 20, 10, 90);
        p.infantry(Side.RED, 50, 45, -90);
        BaState s = p.start();
        // remove the three leftmost front-rank men (x = 17, 18, 19): the front rank spans 20..23
        for (int f = first(s, inf); f < first(s, inf) + 13; f++) {
            if (s.y(f) == 10 && s.x(f) < 20) {
                s.setStatus(f, REMOVED);
            }
        }
        double[] c = SlotGeometry.pivotPoint(s, inf);
        assertEquals(21.5, c[0], 1e-9);
        assertEquals(10, c[1], 1e-9);
        // and a battery pivots on its axle
        Positions q = Positions.chance();
        int gun = q.battery(Side.BLUE, 40, 5, 90);
        q.infantry(Side.RED, 50, 45, -90);
        BaState t = q.start();
        double[] a = SlotGeometry.pivotPoint(t, gun);
        assertEquals(40, a[0], 1e-9);
        assertEquals(5, a[1], 1e-9);
    }

    @Test
    @DisplayName("BA-MOVE-2 BA-TEST-37 pre-1750 artillery never translates but may turn in place")
    void immobileArtillery() {
        Positions p = Positions.chance().year(1700);
        int gun = p.battery(Side.BLUE, 40, 5, 90);
        p.infantry(Side.RED, 50, 45, -90);
        BaState s = p.start();
        assertIllegal("BA-MOVE-2", Movement.validate(s, new Move(gun, 0, 0, 3)));
        assertLegal(Movement.validate(s, new Reform(gun, null, 45)));
        Movement.apply(s, new Reform(gun, null, 45));
        assertEquals(45, s.facing(gun), 1e-9);
        assertEquals(40, s.anchorX(gun), 1e-9);
        Positions q = Positions.chance().year(1700).options(options(false, 0, false, 0));
        int g2 = q.battery(Side.BLUE, 40, 5, 90);
        q.infantry(Side.RED, 50, 45, -90);
        BaState t = q.start();
        assertIllegal("BA-MOVE-2", Movement.validate(t, new Reform(g2, null, 45)));
        // a 1757 gun moves with its crew
        Positions r = Positions.chance();
        int g3 = r.battery(Side.BLUE, 40, 5, 90);
        r.infantry(Side.RED, 50, 45, -90);
        BaState u = r.start();
        int gunner = first(u, g3);
        double gy = u.y(gunner);
        Movement.apply(u, new Move(g3, 0, 0, 6));
        assertEquals(11, u.anchorY(g3), 1e-9);
        assertEquals(gy + 6, u.y(gunner), 1e-9);
    }

    @Test
    @DisplayName("BA-MOVE-3 only ORDERED units move; a battery needs every gunner on a crew slot")
    void orderedOnly() {
        Positions p = Positions.chance();
        int gun = p.battery(Side.BLUE, 40, 5, 90);
        int inf = p.infantry(Side.BLUE, 20, 10, 90);
        p.infantry(Side.RED, 50, 45, -90);
        BaState s = p.start();
        int g = first(s, gun);
        s.setSlot(g, -1); // detached gunner
        s.moveFigure(g, 30, s.y(g));
        assertIllegal("BA-MOVE-3", Movement.validate(s, new Move(gun, 0, 0, 2)));
        for (int f = first(s, inf); f < first(s, inf) + 13; f++) {
            run(s, f, s.x(f), s.y(f) - 6);
        }
        Verdict v = Movement.validate(s, new Move(inf, 0, 0, 2));
        assertIllegal("BA-MOVE-3", v);
        assertTrue(v.reason().contains("MOB"), v.reason());
    }

    @Test
    @DisplayName("BA-MOVE-10 BA-TEST-37 an engaged unit may not pivot, move or reform even when its enemy is 7 in away")
    void engaged() {
        Positions p = Positions.chance();
        int inf = p.infantry(Side.BLUE, 20, 10, 90);
        p.infantry(Side.RED, 20, 18, -90);
        BaState s = p.start();
        s.setEngagement(inf, 0);
        assertIllegal("BA-MOVE-10", Movement.validate(s, new Move(inf, 10, 0, 0)));
        assertIllegal("BA-MOVE-10", Movement.validate(s, new Move(inf, 0, 0, 3)));
        assertIllegal("BA-MOVE-10", Movement.validate(s, new Reform(inf, Formation.COLUMN, 90)));
    }

    @Test
    @DisplayName("BA-MOVE-11 BA-TEST-37 a MIXED unit may not pivot, move or reform")
    void mixed() {
        Positions p = Positions.chance();
        int inf = p.infantry(Side.BLUE, 20, 10, 90);
        p.infantry(Side.RED, 50, 45, -90);
        BaState s = p.start();
        int f = first(s, inf) + 5;
        run(s, f, s.x(f), s.y(f) - 6);
        assertIllegal("BA-MOVE-11", Movement.validate(s, new Move(inf, 0, 0, 3)));
        assertIllegal("BA-MOVE-11", Movement.validate(s, new Move(inf, 30, 0, 0)));
        assertIllegal("BA-MOVE-11", Movement.validate(s, new Reform(inf, Formation.LINE, 0)));
    }

    @Test
    @DisplayName("BA-MOVE-7 may pass through friends but not end on them")
    void friends() {
        Positions p = Positions.chance();
        int a = p.infantry(Side.BLUE, 20, 5, 90);
        int b = p.infantry(Side.BLUE, 20, 8, 90);
        p.infantry(Side.RED, 50, 45, -90);
        BaState s = p.start();
        // a's front (y 5) passes through b (y 7..8) and ends at y 11, clear of b
        assertLegal(Movement.validate(s, new Move(a, 0, 0, 6)));
        Verdict v = Movement.validate(s, new Move(a, 0, 0, 3));
        assertIllegal("BA-MOVE-7", v);
        assertTrue(v.reason().contains("Blue infantry 2"), v.reason());
    }

    @Test
    @DisplayName("BA-MOVE-8 BA-GEO-14 never overlap an enemy in-ranks man; brushing past is allowed")
    void enemyOverlap() {
        Positions p = Positions.chance();
        int a = p.infantry(Side.BLUE, 20, 10, 90);
        int e = p.infantry(Side.RED, 24.5, 14, 0);
        BaState s = p.start();
        singleRank(s, a, 3, 19, 10, 90); // x 19..21, facing +y, moving 45° to the right
        singleRank(s, e, 1, 23, 10, 0); // beside a, facing +x: neither faces the other
        // closest approach of a's man (21,10) to (23,10) along (1,1)/√2 is √2 > 0.8: a legal brush
        assertLegal(Movement.validate(s, new Move(a, 0, -45, 5)));
        singleRank(s, e, 1, 21.8, 10, 0); // closest approach 0.57 < 0.4 + 0.4
        Verdict v = Movement.validate(s, new Move(a, 0, -45, 5));
        assertIllegal("BA-MOVE-8", v);
        assertTrue(v.reason().contains("Red infantry 1"), v.reason());
        // option.passClearance = 1 makes the first pass illegal too (needs 1.8)
        Positions q = Positions.chance().options(options(false, 1, true, 0));
        int a2 = q.infantry(Side.BLUE, 20, 10, 90);
        int e2 = q.infantry(Side.RED, 24.5, 14, 0);
        BaState t = q.start();
        singleRank(t, a2, 3, 19, 10, 90);
        singleRank(t, e2, 1, 23, 10, 0);
        assertIllegal("BA-MOVE-8", Movement.validate(t, new Move(a2, 0, -45, 5)));
    }

    @Test
    @DisplayName("BA-MOVE-14 running men of a MIXED enemy unit and killed markers neither block nor stop")
    void runnersDoNotBlock() {
        Positions p = Positions.chance();
        int a = p.infantry(Side.BLUE, 20, 10, 90);
        int e = p.infantry(Side.RED, 60, 40, -90);
        BaState s = p.start();
        int f = first(s, e) + 3;
        run(s, f, 20, 14); // right in front of a's flag bearer
        s.setStatus(first(s, e) + 4, KILLED);
        s.moveFigure(first(s, e) + 4, 21, 13);
        Movement.apply(s, new Move(a, 0, 0, 6));
        assertEquals(16, maxY(s, a), 1e-9);
        assertEquals(RUNNING, s.statusOrdinal(f));
        assertEquals(14, s.y(f), 1e-9, "a MIXED unit's runner is not pushed");
    }

    @Test
    @DisplayName("BA-MOVE-15 BA-TERR-5 unfordable river impassable except over a bridge; no leaving the table")
    void riverAndBridge() {
        Positions p = Positions.chance();
        p.terrain(rect("river", TerrainKind.RIVER, 0, 14, 96, 16));
        p.terrain(rect("bridge", TerrainKind.BRIDGE, 40, 13.5, 46, 16.5));
        int a = p.infantry(Side.BLUE, 20, 10, 90);
        int c = p.infantry(Side.BLUE, 43, 10, 90);
        int edge = p.infantry(Side.BLUE, 80, 1, -90);
        p.infantry(Side.RED, 60, 45, -90);
        BaState s = p.start();
        assertIllegal("BA-MOVE-15", Movement.validate(s, new Move(a, 0, 0, 6)));
        assertLegal(Movement.validate(s, new Move(a, 0, 0, 3))); // stops short of the bank
        assertLegal(Movement.validate(s, new Move(c, 0, 0, 6))); // 7 files, x 40..46: on the bridge
        Verdict v = Movement.validate(s, new Move(edge, 0, 0, 3));
        assertIllegal("BA-MOVE-15", v);
        assertTrue(v.reason().contains("table"), v.reason());
    }

    @Test
    @DisplayName("BA-TERR-6 woods and other terrain do not slow movement")
    void woodsDoNotSlow() {
        Positions p = Positions.chance();
        p.terrain(rect("wood", TerrainKind.WOODS, 10, 11, 30, 20));
        p.terrain(rect("hill", TerrainKind.HILL, 10, 20, 30, 30));
        int a = p.infantry(Side.BLUE, 20, 10, 90);
        p.infantry(Side.RED, 60, 45, -90);
        BaState s = p.start();
        Movement.apply(s, new Move(a, 0, 0, 6));
        assertEquals(16, maxY(s, a), 1e-9);
    }

    @Test
    @DisplayName("BA-MOVE-16 a pivot is instantaneous: it may swing past figures, only the end pose counts")
    void pivotEndPoseOnly() {
        Positions p = Positions.chance();
        int a = p.infantry(Side.BLUE, 20, 10, 90);
        int e = p.infantry(Side.RED, 60, 45, -90);
        BaState s = p.start();
        // an enemy man at (22, 11.5): swept over by a 90° pivot about (20,10)? The pivot ends facing 180,
        // with the front rank along x = 20 (y 7..13) and the rear rank at x = 21.
        singleRank(s, e, 1, 22, 11.5, 0);
        assertLegal(Movement.validate(s, new Move(a, 90, 0, 0)));
        // an enemy man on the end pose makes it illegal
        singleRank(s, e, 1, 20, 12, 0);
        assertIllegal("BA-MOVE-16", Movement.validate(s, new Move(a, 90, 0, 0)));
    }

    @Test
    @DisplayName("BA-MOVE-16 stop condition right after the pivot: no translation")
    void pivotIntoContactNoTranslation() {
        Positions p = Positions.chance();
        int a = p.infantry(Side.BLUE, 20, 10, 90);
        int e = p.infantry(Side.RED, 60, 45, -90);
        BaState s = p.start();
        singleRank(s, e, 1, 15, 6, 180); // behind a's left, facing away: a is not pinned
        assertFalse(Movement.pinned(s, a));
        // facing 180 after the pivot, a's front rank on x = 20 (y 7..13) has him in front 5 in ahead
        Movement.apply(s, new Move(a, 90, 0, 6));
        assertEquals(180, s.facing(a), 1e-9);
        double moved = 5 - Math.sqrt(3.9 * 3.9 - 1);
        assertEquals(20 - moved, s.x(first(s, a)), 1e-3);
        // pivot when he is 3.6 in away in the new front: s := 0
        BaState t = p.start();
        singleRank(t, e, 1, 16.5, 6, 180);
        assertFalse(Movement.pinned(t, a));
        Movement.apply(t, new Move(a, 90, 0, 6));
        assertEquals(20, t.x(first(t, a)), 1e-9);
    }

    @Test
    @DisplayName("BA-MOVE-17 objectives are taken by passing through them")
    void passThroughObjective() {
        Positions p = Positions.chance().objective(20, 15, 1);
        int a = p.cavalry(Side.BLUE, 20, 8, 90);
        p.infantry(Side.RED, 60, 45, -90);
        BaState s = p.start();
        assertEquals(null, s.owner(0));
        Movement.apply(s, new Move(a, 0, 0, 12)); // front rank from y 8 to 20, through (20, 15)
        assertEquals(Side.BLUE, s.owner(0));
    }

    @Test
    @DisplayName("BA-GEO-28 positions are rounded to 0.001 in after a move")
    void rounding() {
        Positions p = Positions.chance();
        int a = p.infantry(Side.BLUE, 20, 10, 90);
        p.infantry(Side.RED, 60, 45, -90);
        BaState s = p.start();
        Movement.apply(s, new Move(a, 17.123456, 11.1111, 3.333333));
        for (int f = first(s, a); f < first(s, a) + 13; f++) {
            assertEquals(Math.round(s.x(f) * 1000) / 1000.0, s.x(f), 0);
            assertEquals(Math.round(s.y(f) * 1000) / 1000.0, s.y(f), 0);
        }
    }

    @Test
    @DisplayName("BA-GEO-3 cavalry unit 12 in straight: every man moves, facing kept")
    void cavalryRigid() {
        Positions p = Positions.chance();
        int c = p.unit(Side.BLUE, UnitType.CAVALRY, Formation.LINE, 30, 5, 0, Positions.men(Role.SOLDIER, 4), false);
        p.infantry(Side.RED, 60, 45, -90);
        BaState s = p.start();
        double[] x0 = new double[4];
        for (int i = 0; i < 4; i++) {
            x0[i] = s.x(first(s, c) + i);
        }
        Movement.apply(s, new Move(c, 0, 0, 12));
        for (int i = 0; i < 4; i++) {
            assertEquals(x0[i] + 12, s.x(first(s, c) + i), 1e-9);
        }
    }
}
