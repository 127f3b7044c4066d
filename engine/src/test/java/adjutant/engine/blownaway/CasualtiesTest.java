package adjutant.engine.blownaway;

import adjutant.engine.blownaway.scenario.BaScenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.game.Side;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Casualty selection and runners (BA-CAS, BA-CMB-6..12, BA-GEO-15). */
class CasualtiesTest {

    @Test
    @DisplayName("BA-TEST-03, BA-CMB-C-7, BA-CAS-2: four consecutive losses")
    void fourConsecutiveLosses_BA_TEST_03_BA_CMB_C_7_BA_CAS_2() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        int[][] expect = {{1, 1, 11}, {2, 3, 8}, {3, 6, 4}};
        for (int[] x : expect) {
            Fx.fight(s, a, e, 13, 1);
            assertEquals(x[0], s.killedInFight(e));
            assertEquals(x[1], s.running(e));
            assertEquals(x[2], s.inRanks(e));
        }
        assertEquals(1, Fx.inRanksOf(s, e, Role.SOLDIER));
        assertEquals(1, Fx.inRanksOf(s, e, Role.OFFICER));
        assertEquals(1, Fx.inRanksOf(s, e, Role.DRUMMER));
        assertEquals(1, Fx.inRanksOf(s, e, Role.FLAG_BEARER));
        Fx.fight(s, a, e, 13, 1);
        int lastSoldierDead = 0;
        for (int f : Fx.men(s, e, Role.SOLDIER)) {
            if (s.statusOrdinal(f) == FigureStatus.REMOVED.ordinal()) {
                lastSoldierDead++;
            }
        }
        assertEquals(4, lastSoldierDead, "4 soldiers killed, now in the tray");
        assertEquals(0, s.inRanks(e));
        assertEquals(9, s.running(e), "O, D and FB ran: min(4, 3) = 3");
        assertEquals(FigureStatus.RUNNING, s.status(Fx.men(s, e, Role.FLAG_BEARER)[0]));
        assertEquals(4, Fx.removed(s, e), "dropped out: its 4 killed are REMOVED");
        assertFalse(s.engaged(e));
        assertFalse(s.engaged(a), "the only enemy unit left: the fight is over for the winner too");
        assertEquals(0, s.killedInFight(e));
    }

    @Test
    @DisplayName("BA-CAS-2, BA-CAS-3, BA-TEST-36: command protected flag bearer last")
    void commandProtectedFlagBearerLast_BA_CAS_2_BA_CAS_3_BA_TEST_36() {
        Positions p = Fx.chance();
        int g = p.battery(Side.BLUE, 30, 10, 90);
        int a = p.infantry(Side.BLUE, 50, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        Fx.fight(s, g, e, 10, 1);
        assertEquals(10, s.running(e));
        int soldiersRunning = 0;
        for (int f : Fx.men(s, e, Role.SOLDIER)) {
            soldiersRunning += s.statusOrdinal(f) == FigureStatus.RUNNING.ordinal() ? 1 : 0;
        }
        assertEquals(9, soldiersRunning, "9 soldiers + the officer or the drummer");
        assertEquals(2, s.inRanks(e));
        assertEquals(1, Fx.inRanksOf(s, e, Role.FLAG_BEARER));
        assertEquals(1, Fx.inRanksOf(s, e, Role.OFFICER) + Fx.inRanksOf(s, e, Role.DRUMMER));
        int fb = Fx.men(s, e, Role.FLAG_BEARER)[0];
        assertFalse(Casualties.eligible(s, fb), "the flag bearer is not the last man in ranks");
        // 2nd loss, to infantry, k = 2
        Engagements.join(s, a, e);
        BaState before2 = s.copy();
        Fx.fight(s, a, e, 13, 1);
        int cmd = Fx.inRanksOf(before2, e, Role.OFFICER) == 1 ? Fx.men(s, e, Role.OFFICER)[0] : Fx.men(s, e, Role.DRUMMER)[0];
        assertEquals(FigureStatus.REMOVED, s.status(cmd), "the non-flag command man was killed (k = 2, then dropped out)");
        assertEquals(2, Fx.removed(s, e));
        assertEquals(0, s.inRanks(e));
        assertEquals(FigureStatus.RUNNING, s.status(fb), "the flag bearer ran last");
        assertEquals(11, s.running(e));
    }

    @Test
    @DisplayName("BA-CAS-3: cavalry standards are command figures too")
    void cavalryStandardsAreCommandFiguresToo_BA_CAS_3() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int c = p.unit(Side.RED, UnitType.CAVALRY, Formation.LINE, 30, 13, -90,
                Positions.men(Role.SOLDIER, 2, Role.OFFICER, 1, Role.FLAG_BEARER, 1), false);
        BaState s = p.start();
        Fx.fight(s, a, c, 13, 1);
        assertEquals(0, Fx.inRanksOf(s, c, Role.SOLDIER), "both troopers went first (1 killed, 1 ran)");
        assertEquals(1, Fx.inRanksOf(s, c, Role.OFFICER));
        assertEquals(1, Fx.inRanksOf(s, c, Role.FLAG_BEARER));
    }

    @Test
    @DisplayName("BA-CAS-4: canonical order pikes first farthest first then left then id")
    void canonicalOrderPikesFirstFarthestFirstThenLeftThenId_BA_CAS_4() {
        Positions p = Fx.chance();
        int u = p.unit(Side.BLUE, UnitType.INFANTRY, Formation.LINE, 30, 10, 90,
                Positions.men(Role.SOLDIER, 6, Role.PIKEMAN, 2, Role.OFFICER, 1, Role.DRUMMER, 1, Role.FLAG_BEARER, 1),
                false);
        BaState s = p.start();
        int[] order = new int[11];
        int n = Casualties.canonicalOrder(s, u, FigureStatus.IN_RANKS, 30, 20, order);
        assertEquals(11, n);
        assertEquals(Role.PIKEMAN, s.setup.figRole[order[0]]);
        assertEquals(Role.PIKEMAN, s.setup.figRole[order[1]]);
        for (int i = 2; i < 8; i++) {
            assertEquals(Role.SOLDIER, s.setup.figRole[order[i]]);
            if (i > 2) {
                double dPrev = Math.hypot(s.x(order[i - 1]) - 30, s.y(order[i - 1]) - 20);
                double d = Math.hypot(s.x(order[i]) - 30, s.y(order[i]) - 20);
                assertTrue(d <= dPrev + 1e-9, "farther men first");
            }
        }
        assertTrue(s.setup.figRole[order[8]] == Role.OFFICER || s.setup.figRole[order[8]] == Role.DRUMMER);
        assertEquals(Role.FLAG_BEARER, s.setup.figRole[order[10]]);
        // equal distance: owner's left first (facing +y, left is smaller x)
        int[] sym = new int[11];
        Casualties.canonicalOrder(s, u, FigureStatus.IN_RANKS, 30, -100, sym);
        for (int i = 2; i + 1 < 8; i++) {
            double d0 = Math.hypot(s.x(sym[i]) - 30, s.y(sym[i]) + 100);
            double d1 = Math.hypot(s.x(sym[i + 1]) - 30, s.y(sym[i + 1]) + 100);
            if (Math.abs(d0 - d1) < 1e-9) {
                assertTrue(s.x(sym[i]) < s.x(sym[i + 1]), "the owner's left-most first on equal distance");
            }
        }
    }

    @Test
    @DisplayName("BA-CMB-7, BA-GEO-15: runners go six inches to the rear and face it")
    void runnersGoSixInchesToTheRearAndFaceIt_BA_CMB_7_BA_GEO_15() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        BaState before = s.copy();
        Fx.fight(s, a, e, 13, 1);
        int runner = -1;
        for (int f = s.setup.firstFigure[e]; f < s.setup.firstFigure[e] + 13; f++) {
            if (s.statusOrdinal(f) == FigureStatus.RUNNING.ordinal()) {
                runner = f;
            }
        }
        assertEquals(before.x(runner), s.x(runner), 1e-9);
        assertEquals(before.y(runner) + 6, s.y(runner), 1e-9, "red faces -y: its rear is +y");
        assertEquals(-1, s.slot(runner));
    }

    @Test
    @DisplayName("BA-GEO-15, AMB-28: runners stop at the table edge")
    void runnersStopAtTheTableEdge_BA_GEO_15_AMB_28() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 41, 90);
        int e = p.infantry(Side.RED, 30, 44, -90);
        BaState s = p.start();
        Fx.fight(s, a, e, 13, 1);
        for (int f = s.setup.firstFigure[e]; f < s.setup.firstFigure[e] + 13; f++) {
            if (s.statusOrdinal(f) == FigureStatus.RUNNING.ordinal()) {
                assertEquals(48, s.y(f), 1e-9, "stopped at the table edge, not eliminated");
            }
        }
        assertEquals(1, s.running(e));
    }

    @Test
    @DisplayName("BA-CMB-9, BA-CAS-6: gunners record where they ran from and the cannon stays")
    void gunnersRecordWhereTheyRanFromAndTheCannonStays_BA_CMB_9_BA_CAS_6() {
        Positions p = Fx.chance();
        int g = p.battery(Side.BLUE, 30, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        Fx.fight(s, g, e, 1, 13); // infantry wins: 1 gunner killed, 1 runs
        assertEquals(1, Fx.killedOnField(s, g));
        assertEquals(1, s.running(g));
        assertEquals(30, s.anchorX(g), 1e-9);
        assertEquals(10, s.anchorY(g), 1e-9);
        for (int f = s.setup.firstFigure[g]; f < s.setup.firstFigure[g] + 4; f++) {
            if (s.statusOrdinal(f) == FigureStatus.RUNNING.ordinal()) {
                assertFalse(Double.isNaN(s.departX(f)));
                assertEquals(s.departY(f) - 6, s.y(f), 1e-9);
            }
        }
    }

    @Test
    @DisplayName("BA-CMB-10: runner counts are clamped to the men left")
    void runnerCountsAreClampedToTheMenLeft_BA_CMB_10() {
        Positions p = Fx.chance();
        int g = p.battery(Side.BLUE, 30, 10, 90);
        int c = p.cavalry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        Fx.fight(s, g, c, 10, 1); // 1 killed, 10 runners capped to 9
        assertEquals(0, s.inRanks(c));
        assertEquals(9, s.running(c));
    }

    @Test
    @DisplayName("BA-CMB-11, AMB-31: pikemen reduce only while one is still in ranks")
    void pikemenReduceOnlyWhileOneIsStillInRanks_BA_CMB_11_AMB_31() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int a2 = p.infantry(Side.BLUE, 50, 10, 90);
        int one = p.unit(Side.RED, UnitType.INFANTRY, Formation.LINE, 30, 13, -90,
                Positions.men(Role.SOLDIER, 9, Role.PIKEMAN, 1, Role.OFFICER, 1, Role.DRUMMER, 1, Role.FLAG_BEARER, 1),
                false);
        int two = p.unit(Side.RED, UnitType.INFANTRY, Formation.LINE, 50, 13, -90,
                Positions.men(Role.SOLDIER, 8, Role.PIKEMAN, 2, Role.OFFICER, 1, Role.DRUMMER, 1, Role.FLAG_BEARER, 1),
                false);
        BaState s = p.start();
        Fx.fight(s, a, one, 13, 1);
        assertEquals(1, s.running(one), "the pikeman was the killed man: no reduction");
        Fx.fight(s, a2, two, 13, 1);
        assertEquals(0, s.running(two), "a pikeman left in ranks: k 1 - 1 = 0");
    }

    @Test
    @DisplayName("BA-CMB-12: militia always adds two")
    void militiaAlwaysAddsTwo_BA_CMB_12() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int m = p.unit(Side.RED, UnitType.INFANTRY, Formation.LINE, 30, 13, -90,
                adjutant.engine.blownaway.scenario.UnitSpec.standardInfantry(), true);
        BaState s = p.start();
        Fx.fight(s, a, m, 13, 1);
        assertEquals(3, s.running(m));
    }

    @Test
    @DisplayName("BA-CMB-8: killed men stay on the field until the fight ends")
    void killedMenStayOnTheFieldUntilTheFightEnds_BA_CMB_8() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        Fx.fight(s, a, e, 13, 1);
        int dead = -1;
        for (int f = s.setup.firstFigure[e]; f < s.setup.firstFigure[e] + 13; f++) {
            if (s.statusOrdinal(f) == FigureStatus.KILLED_ON_FIELD.ordinal()) {
                dead = f;
            }
        }
        assertTrue(dead >= 0);
        assertTrue(s.status(dead).onTable());
        assertEquals(1, s.killedInFight(e));
    }

    @Test
    @DisplayName("BA-CMB-6, BA-CAS-1, BA-CAS-5: causing player chooses canonically by default")
    void causingPlayerChoosesCanonicallyByDefault_BA_CMB_6_BA_CAS_1_BA_CAS_5() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        double[] ref = Relations.ref(s, a);
        int[] order = new int[13];
        Casualties.canonicalOrder(s, e, FigureStatus.IN_RANKS, ref[0], ref[1], order);
        Fx.fight(s, a, e, 13, 1);
        assertEquals(FigureStatus.KILLED_ON_FIELD, s.status(order[0]), "first the killed man");
        assertEquals(FigureStatus.RUNNING, s.status(order[1]), "then the runners");
    }

    @Test
    @DisplayName("BA-CAS-4: the canonical order, each man's keys worked out once, is the comparison of men by men")
    void canonicalOrderIsTheManByManComparison_BA_CAS_4() {
        BlownAwayRules rules = new BlownAwayRules();
        for (Variant v : Variant.values()) {
            BaState s = BlownAway.newGame(BaScenario.named("encounter"), v, 2);
            SplittableRandom rng = new SplittableRandom(2);
            for (int step = 0; step < 400 && !s.outcome().isOver(); step++) {
                for (int u = 0; u < s.setup.nUnits; u++) {
                    for (int r = 0; r < s.setup.nUnits; r++) {
                        double[] ref = Relations.ref(s, r);
                        for (FigureStatus status : new FigureStatus[] {FigureStatus.IN_RANKS, FigureStatus.RUNNING}) {
                            int[] got = new int[s.setup.startMen[u]];
                            int n = Casualties.canonicalOrder(s, u, status, ref[0], ref[1], got);
                            assertEquals(Arrays.toString(referenceOrder(s, u, status, ref[0], ref[1])),
                                    Arrays.toString(Arrays.copyOf(got, n)), "u" + u + " from u" + r);
                        }
                    }
                }
                new RandomPlayout(rules).step(s, rng);
            }
        }
    }

    /** BA-CAS-4 by insertion, comparing two men's class, distance, lateral place and id each time. */
    private static int[] referenceOrder(BaState s, int unit, FigureStatus status, double rx, double ry) {
        double fx = Math.cos(Math.toRadians(s.facing(unit)));
        double fy = Math.sin(Math.toRadians(s.facing(unit)));
        int[] out = new int[s.setup.startMen[unit]];
        int n = 0;
        for (int f = s.setup.firstFigure[unit]; f < s.setup.firstFigure[unit] + s.setup.startMen[unit]; f++) {
            if (s.statusOrdinal(f) != status.ordinal()) {
                continue;
            }
            int i = n++;
            while (i > 0 && referenceBefore(s, f, out[i - 1], rx, ry, fx, fy)) {
                out[i] = out[i - 1];
                i--;
            }
            out[i] = f;
        }
        return Arrays.copyOf(out, n);
    }

    private static boolean referenceBefore(BaState s, int a, int b, double rx, double ry, double fx, double fy) {
        int ca = Casualties.roleClass(s.setup.figRole[a]);
        int cb = Casualties.roleClass(s.setup.figRole[b]);
        if (ca != cb) {
            return ca < cb;
        }
        double da = adjutant.engine.geometry.FastMath.hypot(s.x(a) - rx, s.y(a) - ry);
        double db = adjutant.engine.geometry.FastMath.hypot(s.x(b) - rx, s.y(b) - ry);
        if (Math.abs(da - db) > 1e-6) {
            return da > db;
        }
        double la = s.x(a) * fy - s.y(a) * fx;
        double lb = s.x(b) * fy - s.y(b) * fx;
        if (Math.abs(la - lb) > 1e-6) {
            return la < lb;
        }
        return a < b;
    }
    @Test
    @DisplayName("BA-CAS-4: the front of the canonical order, sorted alone, is the front of the whole order")
    void boundedCanonicalOrderIsTheFrontOfTheWholeOrder() {
        BlownAwayRules rules = new BlownAwayRules();
        int compared = 0;
        for (String name : List.of("encounter", "crossroads")) {
            for (Variant v : Variant.values()) {
                BaState s = BlownAway.newGame(BaScenario.named(name), v, 5);
                SplittableRandom rng = new SplittableRandom(5);
                for (int step = 0; step < 300 && !s.outcome().isOver(); step++) {
                    for (int u = 0; u < s.setup.nUnits; u++) {
                        for (FigureStatus status : new FigureStatus[] {FigureStatus.IN_RANKS, FigureStatus.RUNNING}) {
                            double rx = 100 * rng.nextDouble();
                            double ry = 100 * rng.nextDouble();
                            int[] whole = new int[s.setup.startMen[u]];
                            int n = Casualties.canonicalOrder(s, u, status, rx, ry, whole);
                            assertEquals(s.count(u, status), n, "u" + u + " " + status);
                            int limit = rng.nextInt(n + 2);
                            int[] front = new int[Math.min(limit, whole.length)];
                            int kept = Casualties.canonicalOrder(s, u, status, rx, ry, front, front.length);
                            assertEquals(Math.min(n, front.length), kept);
                            assertEquals(Arrays.toString(Arrays.copyOf(whole, kept)),
                                    Arrays.toString(Arrays.copyOf(front, kept)),
                                    name + " " + v + " step " + step + " u" + u + " limit " + limit);
                            compared += kept > 1 ? 1 : 0;
                        }
                    }
                    rules.apply(s, randomAction(rules, s, rng));
                }
            }
        }
        assertTrue(compared > 1000, "orders of two or more men compared: " + compared);
    }

    private static BaAction randomAction(BlownAwayRules rules, BaState s,
            SplittableRandom rng) {
        if (rules.isChanceNode(s)) {
            return rules.chanceOutcomes(s).get(0).outcome();
        }
        if (s.phase() == Phase.MAIN) {
            return rules.candidates().randomMainAction(s, rng);
        }
        var legal = rules.legalActions(s);
        return legal.get(rng.nextInt(legal.size()));
    }
}
