package adjutant.engine.honours;

import static adjutant.engine.honours.MoveTesting.farEnemy;
import static adjutant.engine.honours.MoveTesting.go;
import static adjutant.engine.honours.MoveTesting.legal;
import static adjutant.engine.honours.MoveTesting.line;
import static adjutant.engine.honours.MoveTesting.rect;
import static adjutant.engine.honours.MoveTesting.refused;
import static adjutant.engine.honours.MoveTesting.state;
import static adjutant.engine.honours.MoveTesting.table;
import static adjutant.engine.honours.MoveTesting.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.scenario.UnitSpec;
import adjutant.engine.scenario.TerrainKind;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Artillery and transport movement (HOW-ART-1 to HOW-ART-8) and EX-10. */
class ArtilleryMoveTest {

    private static final Formation DEPLOYED = Formation.DEPLOYED;
    private static final Formation LIMBERED = Formation.LIMBERED;

    private static HowState battery(Nation n, GunType g, boolean horse, Formation f, HowFixture fx) {
        fx.nation(Side.BLUE, n);
        fx.unit(Side.BLUE, "b1", new UnitSpec("guns", "guns", UnitType.ARTILLERY, null, g, horse, Weapon.NONE,
                UnitClass.STANDARD, UnitSize.STANDARD, null, false, f, 60, 30, 90));
        return fx.start();
    }

    private static HowState battery(Nation n, GunType g, Formation f) {
        return battery(n, g, false, f, farEnemy(table()));
    }

    @Test
    @DisplayName("HOW-ART-1: limbering costs the national price: Austria half a move, France a whole one")
    void limberCost() {
        HowState austrian = battery(Nation.AUSTRIA, GunType.MEDIUM, DEPLOYED);
        go(austrian, "guns", 60, 30, 90, LIMBERED);
        assertEquals(0.5, state(austrian, "guns").movesUsed, 1e-9);
        HowState french = battery(Nation.FRANCE, GunType.MEDIUM, DEPLOYED);
        go(french, "guns", 60, 30, 90, LIMBERED);
        assertEquals(1.0, state(french, "guns").movesUsed, 1e-9);
    }

    @Test
    @DisplayName("HOW-ART-2: limbered guns move at half rate to a flank or the rear")
    void limberedFlank() {
        HowState s = battery(Nation.AUSTRIA, GunType.MEDIUM, LIMBERED);
        legal(s, "guns", 70, 30, 90, LIMBERED);
        refused(s, "HOW-MOVE-2", "guns", 70.5, 30, 90, LIMBERED);
        legal(s, "guns", 60, 20, 90, LIMBERED);
        legal(s, "guns", 60, 50, 90, LIMBERED);
    }

    @Test
    @DisplayName("HOW-ART-3: manhandling 10 cm front or rear and 5 cm to a flank for medium guns, none for heavy, half for France; pivots by the outer corner's arc")
    void manhandling() {
        HowState medium = battery(Nation.AUSTRIA, GunType.MEDIUM, DEPLOYED);
        legal(medium, "guns", 60, 40, 90, DEPLOYED);
        refused(medium, "HOW-MOVE-2", "guns", 60, 40.5, 90, DEPLOYED);
        legal(medium, "guns", 65, 30, 90, DEPLOYED);
        refused(medium, "HOW-MOVE-2", "guns", 65.5, 30, 90, DEPLOYED);
        HowState heavy = battery(Nation.AUSTRIA, GunType.HEAVY, DEPLOYED);
        refused(heavy, "HOW-ART-3", "guns", 61, 30, 90, DEPLOYED);
        double r30 = Math.toRadians(30);
        legal(heavy, "guns", 56 + 4 * Math.cos(r30), 30 + 4 * Math.sin(r30), 120, DEPLOYED); // arc 8 × π/6 = 4.2 cm
        double r40 = Math.toRadians(40);
        refused(heavy, "HOW-MOVE-2", "guns", 56 + 4 * Math.cos(r40), 30 + 4 * Math.sin(r40), 130, DEPLOYED);
        HowState french = battery(Nation.FRANCE, GunType.MEDIUM, DEPLOYED);
        legal(french, "guns", 60, 35, 90, DEPLOYED);
        refused(french, "HOW-MOVE-2", "guns", 60, 35.5, 90, DEPLOYED);
        HowState dug = battery(Nation.AUSTRIA, GunType.MEDIUM, false, DEPLOYED,
                farEnemy(table()).terrain(rect("works", TerrainKind.TRENCH, 40, 15, 80, 35)));
        refused(dug, "HOW-ART-3", "guns", 56.5 + 3.5 * Math.cos(r30), 30 + 3.5 * Math.sin(r30), 120, DEPLOYED);
    }

