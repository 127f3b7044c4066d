package adjutant.engine.augsburg;

import adjutant.engine.augsburg.scenario.ArmySpec;
import adjutant.engine.augsburg.scenario.BrigadeSpec;
import adjutant.engine.augsburg.scenario.CommanderSpec;
import adjutant.engine.augsburg.scenario.LoaScenario;
import adjutant.engine.augsburg.scenario.UnitSpec;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.ScenarioHeader;
import adjutant.engine.scenario.Table;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;

/**
 * A small table for movement tests, 72" × 48": a wood (x 12–28, y 10–16) ahead of the French
 * battalion f1 at (20, 8), a hedge along y = 9 (x 30–50) in front of f2 at (40, 8), a field gun
 * g at (60, 8), skirmishers sk at (6, 8), a limbered gun lg at (66, 20); the Dutch d1 at (20, 40)
 * and pistoleers p1 at (40, 40) face them.
 */
final class MoveFixture {

    private MoveFixture() {
    }

    static LoaState game() {
        List<TerrainFeature> terrain = List.of(
                TerrainFeature.of("wood", TerrainKind.WOODS, List.of(new Vec2(12, 10), new Vec2(28, 10), new Vec2(28, 16),
                        new Vec2(12, 16))),
                TerrainFeature.of("hedge", TerrainKind.HEDGE, List.of(new Vec2(30, 9), new Vec2(50, 9))));
        ScenarioHeader h = new ScenarioHeader(LoaScenario.RULES, "standard", "move-fixture", "move fixture", "",
                new Table(72, 48), terrain, List.of());
        UnitSpec lg = new UnitSpec("lg", "lg", Kind.LIGHT_GUN, java.util.Set.of(), 0, new Vec2(66, 20), 90, Formation.LIMBERED);
        BrigadeSpec blue = LoaFixture.brigade("blue", 30, 4,
                LoaFixture.unit("f1", Kind.FRENCH_FOOT, 20, 8, Side.BLUE),
                LoaFixture.unit("f2", Kind.FRENCH_FOOT, 40, 8, Side.BLUE),
                LoaFixture.unit("g", Kind.FIELD_GUN, 60, 8, Side.BLUE),
                LoaFixture.unit("sk", Kind.SKIRMISH_FOOT, 6, 8, Side.BLUE), lg);
        BrigadeSpec red = LoaFixture.brigade("red", 30, 44,
                LoaFixture.unit("d1", Kind.DUTCH_FOOT, 20, 40, Side.RED),
                LoaFixture.unit("p1", Kind.PISTOLEERS, 40, 40, Side.RED));
        LoaScenario sc = new LoaScenario(h, List.of(
                new ArmySpec(Side.BLUE, "French", new CommanderSpec("Luxembourg", 2, new Vec2(36, 2)), List.of(blue)),
                new ArmySpec(Side.RED, "Allies", new CommanderSpec("William", 2, new Vec2(36, 46)), List.of(red))),
                LoaScenario.DEFAULT_TURN_LIMIT);
        return LeagueOfAugsburgRuleset.get().newGame(sc, "standard", 1);
    }

    static int unit(LoaState s, String id) {
        return s.setup().unitOf(id);
    }
}
