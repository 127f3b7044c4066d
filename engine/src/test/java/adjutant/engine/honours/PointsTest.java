package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.scenario.CommanderSpec;
import adjutant.engine.honours.scenario.HowScenario;
import adjutant.engine.honours.scenario.UnitSpec;
import adjutant.engine.scenario.ScenarioLoader;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The points system (HOW-PTS-1 to HOW-PTS-8). */
class PointsTest {

    static UnitSpec unit(UnitType type, UnitClass c, UnitSize size, GunType guns, Weapon weapon) {
        return new UnitSpec("u", "u", type, type == UnitType.CAVALRY ? CavalryKind.MEDIUM : null, guns, false, weapon, c,
                size, null, false, type == UnitType.ARTILLERY ? Formation.DEPLOYED : Formation.LINE, 10, 10, 90);
    }

    static UnitSpec infantry(UnitClass c, UnitSize size) {
        return unit(UnitType.INFANTRY, c, size, null, Weapon.MUSKETS_AND_GUNS);
    }

    static UnitSpec battery(GunType g, UnitClass c) {
        return unit(UnitType.ARTILLERY, c, UnitSize.STANDARD, g, Weapon.NONE);
    }

    @Test
    @DisplayName("EX-16, HOW-PTS-8: the book's four costing examples")
    void bookExamples() {
        assertEquals(130, Points.unit(infantry(UnitClass.SUPERIOR, UnitSize.STANDARD), Nation.PRUSSIA), "(a) Prussian grenadiers");
        assertEquals(110, Points.unit(infantry(UnitClass.SUPERIOR, UnitSize.STANDARD), Nation.FRANCE), "(b) French grenadiers");
        assertEquals(45, Points.unit(battery(GunType.LIGHT, UnitClass.STANDARD), Nation.PRUSSIA), "(c) Prussian light battery");
        assertEquals(25, Points.unit(battery(GunType.LIGHT, UnitClass.STANDARD), Nation.FRANCE), "(d) French light battery");
    }

    @Test
    @DisplayName("HOW-PTS-2: base values of standard units")
    void baseValues() {
        assertEquals(100, Points.unit(infantry(UnitClass.STANDARD, UnitSize.STANDARD), Nation.AUSTRIA));
        assertEquals(100, Points.unit(unit(UnitType.CAVALRY, UnitClass.STANDARD, UnitSize.STANDARD, null, Weapon.NONE), Nation.AUSTRIA));
        assertEquals(50, Points.unit(battery(GunType.MEDIUM, UnitClass.STANDARD), Nation.AUSTRIA));
        assertEquals(50, Points.unit(unit(UnitType.LIGHT_INFANTRY, UnitClass.STANDARD, UnitSize.STANDARD, null, Weapon.MUSKETS),
                Nation.AUSTRIA));
    }

    @ParameterizedTest(name = "{0} {1} on the {2} table: {3}")
    @CsvSource({
        "SUPERIOR, STANDARD, AUSTRIA, 120", "INFERIOR, STANDARD, AUSTRIA, 80", "STANDARD, LARGE, AUSTRIA, 120",
        "STANDARD, SMALL, AUSTRIA, 70", "SUPERIOR, LARGE, PRUSSIA, 150", "INFERIOR, SMALL, REICHSARMEE, 35",
        "STANDARD, STANDARD, RUSSIA, 90", "STANDARD, STANDARD, RUSSIA_1759, 100", "STANDARD, STANDARD, SWEDEN, 90"})
    @DisplayName("HOW-PTS-3: close-order infantry and cavalry modifiers")
    void infantryAndCavalry(UnitClass c, UnitSize size, Nation n, int points) {
        assertEquals(points, Points.unit(infantry(c, size), n));
        assertEquals(points, Points.unit(unit(UnitType.CAVALRY, c, size, null, Weapon.NONE), n));
    }

