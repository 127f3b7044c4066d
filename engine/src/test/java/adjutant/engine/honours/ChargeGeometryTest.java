package adjutant.engine.honours;

import static adjutant.engine.honours.ChargeFx.assertIllegal;
import static adjutant.engine.honours.ChargeFx.check;
import static adjutant.engine.honours.ChargeFx.u;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Angles;
import adjutant.engine.honours.action.Charge;
import adjutant.engine.honours.action.Response;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Where chargers end: sectors, lining up, minimum contact, one per sector, two targets (HOW-CHG-3, -9 to -12, -17, -18, -20). */
class ChargeGeometryTest {

    private static ChargeFx cavalry(ChargeFx fx, Side side, String id, UnitSize size, Formation f, double x, double y, double facing) {
        return fx.unit(side, id, UnitType.CAVALRY, CavalryKind.MEDIUM, UnitClass.STANDARD, size, f, x, y, facing);
    }

    @Test
    @DisplayName("HOW-CHG-11: lined up face to face, front edge to front edge, centred")
    void linedUpFaceToFace() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 92, 50, 90).inf(Side.RED, "line", 100, 65, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        ChargeFx.charge(s, "hussars", "line");
        ChargeFx.respond(s, "line", Response.STAND);
        Footprint c = s.footprint(u(s, "hussars"));
        Footprint t = s.footprint(u(s, "line"));
        assertEquals(0, c.frontCentre().distance(t.frontCentre()), 1e-6, "centred on the target's front");
        assertEquals(180, Math.abs(Angles.turnDeg(c.facing(), t.facing())), 1e-6, "face to face");
    }

    @Test
    @DisplayName("HOW-CHG-20, AMB-29: more than half the charger in the target's flank sector at the start: a flank charge, lined up on the flank")
    void flankCharge() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 60, 70, 0).inf(Side.RED, "line", 100, 72, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        int c = u(s, "hussars");
        int t = u(s, "line");
        assertTrue(ChargeGeometry.approach(s.footprint(t), s.footprint(c)).isFlank());
        ChargeFx.charge(s, "hussars", "line");
        ChargeFx.respond(s, "line", Response.STAND);
        assertTrue(s.inContact(c, t));
        Footprint lined = s.footprint(c);
        assertEquals(90, Math.abs(Angles.turnDeg(lined.facing(), s.footprint(t).facing())), 1e-6, "square to the flank");
        assertTrue(ChargeGeometry.contactSector(s.footprint(t), lined).isFlank());
        assertTrue(s.units[c].chargeBonus, "HOW-MELEE-7: infantry charged in flank does not stop the bonus");
    }

    @Test
    @DisplayName("HOW-CHG-3, AMB-30: no room for half the charger's front (nor the whole of a short edge) to touch: no charge")
    void halfTheFrontMustTouch() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 100, 40, 90).inf(Side.RED, "line", 100, 65, 270)
                .inf(Side.BLUE, "left", 76, 62, 90).inf(Side.BLUE, "right", 124, 62, 90);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        // friends on both sides leave a gap of 12 cm in front of the line: a 20 cm line cannot get half its front in
        s.units[u(s, "left")].x = 100 - 6 - 10;
        s.units[u(s, "right")].x = 100 + 6 + 10;
        assertIllegal("HOW-CHG-3", check(s, "hussars", "line"));
        assertEquals(10, ChargeGeometry.halfSpan(s.footprint(u(s, "hussars")), s.footprint(u(s, "line")), Sector.FRONT), 1e-9);
        assertEquals(8, ChargeGeometry.halfSpan(s.footprint(u(s, "hussars")), s.footprint(u(s, "line")), Sector.LEFT_FLANK), 1e-9,
                "a 4 cm flank edge is wholly covered anywhere within 8 cm of the centre");
    }

    @Test
    @DisplayName("HOW-CHG-9, HOW-CHG-10, HOW-CHG-17, AMB-9: one charger per target sector; a further unit charges a vacant sector in its own activation without a test")
    void onePerSector() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "first", 100, 50, 90).cav(Side.BLUE, "second", 100, 35, 90)
                .cav(Side.BLUE, "flanker", 60, 70, 0).inf(Side.RED, "line", 100, 65, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        ChargeFx.charge(s, "first", "line");
        ChargeFx.respond(s, "line", Response.STAND);
        assertIllegal("HOW-CHG-9", check(s, "second", "line"));
        assertTrue(check(s, "flanker", "line").legal(), () -> check(s, "flanker", "line").message());
        ChargeFx.charge(s, "flanker", "line");
        assertTrue(s.currentTask() instanceof ChargeReaction, "the engaged target still answers, no test for the reinforcement");
        ChargeFx.respond(s, "line", Response.STAND);
        assertTrue(s.inContact(u(s, "flanker"), u(s, "line")));
        s.units[u(s, "second")].usedCrossingFire = true;
        s.units[u(s, "second")].x = 100;
        assertFalse(check(s, "second", "line").legal());
    }

    @Test
    @DisplayName("HOW-CHG-17: a unit that used crossing fire may not reinforce a melee")
    void crossingFireBarsReinforcing() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "first", 100, 50, 90).light(Side.BLUE, "jaegers", 72, 70, 0)
                .inf(Side.RED, "line", 100, 65, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        ChargeFx.charge(s, "first", "line");
        ChargeFx.respond(s, "line", Response.STAND);
        assertTrue(check(s, "jaegers", "line").legal(), () -> check(s, "jaegers", "line").message());
        s.units[u(s, "jaegers")].usedCrossingFire = true;
        assertIllegal("HOW-CHG-17", check(s, "jaegers", "line"));
    }

    @Test
    @DisplayName("HOW-CHG-12, EX-12 (A): a large regiment facing two regiments in double line must contact both; only one of the pair may charge it")
    void ex12a() {
        ChargeFx fx = new ChargeFx();
        cavalry(fx, Side.BLUE, "large", UnitSize.LARGE, Formation.LINE, 100, 50, 90);
        cavalry(fx, Side.RED, "r1", UnitSize.STANDARD, Formation.DOUBLE_LINE, 95, 65, 270);
        cavalry(fx, Side.RED, "r2", UnitSize.STANDARD, Formation.DOUBLE_LINE, 105, 65, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        int large = u(s, "large");
        int r1 = u(s, "r1");
        int r2 = u(s, "r2");
        assertEquals(30, s.footprint(large).width(), 1e-9);
        assertIllegal("HOW-CHG-12", check(s, "large", "r1"));
        Charge both = new Charge(large, r1, r2);
        assertTrue(ChargeFx.RULES.validate(s, both).legal(), () -> ChargeFx.RULES.validate(s, both).message());
        assertTrue(ChargeRules.candidates(s, large).contains(both));
        HowState counter = s.copy();
        ChargeFx.RULES.apply(s, both);
        ChargeFx.respond(s, "r1", Response.STAND);
        ChargeFx.respond(s, "r2", Response.STAND);
        assertTrue(s.inContact(large, r1) && s.inContact(large, r2), "it fights both in its front sector");
        assertTrue(s.units[r1].fixed && s.units[r2].fixed);

        // if both of the pair would counter-charge, only one may: the first meets it, the other stays to support
        ChargeFx.RULES.apply(counter, both);
        ChargeFx.respond(counter, "r1", Response.COUNTER_CHARGE);
        ChargeFx.roll(counter, 4);
        assertTrue(counter.inContact(large, r1));
        assertFalse(counter.inContact(large, r2));
        assertTrue(counter.distance(large, r2) <= counter.setup.cm(Distance.MELEE_SUPPORT), "HOW-CHG-15: it followed up to support");

        // the other way round: r1 charges, r2 may not charge the same front
        HowState t = ChargeFx.orders(fx.f.start(), fx.f.start().setup.brigade("r"), CommandResult.STEADY);
        ChargeFx.charge(t, "r1", "large");
        ChargeFx.respond(t, "large", Response.STAND);
        assertTrue(t.inContact(r1, large));
        assertIllegal("HOW-CHG-9", check(t, "r2", "large"));
    }

    @Test
    @DisplayName("HOW-CHG-12, EX-12 (A): the large regiment counter-charging contacts only the regiment charging it")
    void ex12aCounterCharge() {
        ChargeFx fx = new ChargeFx();
        cavalry(fx, Side.BLUE, "large", UnitSize.LARGE, Formation.LINE, 100, 40, 90);
        cavalry(fx, Side.RED, "r1", UnitSize.STANDARD, Formation.DOUBLE_LINE, 95, 65, 270);
        cavalry(fx, Side.RED, "r2", UnitSize.STANDARD, Formation.DOUBLE_LINE, 105, 65, 270);
        HowState s = fx.f.start();
        ChargeFx.orders(s, s.setup.brigade("r"), CommandResult.STEADY);
        ChargeFx.charge(s, "r1", "large");
        ChargeFx.respond(s, "large", Response.COUNTER_CHARGE); // 25 cm run of a 30 cm move: automatic
        assertTrue(s.inContact(u(s, "r1"), u(s, "large")));
        assertFalse(s.inContact(u(s, "r2"), u(s, "large")));
    }

    @Test
    @DisplayName("HOW-CHG-12, HOW-CHG-18, EX-12 (B): two battalions in flank together, or one obliquely, the other near enough to support")
    void ex12b() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 60, 66, 0)
                .inf(Side.RED, "front", 100, 64, 270).inf(Side.RED, "behind", 100, 70, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        int c = u(s, "hussars");
        Charge both = new Charge(c, u(s, "front"), u(s, "behind"));
        assertTrue(ChargeFx.RULES.validate(s, both).legal(), () -> ChargeFx.RULES.validate(s, both).message());
        assertTrue(check(s, "hussars", "front").legal(), () -> check(s, "hussars", "front").message());
        ChargeFx.charge(s, "hussars", "front");
        ChargeFx.respond(s, "front", Response.STAND);
        assertTrue(s.inContact(c, u(s, "front")));
        assertFalse(s.inContact(c, u(s, "behind")));
        assertTrue(s.distance(c, u(s, "behind")) <= s.setup.cm(Distance.MELEE_SUPPORT), "near enough to support (HOW-MELEE-6)");
    }
}
