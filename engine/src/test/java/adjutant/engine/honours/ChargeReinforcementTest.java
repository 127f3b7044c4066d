package adjutant.engine.honours;

import static adjutant.engine.honours.ChargeFx.u;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.action.Charge;
import adjutant.engine.honours.action.Pass;
import adjutant.engine.honours.action.Response;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Reinforcing a melee out of turn and the charge bonus (HOW-CHG-16, HOW-CHG-17, AMB-9, HOW-MELEE-7). */
class ChargeReinforcementTest {

    /** Blue hussars charge across the front of red cuirassiers into a red line. */
    private static HowState crossing(ChargeFx fx) {
        fx.cav(Side.BLUE, "hussars", 100, 45, 90).inf(Side.RED, "line", 100, 65, 270).cav(Side.RED, "cuirassiers", 140, 60, 180);
        return fx.orders(Side.BLUE, CommandResult.STEADY);
    }

    @Test
    @DisplayName("HOW-CHG-16, HOW-CHG-17, AMB-9: units the charger passed may charge it as reinforcements right after contact, with the counter-charge test")
    void outOfTurnReinforcement() {
        HowState s = crossing(new ChargeFx());
        ChargeFx.charge(s, "hussars", "line");
        ChargeFx.respond(s, "line", Response.STAND);
        Reinforcement r = assertInstanceOf(Reinforcement.class, s.currentTask());
        assertEquals(Side.RED, r.decider(s));
        Charge in = new Charge(u(s, "cuirassiers"), u(s, "hussars"), -1);
        assertTrue(ChargeFx.offered(s, in));
        assertTrue(ChargeFx.offered(s, new Pass()));
        ChargeFx.RULES.apply(s, in);
        // the hussars ran 20 cm of 30: more than half, so cavalry go in without a test
        int c = u(s, "cuirassiers");
        int h = u(s, "hussars");
        assertTrue(s.inContact(c, h));
        assertTrue(ChargeGeometry.contactSector(s.footprint(h), s.footprint(c)).isFlank(), "into a vacant sector: the flank");
        assertTrue(s.units[c].chargeBonus);
        ChargeFx.RULES.apply(s, new Pass());
        assertInstanceOf(MovementPhase.UnitOrders.class, s.currentTask());
    }

    @Test
    @DisplayName("HOW-CHG-17, AMB-9: a short charge: the reinforcement needs 4–6, a failure leaves it where it was")
    void reinforcementTest() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 100, 55, 90).inf(Side.RED, "line", 100, 65, 270)
                .cav(Side.RED, "cuirassiers", 140, 60, 180);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        ChargeFx.charge(s, "hussars", "line");
        ChargeFx.respond(s, "line", Response.STAND);
        ChargeFx.RULES.apply(s, new Charge(u(s, "cuirassiers"), u(s, "hussars"), -1));
        ReinforcementTest t = assertInstanceOf(ReinforcementTest.class, s.currentTask());
        assertEquals(0, t.modifier());
        ChargeFx.roll(s, 3);
        assertFalse(s.inContact(u(s, "cuirassiers"), u(s, "hussars")));
        assertEquals(140, s.units[u(s, "cuirassiers")].x, 1e-9);
    }

    @Test
    @DisplayName("HOW-MELEE-7 (as recorded by HOW-CHG): no bonus for inferior cavalry, for a short run, or into a wood")
    void chargeBonusConditions() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 60, 70, 0).light(Side.RED, "jaegers", 100, 72, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        int h = u(s, "hussars");
        int j = u(s, "jaegers");
        Footprint from = s.footprint(h);
        Footprint lined = ChargeRules.plan(s, new Charge(h, j, -1)).lined();
        assertTrue(ChargeBonus.earned(s, h, j, from, lined, Sector.LEFT_FLANK, 30));
        assertFalse(ChargeBonus.earned(s, h, j, from, lined, Sector.LEFT_FLANK, 7), "7 cm is not more than a quarter of 30");
        ChargeFx wood = new ChargeFx().cav(Side.BLUE, "hussars", 60, 70, 0).light(Side.RED, "jaegers", 100, 72, 270);
        wood.f.terrain(adjutant.engine.scenario.TerrainFeature.of("wood", adjutant.engine.scenario.TerrainKind.WOODS,
                java.util.List.of(new adjutant.engine.geometry.Vec2(85, 60), new adjutant.engine.geometry.Vec2(120, 60),
                        new adjutant.engine.geometry.Vec2(120, 90), new adjutant.engine.geometry.Vec2(85, 90))));
        HowState w = wood.orders(Side.BLUE, CommandResult.STEADY);
        assertFalse(ChargeBonus.earned(w, h, j, from, lined, Sector.LEFT_FLANK, 30), "into a wood (EX-4)");
        ChargeFx poor = new ChargeFx().unit(Side.BLUE, "hussars", UnitType.CAVALRY, CavalryKind.LIGHT, UnitClass.INFERIOR,
                UnitSize.STANDARD, Formation.LINE, 60, 70, 0).light(Side.RED, "jaegers", 100, 72, 270);
        HowState p = poor.orders(Side.BLUE, CommandResult.STEADY);
        assertFalse(ChargeBonus.earned(p, h, j, from, lined, Sector.LEFT_FLANK, 30), "inferior cavalry");
    }
}
