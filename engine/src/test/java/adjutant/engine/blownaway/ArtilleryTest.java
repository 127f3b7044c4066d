package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.Fire;
import adjutant.engine.blownaway.action.HoldFire;
import adjutant.engine.blownaway.action.Pass;
import adjutant.engine.game.Side;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.scenario.TerrainKind;
import adjutant.engine.blownaway.scenario.UnitType;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Long-range artillery (BA-ART, BA-GEO-21/22). */
class ArtilleryTest {
    private final BlownAwayRules rules = Fx.RULES;

    private static int single(Positions p, Side side, double x, double y) {
        return p.unit(side, UnitType.INFANTRY, Formation.LINE, x, y, -90, Positions.men(Role.SOLDIER, 1), false);
    }

    @Test
    @DisplayName("BA-ART-1: only the active sides guns fire once per turn")
    void onlyTheActiveSidesGunsFireOncePerTurn_BA_ART_1() {
        Positions p = Fx.chance();
        int g = p.battery(Side.BLUE, 30, 5, 90);
        int rg = p.battery(Side.RED, 60, 40, -90);
        int t = p.infantry(Side.RED, 30, 25, -90);
        BaState s = p.start();
        rules.apply(s, new Pass());
        assertEquals(Phase.ARTILLERY, s.phase());
        assertEquals(g, s.cursor());
        assertTrue(rules.legalActions(s).contains(new Fire(g, t)));
        assertTrue(rules.legalActions(s).contains(new HoldFire(g)));
        assertEquals("BA-ART-1", rules.validate(s, new Fire(rg, 0)).ruleId());
        BaState c = s.copy();
        Artillery.apply(c, new Fire(g, t));
        assertTrue(c.fired(g));
        assertFalse(Artillery.canFire(c, g), "once per turn");
        rules.apply(s, new Fire(g, t));
        assertEquals(3, s.balls(g));
        assertEquals(Side.RED, s.active(), "nothing else to do: the turn passed");
        assertEquals(12, s.inRanks(t));
    }

    @Test
    @DisplayName("BA-ART-2: manned by one gunner and enough markers")
    void mannedByOneGunnerAndEnoughMarkers_BA_ART_2() {
        Positions p = Fx.chance();
        int g = p.battery(Side.BLUE, 30, 5, 90);
        p.infantry(Side.RED, 30, 25, -90);
        BaState s = p.start();
        int first = s.setup.firstFigure[g];
        for (int f = first; f < first + 3; f++) {
            Casualties.run(s, f);
        }
        assertTrue(Artillery.canFire(s, g), "one gunner in a crew slot suffices");
        Casualties.run(s, first + 3);
        assertFalse(Artillery.canFire(s, g), "not manned");
        BaState t = p.start();
        t.setBalls(g, 0);
        assertFalse(Artillery.canFire(t, g));
        assertEquals("BA-ART-2", Artillery.validate(t, new Fire(g, 1)).ruleId());
    }

    @Test
    @DisplayName("BA-TEST-09, BA-ART-4: marker budget")
    void markerBudget_BA_TEST_09_BA_ART_4() {
        Positions p = Fx.chance();
        p.terrain(Fx.rect(TerrainKind.TRENCH, 4, 20, 16, 26));
        p.terrain(Fx.wall(40, 21.5, 60, 21.5));
        int g = p.battery(Side.BLUE, 30, 5, 90);
        int open = p.infantry(Side.RED, 30, 25, -90);
        int trench = p.infantry(Side.RED, 10, 23, -90);
        int wall = p.infantry(Side.RED, 50, 23, -90);
        p.infantry(Side.RED, 80, 40, -90);
        BaState s = p.start();
        s.setFacing(g, 90);
        assertEquals(1, Artillery.cost(s, g, open));
        assertEquals(2, Artillery.cost(s, g, wall));
        assertEquals(3, Artillery.cost(s, g, trench));
        assertEquals(List.of(open, trench, wall), Artillery.targets(s, g));
        // open targets: 4 shots
        BaState o = s.copy();
        for (int i = 0; i < 4; i++) {
            o.setFired(g, false);
            assertTrue(Artillery.validate(o, new Fire(g, open)).legal());
            Artillery.apply(o, new Fire(g, open));
        }
        assertFalse(Artillery.canFire(o, g));
        // wall targets: 2 shots
        BaState w = s.copy();
        for (int i = 0; i < 2; i++) {
            w.setFired(g, false);
            Artillery.apply(w, new Fire(g, wall));
        }
        assertEquals(0, w.balls(g));
        // a trench target: 1 shot leaving 1; then open legal, wall illegal
        BaState r = s.copy();
        Artillery.apply(r, new Fire(g, trench));
        r.setFired(g, false);
        assertEquals(1, r.balls(g));
        assertTrue(Artillery.validate(r, new Fire(g, open)).legal());
        assertEquals("BA-ART-4", Artillery.validate(r, new Fire(g, wall)).ruleId());
    }