    @Test
    @DisplayName("HOW-ART-4 and EX-10 (B): a Hanoverian battery limbers with half a move; the limber ends up to 10 cm ahead of the gun's old front")
    void limberAndAdvance() {
        HowState s = battery(Nation.HBM, GunType.MEDIUM, DEPLOYED);
        refused(s, "HOW-MOVE-2", "guns", 60, 40.5, 90, LIMBERED);
        go(s, "guns", 60, 40, 90, LIMBERED);
        assertEquals(1.0, state(s, "guns").movesUsed, 1e-9);
    }

    @Test
    @DisplayName("HOW-ART-4 and EX-10 (A): a French battery unlimbers with a full move, rearranged in the same space")
    void frenchUnlimber() {
        HowState s = battery(Nation.FRANCE, GunType.MEDIUM, LIMBERED);
        refused(s, "HOW-MOVE-2", "guns", 60, 31, 90, DEPLOYED);
        go(s, "guns", 60, 30, 90, DEPLOYED);
        assertEquals(1.0, state(s, "guns").movesUsed, 1e-9);
    }

    @Test
    @DisplayName("HOW-ART-5: guns that unlimbered this turn count as moved")
    void unlimberedMoved() {
        HowState s = battery(Nation.AUSTRIA, GunType.MEDIUM, LIMBERED);
        go(s, "guns", 60, 30, 90, DEPLOYED);
        assertTrue(state(s, "guns").unlimberedThisTurn);
        assertTrue(state(s, "guns").moved);
    }

    @Test
    @DisplayName("HOW-ART-6: the limber of deployed guns makes way: a friend may stand right behind the gun base")
    void limberMakesWay() {
        HowFixture fx = farEnemy(table());
        MoveTesting.blue(fx, "inf", UnitType.INFANTRY, Formation.LINE, 60, 10);
        HowState s = battery(Nation.AUSTRIA, GunType.MEDIUM, false, DEPLOYED, fx);
        legal(s, "inf", 60, 23, 90, Formation.LINE);
    }

    @Test
    @DisplayName("HOW-ART-7: horse artillery moves 30 cm, 40 cm on roads")
    void horseArtillery() {
        HowState s = battery(Nation.PRUSSIA, GunType.MEDIUM, true, LIMBERED, farEnemy(table()));
        int u = unit(s, "guns");
        assertEquals(30, Movement.normalMove(s, u, LIMBERED, false));
        assertEquals(40, Movement.normalMove(s, u, LIMBERED, true));
        legal(s, "guns", 60, 60, 90, LIMBERED);
        refused(s, "HOW-MOVE-2", "guns", 60, 61, 90, LIMBERED);
    }

    @Test
    @DisplayName("HOW-ART-8: rough ground, steep hills, entrenchments and streams stop guns and wagons")
    void impassable() {
        HowState rough = battery(Nation.AUSTRIA, GunType.MEDIUM, false, LIMBERED,
                farEnemy(table()).terrain(rect("r", TerrainKind.ROUGH, 0, 35, 180, 60)));
        refused(rough, "HOW-TERR-10", "guns", 60, 40, 90, LIMBERED);
        HowState steep = battery(Nation.AUSTRIA, GunType.MEDIUM, false, LIMBERED,
                farEnemy(table()).terrain(rect("h", TerrainKind.STEEP_HILL, 0, 35, 180, 60)));
        refused(steep, "HOW-TERR-12", "guns", 60, 40, 90, LIMBERED);
        HowState works = battery(Nation.AUSTRIA, GunType.MEDIUM, false, LIMBERED,
                farEnemy(table()).terrain(rect("w", TerrainKind.TRENCH, 0, 35, 180, 37)));
        refused(works, "HOW-TERR-7", "guns", 60, 45, 90, LIMBERED);
        HowFixture wagons = farEnemy(table()).terrain(line("brook", TerrainKind.STREAM, 0, 40, 180, 40));
        wagons.unit(Side.BLUE, "b1", MoveTesting.spec("wagons", UnitType.TRANSPORT, null, null, UnitClass.INFERIOR,
                Formation.MARCH_COLUMN, 60, 30, 90));
        refused(wagons.start(), "HOW-TERR-16", "wagons", 60, 44, 90, Formation.MARCH_COLUMN);
    }
}
