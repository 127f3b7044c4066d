package adjutant.engine.honours;

import static adjutant.engine.honours.MoveTesting.blue;
import static adjutant.engine.honours.MoveTesting.farEnemy;
import static adjutant.engine.honours.MoveTesting.go;
import static adjutant.engine.honours.MoveTesting.legal;
import static adjutant.engine.honours.MoveTesting.rect;
import static adjutant.engine.honours.MoveTesting.refused;
import static adjutant.engine.honours.MoveTesting.state;
import static adjutant.engine.honours.MoveTesting.table;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.scenario.TerrainKind;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Formation changes (HOW-FORM-1 to HOW-FORM-10) and EX-11. */
class FormationMoveTest {

    private static final Formation LINE = Formation.LINE;
    private static final Formation COLUMN = Formation.MARCH_COLUMN;

    private static HowState one(UnitType t, UnitClass c, Formation f, Nation n) {
        HowFixture fx = farEnemy(table()).nation(Side.BLUE, n);
        CavalryKind cav = t == UnitType.CAVALRY ? CavalryKind.MEDIUM : null;
        fx.unit(Side.BLUE, "b1", MoveTesting.spec("u", t, cav, null, c, f, 60, 30, 90));
        return fx.start();
    }

    private static double used(HowState s) {
        return state(s, "u").movesUsed;
    }

    @Test
    @DisplayName("HOW-FORM-1: light infantry never pay for a formation change")
    void lightInfantry() {
        HowState s = one(UnitType.LIGHT_INFANTRY, UnitClass.STANDARD, LINE, Nation.FRANCE);
        go(s, "u", 60, 30, 90, COLUMN);
        assertEquals(0, used(s), 1e-9);
    }

    @Test
    @DisplayName("HOW-FORM-2: the national price: Austrian infantry half a move, Prussian cavalry nothing, French infantry a whole move")
    void nationalCost() {
        HowState austrian = one(UnitType.INFANTRY, UnitClass.STANDARD, LINE, Nation.AUSTRIA);
        go(austrian, "u", 60, 30, 90, COLUMN);
        assertEquals(0.5, used(austrian), 1e-9);
        HowState prussian = one(UnitType.CAVALRY, UnitClass.STANDARD, LINE, Nation.PRUSSIA);
        go(prussian, "u", 60, 30, 90, COLUMN);
        assertEquals(0, used(prussian), 1e-9);
        HowState french = one(UnitType.INFANTRY, UnitClass.STANDARD, LINE, Nation.FRANCE);
        go(french, "u", 60, 30, 90, COLUMN);
        assertEquals(1, used(french), 1e-9);
    }

    @Test
    @DisplayName("HOW-FORM-3: inferior units pay at least half a move")
    void inferior() {
        HowState s = one(UnitType.CAVALRY, UnitClass.INFERIOR, LINE, Nation.PRUSSIA);
        go(s, "u", 60, 30, 90, COLUMN);
        assertEquals(0.5, used(s), 1e-9);
    }

    @Test
    @DisplayName("HOW-FORM-4: an about-face, or a 90° turn, is a formation change (AMB-71)")
    void aboutFace() {
        HowState s = one(UnitType.INFANTRY, UnitClass.STANDARD, LINE, Nation.AUSTRIA);
        go(s, "u", 60, 30, 270, LINE);
        assertEquals(0.5, used(s), 1e-9);
        assertTrue(state(s, "u").changedFormation);
        go(s, "u", 60, 30, 180, LINE);
        assertEquals(1.0, used(s), 1e-9);
    }

    @Test
    @DisplayName("HOW-FORM-5 and EX-11 (B): Prussian cavalry forming column and moving off right go 30 cm, not 40")
    void lineRate() {
        HowState s = one(UnitType.CAVALRY, UnitClass.STANDARD, Formation.DOUBLE_LINE, Nation.PRUSSIA);
        refused(s, "HOW-MOVE-2", "u", 91, 30, 0, COLUMN);
        go(s, "u", 90, 30, 0, COLUMN);
        assertEquals(1.0, used(s), 1e-9);
    }

    @Test
    @DisplayName("HOW-FORM-6 and EX-11 (A): an Austrian column forming line moves its leading base 10 cm")
    void leadingBase() {
        HowState s = one(UnitType.INFANTRY, UnitClass.STANDARD, COLUMN, Nation.AUSTRIA);
        refused(s, "HOW-MOVE-2", "u", 60, 40.5, 90, LINE);
        go(s, "u", 60, 40, 90, LINE);
        assertEquals(1.0, used(s), 1e-9);
    }

    @Test
    @DisplayName("HOW-FORM-7: cavalry switching single and double line change formation")
    void singleDouble() {
        HowState s = one(UnitType.CAVALRY, UnitClass.STANDARD, LINE, Nation.AUSTRIA);
        go(s, "u", 60, 30, 90, Formation.DOUBLE_LINE);
        assertEquals(0.5, used(s), 1e-9);
    }

    @Test
    @DisplayName("HOW-FORM-8: in ground that halves it, a formation change costs a full move")
    void difficultGround() {
        HowFixture fx = farEnemy(table()).nation(Side.BLUE, Nation.PRUSSIA)
                .terrain(rect("wood", TerrainKind.WOODS, 0, 0, 180, 60));
        blue(fx, "u", UnitType.CAVALRY, LINE, 60, 30);
        HowState s = fx.start();
        go(s, "u", 60, 30, 90, COLUMN);
        assertEquals(1.0, used(s), 1e-9);
    }

    @Test
    @DisplayName("HOW-FORM-9: a change in the movement phase pays the national price; emergency changes belong to the charge reactions (HOW-CHG-24)")
    void emergencyChangesAreNotMoves() {
        HowState s = one(UnitType.INFANTRY, UnitClass.STANDARD, LINE, Nation.AUSTRIA);
        state(s, "u").fixed = true; // a charged unit reacts through the charge rules, never here
        refused(s, "HOW-CHG-5", "u", 60, 30, 90, COLUMN);
        state(s, "u").fixed = false;
        go(s, "u", 60, 30, 90, COLUMN);
        assertEquals(0.5, used(s), 1e-9);
    }

    @Test
    @DisplayName("HOW-FORM-10: mounting costs half a move")
    void mount() {
        HowState s = one(UnitType.CAVALRY, UnitClass.STANDARD, Formation.DISMOUNTED, Nation.PRUSSIA);
        go(s, "u", 60, 30, 90, LINE);
        assertEquals(0.5, used(s), 1e-9);
        legal(s, "u", 60, 45, 90, LINE);
    }
}
