package adjutant.gui;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.blownaway.scenario.ArmySpec;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.blownaway.scenario.RulesOptions;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.scenario.Table;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import adjutant.engine.blownaway.scenario.UnitSpec;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.blownaway.scenario.VictoryKind;
import java.util.List;
import java.util.Map;

/**
 * A scenario built in code that shows every kind of terrain, four objectives, all unit types and
 * a column: the board's test card for the snapshot tests.
 */
public final class DemoScenario {
    public static final String NAME = "demo";

    private DemoScenario() {}

    public static BaScenario create(Variant variant) {
        List<TerrainFeature> terrain = List.of(
                poly("east-field", TerrainKind.FIELD, 4, 8, 18, 8, 18, 14, 4, 14),
                poly("windmill-hill", TerrainKind.HILL, 34, 30, 44, 28, 50, 33, 44, 38, 36, 37),
                poly("village", TerrainKind.VILLAGE, 83, 9, 93, 9, 93, 17, 83, 17),
                poly("church", TerrainKind.BUILDING, 86, 12, 89, 12, 89, 14.5, 86, 14.5),
                poly("river", TerrainKind.RIVER, 70, 0, 73, 0, 75.5, 48, 72.5, 48),
                line("high-road", TerrainKind.ROAD, 0, 24, 40, 24, 60, 22, 96, 22),
                poly("bridge", TerrainKind.BRIDGE, 69.5, 20.5, 76.5, 20.5, 76.5, 23.5, 69.5, 23.5),
                poly("oak-wood", TerrainKind.WOODS, 8, 28, 20, 26.5, 23, 34, 12, 37),
                line("churchyard-wall", TerrainKind.WALL, 26, 16, 38, 16, 38, 19),
                new TerrainFeature("redoubt", TerrainKind.REDOUBT,
                        pts(48, 39, 48, 34, 49, 33, 57, 33, 58, 34, 58, 39), false, false, List.of(5)),
                poly("trench", TerrainKind.TRENCH, 80, 33.5, 92, 33.5, 92, 34.7, 80, 34.7));
        List<ObjectiveSpec> objectives = List.of(
                ObjectiveSpec.circle("hill", "Windmill hill", new Vec2(42, 33), 3),
                ObjectiveSpec.circle("redoubt", "Redoubt", new Vec2(53, 36), 3),
                ObjectiveSpec.circle("bridge", "Bridge", new Vec2(73, 22), 3),
                ObjectiveSpec.circle("village", "Village", new Vec2(88, 19.5), 3));
        Map<Role, Integer> infantry = UnitSpec.standardInfantry();
        Map<Role, Integer> cavalry = Map.of(Role.SOLDIER, 7, Role.OFFICER, 1, Role.OTHER_COMMAND, 1,
                Role.FLAG_BEARER, 1);
        Map<Role, Integer> guns = Map.of(Role.GUNNER, UnitSpec.DEFAULT_GUNNERS);
        List<UnitSpec> blue = List.of(
                new UnitSpec("b-inf-1", "Fusiliers", UnitType.INFANTRY, "fusiliers", false, Formation.LINE,
                        new Vec2(18, 6), 90, infantry),
                new UnitSpec("b-art-1", "Battery", UnitType.ARTILLERY, "", false, Formation.BATTERY,
                        new Vec2(30, 5), 90, guns),
                new UnitSpec("b-cav-1", "Dragoons", UnitType.CAVALRY, "dragoons", false, Formation.LINE,
                        new Vec2(44, 6), 90, cavalry),
                new UnitSpec("b-inf-2", "Grenadiers", UnitType.INFANTRY, "grenadiers", false, Formation.LINE,
                        new Vec2(58, 6), 90, infantry),
                new UnitSpec("b-inf-3", "Frei-Corps", UnitType.INFANTRY, "", true, Formation.COLUMN,
                        new Vec2(82, 9), 90, infantry));
        List<UnitSpec> red = List.of(
                new UnitSpec("r-inf-1", "Croats", UnitType.INFANTRY, "", false, Formation.LINE,
                        new Vec2(24, 41), -90, infantry),
                new UnitSpec("r-cav-1", "Hussars", UnitType.CAVALRY, "hussars", false, Formation.LINE,
                        new Vec2(38, 44), -90, cavalry),
                new UnitSpec("r-inf-2", "Line infantry", UnitType.INFANTRY, "", false, Formation.LINE,
                        new Vec2(53, 36.5), -90, infantry),
                new UnitSpec("r-art-1", "Battery", UnitType.ARTILLERY, "", false, Formation.BATTERY,
                        new Vec2(66, 42), -90, guns),
                new UnitSpec("r-inf-3", "Grenzer", UnitType.INFANTRY, "", false, Formation.LINE,
                        new Vec2(86, 37), -90, infantry));
        return BaScenario.of(NAME, "Demo: every terrain kind", "The board's test card.", Table.STANDARD, variant, 1757,
                60, Side.BLUE, 7, VictoryKind.OBJECTIVES, 3, terrain, objectives,
                List.of(new ArmySpec(Side.BLUE, "Prussians", new Vec2(36, 10), blue),
                        new ArmySpec(Side.RED, "Austrians", new Vec2(47, 46.5), red)),
                RulesOptions.defaults());
    }

    private static TerrainFeature poly(String id, TerrainKind kind, double... xy) {
        return TerrainFeature.of(id, kind, pts(xy));
    }

    private static TerrainFeature line(String id, TerrainKind kind, double... xy) {
        return TerrainFeature.of(id, kind, pts(xy));
    }

    private static List<Vec2> pts(double... xy) {
        Vec2[] out = new Vec2[xy.length / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = new Vec2(xy[2 * i], xy[2 * i + 1]);
        }
        return List.of(out);
    }
}