    @ParameterizedTest(name = "{0} {1} on the {2} table: {3}")
    @CsvSource({
        "HEAVY, STANDARD, AUSTRIA, 60", "LIGHT, INFERIOR, AUSTRIA, 30", "MEDIUM, SUPERIOR, AUSTRIA, 60",
        "MEDIUM, STANDARD, SWEDEN, 35", "LIGHT, INFERIOR, REICHSARMEE, 20", "HOWITZER, STANDARD, AUSTRIA, 50",
        "UNICORN, STANDARD, RUSSIA, 45", "LIGHT_UNICORN, STANDARD, RUSSIA_1759, 40", "HEAVY, SUPERIOR, PRUSSIA, 75"})
    @DisplayName("HOW-PTS-4: artillery modifiers, never below 20 (howitzers and unicorns as their weight, AMB-61)")
    void artillery(GunType g, UnitClass c, Nation n, int points) {
        assertEquals(points, Points.unit(battery(g, c), n));
    }

    @Test
    @DisplayName("HOW-PTS-4: the 20-point floor")
    void floor() {
        // Reichsarmee inferior light: 50 − 10 − 10 − 10 (full move) − 5 = 15, raised to 20
        assertEquals(20, Points.unit(battery(GunType.LIGHT, UnitClass.INFERIOR), Nation.REICHSARMEE));
    }

    @ParameterizedTest(name = "{0} {1} {2} on the {3} table: {4}")
    @CsvSource({
        "STANDARD, STANDARD, MUSKETS, AUSTRIA, 50", "INFERIOR, STANDARD, MUSKETS, AUSTRIA, 40",
        "STANDARD, LARGE, MUSKETS, AUSTRIA, 60", "STANDARD, SMALL, RIFLES, PRUSSIA, 40",
        "INFERIOR, SMALL, MUSKETS, FRANCE, 15"})
    @DisplayName("HOW-PTS-5: light infantry modifiers, with the artillery army modifier")
    void lightInfantry(UnitClass c, UnitSize size, Weapon w, Nation n, int points) {
        assertEquals(points, Points.unit(unit(UnitType.LIGHT_INFANTRY, c, size, null, w), n));
    }

    @Test
    @DisplayName("HOW-PTS-1: transport is free; totals within 5% of the higher balance")
    void balance() {
        assertEquals(0, Points.unit(unit(UnitType.TRANSPORT, UnitClass.INFERIOR, UnitSize.STANDARD, null, Weapon.NONE),
                Nation.PRUSSIA));
        assertTrue(Points.balanced(1000, 950));
        assertTrue(Points.balanced(950, 1000));
        assertFalse(Points.balanced(1000, 949));
        assertTrue(Points.balanced(0, 0));
    }

    @ParameterizedTest(name = "{0} {1}: {2}")
    @CsvSource({
        "BRIGADIER, DITHERING, -30", "BRIGADIER, DEPENDABLE, 0", "BRIGADIER, DASHING, 30",
        "LIEUTENANT_GENERAL, DITHERING, -60", "LIEUTENANT_GENERAL, DASHING, 60",
        "GENERAL, DITHERING, -100", "GENERAL, DASHING, 100"})
    @DisplayName("HOW-PTS-7: fixed-quality commanders")
    void fixedCommanders(CommanderRole role, Rating rating, int points) {
        assertEquals(points, Points.commander(new CommanderSpec("c", "c", role, rating, List.of(), 0, 0), Nation.PRUSSIA));
    }

    @Test
    @DisplayName("HOW-PTS-7, HOW-ORG-13: a brigadier with no rating is diced, of variable quality, and costs the army's value")
    void variableBrigadiers() {
        CommanderSpec diced = new CommanderSpec("c", "c", CommanderRole.BRIGADIER, null, List.of(), 0, 0);
        assertEquals(15, Points.commander(diced, Nation.PRUSSIA));
        assertEquals(10, Points.commander(diced, Nation.PRUSSIA_1760));
        assertEquals(0, Points.commander(diced, Nation.HBM));
        assertEquals(-10, Points.commander(diced, Nation.FRANCE));
        assertEquals(-15, Points.commander(diced, Nation.REICHSARMEE));
        assertEquals(0, Points.commander(new CommanderSpec("g", "g", CommanderRole.GENERAL, null, List.of(), 0, 0),
                Nation.PRUSSIA), "an unrated general costs nothing");
    }

