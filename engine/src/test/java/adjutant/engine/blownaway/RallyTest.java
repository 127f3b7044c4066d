package adjutant.engine.blownaway;

import static adjutant.engine.blownaway.MoveFixtures.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.GunnerReturn;
import adjutant.engine.blownaway.action.MobMove;
import adjutant.engine.blownaway.action.Rally;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.blownaway.scenario.UnitType;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Rallying, both versions (BA-RALLY, BA-CMDR, BA-GEO-18..20, BA-TEST-01, 02, 13, 26, 30). */
class RallyTest {

    private static void assertIllegal(String rule, Verdict v) {
        assertFalse(v.legal(), "expected " + rule + " but was legal");
        assertEquals(rule, v.ruleId(), v.message());
    }

    /** Makes men [a, b) of unit u run 6 in behind where they stand (facing +y units). */
    private static void runBack(BaState s, int u, int a, int b) {
        for (int i = a; i < b; i++) {
            int f = first(s, u) + i;
            s.setDepartX(f, s.x(f));
            s.setDepartY(f, s.y(f));
            run(s, f, s.x(f), s.y(f) - 6);
        }
    }

    private static void remove(BaState s, int u, int a, int b) {
        for (int i = a; i < b; i++) {
            s.setStatus(first(s, u) + i, REMOVED);
            s.setSlot(first(s, u) + i, -1);
        }
    }

    private static void rally(BaState s, int u, int n) {
        Verdict v = Rallying.validate(s, Rally.of(u, n));
        assertTrue(v.legal(), v.message());
        Rallying.apply(s, Rally.of(u, n));
        s.commanderMoved = false; // next turn
    }

    @Test
    @DisplayName("BA-TEST-01 BA-RALLY-4 chance condition A: 3 -> 6 -> 12 in ranks; 4 at first is illegal")
    void test01() {
        Positions p = Positions.chance();
        int u = p.unit(Side.BLUE, UnitType.INFANTRY, Formation.LINE, 30, 20, 90, Positions.men(Role.SOLDIER, 15), false);
        p.infantry(Side.RED, 80, 45, -90);
        BaState s = p.start();
        remove(s, u, 3, 6);
        runBack(s, u, 6, 15);
        assertEquals(3, Rallying.maxCount(s, u));
        assertIllegal("BA-RALLY-4", Rallying.validate(s, Rally.of(u, 4)));
        rally(s, u, 3);
        assertEquals(6, s.inRanks(u));
        assertEquals(6, s.running(u));
        rally(s, u, 6);
        assertEquals(12, s.inRanks(u));
        assertEquals(0, s.running(u));
        assertEquals(3, s.count(u, FigureStatus.REMOVED));
    }

    @Test
    @DisplayName("BA-TEST-02 BA-RALLY-5 BA-RALLY-6 chance from zero: 1, 2, 4, 8, 10")
    void test02() {
        Positions p = Positions.chance();
        int u = p.cavalry(Side.BLUE, 30, 20, 90);
        int e = p.infantry(Side.RED, 80, 45, -90);
        BaState s = p.start();
        runBack(s, u, 0, 10);
        assertEquals(1, Rallying.maxCount(s, u));
        int[] expectIn = {1, 2, 4, 8, 10};
        int[] expectRun = {9, 8, 6, 2, 0};
        for (int i = 0; i < 5; i++) {
            rally(s, u, Rallying.maxCount(s, u));
            assertEquals(expectIn[i], s.inRanks(u));
            assertEquals(expectRun[i], s.running(u));
        }
        // variant: one running man 23.99 in from an enemy in-ranks man -> condition B fails
        BaState t = p.start();
        runBack(t, u, 0, 10);
        int q = first(t, u);
        singleRank(t, e, 1, t.x(q), t.y(q) + 23.99, -90);
        assertIllegal("BA-RALLY-3", Rallying.validate(t, Rally.of(u, 1)));
        singleRank(t, e, 1, t.x(q), t.y(q) + 24.0, -90);
        assertTrue(Rallying.validate(t, Rally.of(u, 1)).legal());
        // variant: commander far away and already moved this turn -> illegal
        t.commanderMoved = true;
        assertIllegal("BA-RALLY-5", Rallying.validate(t, Rally.of(u, 1)));
    }

