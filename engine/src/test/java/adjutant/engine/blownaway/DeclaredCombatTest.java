package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.Declare;
import adjutant.engine.blownaway.action.Pass;
import adjutant.engine.game.Side;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.blownaway.scenario.RulesOptions;
import adjutant.engine.scenario.TerrainKind;
import adjutant.engine.blownaway.scenario.UnitSpec;
import adjutant.engine.blownaway.scenario.UnitType;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The without-chance combat phase (BA-CMB-W, F-7..F-11). */
class DeclaredCombatTest {
    private final BlownAwayRules rules = Fx.RULES;

    @Test
    @DisplayName("BA-TEST-04, BA-CMB-W-1, BA-CMB-W-3, BA-CMB-W-7, BA-CMB-W-9: cavalry against infantry both declare")
    void cavalryAgainstInfantryBothDeclare_BA_TEST_04_BA_CMB_W_1_BA_CMB_W_3_BA_CMB_W_7_BA_CMB_W_9() {
        Positions p = Positions.withoutChance();
        int c = p.cavalry(Side.BLUE, 30, 10, 90);
        int i = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        rules.apply(s, new Pass());
        assertEquals(Phase.DECLARE, s.phase());
        assertEquals(c, s.cursor());
        rules.apply(s, new Declare(c, i));
        assertEquals(Side.RED, s.deciding(), "the other player declares second, knowing the first");
        assertEquals(i, s.cursor());
        rules.apply(s, new Declare(i, c));
        // I: 1 killed (SOLDIER), 10 run (9 SOLDIERs + OFFICER or DRUMMER), 2 in ranks
        assertEquals(2, s.inRanks(i));
        assertEquals(10, s.running(i));
        assertEquals(1, Fx.inRanksOf(s, i, Role.FLAG_BEARER));
        assertEquals(1, Fx.inRanksOf(s, i, Role.OFFICER) + Fx.inRanksOf(s, i, Role.DRUMMER));
        assertEquals(0, Fx.inRanksOf(s, i, Role.SOLDIER));
        // C: 1 killed, 1 run, then weakness: the 8 run
        assertEquals(0, s.inRanks(c));
        assertEquals(9, s.running(c));
        assertEquals(1, s.killed(Side.BLUE));
        assertEquals(1, s.killed(Side.RED));
        // C drops out, the fight is over, both killed men REMOVED
        assertFalse(s.engaged(c) || s.engaged(i));
        assertEquals(1, Fx.removed(s, c));
        assertEquals(1, Fx.removed(s, i));
        assertEquals(BaState.UNDECLARED, s.declaredTarget(c), "declarations cleared");
    }

    @Test
    @DisplayName("BA-TEST-12, BA-CMB-W-9, AMB-17: cavalry weakness with a second facing unit")
    void cavalryWeaknessWithASecondFacingUnit_BA_TEST_12_BA_CMB_W_9_AMB_17() {
        // frontal: C attacks I1, I1 attacks C; I2 3 in from C, facing it, not fighting
        Positions p = Positions.withoutChance();
        int c = p.cavalry(Side.BLUE, 30, 10, 90);
        int i1 = p.infantry(Side.RED, 30, 13, -90);
        int i2 = p.infantry(Side.RED, 35, 9, 180);
        BaState s = p.start();
        assertTrue(Relations.faces(s, i2, c) && Relations.inContact(s, i2, c));
        Fx.phase(s, c, i1, i1, c);
        assertEquals(2, s.inRanks(i1));
        assertEquals(10, s.running(i1));
        assertEquals(0, s.inRanks(c));
        assertEquals(9, s.running(c));
        // flank variant: I1 does not face C and cannot attack
        for (boolean withI2 : new boolean[] {true, false}) {
            p = Positions.withoutChance();
            c = p.cavalry(Side.BLUE, 30, 10, 90);
            i1 = p.infantry(Side.RED, 30, 16, 0);
            if (withI2) {
                p.infantry(Side.RED, 35, 9, 180);
            }
            s = p.start();
            assertTrue(Combat.targets(s, i1).isEmpty(), "I1 does not face C");
            assertTrue(Relations.flankOrRear(s, c, i1));
            Fx.phase(s, c, i1);
            assertEquals(0, s.inRanks(i1), "1 killed, 14 run capped to 12");
            assertEquals(12, s.running(i1));
            if (withI2) {
                assertEquals(0, s.inRanks(c), "I2 within 4 in and facing: the 10 run");
                assertEquals(10, s.running(c));
            } else {
                assertEquals(10, s.inRanks(c), "nobody faces C: it keeps its 10 in ranks");
            }
        }
    }

