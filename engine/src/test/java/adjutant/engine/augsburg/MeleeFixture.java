package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Roll;
import adjutant.engine.augsburg.scenario.BrigadeSpec;
import adjutant.engine.augsburg.scenario.UnitSpec;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.ScenarioHeader;
import adjutant.engine.scenario.Table;
import adjutant.engine.scenario.TerrainFeature;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Small engagements for the charge, melee and evasion tests: a few units placed by hand, in the Activation Phase. */
final class MeleeFixture {

    private MeleeFixture() {
    }

    /** A unit of blue's (facing up the table, 90°) or red's (facing down, 270°), placed by the centre of its front edge. */
    static UnitSpec spec(String id, Kind kind, double x, double y, Side side, Tag... tags) {
        return new UnitSpec(id, id, kind, Set.of(tags), 0, new Vec2(x, y), side == Side.BLUE ? 90 : 270, kind.defaultFormation());
    }

    static UnitSpec pikes(String id, Kind kind, int pikes, double x, double y, Side side) {
        return new UnitSpec(id, id, kind, Set.of(), pikes, new Vec2(x, y), side == Side.BLUE ? 90 : 270, kind.defaultFormation());
    }

    /**
     * A game of the units given (ids starting "b" are blue, "r" red; each side's in one brigade),
     * with the chits named (the rest Stand Ready), brought to the Activation Phase with no step waiting.
     */
    static LoaState game(List<TerrainFeature> terrain, Map<String, Order> chits, UnitSpec... units) {
        List<UnitSpec> blue = new ArrayList<>();
        List<UnitSpec> red = new ArrayList<>();
        for (UnitSpec u : units) {
            (u.id().startsWith("b") ? blue : red).add(u);
        }
        BrigadeSpec bb = LoaFixture.brigade("blue", 36, 2, blue.toArray(new UnitSpec[0]));
        BrigadeSpec rb = LoaFixture.brigade("red", 36, 46, red.toArray(new UnitSpec[0]));
        var sc = LoaFixture.scenario(List.of(bb), List.of(rb));
        ScenarioHeader h = sc.header();
        sc = new adjutant.engine.augsburg.scenario.LoaScenario(new ScenarioHeader(h.rules(), h.variant(), h.name(), h.title(),
                h.description(), new Table(72, 48), terrain, List.of()), sc.armies(), sc.turnLimit());
        LoaState s = LeagueOfAugsburgRuleset.get().newGame(sc, "standard", 1);
        Map<String, Order> all = new HashMap<>();
        for (UnitSpec u : units) {
            all.put(u.id(), chits.getOrDefault(u.id(), Order.STAND_READY));
        }
        LoaFixture.toActivation(s, all, 3, 3);
        s.tasks.clear();
        return s;
    }

    static LoaState game(Map<String, Order> chits, UnitSpec... units) {
        return game(List.of(), chits, units);
    }

    static int id(LoaState s, String unit) {
        return s.setup().unitOf(unit);
    }

    /** The unit is activated on its revealed C order: its charge's first step waits. */
    static void charge(LoaState s, String unit) {
        int u = id(s, unit);
        s.units[u].chit = Order.CHARGE.ordinal();
        ActivationPhase.carryOut(s, u); // LOA-ORD-3 C: MeleeRules.offerCharge
    }

    static void apply(LoaState s, LoaAction a) {
        LoaFixture.apply(s, a);
    }

    static void roll(LoaState s, int v) {
        apply(s, new Roll(v));
    }

    /**
     * Carries a charge on through the defender's fire (the fewest hits, every one saved), the
     * charging side's confirmations and passed morale tests, until another step waits.
     */
    static void chargeGoesOn(LoaState s) {
        while (true) {
            quietFire(s);
            if (s.currentTask() instanceof ChargeSteps.GoesOn) {
                apply(s, new adjutant.engine.augsburg.action.Pass());
            } else if (s.currentTask() instanceof Morale.Test m) {
                roll(s, m.dice(s).min());
            } else {
                return;
            }
        }
    }

    /** Resolves a fire waiting on the stack with the fewest hits, every one saved. */
    static void quietFire(LoaState s) {
        while (s.currentTask() instanceof Shooting.PoolRoll || s.currentTask() instanceof Shooting.SaveRoll) {
            RollTask t = (RollTask) s.currentTask();
            roll(s, t instanceof Shooting.PoolRoll ? t.dice(s).min() : t.dice(s).max());
        }
    }
}