    @Test
    @DisplayName("BA-TEST-13 BA-RALLY-7 without-chance: up to 6 with the commander, condition A and B")
    void test13() {
        Positions p = Positions.withoutChance();
        int a = p.infantry(Side.BLUE, 30, 20, 90);
        int b = p.infantry(Side.BLUE, 60, 20, 90);
        p.infantry(Side.RED, 80, 47, -90);
        BaState s = p.start();
        runBack(s, a, 0, 10); // 2 in ranks (soldiers' slots are the outer ones), 10 running... keep 3 in ranks?
        s.setStatus(first(s, a) + 12, REMOVED); // 13 men: 10 run, 1 removed -> 2 in ranks
        assertEquals(2, s.inRanks(a));
        rally(s, a, 6);
        assertEquals(8, s.inRanks(a));
        assertEquals(4, s.running(a));
        rally(s, a, Rallying.maxCount(s, a));
        assertEquals(12, s.inRanks(a));
        assertEquals(0, s.running(a));
        // (b) 0 in ranks, 9 running, condition B
        remove(s, b, 9, 13);
        runBack(s, b, 0, 9);
        assertEquals(6, Rallying.maxCount(s, b));
        rally(s, b, 6);
        assertEquals(6, s.inRanks(b));
        assertEquals(3, s.running(b));
        rally(s, b, 3);
        assertEquals(9, s.inRanks(b));
    }

    @Test
    @DisplayName("BA-RALLY-8 without-chance: no man rallies without the commander next to the unit")
    void wcWithoutCommander() {
        Positions p = Positions.withoutChance();
        int a = p.infantry(Side.BLUE, 30, 20, 90);
        p.infantry(Side.RED, 80, 47, -90);
        BaState s = p.start();
        runBack(s, a, 0, 5);
        s.commanderMoved = true; // commander at (1, 1), far away, and his move is used
        assertEquals(0, Rallying.maxCount(s, a));
        assertIllegal("BA-RALLY-8", Rallying.validate(s, Rally.of(a, 1)));
        s.setCommanderX(0, s.x(first(s, a)) + 1.5); // BA-CMDR-4: within 2 in of a man
        s.setCommanderY(0, s.y(first(s, a)));
        assertEquals(5, Rallying.maxCount(s, a));
    }

    @Test
    @DisplayName("BA-CMDR-5 the rally places the commander next to the unit with the turn's move")
    void commanderAutoPlaced() {
        Positions p = Positions.withoutChance();
        int a = p.infantry(Side.BLUE, 30, 20, 90);
        p.infantry(Side.RED, 80, 47, -90);
        BaState s = p.start();
        runBack(s, a, 0, 5);
        assertFalse(Rallying.commanderAdjacent(s, a));
        Rallying.apply(s, Rally.of(a, 5));
        assertTrue(s.commanderMoved);
        assertTrue(Rallying.commanderAdjacent(s, a));
        assertTrue(s.setup.board.onTable(s.commanderX(0), s.commanderY(0)));
    }

    @Test
    @DisplayName("BA-CMDR-4 BA-GEO-19 next to = within 2 in of a man in ranks or running")
    void adjacency() {
        Positions p = Positions.chance();
        int a = p.infantry(Side.BLUE, 30, 20, 90);
        p.infantry(Side.RED, 80, 47, -90);
        BaState s = p.start();
        int f = first(s, a);
        s.setCommanderX(0, s.x(f));
        s.setCommanderY(0, s.y(f) + 2.0);
        assertTrue(Rallying.commanderAdjacent(s, a));
        s.setCommanderY(0, s.y(f) + 2.01);
        assertFalse(Rallying.commanderAdjacent(s, a));
    }

    @Test
    @DisplayName("BA-TEST-26 BA-RALLY-2 BA-RALLY-3 BA-GEO-18 conditions A and B at their thresholds")
    void test26() {
        Positions p = Positions.chance();
        int u = p.infantry(Side.BLUE, 30, 20, 90);
        int e = p.infantry(Side.RED, 30, 30, -90);
        BaState s = p.start();
        singleRank(s, u, 6, 30, 20, 90); // 4 in ranks at x 30..33, 2 running
        run(s, first(s, u) + 4, 34, 14);
        run(s, first(s, u) + 5, 35, 14);
        singleRank(s, e, 1, 30, 26, -90); // faces him, 6.00 in
        assertFalse(Rallying.conditionA(s, u));
        singleRank(s, e, 1, 30, 26.01, -90);
        assertTrue(Rallying.conditionA(s, u));
        singleRank(s, e, 1, 30, 23, 90); // 3 in, but facing away: does not face him
        assertTrue(Rallying.conditionA(s, u));
        assertEquals(2, Rallying.maxCount(s, u));
        // condition B for an all-running unit
        BaState t = p.start();
        for (int f = first(t, u); f < first(t, u) + 13; f++) {
            run(t, f, 30, 10);
        }
        singleRank(t, e, 1, 30, 34, 90);
        assertTrue(Rallying.conditionB(t, u));
        singleRank(t, e, 1, 30, 33.99, -90);
        assertFalse(Rallying.conditionB(t, u));
    }

