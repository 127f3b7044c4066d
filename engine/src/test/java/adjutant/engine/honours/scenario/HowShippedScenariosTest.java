package adjutant.engine.honours.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.CommanderRole;
import adjutant.engine.honours.Formation;
import adjutant.engine.honours.Nation;
import adjutant.engine.honours.Rating;
import adjutant.engine.honours.UnitClass;
import adjutant.engine.honours.UnitSize;
import adjutant.engine.honours.UnitType;
import adjutant.engine.scenario.LoadResult;
import adjutant.engine.scenario.Problem;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.scenario.TerrainKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** The four book scenarios (HOW-SCN-1 to HOW-SCN-5) as shipped: they load, and say what the book says. */
class HowShippedScenariosTest {

    static final Path FOLDER = Path.of("..", "scenarios", "honours-of-war");

    static Stream<Path> files() throws IOException {
        return Files.list(FOLDER).filter(p -> p.toString().endsWith(".json")).sorted();
    }

    static HowScenario load(String name) {
        return HowScenario.from(ScenarioLoader.load(FOLDER.resolve(name + ".json")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    @DisplayName("HOW-SCN-1: every shipped Honours of War scenario loads with no errors")
    void loadsWithoutErrors(Path file) {
        LoadResult r = ScenarioLoader.check(file);
        String all = r.problems().stream().map(Problem::toString).collect(Collectors.joining("\n  ", "\n  ", ""));
        assertTrue(r.isValid(), file + all);
    }

    @Test
    void thereAreTheFourBookScenarios() throws IOException {
        assertEquals(List.of("kutzdorf.json", "lobositz.json", "spittelwitz.json", "st-ulrich.json"),
                files().map(p -> p.getFileName().toString()).toList());
    }

    @ParameterizedTest(name = "{0} {1}: {2} units, ABP {3}")
    @CsvSource({
        "st-ulrich, BLUE, 5, 2", "st-ulrich, RED, 4, 2",
        "kutzdorf, BLUE, 10, 5", "kutzdorf, RED, 11, 5",
        "spittelwitz, BLUE, 16, 8", "spittelwitz, RED, 10.5, 5",
        "lobositz, BLUE, 20.5, 10", "lobositz, RED, 20.5, 10"})
    @DisplayName("EX-17, HOW-VIC-1: scenario unit counts and Army Breaking Points")
    void breakingPoints(String name, Side side, double units, int abp) {
        ArmySpec army = load(name).army(side);
        assertEquals(units, army.unitCount(), 1e-9);
        assertEquals(abp, army.effectiveBreakingPoint());
        assertEquals(abp, (int) Math.floor(army.unitCount() / 2), "the file's breaking point is the computed one");
    }

    @Test
    @DisplayName("HOW-VIC-1: small units count 0.5, large 1.5, the breaking point rounds down (D-4); 0 in a file means computed")
    void computedBreakingPoint() {
        ArmySpec stUlrich = load("st-ulrich").army(Side.BLUE);
        java.util.List<UnitSpec> units = new java.util.ArrayList<>();
        UnitSpec u = stUlrich.units().get(0);
        for (int i = 0; i < 10; i++) {
            UnitSize size = i == 0 ? UnitSize.LARGE : i < 3 ? UnitSize.SMALL : UnitSize.STANDARD;
            units.add(new UnitSpec("u" + i, "u" + i, u.type(), u.cavalry(), u.guns(), false, u.weapon(), u.unitClass(),
                    size, null, false, u.formation(), u.x(), u.y(), u.facing()));
        }
        ArmySpec army = new ArmySpec(Side.BLUE, "Blue", Nation.AUSTRIA, false, 0, List.of(), List.of(), units);
        assertEquals(9.5, army.unitCount(), 1e-9);
        assertEquals(4, army.effectiveBreakingPoint());
        assertEquals(6, new ArmySpec(Side.BLUE, "Blue", Nation.AUSTRIA, false, 6, List.of(), List.of(), units)
                .effectiveBreakingPoint(), "a scenario may fix it");
    }

    @Test
    @DisplayName("HOW-SCN-1: each side has a commanding general and every brigade a brigade commander")
    void commandStructure() {
        for (String name : List.of("st-ulrich", "kutzdorf", "spittelwitz", "lobositz")) {
            for (ArmySpec army : load(name).armies()) {
                assertEquals(1, army.commanders().stream().filter(c -> c.role() == CommanderRole.GENERAL).count());
                army.brigades().stream().filter(b -> b.units().size() > 1)
                        .forEach(b -> assertTrue(b.commander() != null, name + " " + b.id()));
            }
        }
    }

    @Test
    @DisplayName("HOW-SCN-2: St. Ulrich, Blue attacks in march column; the bridge is worth 1 point to Red")
    void stUlrich() {
        HowScenario s = load("st-ulrich");
        assertTrue(s.army(Side.BLUE).designatedAttacker());
        assertTrue(s.army(Side.BLUE).units().stream().allMatch(u -> u.formation().isColumn()));
        assertEquals(List.of(new ObjectiveValue("bridge", 1, Side.RED)), s.objectiveValues());
        assertEquals(1, s.army(Side.BLUE).brigades().stream().filter(BrigadeSpec::independent).count());
        assertTrue(s.terrain().stream().anyMatch(t -> t.kind() == TerrainKind.RIVER && t.impassable()));
    }

    @Test
    @DisplayName("HOW-SCN-3: Kutzdorf, Red attacks with its cavalry in double line; Kutzdorf is worth 1 point to Blue")
    void kutzdorf() {
        HowScenario s = load("kutzdorf");
        assertTrue(s.army(Side.RED).designatedAttacker());
        assertTrue(s.army(Side.RED).units().stream().filter(u -> u.type() == UnitType.CAVALRY)
                .allMatch(u -> u.formation() == Formation.DOUBLE_LINE));
        assertEquals(List.of(new ObjectiveValue("kutzdorf", 1, Side.BLUE)), s.objectiveValues());
        assertEquals(4, s.army(Side.RED).brigades().size());
    }

    @Test
    @DisplayName("HOW-SCN-4: Spittelwitz, Red may not move in turns 1-2 except its light infantry; entrenched")
    void spittelwitz() {
        HowScenario s = load("spittelwitz");
        assertTrue(s.army(Side.BLUE).designatedAttacker());
        for (BrigadeSpec b : s.army(Side.RED).brigades()) {
            assertEquals(3, b.mayNotMoveBefore(), b.id());
            boolean light = b.units().stream().anyMatch(u -> s.army(Side.RED).units().stream()
                    .anyMatch(x -> x.id().equals(u) && x.type() == UnitType.LIGHT_INFANTRY));
            assertEquals(light, b.lightInfantryExempt(), b.id());
        }
        assertEquals(10, s.terrain().stream().filter(t -> t.kind() == TerrainKind.TRENCH).count(),
                "one per battalion and battery on the ridge, one per light battalion at the crossings");
        assertTrue(s.terrain().stream().filter(t -> t.kind() == TerrainKind.RIVER).noneMatch(t -> t.impassable()));
        UnitSpec grenadiers = s.army(Side.BLUE).units().stream().filter(u -> u.id().equals("blue-inf9")).findFirst()
                .orElseThrow();
        assertEquals(UnitClass.SUPERIOR, grenadiers.unitClass());
        assertEquals(UnitSize.SMALL, grenadiers.size());
    }

    @Test
    @DisplayName("HOW-SCN-5, HOW-NAT-3: Lobositz, ratings, nations and classes, movement restrictions, mist and Keith")
    void lobositz() {
        HowScenario s = load("lobositz");
        assertEquals(Nation.PRUSSIA, s.army(Side.BLUE).nation());
        assertEquals(Nation.AUSTRIA, s.army(Side.RED).nation());
        assertTrue(s.army(Side.BLUE).designatedAttacker());
        assertEquals(Rating.DASHING, commander(s, Side.BLUE, "frederick").rating());
        assertEquals(CommanderRole.LIEUTENANT_GENERAL, commander(s, Side.BLUE, "keith").role());
        assertEquals(List.of("bevern", "kleist", "ferdinand"), commander(s, Side.BLUE, "keith").brigades());
        assertEquals(Rating.DASHING, commander(s, Side.RED, "browne").rating());
        assertEquals(3, brigade(s, "lowenstein").mayNotMoveBefore());
        assertEquals(5, brigade(s, "kollowrat").mayNotMoveBefore());
        assertEquals(new SpecialRule.Mist(3, 2, 20), s.specialRule(SpecialRule.Mist.class).orElseThrow());
        assertEquals(new SpecialRule.GeneralLeaves("frederick", 5, "keith"),
                s.specialRule(SpecialRule.GeneralLeaves.class).orElseThrow());
        assertTrue(s.army(Side.RED).units().stream().filter(u -> u.type() == UnitType.ARTILLERY)
                .allMatch(u -> u.unitClass() == UnitClass.SUPERIOR), "all Austrian artillery is superior");
        for (ArmySpec army : s.armies()) {
            for (UnitSpec u : army.units()) {
                boolean superior = u.name().startsWith("Grenadiers") || u.name().contains("Cuirassiers")
                        || army.side() == Side.RED && u.type() == UnitType.ARTILLERY;
                UnitClass expected = superior ? UnitClass.SUPERIOR : u.name().startsWith("Hussars") ? UnitClass.INFERIOR
                        : UnitClass.STANDARD;
                assertEquals(expected, u.unitClass(), u.name() + " (HOW-NAT-3)");
            }
        }
        assertEquals(2, s.objectiveValues().size());
        assertTrue(s.terrain().stream().anyMatch(t -> t.kind() == TerrainKind.TRENCH && t.id().equals("sunken-road")));
    }

    private static CommanderSpec commander(HowScenario s, Side side, String id) {
        return s.army(side).commanders().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
    }

    private static BrigadeSpec brigade(HowScenario s, String id) {
        return s.armies().stream().flatMap(a -> a.brigades().stream()).filter(b -> b.id().equals(id)).findFirst()
                .orElseThrow();
    }
}
