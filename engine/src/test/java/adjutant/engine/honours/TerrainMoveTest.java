package adjutant.engine.honours;

import static adjutant.engine.honours.MoveTesting.blue;
import static adjutant.engine.honours.MoveTesting.farEnemy;
import static adjutant.engine.honours.MoveTesting.fordable;
import static adjutant.engine.honours.MoveTesting.go;
import static adjutant.engine.honours.MoveTesting.legal;
import static adjutant.engine.honours.MoveTesting.line;
import static adjutant.engine.honours.MoveTesting.rect;
import static adjutant.engine.honours.MoveTesting.refused;
import static adjutant.engine.honours.MoveTesting.state;
import static adjutant.engine.honours.MoveTesting.table;
import static adjutant.engine.honours.MoveTesting.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.TerrainKind;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Terrain and movement (HOW-TERR-1 to HOW-TERR-23, the movement parts). */
class TerrainMoveTest {

    private static final Formation LINE = Formation.LINE;
    private static final Formation COLUMN = Formation.MARCH_COLUMN;

    private static HowFixture withInfantryAndLight(TerrainKind kind) {
        HowFixture f = farEnemy(table()).terrain(rect("t", kind, 0, 30, 180, 60));
        blue(f, "inf", UnitType.INFANTRY, LINE, 40, 30);
        blue(f, "li", UnitType.LIGHT_INFANTRY, LINE, 100, 30);
        return f;
    }

    private static double cost(HowState s, String id, double dx, double dy) {
        int u = unit(s, id);
        Footprint a = s.footprint(u);
        return Movement.cost(s, u, a, a.movedTo(a.frontCentre().plus(new Vec2(dx, dy)), a.facing()), s.units[u].formation);
    }

    @Test
    @DisplayName("HOW-TERR-1: a feature halves, quarters, stops or does not affect each troop type")
    void categories() {
        HowState s = withInfantryAndLight(TerrainKind.WOODS).start();
        assertEquals(20, cost(s, "inf", 0, 10), 1e-9);
        assertEquals(10, cost(s, "li", 0, 10), 1e-9);
        HowFixture f = farEnemy(table()).terrain(rect("r", TerrainKind.ROUGH, 0, 30, 180, 60));
        blue(f, "guns", UnitType.ARTILLERY, Formation.LIMBERED, 40, 30);
        HowState r = f.start();
        assertEquals(Double.POSITIVE_INFINITY, cost(r, "guns", 0, 5));
    }

    @Test
    @DisplayName("HOW-TERR-2 and EX-1: 4 cm through a wood costs 8, leaving 12 cm of open ground")
    void mixedTerrain() {
        HowFixture f = farEnemy(table()).terrain(rect("wood", TerrainKind.WOODS, 0, 20, 180, 34));
        blue(f, "inf", UnitType.INFANTRY, LINE, 60, 30);
        HowState s = f.start();
        assertEquals(20, cost(s, "inf", 0, 16), 1e-9);
        refused(s, "HOW-MOVE-2", "inf", 60, 46.5, 90, LINE);
        go(s, "inf", 60, 46, 90, LINE);
        assertEquals(1.0, state(s, "inf").movesUsed, 1e-9);
    }

    @Test
    @DisplayName("HOW-TERR-3: the matrix, row by row")
    void matrix() {
        assertEquals(2, TerrainRates.area(Troop.CLOSE_ORDER_INFANTRY, TerrainKind.WOODS, false, false));
        assertEquals(1, TerrainRates.area(Troop.LIGHT_CAVALRY, TerrainKind.ROUGH, false, false));
        assertEquals(4, TerrainRates.area(Troop.CAVALRY, TerrainKind.WOODED_STEEP_HILL, false, false));
        assertEquals(1, TerrainRates.area(Troop.TRANSPORT, TerrainKind.HILL, false, false));
        assertEquals(0.5, TerrainRates.crossing(Troop.ARTILLERY, TerrainKind.WALL));
        assertEquals(0, TerrainRates.crossing(Troop.CLOSE_ORDER_INFANTRY, TerrainKind.FENCE));
        assertEquals(0.5, TerrainRates.crossing(Troop.CLOSE_ORDER_INFANTRY, TerrainKind.TRENCH));
        assertEquals(Double.POSITIVE_INFINITY, TerrainRates.crossing(Troop.TRANSPORT, TerrainKind.STREAM));
        assertEquals(1, TerrainRates.area(Troop.CLOSE_ORDER_INFANTRY, TerrainKind.VILLAGE, true, true));
        assertEquals(Double.POSITIVE_INFINITY, TerrainRates.area(Troop.CAVALRY, TerrainKind.TOWN, false, false));
    }