    @Test
    @DisplayName("BA-RALLY-1 a unit with no running man cannot rally")
    void nothingToRally() {
        Positions p = Positions.chance();
        int u = p.infantry(Side.BLUE, 30, 20, 90);
        p.infantry(Side.RED, 80, 47, -90);
        BaState s = p.start();
        assertIllegal("BA-RALLY-1", Rallying.validate(s, Rally.of(u, 1)));
        assertEquals(0, Rallying.maxCount(s, u));
    }

    @Test
    @DisplayName("BA-RALLY-9 canonical men: pikemen first, flag bearer last")
    void canonicalMen() {
        Positions p = Positions.chance();
        int u = p.unit(Side.BLUE, UnitType.INFANTRY, Formation.LINE, 30, 20, 90,
                Positions.men(Role.SOLDIER, 4, Role.PIKEMAN, 2, Role.FLAG_BEARER, 1, Role.OFFICER, 1), false);
        p.infantry(Side.RED, 80, 47, -90);
        BaState s = p.start();
        int fb = -1;
        for (int i = 0; i < 8; i++) {
            int f = first(s, u) + i;
            if (s.setup.role(f) == Role.FLAG_BEARER) {
                fb = f;
            }
        }
        // four men in ranks (two soldiers stay), the two pikemen, flag bearer and officer run
        for (int i = 0; i < 8; i++) {
            int f = first(s, u) + i;
            Role r = s.setup.role(f);
            if (r != Role.SOLDIER) {
                run(s, f, s.x(f), s.y(f) - 6);
            }
        }
        rally(s, u, 2);
        for (int i = 0; i < 8; i++) {
            int f = first(s, u) + i;
            if (s.setup.role(f) == Role.PIKEMAN) {
                assertEquals(IN_RANKS, s.statusOrdinal(f));
            }
        }
        rally(s, u, 1);
        assertEquals(RUNNING, s.statusOrdinal(fb), "the flag bearer comes last");
    }

    @Test
    @DisplayName("BA-RALLY-10 BA-GEO-18 returning men fill the vacant slots in slot order")
    void placement() {
        Positions p = Positions.chance();
        int u = p.infantry(Side.BLUE, 30, 20, 90);
        p.infantry(Side.RED, 80, 47, -90);
        BaState s = p.start();
        int f0 = first(s, u); // flag bearer in slot 0 at (30, 20)
        double x0 = s.x(f0);
        double y0 = s.y(f0);
        run(s, f0, 30, 14);
        Rallying.apply(s, Rally.of(u, 1));
        assertEquals(IN_RANKS, s.statusOrdinal(f0));
        assertEquals(0, s.slot(f0));
        assertEquals(x0, s.x(f0), 1e-9);
        assertEquals(y0, s.y(f0), 1e-9);
    }

    @Test
    @DisplayName("BA-RALLY-10 from zero in ranks the unit re-forms around the anchor man, facing the enemy rear edge")
    void reformAroundAnchor() {
        Positions p = Positions.chance();
        int u = p.infantry(Side.BLUE, 30, 20, 0);
        p.infantry(Side.RED, 80, 47, -90);
        BaState s = p.start();
        for (int i = 0; i < 13; i++) {
            int f = first(s, u) + i;
            run(s, f, 20 + (i % 5), 10 + i / 5);
        }
        int q = Rallying.canonicalAnchor(s, u);
        double qx = s.x(q);
        double qy = s.y(q);
        Rallying.apply(s, Rally.of(u, 1));
        assertEquals(IN_RANKS, s.statusOrdinal(q));
        assertEquals(qx, s.x(q), 1e-9, "the anchor man stays where he is");
        assertEquals(qy, s.y(q), 1e-9);
        assertEquals(0, s.slot(q));
        assertEquals(90, s.facing(u), 1e-9);
        assertEquals(Formation.LINE.ordinal(), s.formationOrdinal(u));
        assertEquals(13, s.gridSize(u));
    }

