package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Pass;
import adjutant.engine.augsburg.action.PlaceChit;
import adjutant.engine.augsburg.action.Roll;
import adjutant.engine.augsburg.scenario.ArmySpec;
import adjutant.engine.augsburg.scenario.BrigadeSpec;
import adjutant.engine.augsburg.scenario.CommanderSpec;
import adjutant.engine.augsburg.scenario.LoaScenario;
import adjutant.engine.augsburg.scenario.UnitSpec;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.ScenarioHeader;
import adjutant.engine.scenario.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Literal positions in code: armies built unit by unit, and the Meeting Engagement of LOA-SCN-1. */
final class LoaFixture {

    private LoaFixture() {
    }

    static UnitSpec unit(String id, Kind kind, double x, double y, Side side) {
        return new UnitSpec(id, id, kind, Set.of(), 0, new Vec2(x, y), side == Side.BLUE ? 90 : 270, kind.defaultFormation());
    }

    static BrigadeSpec brigade(String id, double x, double y, UnitSpec... units) {
        return new BrigadeSpec(id, id, new CommanderSpec("Brigadier " + id, 2, new Vec2(x, y)), List.of(units));
    }

    static LoaScenario scenario(List<BrigadeSpec> blue, List<BrigadeSpec> red) {
        ScenarioHeader h = new ScenarioHeader(LoaScenario.RULES, "standard", "fixture", "fixture", "", new Table(72, 48),
                List.of(), List.of());
        return new LoaScenario(h, List.of(
                new ArmySpec(Side.BLUE, "French", new CommanderSpec("Luxembourg", 2, new Vec2(36, 4)), blue),
                new ArmySpec(Side.RED, "Allies", new CommanderSpec("William", 2, new Vec2(36, 44)), red)),
                LoaScenario.DEFAULT_TURN_LIMIT);
    }

    /** A new game of the Meeting Engagement built in code, at its first step (blue's first chit). */
    static LoaState game() {
        return LeagueOfAugsburgRuleset.get().newGame(meetingEngagement(), "standard", 1);
    }

    static void apply(LoaState s, LoaAction a) {
        LeagueOfAugsburgRuleset.get().rules().apply(s, a);
    }

    /** Moves a unit: the centre of its front edge to (x, y), facing {@code facing} degrees. */
    static void place(LoaState s, String unitId, double x, double y, double facing) {
        UnitState u = s.unit(s.setup().unitOf(unitId));
        u.x = x;
        u.y = y;
        u.facing = facing;
    }

    /**
     * Plays the Orders and Command phases up to the Activation Phase: every unit gets the chit
     * {@code chits} names for it, else its first allowed one; CinCs roll {@code cincRoll}, brigades
     * {@code brigadeRoll} on the d3, roll-offs are equal, nobody gives CP or Rally Points, the
     * CinCs stay where they are (AMB-42).
     */
    static void toActivation(LoaState s, Map<String, Order> chits, int cincRoll, int brigadeRoll) {
        LoaRules rules = LeagueOfAugsburgRuleset.get().rules();
        while ((s.phase() != Phase.ACTIVATION || s.currentTask() instanceof CommanderMove) && !rules.result(s).isOver()) {
            Task t = s.currentTask();
            if (t instanceof ChitTask) {
                PlaceChit first = (PlaceChit) rules.legalActions(s).get(0);
                Order o = chits.getOrDefault(s.setup().unitId(first.unit()), Order.values()[first.order()]);
                apply(s, new PlaceChit(first.unit(), o.ordinal()));
            } else if (t instanceof CommandPhase.CincRoll) {
                apply(s, new Roll(cincRoll));
            } else if (t instanceof CommandPhase.BrigadeRoll) {
                apply(s, new Roll(brigadeRoll));
            } else if (t instanceof CommandPhase.RollOff) {
                apply(s, new Roll(0));
            } else {
                apply(s, new Pass());
            }
        }
    }

    /** LOA-SCN-1 without terrain: per side 2 foot brigades of 3 battalions and a gun, 3 squadrons, 1 dragoon squadron. */
    static LoaScenario meetingEngagement() {
        return scenario(army(Side.BLUE), army(Side.RED));
    }

    private static List<BrigadeSpec> army(Side side) {
        boolean blue = side == Side.BLUE;
        double y = blue ? 6 : 42;
        String p = blue ? "f" : "a";
        Kind foot = blue ? Kind.FRENCH_FOOT : Kind.DUTCH_FOOT;
        double w = blue ? 9 : 13;
        List<BrigadeSpec> out = new ArrayList<>();
        for (int b = 0; b < 2; b++) {
            double x0 = 4 + b * 34;
            out.add(brigade(p + "b" + b, x0 + 14, y,
                    unit(p + b + "-1", foot, x0 + w / 2, y, side),
                    unit(p + b + "-2", foot, x0 + w * 1.5, y, side),
                    unit(p + b + "-3", foot, x0 + w * 2.5, y, side),
                    unit(p + b + "-gun", Kind.FIELD_GUN, x0 + w * 3 + 2, y, side)));
        }
        Kind horse = blue ? Kind.AGGRESSIVE_HORSE : Kind.PISTOLEERS;
        double hy = blue ? 2 : 46;
        out.add(brigade(p + "h", 60, hy, unit(p + "h-1", horse, 54, hy, side), unit(p + "h-2", horse, 61, hy, side),
                unit(p + "h-3", horse, 68, hy, side)));
        BrigadeSpec d = new BrigadeSpec(p + "d", p + "d", new CommanderSpec("Colonel " + p, 1, new Vec2(10, hy)),
                List.of(unit(p + "d-1", Kind.DRAGOONS, 6, hy, side)));
        out.add(d);
        return out;
    }
}