    static HowScenario shipped(String name) {
        return HowScenario.from(ScenarioLoader.load(Path.of("..", "scenarios", "honours-of-war", name + ".json")));
    }

    @Test
    @DisplayName("HOW-PTS-6: entrenched battalions 30, batteries 15, charged to the side standing in them")
    void fortifications() {
        HowScenario s = shipped("spittelwitz");
        // 5 battalions and 2 batteries on the ridge, 3 light battalions at the crossings
        assertEquals(5 * 30 + 2 * 15 + 3 * 30, Points.fortifications(s, Side.RED));
        assertEquals(0, Points.fortifications(s, Side.BLUE));
        // Lobositz: Lacy's grenadiers and one battalion in the sunken road, one of his batteries mostly in it
        assertEquals(30 + 30 + 15, Points.fortifications(shipped("lobositz"), Side.RED));
    }

    @Test
    @DisplayName("HOW-PTS-6: a fortified built-up area costs 60 to the side inside it")
    void fortifiedBua() {
        HowScenario s = shipped("lobositz");
        HowScenario fortified = new HowScenario(s.header(), s.scale(), s.armies(), s.options(), s.season(), s.turnLimit(),
                s.objectiveValues(), java.util.Set.of("lobositz-1", "lobositz-2", "sullowitz"), s.specialRules());
        assertEquals(75 + 3 * 60, Points.fortifications(fortified, Side.RED));
        assertEquals(0, Points.fortifications(fortified, Side.BLUE));
    }

    @Test
    @DisplayName("HOW-PTS-1: the report gives each army's total and says whether they balance")
    void report() {
        List<String> lines = Points.report(shipped("st-ulrich"));
        assertEquals("Blue (blue, austria): 450 points (units 450, fortifications 0, commanders +0)", lines.get(0));
        assertEquals("Red (red, austria): 350 points (units 350, fortifications 0, commanders +0)", lines.get(1));
        assertEquals("points not balanced: 100 apart, 22.2% of the higher total (HOW-PTS-1 allows 5%)", lines.get(2));
        // Lobositz: Prussian commanders Frederick +100, Bevern, Kyau, Gessler +30 each; Austrian Browne +100, two dashing +60
        assertEquals(190, Points.army(shipped("lobositz"), Side.BLUE).commanders());
        assertEquals(160, Points.army(shipped("lobositz"), Side.RED).commanders());
    }

    @Test
    @DisplayName("HOW-NAT-4: an allied unit pays by its own table; HOW-NAT-1: with National Differences off, all pay as Austria")
    void alliedAndVanilla() {
        UnitSpec saxon = new UnitSpec("s", "Saxons", UnitType.INFANTRY, null, null, false, Weapon.MUSKETS_AND_GUNS,
                UnitClass.STANDARD, UnitSize.STANDARD, Nation.SAXONY, false, Formation.LINE, 10, 10, 90);
        HowScenario s = shipped("lobositz");
        var prussians = s.army(Side.BLUE);
        assertEquals(Nation.SAXONY, Points.nation(s, prussians, saxon));
        assertEquals(100, Points.unit(saxon, Points.nation(s, prussians, saxon)));
        HowScenario vanilla = new HowScenario(s.header(), s.scale(), s.armies(),
                java.util.Set.of(adjutant.engine.honours.scenario.OptionalRule.NO_NATIONAL_DIFFERENCES), s.season(),
                s.turnLimit(), s.objectiveValues(), s.fortified(), s.specialRules());
        assertEquals(Nation.AUSTRIA, Points.nation(vanilla, prussians, prussians.units().get(0)));
    }
}