    @Test
    @DisplayName("BA-RALLY-12 BA-RALLY-13 an engaged unit rallies under condition A; k and engagement unchanged")
    void engagedRally() {
        Positions p = Positions.chance();
        int u = p.infantry(Side.BLUE, 30, 20, 90);
        p.infantry(Side.RED, 30, 35, -90);
        BaState s = p.start();
        s.setEngagement(u, 2);
        s.setK(u, 3);
        runBack(s, u, 0, 3);
        rally(s, u, 3);
        assertEquals(13, s.inRanks(u));
        assertEquals(2, s.engagement(u));
        assertEquals(3, s.k(u));
    }

    @Test
    @DisplayName("BA-RALLY-14 rallied men count for objectives at once")
    void rallyTakesObjective() {
        Positions p = Positions.chance().objective(30, 20, 1);
        int u = p.infantry(Side.BLUE, 30, 20, 90);
        p.infantry(Side.RED, 80, 47, -90);
        BaState s = p.start();
        s.setOwnerCode(0, 0);
        for (int f = first(s, u); f < first(s, u) + 13; f++) {
            run(s, f, s.x(f), s.y(f) - 6);
        }
        run(s, first(s, u), 30, 20); // the flag bearer stands in the objective
        Rallying.apply(s, new Rally(u, 1, first(s, u), Double.NaN, null));
        Objectives.update(s);
        assertEquals(Side.BLUE, s.owner(0));
    }

    /** BA-TEST-30's battery: axle (30, 24) facing +x; gunner 0 killed, 1..3 ran 6 in to -x. */
    private static BaState battery(boolean chance) {
        Positions p = chance ? Positions.chance() : Positions.withoutChance();
        int g = p.battery(Side.BLUE, 30, 24, 0);
        p.infantry(Side.RED, 90, 45, -90);
        BaState s = p.start();
        s.setStatus(first(s, g), REMOVED);
        s.setSlot(first(s, g), -1);
        for (int i = 1; i < 4; i++) {
            int f = first(s, g) + i;
            s.setDepartX(f, s.x(f));
            s.setDepartY(f, s.y(f));
            run(s, f, s.x(f) - 6, s.y(f));
        }
        return s;
    }

    @Test
    @DisplayName("BA-TEST-30 BA-RALLY-11 BA-GEO-20 gunners who only ran return to the gun: MANNED again")
    void test30a() {
        BaState s = battery(true);
        assertFalse(Relations.manned(s, 0));
        assertEquals(1, Rallying.maxCount(s, 0)); // chance condition B: 1 man with the commander
        Rallying.apply(s, Rally.of(0, 1));
        assertTrue(Relations.manned(s, 0));
        BaState w = battery(false);
        assertEquals(3, Rallying.maxCount(w, 0));
        Rallying.apply(w, Rally.of(0, 3));
        assertEquals(3, w.inRanks(0));
        for (int i = 1; i < 4; i++) {
            assertTrue(w.slot(first(w, 0) + i) >= 0, "gunner " + i + " back on a crew slot");
        }
    }

    @Test
    @DisplayName("BA-TEST-30 BA-GEO-20 gunners who ran further rally DETACHED and walk back 6 in a turn")
    void test30b() {
        BaState s = battery(false);
        Verdict v = Movement.validate(s, new MobMove(0, -10, 0));
        assertTrue(v.legal(), v.message());
        Movement.apply(s, new MobMove(0, -10, 0));
        Rallying.apply(s, Rally.of(0, 3));
        assertEquals(3, s.inRanks(0));
        assertFalse(Relations.manned(s, 0), "all detached: the gun cannot fire");
        int g = first(s, 0) + 1;
        assertEquals(-1, s.slot(g));
        int k = GunnerReturns.nearestVacantCrewSlot(s, 0, s.x(g), s.y(g));
        double[] slot = GunnerReturns.crewSlot(s, 0, k);
        double d0 = Math.hypot(slot[0] - s.x(g), slot[1] - s.y(g));
        assertEquals(16, d0, 1.01); // "about 16 in away": the nearest vacant slot is the killed gunner's
        double[] expect = {d0 - 6, d0 - 12, 0};
        for (int turn = 0; turn < 3; turn++) {
            assertTrue(Movement.validate(s, new GunnerReturn(0)).legal());
            Movement.apply(s, new GunnerReturn(0));
            assertEquals(expect[turn], Math.hypot(slot[0] - s.x(g), slot[1] - s.y(g)), 0.01);
        }
        assertEquals(k, s.slot(g));
        assertTrue(Relations.manned(s, 0));
        assertFalse(Movement.validate(s, new GunnerReturn(0)).legal());
    }
}
