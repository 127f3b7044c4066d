package adjutant.engine.scenario;

import adjutant.engine.blownaway.scenario.BaScenarioValidator;
import adjutant.engine.blownaway.scenario.ArmySpec;
import adjutant.engine.blownaway.scenario.UnitSpec;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.RulesOptions;
import adjutant.engine.blownaway.scenario.VictoryKind;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.blownaway.scenario.BaScenario;
import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ScenarioRoundTripTest {

    @ParameterizedTest
    @MethodSource("adjutant.engine.scenario.ShippedScenariosTest#shippedBlownAway")
    void shippedScenarioSurvivesWriteAndLoad(String name) {
        BaScenario s = BaScenario.named(name);
        assertEquals(s, BaScenario.parse(ScenarioWriter.toJson(s)));
    }

    @Test
    void everyFieldSurvivesWriteAndLoad(@TempDir Path dir) throws IOException {
        BaScenario s = unusual();
        assertEquals(List.of(), BaScenarioValidator.validate(s).stream().filter(Problem::isError).toList());
        Path file = dir.resolve("unusual.json");
        ScenarioWriter.write(s, file);
        assertEquals(s, BaScenario.load(file));
    }

    @Test
    void filesWithoutAnAttackerStillLoad() {
        String json = ScenarioWriter.toJson(BaScenario.named("encounter"));
        assertEquals(false, json.contains("\"attacker\""));
        assertEquals(false, json.contains("\"keyObjectives\""));
        BaScenario s = BaScenario.parse(json);
        assertEquals(null, s.attacker());
        assertEquals(List.of(), s.keyObjectives());
    }

    @Test
    void writerLeavesOutDefaults() {
        String json = ScenarioWriter.toJson(BaScenario.named("encounter"));
        assertEquals(false, json.contains("\"options\""));
        assertEquals(false, json.contains("\"blocksLos\""));
        assertEquals(false, json.contains("\"militia\""));
    }

    /** A scenario that sets every field to something other than its default. */
    static BaScenario unusual() {
        RulesOptions o = new RulesOptions(RulesOptions.VictimSelection.FREE, RulesOptions.DeckMode.INDEPENDENT,
                RulesOptions.WcDeclaration.AUTO_ALL, false, false, true, 2, false,
                RulesOptions.EngagementPruning.LITERAL, RulesOptions.MobMode.INDIVIDUAL, 0.25, true, true, false, 6, 26);
        List<TerrainFeature> terrain = List.of(
                new TerrainFeature("ridge", TerrainKind.HILL, List.of(new Vec2(10, 20), new Vec2(20, 20.5),
                        new Vec2(15, 26.125)), true, false, List.of()),
                new TerrainFeature("sconce", TerrainKind.REDOUBT, List.of(new Vec2(40, 10), new Vec2(50, 10),
                        new Vec2(50, 14), new Vec2(40, 14)), false, false, List.of(2)),
                new TerrainFeature("ford", TerrainKind.RIVER, List.of(new Vec2(70, 0), new Vec2(72, 0),
                        new Vec2(72, 40), new Vec2(70, 40)), false, false, List.of()),
                TerrainFeature.of("lane", TerrainKind.ROAD, List.of(new Vec2(0, 30), new Vec2(60, 31.1))));
        List<ObjectiveSpec> objectives = List.of(
                ObjectiveSpec.circle("mill", "The Mill", new Vec2(30, 30), 2.5),
                ObjectiveSpec.polygon("wood", "Wood", List.of(new Vec2(80, 25), new Vec2(86, 25), new Vec2(83, 31))));
        ArmySpec blue = new ArmySpec(Side.BLUE, "Saxons", new Vec2(30, 1), List.of(
                new UnitSpec("b-1", "Leibgarde", UnitType.INFANTRY, "guards", true, Formation.COLUMN,
                        new Vec2(20, 6.5), 80, Map.of(Role.GUARDSMAN, 6, Role.PIKEMAN, 2, Role.OTHER_COMMAND, 1)),
                new UnitSpec("b-2", "Battery", UnitType.ARTILLERY, "", false, Formation.BATTERY, new Vec2(30, 5), 95,
                        Map.of(Role.GUNNER, 3))));
        ArmySpec red = new ArmySpec(Side.RED, "Swedes", new Vec2(30, 59), List.of(
                new UnitSpec("r-1", "Horse", UnitType.CAVALRY, "", false, Formation.LINE, new Vec2(20, 56), -90,
                        Map.of(Role.SOLDIER, 10, Role.GUNNER, 0)),
                new UnitSpec("r-2", "Battery", UnitType.ARTILLERY, "", false, Formation.BATTERY, new Vec2(30, 55), -90,
                        Map.of(Role.GUNNER, 3))));
        return BaScenario.of("unusual", "An unusual day", "Every field \"changed\".\nTwo lines.", new Table(90, 60),
                Variant.WITHOUT_CHANCE, 1745, 77, Side.RED, 8.5, VictoryKind.ASSAULT, 2, terrain, objectives,
                List.of(blue, red), o).withAttacker(Side.BLUE, List.of("wood", "mill"));
    }
}