    @Test
    @DisplayName("BA-TEST-08, BA-CMB-W-6, AMB-13: battery attack table")
    void batteryAttackTable_BA_TEST_08_BA_CMB_W_6_AMB_13() {
        // (a) frontal, open; (b) frontal behind a redoubt; (d) frontal behind a wall
        Object[][] cases = {{null, 6, 6}, {Fx.rect(TerrainKind.REDOUBT, 25, 12, 35, 16), 2, 10},
            {Fx.wall(20, 12.5, 40, 12.5), 6, 6}};
        for (Object[] k : cases) {
            Positions p = Positions.withoutChance();
            if (k[0] != null) {
                p.terrain((adjutant.engine.scenario.TerrainFeature) k[0]);
            }
            int g = p.battery(Side.BLUE, 30, 10, 90);
            int t = p.infantry(Side.RED, 30, 13, -90);
            BaState s = p.start();
            assertEquals(List.of(t), Combat.targets(s, g));
            Fx.phase(s, g, t);
            assertEquals(1, s.killedInFight(t));
            assertEquals((int) k[1], s.running(t));
            assertEquals((int) k[2], s.inRanks(t));
        }
        // (c) the battery's axle in the target's flank sector: 2 killed, 10 run
        Positions p = Positions.withoutChance();
        int g = p.battery(Side.BLUE, 30, 10, 90);
        int t = p.infantry(Side.RED, 30, 16, 0);
        BaState s = p.start();
        Fx.phase(s, g, t);
        assertEquals(2, s.killedInFight(t));
        assertEquals(10, s.running(t));
        assertEquals(1, s.inRanks(t));
    }

    @Test
    @DisplayName("BA-TEST-14, BA-CMB-W-5: two infantry attacks on one target")
    void twoInfantryAttacksOnOneTarget_BA_TEST_14_BA_CMB_W_5() {
        Positions p = Positions.withoutChance();
        int a1 = p.infantry(Side.BLUE, 27, 10, 90);
        int a2 = p.infantry(Side.BLUE, 34, 10, 90);
        int t = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        assertFalse(Relations.flankOrRear(s, a1, t) || Relations.flankOrRear(s, a2, t));
        Fx.phase(s, a1, t, a2, t);
        assertEquals(2, s.killedInFight(t));
        assertEquals(3, s.running(t));
        assertEquals(8, s.inRanks(t));
    }

    @Test
    @DisplayName("BA-TEST-15, BA-CMB-W-8, AMB-14: artillery before infantry on one target")
    void artilleryBeforeInfantryOnOneTarget_BA_TEST_15_BA_CMB_W_8_AMB_14() {
        Positions p = Positions.withoutChance();
        int a = p.infantry(Side.BLUE, 34, 10, 90);
        int g = p.battery(Side.BLUE, 27, 10, 90);
        int t = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        assertTrue(a < g, "the infantry has the lower id, yet the battery goes first");
        Fx.phase(s, a, t, g, t);
        assertEquals(2, s.killedInFight(t));
        assertEquals(8, s.running(t));
        assertEquals(3, s.inRanks(t));
    }

    @Test
    @DisplayName("BA-TEST-16, BA-CMB-W-11: wall cover against infantry in successive phases")
    void wallCoverAgainstInfantryInSuccessivePhases_BA_TEST_16_BA_CMB_W_11() {
        Positions p = Positions.withoutChance();
        p.terrain(Fx.wall(20, 12.5, 40, 12.5));
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int t = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        int[] expect = {0, 0, 1};
        int ran = 0;
        for (int e : expect) {
            Fx.phase(s, a, t);
            assertEquals(e, s.running(t) - ran);
            ran = s.running(t);
        }
        assertEquals(3, s.killedInFight(t));
    }

