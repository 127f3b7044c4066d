package adjutant.engine.honours;

import static adjutant.engine.honours.MoveTesting.blue;
import static adjutant.engine.honours.MoveTesting.farEnemy;
import static adjutant.engine.honours.MoveTesting.go;
import static adjutant.engine.honours.MoveTesting.legal;
import static adjutant.engine.honours.MoveTesting.line;
import static adjutant.engine.honours.MoveTesting.refused;
import static adjutant.engine.honours.MoveTesting.state;
import static adjutant.engine.honours.MoveTesting.table;
import static adjutant.engine.honours.MoveTesting.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.scenario.TerrainKind;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Normal movement (HOW-MOVE-1 to HOW-MOVE-13) and EX-2. */
class MoveRulesTest {

    private static final Formation LINE = Formation.LINE;
    private static final Formation COLUMN = Formation.MARCH_COLUMN;

    private static HowState one(UnitType t, Formation f, Nation n) {
        HowFixture fx = farEnemy(table()).nation(Side.BLUE, n);
        blue(fx, "u", t, f, 60, 30);
        return fx.start();
    }

    @Test
    @DisplayName("HOW-MOVE-1: the normal moves by type and formation")
    void normalMoves() {
        HowFixture f = farEnemy(table());
        blue(f, "inf", UnitType.INFANTRY, LINE, 20, 20);
        blue(f, "li", UnitType.LIGHT_INFANTRY, LINE, 50, 20);
        blue(f, "cav", UnitType.CAVALRY, LINE, 80, 20);
        blue(f, "guns", UnitType.ARTILLERY, Formation.LIMBERED, 110, 20);
        f.unit(Side.BLUE, "b1", MoveTesting.spec("wagons", UnitType.TRANSPORT, null, null, UnitClass.INFERIOR, COLUMN, 140, 20, 90));
        HowState s = f.start();
        assertEquals(20, Movement.normalMove(s, unit(s, "inf"), LINE, false));
        assertEquals(25, Movement.normalMove(s, unit(s, "inf"), COLUMN, false));
        assertEquals(25, Movement.normalMove(s, unit(s, "li"), LINE, false));
        assertEquals(30, Movement.normalMove(s, unit(s, "cav"), Formation.DOUBLE_LINE, false));
        assertEquals(40, Movement.normalMove(s, unit(s, "cav"), COLUMN, false));
        assertEquals(25, Movement.normalMove(s, unit(s, "cav"), Formation.DISMOUNTED, false));
        assertEquals(20, Movement.normalMove(s, unit(s, "guns"), Formation.LIMBERED, false));
        assertEquals(25, Movement.normalMove(s, unit(s, "guns"), Formation.LIMBERED, true));
        assertEquals(10, Movement.normalMove(s, unit(s, "guns"), Formation.DEPLOYED, false));
        assertEquals(15, Movement.normalMove(s, unit(s, "wagons"), COLUMN, false));
        assertEquals(20, Movement.normalMove(s, unit(s, "wagons"), COLUMN, true));
    }

    @Test
    @DisplayName("HOW-MOVE-2: a Steady unit spends one normal move, over as many moves as it likes")
    void budget() {
        HowState s = one(UnitType.INFANTRY, LINE, Nation.AUSTRIA);
        refused(s, "HOW-MOVE-2", "u", 60, 50.5, 90, LINE);
        go(s, "u", 60, 40, 90, LINE);
        assertEquals(0.5, state(s, "u").movesUsed, 1e-9);
        assertEquals(10, Movement.remaining(s, unit(s, "u")), 1e-9);
        refused(s, "HOW-MOVE-2", "u", 60, 50.5, 90, LINE);
        go(s, "u", 60, 50, 90, LINE);
        assertEquals(0, Movement.remaining(s, unit(s, "u")), 1e-9);
    }

    @Test
    @DisplayName("HOW-MOVE-2: Poor moves only away from the enemy, single moves (HOW-CMD-6, AMB-67)")
    void poor() {
        HowFixture f = table();
        f.infantry(Side.RED, null, "enemy", 60, 100, 270);
        blue(f, "u", UnitType.INFANTRY, LINE, 60, 50);
        HowState s = f.start();
        MoveTesting.order(s, CommandResult.POOR);
        refused(s, "HOW-CMD-6", "u", 60, 55, 90, LINE);
        legal(s, "u", 60, 35, 90, LINE);
        legal(s, "u", 60, 50, 90, COLUMN);
    }