    @Test
    @DisplayName("HOW-TERR-5: cavalry pay half a move to cross a hedge; infantry cross freely")
    void hedges() {
        HowFixture f = farEnemy(table()).terrain(line("hedge", TerrainKind.HEDGE, 0, 50, 180, 50));
        blue(f, "cav", UnitType.CAVALRY, LINE, 40, 45);
        blue(f, "inf", UnitType.INFANTRY, LINE, 100, 45);
        HowState s = f.start();
        refused(s, "HOW-MOVE-2", "cav", 40, 61, 90, LINE);
        legal(s, "cav", 40, 60, 90, LINE);
        legal(s, "inf", 100, 65, 90, LINE);
    }

    @Test
    @DisplayName("HOW-TERR-6: a line of trees costs cavalry half a move to cross")
    void treelines() {
        HowFixture f = farEnemy(table()).terrain(line("trees", TerrainKind.TREELINE, 0, 50, 180, 50));
        blue(f, "cav", UnitType.CAVALRY, LINE, 40, 45);
        HowState s = f.start();
        refused(s, "HOW-MOVE-2", "cav", 40, 61, 90, LINE);
        legal(s, "cav", 40, 60, 90, LINE);
    }

    @Test
    @DisplayName("HOW-TERR-7: entrenchments cost formed infantry half a move, light infantry nothing, and stop cavalry")
    void entrenchments() {
        HowFixture f = farEnemy(table()).terrain(rect("works", TerrainKind.TRENCH, 0, 50, 180, 52));
        blue(f, "inf", UnitType.INFANTRY, LINE, 30, 45);
        blue(f, "li", UnitType.LIGHT_INFANTRY, LINE, 70, 45);
        blue(f, "cav", UnitType.CAVALRY, LINE, 120, 45);
        HowState s = f.start();
        legal(s, "inf", 30, 55, 90, LINE);
        refused(s, "HOW-MOVE-2", "inf", 30, 56, 90, LINE);
        legal(s, "li", 70, 70, 90, LINE);
        refused(s, "HOW-TERR-7", "cav", 120, 60, 90, LINE);
    }

    @Test
    @DisplayName("HOW-TERR-8: woods halve cavalry but not light cavalry")
    void woods() {
        HowFixture f = farEnemy(table()).terrain(rect("wood", TerrainKind.WOODS, 0, 30, 180, 90));
        blue(f, "cav", UnitType.CAVALRY, LINE, 40, 40);
        f.unit(Side.BLUE, "b1", MoveTesting.spec("hussars", UnitType.CAVALRY, CavalryKind.LIGHT, null, UnitClass.STANDARD,
                LINE, 100, 40, 90));
        HowState s = f.start();
        assertEquals(20, cost(s, "cav", 0, 10), 1e-9);
        assertEquals(10, cost(s, "hussars", 0, 10), 1e-9);
    }

    @Test
    @DisplayName("HOW-TERR-10: rough ground stops guns, halves formed troops, not light infantry")
    void rough() {
        HowFixture f = withInfantryAndLight(TerrainKind.ROUGH);
        blue(f, "guns", UnitType.ARTILLERY, Formation.LIMBERED, 150, 28);
        HowState s = f.start();
        assertEquals(20, cost(s, "inf", 0, 10), 1e-9);
        assertEquals(10, cost(s, "li", 0, 10), 1e-9);
        refused(s, "HOW-TERR-10", "guns", 150, 35, 90, Formation.LIMBERED);
    }

    @Test
    @DisplayName("HOW-TERR-11: gentle hills do not slow anyone")
    void gentleHills() {
        HowState s = withInfantryAndLight(TerrainKind.HILL).start();
        assertEquals(10, cost(s, "inf", 0, 10), 1e-9);
    }

    @Test
    @DisplayName("HOW-TERR-12: steep hills halve all but light infantry and stop guns")
    void steepHills() {
        HowFixture f = withInfantryAndLight(TerrainKind.STEEP_HILL);
        blue(f, "guns", UnitType.ARTILLERY, Formation.LIMBERED, 150, 28);
        HowState s = f.start();
        assertEquals(20, cost(s, "inf", 0, 10), 1e-9);
        assertEquals(10, cost(s, "li", 0, 10), 1e-9);
        refused(s, "HOW-TERR-12", "guns", 150, 35, 90, Formation.LIMBERED);
    }