    @Test
    @DisplayName("BA-TEST-17, BA-CMB-W-5: pikemen and militia")
    void pikemenAndMilitia_BA_TEST_17_BA_CMB_W_5() {
        Object[][] cases = {
            {Positions.men(Role.SOLDIER, 8, Role.PIKEMAN, 2, Role.OFFICER, 1, Role.DRUMMER, 1, Role.FLAG_BEARER, 1),
                false, 0},
            {UnitSpec.standardInfantry(), true, 3},
            {Positions.men(Role.SOLDIER, 8, Role.PIKEMAN, 2, Role.OFFICER, 1, Role.DRUMMER, 1, Role.FLAG_BEARER, 1),
                true, 2},
            {Positions.men(Role.SOLDIER, 9, Role.PIKEMAN, 1, Role.OFFICER, 1, Role.DRUMMER, 1, Role.FLAG_BEARER, 1),
                false, 1}};
        for (Object[] k : cases) {
            Positions p = Positions.withoutChance();
            int a = p.infantry(Side.BLUE, 30, 10, 90);
            @SuppressWarnings("unchecked")
            java.util.Map<Role, Integer> men = (java.util.Map<Role, Integer>) k[0];
            int t = p.unit(Side.RED, UnitType.INFANTRY, Formation.LINE, 30, 13, -90, men, (boolean) k[1]);
            BaState s = p.start();
            Fx.phase(s, a, t);
            assertEquals(1, s.killedInFight(t));
            assertEquals((int) k[2], s.running(t));
        }
    }

    @Test
    @DisplayName("BA-TEST-18, BA-CMB-W-2: mutual infantry attacks every phase")
    void mutualInfantryAttacksEveryPhase_BA_TEST_18_BA_CMB_W_2() {
        Positions p = Positions.withoutChance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int b = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        int[] inRanks = {11, 8, 4, 0};
        int[] running = {1, 3, 6, 9};
        for (int ph = 0; ph < 4; ph++) {
            assertEquals(List.of(b), Combat.targets(s, a), "continuing: faces at any distance");
            Fx.phase(s, a, b, b, a);
            for (int u : new int[] {a, b}) {
                assertEquals(inRanks[ph], s.inRanks(u));
                assertEquals(running[ph], s.running(u));
                if (ph < 3) {
                    assertEquals(ph + 1, s.killedInFight(u));
                }
            }
        }
        for (int u : new int[] {a, b}) {
            assertFalse(s.engaged(u));
            assertEquals(4, Fx.removed(s, u));
        }
    }

    @Test
    @DisplayName("BA-TEST-19: two cavalry units charge each other")
    void twoCavalryUnitsChargeEachOther_BA_TEST_19() {
        Positions p = Positions.withoutChance();
        int a = p.cavalry(Side.BLUE, 30, 10, 90);
        int b = p.cavalry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        Fx.phase(s, a, b, b, a);
        for (int u : new int[] {a, b}) {
            assertEquals(0, s.inRanks(u));
            assertEquals(9, s.running(u));
            assertFalse(s.engaged(u));
            assertEquals(1, Fx.removed(s, u));
        }
    }

    @Test
    @DisplayName("BA-CMB-W-4, AMB-16: snapshot data and every declared combat takes effect")
    void snapshotDataAndEveryDeclaredCombatTakesEffect_BA_CMB_W_4_AMB_16() {
        // both 10-man cavalry units: each hits with its snapshot n0 = 10 although it loses men first
        Positions p = Positions.withoutChance();
        int a = p.cavalry(Side.BLUE, 30, 10, 90);
        int g = p.battery(Side.RED, 30, 13, -90);
        BaState s = p.start();
        // the battery (class artillery) would be applied first on a; a still charges with n0 = 10
        Fx.phase(s, a, g, g, a);
        assertEquals(0, s.inRanks(g), "1 killed, n0 = 10 runners capped to 3");
        assertEquals(3, s.running(g));
        assertEquals(1, s.killed(Side.BLUE));
        assertEquals(6, s.running(a), "battery frontal: 1 killed + 6 run");
    }