    @Test
    @DisplayName("HOW-MOVE-3 and EX-2: Admirable gives 2 × 20 = 40 cm, never more than a double move")
    void doubleMove() {
        HowState s = one(UnitType.INFANTRY, LINE, Nation.AUSTRIA);
        MoveTesting.order(s, CommandResult.ADMIRABLE);
        legal(s, "u", 60, 70, 90, LINE); // 40 cm: 400 paces at 1 mm = 1 pace (HOW-GEN-2)
        refused(s, "HOW-MOVE-3", "u", 60, 70.5, 90, LINE);
        MoveTesting.order(s, CommandResult.INSPIRING);
        assertEquals(2, Movement.budget(s, unit(s, "u"), true));
    }

    @Test
    @DisplayName("HOW-MOVE-4: a wheel costs the outer corner's arc, then the straight move")
    void wheel() {
        HowState s = one(UnitType.INFANTRY, LINE, Nation.AUSTRIA);
        double r = Math.sqrt(0.5);
        double arc = 20 * Math.PI / 4; // 15.71 cm
        double fx = 50 + 10 * r;
        double fy = 30 + 10 * r;
        legal(s, "u", fx, fy, 135, LINE);
        double ahead = 20 - arc - 0.1;
        legal(s, "u", fx - ahead * r, fy + ahead * r, 135, LINE);
        refused(s, "HOW-MOVE-2", "u", fx - (ahead + 0.3) * r, fy + (ahead + 0.3) * r, 135, LINE);
        int u = unit(s, "u");
        Footprint a = s.footprint(u);
        Footprint b = Bases.footprint(s.setup, u, new adjutant.engine.geometry.Vec2(fx, fy), 135, LINE);
        assertEquals(arc, Movement.cost(s, u, a, b, LINE), 1e-6);
    }

    @Test
    @DisplayName("HOW-MOVE-5: moving to flank or rear takes the national deduction; light infantry never")
    void flankDeduction() {
        HowState austrian = one(UnitType.INFANTRY, LINE, Nation.AUSTRIA);
        legal(austrian, "u", 60, 15, 90, LINE); // 20 × 3/4 = 15 cm backward
        refused(austrian, "HOW-MOVE-2", "u", 60, 14.5, 90, LINE);
        HowState li = one(UnitType.LIGHT_INFANTRY, LINE, Nation.RUSSIA);
        legal(li, "u", 60, 5, 90, LINE);
        HowState prussian = one(UnitType.CAVALRY, LINE, Nation.PRUSSIA);
        legal(prussian, "u", 90, 30, 90, LINE);
        HowState russian = one(UnitType.CAVALRY, LINE, Nation.RUSSIA);
        refused(russian, "HOW-MOVE-2", "u", 76, 30, 90, LINE);
        legal(russian, "u", 75, 30, 90, LINE);
    }

    @Test
    @DisplayName("HOW-MOVE-6: within 20 cm of the enemy, no flank move and no wheel beyond 45°")
    void closeToEnemy() {
        HowFixture f = table();
        f.infantry(Side.RED, null, "enemy", 60, 62, 270);
        blue(f, "u", UnitType.INFANTRY, LINE, 60, 45);
        HowState s = f.start();
        refused(s, "HOW-MOVE-6", "u", 65, 45, 90, LINE);
        double r60 = Math.toRadians(60);
        refused(s, "HOW-MOVE-6", "u", 50 + 10 * Math.cos(r60), 45 + 10 * Math.sin(r60), 150, LINE);
        double r = Math.sqrt(0.5);
        legal(s, "u", 50 + 10 * r, 45 + 10 * r, 135, LINE);
        legal(s, "u", 60, 40, 90, LINE);
    }

    @Test
    @DisplayName("HOW-MOVE-7: on Steady a march column over 60 cm from every enemy moves twice; transport never")
    void marchBonus() {
        HowFixture f = farEnemy(table());
        blue(f, "col", UnitType.INFANTRY, COLUMN, 20, 25);
        f.unit(Side.BLUE, "b1", MoveTesting.spec("wagons", UnitType.TRANSPORT, null, null, UnitClass.INFERIOR, COLUMN, 50, 25, 90));
        HowState s = f.start();
        legal(s, "col", 20, 75, 90, COLUMN);
        refused(s, "HOW-MOVE-3", "col", 20, 75.5, 90, COLUMN);
        refused(s, "HOW-MOVE-2", "wagons", 50, 41, 90, COLUMN);

        HowFixture g = table();
        g.infantry(Side.RED, null, "enemy", 20, 110, 270);
        blue(g, "col", UnitType.INFANTRY, COLUMN, 20, 25);
        HowState near = g.start();
        refused(near, "HOW-MOVE-2", "col", 20, 51, 90, COLUMN);

        HowFixture h = table();
        h.infantry(Side.RED, null, "enemy", 20, 110, 270);
        blue(h, "col", UnitType.INFANTRY, COLUMN, 20, 55);
        HowState away = h.start();
        go(away, "col", 20, 40, 90, COLUMN); // starts within 60 cm: no bonus for this turn (AMB-49)
        assertEquals(0.8, state(away, "col").movesUsed, 1e-9);
        refused(away, "HOW-MOVE-2", "col", 20, 30, 90, COLUMN);
    }

