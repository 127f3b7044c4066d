package adjutant.engine.scenario;

import adjutant.engine.blownaway.scenario.UnitSpec;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.RulesOptions;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.blownaway.scenario.BaScenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScenarioLoaderTest {

    private static final String MINIMAL = """
            {
              "format": "adjutant-scenario/1",
              "rules": "blown-away",
              "variant": "without-chance",
              "year": 1745,
              "victory": "field",
              "armies": {
                "blue": {"commander": [48, 2], "units": [
                  {"id": "b", "type": "infantry", "anchor": [48, 6], "men": {"soldier": 12, "officer": 1}},
                  {"id": "g", "type": "artillery", "anchor": [60, 6]}]},
                "red": {"commander": [48, 46], "units": [
                  {"id": "r", "type": "infantry", "anchor": [48, 42], "men": {"soldier": 12, "officer": 1}},
                  {"id": "h", "type": "artillery", "anchor": [60, 42]}]}
              }
            }
            """;

    @Test
    void fillsInTheDefaults() {
        BaScenario s = BaScenario.from(ScenarioLoader.check(MINIMAL, "minimal").orThrow());
        assertEquals("minimal", s.name());
        assertEquals("minimal", s.title());
        assertEquals(Table.STANDARD, s.table());
        assertEquals(Variant.WITHOUT_CHANCE, s.variant());
        assertEquals(200, s.turnLimit());
        assertEquals(7, s.deployDepth());
        assertNull(s.firstSide());
        assertEquals(RulesOptions.defaults(), s.options());
        assertEquals("Blue", s.army(Side.BLUE).name());
        UnitSpec b = s.army(Side.BLUE).units().get(0);
        assertEquals(Formation.LINE, b.formation());
        assertEquals(90, b.facingDeg());
        assertEquals("b", b.name());
        assertEquals(-90, s.army(Side.RED).units().get(0).facingDeg());
        UnitSpec gun = s.army(Side.BLUE).units().get(1);
        assertEquals(Formation.BATTERY, gun.formation());
        assertEquals(UnitSpec.DEFAULT_GUNNERS, gun.count(Role.GUNNER));
        assertEquals(false, s.artilleryMayMove()); // BA-SETUP-13: 1745 < 1750
    }

    @Test
    void reportsEveryProblemNotJustTheFirst() {
        String json = MINIMAL.replace("\"year\": 1745", "\"year\": \"old\", \"turnLimit\": 0, \"colour\": 1")
                .replace("\"type\": \"infantry\", \"anchor\": [48, 6]", "\"type\": \"infantery\", \"anchor\": [48, 6]")
                .replace("\"anchor\": [48, 42]", "\"anchor\": [48, 20]");
        LoadResult r = ScenarioLoader.check(json, "many");
        List<String> paths = r.errors().stream().map(Problem::path).toList();
        assertEquals(List.of("$.colour", "$.year", "$.armies.blue.units[0].type", "$.turnLimit",
                "$.armies.red.units[0].anchor"), paths, r.problems()::toString);
        ScenarioException e = assertThrows(ScenarioException.class, r::orThrow);
        assertEquals(5, e.errors().size());
        assertTrue(e.getMessage().startsWith("invalid scenario many (5 errors):\n  $.colour: unknown field"),
                e.getMessage());
    }

    @Test
    void malformedJsonGivesLineAndColumn() {
        LoadResult r = ScenarioLoader.check("{\n  \"format\": \"adjutant-scenario/1\",\n  \"rules\": ]\n}", "bad");
        assertEquals(1, r.problems().size());
        Problem p = r.problems().get(0);
        assertEquals("$", p.path());
        assertTrue(p.message().startsWith("malformed JSON at line 3, column 12: Unexpected character (']'"),
                p.message());
    }

    @Test
    void missingFileIsAProblemNotAnException() {
        LoadResult r = ScenarioLoader.check(Path.of("no/such/file.json"));
        assertEquals(List.of(Problem.error("$", "no such file")), r.problems());
    }

    @Test
    void unknownShippedNameListsTheShippedOnes() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> BaScenario.named("encouter"));
        assertTrue(e.errors().get(0).message().contains("(shipped: crossroads, encounter, fieldworks, "),
                e.getMessage());
    }

    @Test
    void namesComeFromTheFileWhenGiven() {
        assertEquals("encounter", BaScenario.named("encounter").name());
        assertEquals("Encounter", BaScenario.named("encounter").title());
    }
}