    @Test
    @DisplayName("HOW-TERR-13: wooded steep hills quarter formed troops, halve light cavalry")
    void woodedSteepHills() {
        HowFixture f = withInfantryAndLight(TerrainKind.WOODED_STEEP_HILL);
        f.unit(Side.BLUE, "b1", MoveTesting.spec("hussars", UnitType.CAVALRY, CavalryKind.LIGHT, null, UnitClass.STANDARD,
                LINE, 150, 30, 90));
        HowState s = f.start();
        assertEquals(20, cost(s, "inf", 0, 5), 1e-9);
        assertEquals(10, cost(s, "hussars", 0, 5), 1e-9);
        assertEquals(5, cost(s, "li", 0, 5), 1e-9);
    }

    @Test
    @DisplayName("HOW-TERR-15: a march column on a road goes through a wood without penalty")
    void roads() {
        HowFixture f = table().terrain(rect("wood", TerrainKind.WOODS, 0, 30, 180, 60))
                .terrain(line("road", TerrainKind.ROAD, 60, 0, 60, 120));
        f.infantry(Side.RED, null, "near", 100, 100, 270); // within 60 cm: no march bonus
        blue(f, "col", UnitType.INFANTRY, COLUMN, 60, 25);
        blue(f, "off", UnitType.INFANTRY, COLUMN, 120, 25);
        HowState s = f.start();
        legal(s, "col", 60, 50, 90, COLUMN);
        refused(s, "HOW-MOVE-2", "off", 120, 50, 90, COLUMN);
    }

    @Test
    @DisplayName("HOW-TERR-16: streams cost formed troops half a move; guns cross only at bridges")
    void streams() {
        HowFixture f = farEnemy(table()).terrain(line("brook", TerrainKind.STREAM, 0, 50, 180, 50))
                .terrain(rect("bridge", TerrainKind.BRIDGE, 145, 45, 155, 55));
        blue(f, "inf", UnitType.INFANTRY, LINE, 30, 45);
        blue(f, "li", UnitType.LIGHT_INFANTRY, LINE, 70, 45);
        blue(f, "guns", UnitType.ARTILLERY, Formation.LIMBERED, 110, 45);
        blue(f, "guns2", UnitType.ARTILLERY, Formation.LIMBERED, 150, 45);
        HowState s = f.start();
        legal(s, "inf", 30, 55, 90, LINE);
        refused(s, "HOW-MOVE-2", "inf", 30, 56, 90, LINE);
        legal(s, "li", 70, 70, 90, LINE);
        refused(s, "HOW-TERR-16", "guns", 110, 55, 90, Formation.LIMBERED);
        legal(s, "guns2", 150, 55, 90, Formation.LIMBERED);
    }

    @Test
    @DisplayName("HOW-TERR-17: a fordable river stops the move that enters it; the next is at half rate; an impassable one only at a bridge")
    void rivers() {
        HowFixture f = farEnemy(table()).terrain(fordable("river", 50, 60));
        blue(f, "inf", UnitType.INFANTRY, LINE, 60, 45);
        HowState s = f.start();
        refused(s, "HOW-TERR-17", "inf", 60, 65, 90, LINE);
        go(s, "inf", 60, 52, 90, LINE);
        assertTrue(state(s, "inf").inRiver);
        assertEquals(1.0, state(s, "inf").movesUsed, 1e-9);
        MoveTesting.nextTurn(s);
        assertEquals(20, cost(s, "inf", 0, 10), 1e-9);
        refused(s, "HOW-MOVE-2", "inf", 60, 63, 90, LINE);
        go(s, "inf", 60, 62, 90, LINE);

        HowFixture g = farEnemy(table()).terrain(rect("deep", TerrainKind.RIVER, 0, 50, 180, 60))
                .terrain(rect("bridge", TerrainKind.BRIDGE, 55, 48, 65, 62));
        blue(g, "col", UnitType.INFANTRY, COLUMN, 60, 45);
        blue(g, "line", UnitType.INFANTRY, LINE, 120, 45);
        HowState r = g.start();
        refused(r, "HOW-TERR-17", "line", 120, 52, 90, LINE);
        legal(r, "col", 60, 66, 90, COLUMN);
    }

