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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ScenarioValidatorTest {

    @Test
    void baSetup2UnequalMenIsAWarningNotAnError() {
        BaScenario s = withUnits(infantry("b", new Vec2(48, 6), 90, 13), infantry("r", new Vec2(48, 42), -90, 10));
        List<Problem> problems = BaScenarioValidator.validate(s);
        assertEquals(List.of(Problem.warning("$.armies", "BA-SETUP-2: the sides differ in men (blue 13, red 10)")),
                problems);
        LoadResult reloaded = ScenarioLoader.check(ScenarioWriter.toJson(s), "t");
        assertTrue(reloaded.isValid(), () -> reloaded.problems().toString());
    }

    @Test
    void baSetup2UnequalGunsIsAWarning() {
        UnitSpec gun = new UnitSpec("g", "Gun", UnitType.ARTILLERY, "", false, Formation.BATTERY, new Vec2(60, 6), 90,
                Map.of(Role.GUNNER, 4));
        BaScenario s = withUnits(List.of(infantry("b", new Vec2(48, 6), 90, 9), gun),
                List.of(infantry("r", new Vec2(48, 42), -90, 13)));
        assertEquals(List.of(Problem.warning("$.armies", "BA-SETUP-2: the sides differ in guns (blue 1, red 0)")),
                BaScenarioValidator.validate(s));
    }

    @Test
    void baSetup8EveryFigureWithinTheDeploymentDepthOfItsOwnRearEdge() {
        // a line of 13 anchored at y = 8 has its rear rank at y = 7: the front rank is out, the rear rank in
        BaScenario out = withUnits(infantry("b", new Vec2(48, 8), 90, 13), infantry("r", new Vec2(48, 42), -90, 13));
        List<Problem> problems = BaScenarioValidator.validate(out);
        assertEquals(1, problems.size());
        assertEquals("$.armies.blue.units[0].anchor", problems.get(0).path());
        assertTrue(problems.get(0).message().startsWith("BA-SETUP-8: "), problems.get(0).message());
        // exactly at the edge of the band (7 in) is inside; facing the own rear edge brings the rear rank forward
        BaScenario edge = withUnits(infantry("b", new Vec2(48, 7), 90, 13), infantry("r", new Vec2(48, 41), -90, 13));
        assertEquals(List.of(), BaScenarioValidator.validate(edge));
        BaScenario turned = withUnits(infantry("b", new Vec2(48, 7), -90, 13), infantry("r", new Vec2(48, 42), -90, 13));
        assertFalse(BaScenarioValidator.validate(turned).isEmpty());
    }

    @Test
    void baSetup8CountsTheGunAxle() {
        UnitSpec gun = new UnitSpec("g", "Gun", UnitType.ARTILLERY, "", false, Formation.BATTERY, new Vec2(60, 7.5),
                -90, Map.of(Role.GUNNER, 4)); // crew behind at y = 8.5, 9.5: all out, axle too
        BaScenario s = withUnits(List.of(infantry("b", new Vec2(48, 6), 90, 9), gun),
                List.of(infantry("r", new Vec2(48, 42), -90, 9),
                        new UnitSpec("g2", "Gun", UnitType.ARTILLERY, "", false, Formation.BATTERY,
                                new Vec2(60, 42), -90, Map.of(Role.GUNNER, 4))));
        List<Problem> problems = BaScenarioValidator.validate(s);
        assertEquals(1, problems.size(), problems::toString);
        assertTrue(problems.get(0).message().startsWith("BA-SETUP-8: the gun would stand at (60.000, 7.500)"),
                problems.get(0).message());
    }

    @Test
    void aBridgeMakesARiverPassable() {
        BaScenario base = withUnits(infantry("b", new Vec2(48, 6), 90, 13), infantry("r", new Vec2(48, 42), -90, 13));
        TerrainFeature river = TerrainFeature.of("river", TerrainKind.RIVER,
                List.of(new Vec2(40, 0), new Vec2(56, 0), new Vec2(56, 48), new Vec2(40, 48)));
        TerrainFeature bridge = TerrainFeature.of("bridge", TerrainKind.BRIDGE,
                List.of(new Vec2(40, 0), new Vec2(56, 0), new Vec2(56, 8), new Vec2(40, 8)));
        assertEquals(List.of("$.armies.blue.commander", "$.armies.blue.units[0].anchor", "$.armies.red.commander",
                "$.armies.red.units[0].anchor"), impassable(withTerrain(base, List.of(river))));
        assertEquals(List.of("$.armies.red.commander", "$.armies.red.units[0].anchor"),
                impassable(withTerrain(base, List.of(river, bridge)))); // blue stands on the bridge
    }

    private static List<String> impassable(BaScenario s) {
        return BaScenarioValidator.validate(s).stream().filter(p -> p.message().contains("impassable"))
                .map(Problem::path).toList();
    }

    static UnitSpec infantry(String id, Vec2 anchor, double facing, int men) {
        return new UnitSpec(id, id, UnitType.INFANTRY, "", false, Formation.LINE, anchor, facing,
                Map.of(Role.SOLDIER, men));
    }

    static BaScenario withUnits(UnitSpec blue, UnitSpec red) {
        return withUnits(List.of(blue), List.of(red));
    }

    static BaScenario withUnits(List<UnitSpec> blue, List<UnitSpec> red) {
        return BaScenario.of("t", "T", "", Table.STANDARD, Variant.CHANCE, 1757, 200, null, 7, VictoryKind.FIELD, 3,
                List.of(), List.of(), List.of(new ArmySpec(Side.BLUE, "Blue", new Vec2(48, 1), blue),
                        new ArmySpec(Side.RED, "Red", new Vec2(48, 47), red)), RulesOptions.defaults());
    }

    static BaScenario withTerrain(BaScenario s, List<TerrainFeature> terrain) {
        return BaScenario.of(s.name(), s.title(), s.description(), s.table(), s.variant(), s.year(), s.turnLimit(),
                s.firstSide(), s.deployDepth(), s.victory(), s.objectivesToWin(), terrain, s.objectives(), s.armies(),
                s.options());
    }
}
