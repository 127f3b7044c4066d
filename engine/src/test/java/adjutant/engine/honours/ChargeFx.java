package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.honours.action.Charge;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Respond;
import adjutant.engine.honours.action.Response;
import adjutant.engine.honours.action.Roll;
import adjutant.engine.honours.scenario.UnitSpec;

/**
 * Positions for the charge tests: a fixture with a blue brigade "b" and a red brigade "r", units
 * added by kind, and the state put in a brigade's orders in the movement phase.
 */
final class ChargeFx {

    static final HonoursRules RULES = new HonoursRules();

    final HowFixture f = new HowFixture().table(200, 200);

    ChargeFx() {
        f.brigade(Side.BLUE, "b", "Blue", Rating.DEPENDABLE, 5, 5);
        f.brigade(Side.RED, "r", "Red", Rating.DEPENDABLE, 195, 195);
    }

    static String brigade(Side side) {
        return side == Side.BLUE ? "b" : "r";
    }

    ChargeFx unit(Side side, String id, UnitType type, CavalryKind cav, UnitClass c, UnitSize size, Formation form,
            double x, double y, double facing) {
        GunType guns = type == UnitType.ARTILLERY ? GunType.MEDIUM : null;
        Weapon w = type == UnitType.INFANTRY ? Weapon.MUSKETS_AND_GUNS : type == UnitType.LIGHT_INFANTRY ? Weapon.MUSKETS : Weapon.NONE;
        f.unit(side, brigade(side), new UnitSpec(id, id, type, cav, guns, false, w, c, size, null, false, form, x, y, facing));
        return this;
    }

    ChargeFx inf(Side side, String id, double x, double y, double facing) {
        return unit(side, id, UnitType.INFANTRY, null, UnitClass.STANDARD, UnitSize.STANDARD, Formation.LINE, x, y, facing);
    }

    ChargeFx column(Side side, String id, double x, double y, double facing) {
        return unit(side, id, UnitType.INFANTRY, null, UnitClass.STANDARD, UnitSize.STANDARD, Formation.MARCH_COLUMN, x, y, facing);
    }

    ChargeFx light(Side side, String id, double x, double y, double facing) {
        return unit(side, id, UnitType.LIGHT_INFANTRY, null, UnitClass.STANDARD, UnitSize.STANDARD, Formation.LINE, x, y, facing);
    }

    ChargeFx cav(Side side, String id, double x, double y, double facing) {
        return unit(side, id, UnitType.CAVALRY, CavalryKind.MEDIUM, UnitClass.STANDARD, UnitSize.STANDARD, Formation.LINE, x, y, facing);
    }

    ChargeFx guns(Side side, String id, Formation form, double x, double y, double facing) {
        return unit(side, id, UnitType.ARTILLERY, null, UnitClass.STANDARD, UnitSize.STANDARD, form, x, y, facing);
    }

    /** The game started and the brigade of {@code side} giving orders with {@code order}. */
    HowState orders(Side side, CommandResult order) {
        HowState s = f.start();
        return orders(s, s.setup.brigade(brigade(side)), order);
    }

    static HowState orders(HowState s, int brigade, CommandResult order) {
        s.tasks.clear();
        s.phase = Phase.MOVEMENT;
        s.phaseStarted = true;
        s.activeBrigade = brigade;
        s.active = s.setup.brigadeSide(brigade).opponent();
        s.brigadeOrder[brigade] = order;
        for (int u : s.setup.brigadeUnits(brigade)) {
            s.units[u].order = order;
            s.units[u].activated = true;
        }
        s.push(new MovementPhase.UnitOrders(brigade));
        return s;
    }

    static int u(HowState s, String id) {
        return s.setup.unit(id);
    }

    static Verdict check(HowState s, String charger, String target) {
        return RULES.validate(s, new Charge(u(s, charger), u(s, target), -1));
    }

    static void assertIllegal(String rule, Verdict v) {
        assertTrue(!v.legal(), "expected " + rule + " but it was legal");
        assertEquals(rule, v.ruleId(), v.message());
    }

    static void charge(HowState s, String charger, String target) {
        RULES.apply(s, new Charge(u(s, charger), u(s, target), -1));
    }

    static void respond(HowState s, String unit, Response r) {
        respond(s, unit, r, Formation.LINE);
    }

    /** Answers a charge, then holds any fire the answer offers (evading light infantry, a unit that turned). */
    static void respond(HowState s, String unit, Response r, Formation f) {
        RULES.apply(s, new Respond(u(s, unit), r, f));
        holdFire(s);
    }

    static void roll(HowState s, int face) {
        RULES.apply(s, Roll.of(face));
        holdFire(s);
    }

    /** While the step waiting is an offer of movement-phase fire, declines it, and lets a pending contact go ahead (these tests are about the charge). */
    static void holdFire(HowState s) {
        while (!s.result().isOver()) {
            Task t = s.currentTask();
            if (t instanceof ChargeReaction r && r.afterChange()) {
                RULES.apply(s, new Respond(r.reacting(), Response.STAND, Formation.LINE)); // turned or re-formed: it may fire, and holds
            } else if ((t instanceof FireAtCharger || t instanceof CrossingFireOffer || t instanceof ChargeContact)
                    && RULES.validate(s, new adjutant.engine.honours.action.Pass()).legal()) {
                RULES.apply(s, new adjutant.engine.honours.action.Pass());
            } else {
                return;
            }
        }
    }

    static boolean offered(HowState s, HowAction a) {
        return RULES.legalActions(s).contains(a);
    }

    static boolean offers(HowState s, String unit, Response r) {
        return offered(s, new Respond(u(s, unit), r, Formation.LINE));
    }
}