    @Test
    @DisplayName("BA-TEST-27, BA-ART-3, BA-GEO-21: range arc and line of sight")
    void rangeArcAndLineOfSight_BA_TEST_27_BA_ART_3_BA_GEO_21() {
        // nearest man 3.99 illegal, 4.00 legal
        for (double d : new double[] {3.99, 4.0}) {
            Positions p = Fx.chance();
            int g = p.battery(Side.BLUE, 30, 5, 90);
            int t = p.infantry(Side.RED, 30, 5 + d, -90);
            BaState s = p.start();
            assertEquals(d >= 4, Artillery.targets(s, g).contains(t), "nearest at " + d);
        }
        // the only in-arc man at 36.00 legal, 36.01 illegal
        for (double d : new double[] {36.0, 36.01}) {
            Positions p = Fx.chance();
            int g = p.battery(Side.BLUE, 30, 5, 90);
            int t = single(p, Side.RED, 30, 5 + d);
            BaState s = p.start();
            assertEquals(d <= 36, Artillery.targets(s, g).contains(t), "range " + d);
        }
        // 45.0 degrees off the boresight legal, 45.1 illegal
        for (double a : new double[] {45.0, 45.1}) {
            Positions p = Fx.chance();
            int g = p.battery(Side.BLUE, 30, 5, 90);
            double rad = Math.toRadians(90 - a);
            int t = single(p, Side.RED, 30 + 20 * Math.cos(rad), 5 + 20 * Math.sin(rad));
            BaState s = p.start();
            assertEquals(a <= 45, Artillery.targets(s, g).contains(t), "angle " + a);
        }
        // a friendly in-ranks man 0.3 in from the line blocks; a running man does not
        Positions p = Fx.chance();
        int g = p.battery(Side.BLUE, 30, 5, 90);
        int b = p.unit(Side.BLUE, UnitType.INFANTRY, Formation.LINE, 30.3, 20, 90, Positions.men(Role.SOLDIER, 1), false);
        int t = single(p, Side.RED, 30, 30);
        BaState s = p.start();
        assertFalse(Artillery.targets(s, g).contains(t));
        assertEquals("BA-GEO-21", Artillery.validate(s, new Fire(g, t)).ruleId());
        s.setStatus(s.setup.firstFigure[b], FigureStatus.RUNNING.ordinal());
        assertTrue(Artillery.targets(s, g).contains(t));
    }

    @Test
    @DisplayName("BA-GEO-21: woods block except the targets own edge")
    void woodsBlockExceptTheTargetsOwnEdge_BA_GEO_21_woods() {
        for (double[] k : new double[][] {{24, 31, 0}, {28, 40, 1}, {27, 40, 0}}) {
            // wood from y = k0 to y = k1; target man at y = 30: depth inside = 30 - k0
            Positions p = Fx.chance();
            p.terrain(Fx.rect(TerrainKind.WOODS, 20, k[0], 40, k[1]));
            int g = p.battery(Side.BLUE, 30, 5, 90);
            int t = single(p, Side.RED, 30, 30);
            BaState s = p.start();
            assertEquals(k[2] == 1, Artillery.targets(s, g).contains(t), "wood " + k[0] + ".." + k[1]);
        }
    }

    @Test
    @DisplayName("BA-ART-5, BA-ART-6, BA-ART-7: one man killed nobody runs canonical victim")
    void oneManKilledNobodyRunsCanonicalVictim_BA_ART_5_BA_ART_6_BA_ART_7() {
        Positions p = Fx.chance();
        int g = p.battery(Side.BLUE, 30, 5, 90);
        int t = p.infantry(Side.RED, 30, 25, -90);
        BaState s = p.start();
        int[] order = new int[13];
        Casualties.canonicalOrder(s, t, FigureStatus.IN_RANKS, 30, 5, order);
        Artillery.apply(s, new Fire(g, t));
        assertEquals(12, s.inRanks(t));
        assertEquals(0, s.running(t), "nobody runs");
        assertEquals(FigureStatus.REMOVED, s.status(order[0]), "not engaged: REMOVED");
        assertEquals(Role.SOLDIER, s.setup.figRole[order[0]]);
        assertEquals(0, s.killedInFight(t));
        assertEquals(1, s.killed(Side.RED));
        double far = Math.hypot(s.x(order[0]) - 30, s.y(order[0]) - 5);
        for (int f : Fx.men(s, t, Role.SOLDIER)) {
            assertTrue(Math.hypot(s.x(f) - 30, s.y(f) - 5) <= far + 1e-9, "the farthest soldier from the gun");
        }
    }