    @Test
    @DisplayName("HOW-TERR-19: a designated ford is crossed in march column, at half speed except by light troops")
    void fords() {
        HowFixture f = table().terrain(rect("deep", TerrainKind.RIVER, 0, 50, 180, 60))
                .terrain(rect("ford", TerrainKind.FORD, 50, 48, 70, 62));
        f.infantry(Side.RED, null, "near", 80, 110, 270); // within 60 cm: no march bonus
        blue(f, "col", UnitType.INFANTRY, COLUMN, 55, 45);
        blue(f, "li", UnitType.LIGHT_INFANTRY, COLUMN, 65, 45);
        HowState s = f.start();
        refused(s, "HOW-MOVE-2", "col", 55, 66, 90, COLUMN);
        legal(s, "col", 55, 58, 90, COLUMN);
        legal(s, "li", 65, 66, 90, COLUMN);
        refused(s, "HOW-TERR-17", "col", 55, 52, 90, LINE);
    }

    private static HowFixture village() {
        return farEnemy(table()).terrain(rect("village", TerrainKind.VILLAGE, 50, 50, 70, 70));
    }

    @Test
    @DisplayName("HOW-TERR-20: a block holds at most two units")
    void blockHoldsTwo() {
        HowFixture f = village();
        blue(f, "a", UnitType.INFANTRY, Formation.IN_BUA, 60, 60);
        blue(f, "b", UnitType.INFANTRY, Formation.IN_BUA, 62, 62);
        blue(f, "c", UnitType.INFANTRY, LINE, 60, 45);
        HowState s = f.start();
        state(s, "a").inBua = 0;
        state(s, "b").inBua = 0;
        refused(s, "HOW-TERR-20", "c", 60, 60, 90, Formation.IN_BUA);
        state(s, "b").removed = true;
        legal(s, "c", 60, 60, 90, Formation.IN_BUA);
    }

    @Test
    @DisplayName("HOW-TERR-21: infantry need half a move in hand at the edge; leaving, no base beyond half a move from it")
    void infantryOccupy() {
        HowFixture f = village();
        blue(f, "distant", UnitType.INFANTRY, LINE, 30, 35);
        blue(f, "near", UnitType.INFANTRY, LINE, 60, 42);
        blue(f, "held", UnitType.INFANTRY, Formation.IN_BUA, 60, 60);
        HowState s = f.start();
        state(s, "held").inBua = 0;
        refused(s, "HOW-TERR-21", "distant", 55, 60, 90, Formation.IN_BUA);
        go(s, "near", 60, 60, 90, Formation.IN_BUA);
        assertEquals(0.9, state(s, "near").movesUsed, 1e-9);
        assertEquals(0, state(s, "near").inBua);
        refused(s, "HOW-TERR-21", "held", 60, 81.5, 90, LINE);
        go(s, "held", 60, 80, 90, LINE);
        assertEquals(-1, state(s, "held").inBua);
    }

    @Test
    @DisplayName("HOW-TERR-22: cavalry halt at the edge and occupy next turn, dismounted; mounted they only pass on a road")
    void cavalryHalt() {
        HowFixture f = village();
        blue(f, "cav", UnitType.CAVALRY, LINE, 60, 45);
        HowState s = f.start();
        refused(s, "HOW-TERR-22", "cav", 60, 60, 90, Formation.IN_BUA);
        refused(s, "HOW-TERR-22", "cav", 60, 75, 90, LINE);
        go(s, "cav", 60, 50, 90, LINE);
        refused(s, "HOW-TERR-22", "cav", 60, 60, 90, Formation.IN_BUA);
        MoveTesting.nextTurn(s);
        go(s, "cav", 60, 60, 90, Formation.IN_BUA);
        assertEquals(Troop.LIGHT_INFANTRY, Troop.of(s, unit(s, "cav"), Formation.IN_BUA));
    }

    @Test
    @DisplayName("HOW-TERR-23: a unit standing in a built-up area has no formation")
    void noFormationInside() {
        HowFixture f = village();
        blue(f, "inf", UnitType.INFANTRY, LINE, 60, 45);
        HowState s = f.start();
        refused(s, "HOW-TERR-23", "inf", 60, 58, 90, LINE);
        String words = Words.move(s, MoveTesting.move(s, "inf", 60, 58, 90, Formation.IN_BUA));
        assertTrue(words.startsWith("inf advances 13.0 cm") && words.endsWith("occupies the built-up area."), words);
        go(s, "inf", 60, 58, 90, Formation.IN_BUA);
        assertEquals(Formation.IN_BUA, state(s, "inf").formation);
        assertFalse(state(s, "inf").formation.isColumn());
    }
}
