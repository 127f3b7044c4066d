package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.LoaAction;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Small games for the shooting and morale tests: a few units, each its own brigade, and terrain. */
final class FireFixture {

    private FireFixture() {
    }

    /** A unit facing up the table (blue) or down (red). */
    static UnitSpec unit(String id, Kind kind, double x, double y, Side side, Tag... tags) {
        return new UnitSpec(id, "The " + id, kind, Set.of(tags), 0, new Vec2(x, y), side == Side.BLUE ? 90 : 270,
                kind.defaultFormation());
    }

    /** A rectangle of terrain. */
    static TerrainFeature area(String id, TerrainKind kind, double x0, double y0, double x1, double y1) {
        return TerrainFeature.of(id, kind, List.of(new Vec2(x0, y0), new Vec2(x1, y0), new Vec2(x1, y1), new Vec2(x0, y1)));
    }

    static TerrainFeature line(String id, TerrainKind kind, double x0, double y0, double x1, double y1) {
        return TerrainFeature.of(id, kind, List.of(new Vec2(x0, y0), new Vec2(x1, y1)));
    }

    /** A game of these units (blue's, then red's), each unit a brigade, at its first step. */
    static LoaState game(List<UnitSpec> blue, List<UnitSpec> red, TerrainFeature... terrain) {
        ScenarioHeader h = new ScenarioHeader(LoaScenario.RULES, "standard", "fire-fixture", "fire fixture", "",
                new Table(72, 48), List.of(terrain), List.of());
        LoaScenario sc = new LoaScenario(h, List.of(
                new ArmySpec(Side.BLUE, "French", new CommanderSpec("Luxembourg", 2, new Vec2(2, 2)), brigades(blue)),
                new ArmySpec(Side.RED, "Allies", new CommanderSpec("William", 2, new Vec2(70, 46)), brigades(red))),
                LoaScenario.DEFAULT_TURN_LIMIT);
        return LeagueOfAugsburgRuleset.get().newGame(sc, "standard", 1);
    }

    private static List<BrigadeSpec> brigades(List<UnitSpec> units) {
        List<BrigadeSpec> out = new ArrayList<>();
        for (UnitSpec u : units) {
            out.add(new BrigadeSpec("b-" + u.id(), "Brigade " + u.id(),
                    new CommanderSpec("Brigadier " + u.id(), 2, u.position()), List.of(u)));
        }
        return out;
    }

    /** Plays to the Activation Phase with these chits, then empties the step stack for a test to push its own. */
    static LoaState atActivation(LoaState s, Map<String, Order> chits) {
        LoaFixture.toActivation(s, chits, 2, 2);
        s.tasks.clear();
        return s;
    }

    static int u(LoaState s, String id) {
        return s.setup().unitOf(id);
    }

    static void apply(LoaState s, LoaAction a) {
        LeagueOfAugsburgRuleset.get().rules().apply(s, a);
    }
}