    @Test
    @DisplayName("BA-ART-3, BA-ART-6, AMB-32: all running target loses a running man")
    void allRunningTargetLosesARunningMan_BA_ART_3_BA_ART_6_AMB_32() {
        Positions p = Fx.chance();
        int g = p.battery(Side.BLUE, 30, 5, 90);
        int t = p.infantry(Side.RED, 30, 19, -90);
        BaState s = p.start();
        for (int f = s.setup.firstFigure[t]; f < s.setup.firstFigure[t] + 13; f++) {
            Casualties.run(s, f);
        }
        assertTrue(Artillery.targets(s, g).contains(t));
        Artillery.apply(s, new Fire(g, t));
        assertEquals(12, s.running(t));
        assertEquals(1, Fx.removed(s, t));
    }

    @Test
    @DisplayName("BA-TEST-10, BA-TEST-38, BA-ENG-3: shot at an engaged unit")
    void shotAtAnEngagedUnit_BA_TEST_10_BA_TEST_38_BA_ENG_3() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int g = p.battery(Side.BLUE, 50, 13, 180);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        Fx.fight(s, a, e, 13, 1);
        Fx.fight(s, a, e, 13, 1);
        assertEquals(2, s.killedInFight(e));
        assertEquals(3, s.running(e));
        s.active = Side.BLUE;
        s.setFired(g, false);
        assertTrue(Artillery.validate(s, new Fire(g, e)).legal(), "BA-TEST-38: an engaged unit is a legal target");
        Artillery.apply(s, new Fire(g, e));
        assertEquals(3, s.killedInFight(e));
        assertEquals(3, Fx.killedOnField(s, e), "the man stays on the field");
        assertEquals(3, s.running(e), "nobody runs");
        Fx.fight(s, a, e, 13, 1);
        assertEquals(4, s.killedInFight(e));
        assertEquals(7, s.running(e), "k = 4: 4 run");
        // same shot at a non-engaged unit
        BaState n = p.start();
        n.active = Side.BLUE;
        Artillery.apply(n, new Fire(g, e));
        assertEquals(0, n.killedInFight(e));
        assertEquals(1, Fx.removed(n, e));
        Fx.fight(n, a, e, 13, 1);
        assertEquals(1, n.running(e), "its first later combat loss gives 1 runner");
    }

    @Test
    @DisplayName("BA-ART-8, AMB-32: engaged gun may still fire unless the option forbids")
    void engagedGunMayStillFireUnlessTheOptionForbids_BA_ART_8_AMB_32() {
        for (boolean allowed : new boolean[] {true, false}) {
            Positions p = Positions.chance();
            Fx.Opt o = Fx.opt();
            o.lraWhileEngaged = allowed;
            p.options(o.build());
            int g = p.battery(Side.BLUE, 30, 10, 90);
            int e = p.infantry(Side.RED, 80, 45, -90);
            int far = p.infantry(Side.RED, 30, 30, -90);
            BaState s = p.start();
            Engagements.join(s, g, e);
            assertEquals(allowed, Artillery.canFire(s, g));
            assertEquals(allowed, Artillery.targets(s, g).contains(far));
        }
    }

    @Test
    @DisplayName("BA-ART-9: engagement checks after each shot")
    void engagementChecksAfterEachShot_BA_ART_9() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int g = p.battery(Side.BLUE, 50, 13, 180);
        int e = p.cavalry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        Engagements.join(s, a, e);
        int first = s.setup.firstFigure[e];
        for (int f = first; f < first + 9; f++) {
            Casualties.kill(s, f, true);
        }
        Artillery.apply(s, new Fire(g, e));
        assertEquals(0, s.inRanks(e));
        assertFalse(s.engaged(e), "dropped out after the shot");
        assertFalse(s.engaged(a), "the fight is over");
        assertEquals(10, Fx.removed(s, e));
    }

    @Test
    @DisplayName("BA-ART-10: any enemy type may be targeted including guns")
    void anyEnemyTypeMayBeTargetedIncludingGuns_BA_ART_10() {
        Positions p = Fx.chance();
        int g = p.battery(Side.BLUE, 30, 5, 90);
        int rg = p.battery(Side.RED, 30, 30, -90);
        BaState s = p.start();
        assertTrue(Artillery.targets(s, g).contains(rg));
        Artillery.apply(s, new Fire(g, rg));
        assertEquals(3, s.inRanks(rg), "a gunner is killed");
    }
}