    @Test
    @DisplayName("BA-CMB-W-2: declared targets must be in front")
    void declaredTargetsMustBeInFront_BA_CMB_W_2_and_validation() {
        Positions p = Positions.withoutChance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int b = p.infantry(Side.RED, 30, 13, 90); // faces away from a
        BaState s = p.start();
        assertEquals(List.of(b), Combat.targets(s, a));
        assertTrue(Combat.targets(s, b).isEmpty(), "a is behind b: b may not attack it");
        rules.apply(s, new Pass());
        assertEquals(a, s.cursor());
        assertEquals("BA-CMB-1", rules.validate(s, new Declare(a, a)).ruleId(), "own unit");
        rules.apply(s, new Declare(a, b));
        assertEquals(Side.RED, s.active(), "b had nothing to declare: the phase resolved and the turn ended");
        assertEquals(1, s.killedInFight(b));
        assertTrue(s.usedCombat(a) || s.turn() == 2);
    }

    @Test
    @DisplayName("BA-CMB-W-3: auto all attacks the canonical target")
    void autoAllAttacksTheCanonicalTarget_BA_CMB_W_3_AUTO_ALL() {
        Positions p = Positions.withoutChance();
        Fx.Opt o = Fx.opt();
        o.declaration = RulesOptions.WcDeclaration.AUTO_ALL;
        p.options(o.build());
        int a = p.cavalry(Side.BLUE, 30, 10, 90);
        int weak = p.unit(Side.RED, UnitType.INFANTRY, Formation.LINE, 28, 13, -90, Positions.men(Role.SOLDIER, 3), false);
        int strong = p.infantry(Side.RED, 36, 13, -90);
        BaState s = p.start();
        List<Integer> ts = Combat.targets(s, a);
        assertEquals(strong, (int) ts.get(0), "largest runner result first (9 against 2)");
        assertTrue(ts.contains(weak));
        rules.apply(s, new Pass());
        assertEquals(1, s.killed(Side.RED), "AUTO_ALL declared and resolved without asking");
    }

    @Test
    @DisplayName("BA-CMB-W-7, BA-CMB-W-11, AMB-12: cavalry attack uses only the flank modifier")
    void cavalryAttackUsesOnlyTheFlankModifier_BA_CMB_W_7_BA_CMB_W_11_AMB_12() {
        Positions p = Positions.withoutChance();
        int c = p.cavalry(Side.BLUE, 30, 10, 90);
        int m = p.unit(Side.RED, UnitType.INFANTRY, Formation.LINE, 30, 13, -90,
                Positions.men(Role.SOLDIER, 12, Role.PIKEMAN, 3), true);
        BaState s = p.start();
        Fx.phase(s, c, m);
        assertEquals(10, s.running(m), "n0 = 10: no pike -1, no militia +2 for cavalry");
        Positions q = Positions.withoutChance();
        Fx.Opt o = Fx.opt();
        o.wcAllMods = true;
        q.options(o.build());
        c = q.cavalry(Side.BLUE, 30, 10, 90);
        m = q.unit(Side.RED, UnitType.INFANTRY, Formation.LINE, 30, 13, -90,
                Positions.men(Role.SOLDIER, 12, Role.PIKEMAN, 3), true);
        s = q.start();
        Fx.phase(s, c, m);
        assertEquals(11, s.running(m), "wcTargetModsForAllAttackers: 10 - 1 + 2");
    }

    @Test
    @DisplayName("BA-CMB-W-10: weakness and engagement checks after the phase")
    void weaknessAndEngagementChecksAfterThePhase_BA_CMB_W_10() {
        Positions p = Positions.withoutChance();
        int c = p.cavalry(Side.BLUE, 30, 10, 90);
        int i = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        Fx.phase(s, c, i);
        // the infantry faces the paired cavalry after combat: weakness; then C drops out, the fight ends
        assertEquals(0, s.inRanks(c));
        assertFalse(s.engaged(c) || s.engaged(i));
        assertEquals(1, Fx.removed(s, i));
    }
}
