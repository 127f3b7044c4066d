package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Cover and woods (BA-GEO-22/23, BA-TERR-1..4, 7) and their combat effects. */
class CoverTest {

    @Test
    @DisplayName("BA-TEST-06, BA-CMB-C-4, BA-CMB-C-8: battery in a redoubt wins with its card alone and ties behind a wall")
    void batteryInARedoubtWinsWithItsCardAloneAndTiesBehindAWall_BA_TEST_06_BA_CMB_C_4_BA_CMB_C_8() {
        Positions p = Fx.chance();
        p.terrain(Fx.rect(TerrainKind.REDOUBT, 25, 5, 35, 11.5));
        int g = p.battery(Side.BLUE, 30, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        double[] r = Relations.ref(s, e);
        assertEquals(Cover.REDOUBT_TRENCH, Cover.coverClass(s, g, r[0], r[1]));
        Fx.fight(s, e, g, 4, 2); // infantry 4 against battery 2 + 3 = 5
        assertEquals(1, s.killedInFight(e));
        assertEquals(2, s.running(e), "artRun(2) = 2, not 5");
        assertEquals(0, s.killedInFight(g));
        // infantry behind a wall draws 8 (V 11) against a Jack: tie
        Positions q = Fx.chance();
        q.terrain(Fx.wall(20, 10.5, 40, 10.5));
        int a = q.infantry(Side.BLUE, 30, 10, 90);
        e = q.infantry(Side.RED, 30, 13, -90);
        s = q.start();
        Fx.fight(s, e, a, 11, 8);
        assertEquals(1, s.killedInFight(a));
        assertEquals(1, s.killedInFight(e));
    }

    @Test
    @DisplayName("BA-CMB-C-4, AMB-09: attacker in cover gets the plus three unless cover only when targeted")
    void attackerInCoverGetsThePlusThreeUnlessCoverOnlyWhenTargeted_BA_CMB_C_4_AMB_09() {
        for (boolean onlyTargeted : new boolean[] {false, true}) {
            Positions p = Positions.chance();
            Fx.Opt o = Fx.opt();
            o.coverOnlyWhenTargeted = onlyTargeted;
            p.options(o.build());
            p.terrain(Fx.rect(TerrainKind.TRENCH, 20, 5, 40, 11));
            int a = p.infantry(Side.BLUE, 30, 10, 90);
            int e = p.infantry(Side.RED, 30, 13, -90);
            BaState s = p.start();
            Fx.fight(s, a, e, 5, 7);
            assertEquals(onlyTargeted ? 0 : 1, s.killedInFight(e), "5 + 3 beats 7 only with the attacker's cover");
        }
    }

    @Test
    @DisplayName("BA-TERR-2, BA-TERR-7, BA-GEO-22: wall cover is per opponent")
    void wallCoverIsPerOpponent_BA_TERR_2_BA_TERR_7_BA_GEO_22() {
        Positions p = Fx.chance();
        p.terrain(Fx.wall(20, 14.5, 40, 14.5));
        int t = p.infantry(Side.BLUE, 30, 14, 90); // ranks at y 14 and 13: within 1.5 of the wall
        BaState s = p.start();
        assertEquals(Cover.WALL, Cover.coverClass(s, t, 30, 20), "the wall lies between");
        assertEquals(Cover.NONE, Cover.coverClass(s, t, 30, 5), "an opponent on the same side");
        assertEquals(Cover.NONE, Cover.coverClass(s, t, 60, 14), "along the wall: it is not between");
        Positions q = Fx.chance();
        q.terrain(Fx.wall(20, 17, 40, 17));
        int far = q.infantry(Side.BLUE, 30, 14, 90);
        assertEquals(Cover.NONE, Cover.coverClass(q.start(), far, 30, 25), "more than 1.5 in from the wall");
    }

    @Test
    @DisplayName("BA-TERR-3: redoubt gorge gives no cover")
    void redoubtGorgeGivesNoCover_BA_TERR_3() {
        List<Vec2> box = List.of(new Vec2(25, 8), new Vec2(35, 8), new Vec2(35, 16), new Vec2(25, 16));
        Positions p = Fx.chance();
        p.terrain(new TerrainFeature("r", TerrainKind.REDOUBT, box, false, false, List.of(0))); // bottom edge open
        int t = p.infantry(Side.BLUE, 30, 12, 90);
        BaState s = p.start();
        assertEquals(Cover.REDOUBT_TRENCH, Cover.coverClass(s, t, 30, 25), "through the parapet");
        assertEquals(Cover.NONE, Cover.coverClass(s, t, 30, 2), "through the open gorge");
        assertEquals(Cover.NONE, Cover.coverClass(s, t, 30, 14), "an opponent inside the redoubt");
    }

    @Test
    @DisplayName("BA-TERR-4: trench covers against anyone outside")
    void trenchCoversAgainstAnyoneOutside_BA_TERR_4() {
        Positions p = Fx.chance();
        p.terrain(Fx.rect(TerrainKind.TRENCH, 20, 10, 40, 16));
        int t = p.infantry(Side.BLUE, 30, 14, 90);
        BaState s = p.start();
        for (double[] r : new double[][] {{30, 25}, {30, 2}, {60, 13}}) {
            assertEquals(Cover.REDOUBT_TRENCH, Cover.coverClass(s, t, r[0], r[1]));
        }
        assertEquals(Cover.NONE, Cover.coverClass(s, t, 22, 12), "an opponent in the same trench");
    }

    @Test
    @DisplayName("BA-GEO-23: in woods needs half the body")
    void inWoodsNeedsHalfTheBody_BA_GEO_23() {
        // front rank y = 20 (7 men), rear rank y = 19 (6 men)
        Positions p = Fx.chance();
        p.terrain(Fx.rect(TerrainKind.WOODS, 20, 19.5, 40, 30));
        int t = p.infantry(Side.BLUE, 30, 20, 90);
        assertTrue(Cover.inWoods(p.start(), t), "7 of 13 inside");
        Positions q = Fx.chance();
        q.terrain(Fx.rect(TerrainKind.WOODS, 20, 10, 40, 19.5));
        t = q.infantry(Side.BLUE, 30, 20, 90);
        assertFalse(Cover.inWoods(q.start(), t), "6 of 13 inside");
    }

    @Test
    @DisplayName("BA-TEST-34, BA-TERR-1, BA-CMB-5, AMB-35: infantry in woods cavalry may not attack but wins its defence")
    void infantryInWoodsCavalryMayNotAttackButWinsItsDefence_BA_TEST_34_BA_TERR_1_BA_CMB_5_AMB_35() {
        Positions p = Fx.chance();
        p.terrain(Fx.rect(TerrainKind.WOODS, 20, 12, 40, 20));
        int c = p.cavalry(Side.BLUE, 30, 10, 90);
        int i = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        assertEquals("BA-CMB-5", CombatEligibility.chance(s, c, i).ruleId());
        assertEquals("BA-CMB-5", CombatEligibility.declared(s, c, i).ruleId());
        assertNull(CombatEligibility.chance(s, i, c));
        Fx.fight(s, i, c, 13, 13); // equal cards: woods give no +3
        assertEquals(1, s.killedInFight(i));
        BaState t = p.start();
        Fx.fight(t, i, c, 5, 9);
        assertEquals(1, t.killedInFight(i));
        assertEquals(2, t.running(i), "1 killed + (1 + 1) run");
        // long-range fire at a unit in woods costs 1
        Positions q = Fx.chance();
        q.terrain(Fx.rect(TerrainKind.WOODS, 20, 24, 40, 32));
        int g = q.battery(Side.BLUE, 30, 5, 90);
        int w = q.infantry(Side.RED, 30, 25, -90);
        BaState u = q.start();
        assertTrue(Artillery.targets(u, g).contains(w));
        assertEquals(1, Artillery.cost(u, g, w));
    }

    @Test
    @DisplayName("BA-CMB-5: cavalry may not attack hard cover")
    void cavalryMayNotAttackHardCover_BA_CMB_5() {
        Positions p = Fx.chance();
        p.terrain(Fx.wall(20, 12.5, 40, 12.5));
        int c = p.cavalry(Side.BLUE, 30, 10, 90);
        int i = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        assertEquals("BA-CMB-5", CombatEligibility.chance(s, c, i).ruleId());
        assertTrue(Combat.fights(s).isEmpty());
        // cavalry never adds 3: a cavalry unit behind the same wall has no card bonus
        Positions q = Fx.chance();
        q.terrain(Fx.wall(20, 10.5, 40, 10.5));
        int c2 = q.cavalry(Side.BLUE, 30, 10, 90);
        int i2 = q.infantry(Side.RED, 30, 13, -90);
        BaState t = q.start();
        Fx.fight(t, i2, c2, 7, 7);
        assertEquals(1, t.killedInFight(c2));
        assertEquals(1, t.killedInFight(i2), "a tie: no +3 for cavalry");
    }
}