    @Test
    @DisplayName("HOW-MOVE-8: any voluntary move, formation or facing change sets moved")
    void moved() {
        HowState s = one(UnitType.INFANTRY, LINE, Nation.AUSTRIA);
        assertFalse(state(s, "u").moved);
        go(s, "u", 60, 30, 90, COLUMN);
        assertTrue(state(s, "u").moved);
        assertTrue(state(s, "u").changedFormation);
    }

    @Test
    @DisplayName("HOW-MOVE-9: limbered guns on a road move at the road rate and double on Steady far from the enemy")
    void roadBonus() {
        HowFixture f = farEnemy(table()).terrain(line("road", TerrainKind.ROAD, 60, 0, 60, 120));
        blue(f, "guns", UnitType.ARTILLERY, Formation.LIMBERED, 60, 20);
        blue(f, "off", UnitType.ARTILLERY, Formation.LIMBERED, 120, 20);
        HowState s = f.start();
        legal(s, "guns", 60, 70, 90, Formation.LIMBERED);
        refused(s, "HOW-MOVE-3", "guns", 60, 71, 90, Formation.LIMBERED);
        refused(s, "HOW-MOVE-2", "off", 120, 41, 90, Formation.LIMBERED);
    }

    @Test
    @DisplayName("HOW-MOVE-10: dismounting costs half a move; dismounted cavalry move as light infantry")
    void dismount() {
        HowState s = one(UnitType.CAVALRY, LINE, Nation.AUSTRIA);
        go(s, "u", 60, 30, 90, Formation.DISMOUNTED);
        assertEquals(0.5, state(s, "u").movesUsed, 1e-9);
        assertEquals(Troop.LIGHT_INFANTRY, Troop.of(s, unit(s, "u"), Formation.DISMOUNTED));
        legal(s, "u", 60, 42.5, 90, Formation.DISMOUNTED);
        refused(s, "HOW-MOVE-2", "u", 60, 43, 90, Formation.DISMOUNTED);
    }

    @Test
    @DisplayName("HOW-MOVE-11: irregular lines are not a formation here: a line that follows terrain is a line")
    void irregularLines() {
        assertTrue(Arrays.stream(Formation.values()).noneMatch(f -> f.name().contains("IRREGULAR")));
        HowState s = one(UnitType.INFANTRY, LINE, Nation.AUSTRIA);
        legal(s, "u", 60, 50, 90, LINE);
    }

    @Test
    @DisplayName("HOW-MOVE-12: no unit leaves the table voluntarily")
    void tableEdge() {
        HowState s = one(UnitType.INFANTRY, LINE, Nation.AUSTRIA);
        refused(s, "HOW-MOVE-12", "u", 60, 3, 90, LINE);
        refused(s, "HOW-MOVE-12", "u", 5, 30, 90, LINE);
    }

    @Test
    @DisplayName("HOW-MOVE-13: crews that abandoned their guns move at light infantry speed, 25 cm")
    void crews() {
        HowState s = one(UnitType.ARTILLERY, Formation.DEPLOYED, Nation.AUSTRIA);
        state(s, "u").gunsAbandoned = true;
        legal(s, "u", 60, 55, 90, Formation.DEPLOYED);
        refused(s, "HOW-MOVE-2", "u", 60, 56, 90, Formation.DEPLOYED);
        refused(s, "HOW-MOVE-13", "u", 60, 30, 90, Formation.LIMBERED);
    }

    @Test
    @DisplayName("HOW-CHG-5, HOW-INTP-2, HOW-RALLY-6: fixed, passed-through and reforming units stay put")
    void whoMayNotMove() {
        HowState s = one(UnitType.INFANTRY, LINE, Nation.AUSTRIA);
        state(s, "u").fixed = true;
        refused(s, "HOW-CHG-5", "u", 60, 40, 90, LINE);
        state(s, "u").fixed = false;
        state(s, "u").reforming = true;
        refused(s, "HOW-RALLY-6", "u", 60, 40, 90, LINE);
        legal(s, "u", 60, 30, 90, COLUMN);
        refused(s, "HOW-RALLY-6", "u", 60, 30, 0, LINE);
    }
}
