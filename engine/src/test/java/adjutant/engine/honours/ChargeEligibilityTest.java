package adjutant.engine.honours;

import static adjutant.engine.honours.ChargeFx.assertIllegal;
import static adjutant.engine.honours.ChargeFx.check;
import static adjutant.engine.honours.ChargeFx.u;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Charge;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Who may charge whom, and when (HOW-CHG-1, -2, -4, -5, -6, -7, -8, -29, -30). */
class ChargeEligibilityTest {

    @Test
    @DisplayName("HOW-CHG-1: a charge is a move into contact within the allowance, at a target the charger can see")
    void chargeNeedsReachAndSight() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 100, 50, 90).inf(Side.RED, "near", 100, 65, 270)
                .inf(Side.RED, "far", 150, 100, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        assertTrue(check(s, "hussars", "near").legal(), () -> check(s, "hussars", "near").message());
        assertIllegal("HOW-CHG-1", check(s, "hussars", "far"));

        ChargeFx wood = new ChargeFx().cav(Side.BLUE, "hussars", 100, 50, 90).inf(Side.RED, "near", 100, 80, 270);
        wood.f.terrain(TerrainFeature.of("wood", TerrainKind.WOODS,
                List.of(new Vec2(60, 60), new Vec2(140, 60), new Vec2(140, 72), new Vec2(60, 72))));
        HowState w = wood.orders(Side.BLUE, CommandResult.STEADY);
        assertIllegal("HOW-CHG-1", check(w, "hussars", "near"));
    }

    @Test
    @DisplayName("HOW-CHG-1: the charger goes home, the target is fixed, the run is spent")
    void chargeEndsInContact() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 100, 50, 90).inf(Side.RED, "line", 100, 65, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        ChargeFx.charge(s, "hussars", "line");
        ChargeFx.respond(s, "line", adjutant.engine.honours.action.Response.STAND);
        int c = u(s, "hussars");
        int t = u(s, "line");
        assertTrue(s.inContact(c, t));
        assertTrue(s.units[c].charged && s.units[c].moved && s.units[t].fixed);
        assertEquals(15.0 / 30, s.units[c].movesUsed, 1e-6);
        assertFalse(s.units[c].chargeBonus, "HOW-MELEE-7: no bonus against close-order infantry charged frontally");
    }

    @Test
    @DisplayName("HOW-CHG-2: a charge may not pass through friends (or other enemies)")
    void notThroughFriends() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 100, 40, 90).light(Side.BLUE, "screen", 100, 55, 90)
                .inf(Side.RED, "line", 100, 65, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        assertIllegal("HOW-CHG-2", check(s, "hussars", "line"));
    }

    @Test
    @DisplayName("HOW-CHG-4: a charge may come at any point of the activation; the brigade's orders go on after it")
    void chargeAnyTimeInActivation() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 100, 50, 90).cav(Side.BLUE, "dragoons", 30, 50, 90)
                .inf(Side.RED, "line", 100, 65, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        s.units[u(s, "dragoons")].moved = true; // another unit has already moved
        ChargeFx.charge(s, "hussars", "line");
        ChargeFx.respond(s, "line", adjutant.engine.honours.action.Response.STAND);
        assertTrue(s.currentTask() instanceof MovementPhase.UnitOrders, "more orders follow");
    }

    @Test
    @DisplayName("HOW-CHG-5: a charged unit is fixed: it may not charge until the melee")
    void fixedUnitsDoNotCharge() {
        ChargeFx fx = new ChargeFx().inf(Side.RED, "line", 100, 65, 270).inf(Side.BLUE, "foot", 100, 50, 90);
        HowState s = fx.orders(Side.RED, CommandResult.STEADY);
        s.units[u(s, "line")].fixed = true;
        assertIllegal("HOW-CHG-5", check(s, "line", "foot"));
        assertTrue(ChargeRules.candidates(s, u(s, "line")).isEmpty());
    }

    @Test
    @DisplayName("HOW-CHG-6: the charge table by troop type")
    void chargeTable() {
        ChargeFx fx = new ChargeFx().inf(Side.BLUE, "foot", 100, 50, 90).light(Side.BLUE, "jaegers", 30, 50, 90)
                .cav(Side.RED, "horse", 100, 62, 270).inf(Side.RED, "line", 30, 62, 270)
                .column(Side.RED, "column", 160, 62, 270).guns(Side.RED, "battery", Formation.DEPLOYED, 60, 62, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        assertIllegal("HOW-CHG-6", check(s, "foot", "horse"));
        assertIllegal("HOW-CHG-6", check(s, "jaegers", "line"));
        int j = u(s, "jaegers");
        assertTrue(ChargeEligibility.mayCharge(s, j, u(s, "line"), Sector.LEFT_FLANK).legal(), "LI charge CO in flank");
        assertTrue(ChargeEligibility.mayCharge(s, j, u(s, "column"), Sector.FRONT).legal(), "LI charge CO in column");
        assertTrue(ChargeEligibility.mayCharge(s, j, u(s, "battery"), Sector.FRONT).legal(), "AMB-72: LI charge artillery");
        assertIllegal("HOW-CHG-6", ChargeEligibility.mayCharge(s, j, u(s, "horse"), Sector.LEFT_FLANK));
    }

    @Test
    @DisplayName("HOW-CHG-6: Poor and Feeble brigades and reforming units do not charge")
    void poorFeebleAndReformingDoNotCharge() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 100, 50, 90).inf(Side.RED, "line", 100, 65, 270);
        HowState poor = fx.orders(Side.BLUE, CommandResult.POOR);
        assertIllegal("HOW-CHG-6", check(poor, "hussars", "line"));
        HowState red = fx.orders(Side.BLUE, CommandResult.STEADY);
        red.units[u(red, "hussars")].reforming = true;
        assertIllegal("HOW-CHG-6", check(red, "hussars", "line"));
    }

    @Test
    @DisplayName("HOW-CHG-7: from march column only light infantry may be charged, and light infantry in column do not charge")
    void marchColumn() {
        ChargeFx fx = new ChargeFx().unit(Side.BLUE, "hussars", UnitType.CAVALRY, CavalryKind.MEDIUM, UnitClass.STANDARD,
                UnitSize.STANDARD, Formation.MARCH_COLUMN, 100, 50, 90)
                .inf(Side.RED, "line", 100, 65, 270).light(Side.RED, "jaegers", 60, 65, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        assertIllegal("HOW-CHG-7", check(s, "hussars", "line"));
        assertTrue(ChargeEligibility.mayCharge(s, u(s, "hussars"), u(s, "jaegers"), Sector.FRONT).legal());
    }

    @Test
    @DisplayName("HOW-CHG-8, AMB-11: within 20 cm a unit charges the enemy most directly ahead, or one within 5 cm of its distance")
    void closeRangeTarget() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 100, 50, 90).inf(Side.RED, "ahead", 100, 66, 270)
                .inf(Side.RED, "aside", 135, 55, 270).inf(Side.RED, "near-aside", 80, 62, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        assertTrue(check(s, "hussars", "ahead").legal(), () -> check(s, "hussars", "ahead").message());
        assertIllegal("HOW-CHG-8", check(s, "hussars", "aside"));
        assertTrue(check(s, "hussars", "near-aside").legal(), "distances within 5 cm: either may be charged");
        assertTrue(ChargeRules.candidates(s, u(s, "hussars")).contains(new Charge(u(s, "hussars"), u(s, "ahead"), -1)));
    }

    @Test
    @DisplayName("HOW-CHG-29: cavalry may not charge troops in a built-up area or an entrenchment")
    void cavalryAndDefendedPositions() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 100, 50, 90).inf(Side.RED, "line", 100, 65, 270);
        fx.f.terrain(TerrainFeature.of("works", TerrainKind.TRENCH,
                List.of(new Vec2(80, 63), new Vec2(120, 63), new Vec2(120, 75), new Vec2(80, 75))));
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        assertIllegal("HOW-CHG-29", check(s, "hussars", "line"));
        ChargeFx town = new ChargeFx().cav(Side.BLUE, "hussars", 100, 50, 90).inf(Side.RED, "line", 100, 65, 270);
        HowState t = town.orders(Side.BLUE, CommandResult.STEADY);
        t.units[u(t, "line")].inBua = 0;
        assertIllegal("HOW-CHG-29", check(t, "hussars", "line"));
    }

    @Test
    @DisplayName("HOW-CHG-30: artillery never charges")
    void artilleryNeverCharges() {
        ChargeFx fx = new ChargeFx().guns(Side.BLUE, "battery", Formation.LIMBERED, 100, 50, 90).inf(Side.RED, "line", 100, 60, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        assertIllegal("HOW-CHG-30", check(s, "battery", "line"));
        assertTrue(ChargeRules.candidates(s, u(s, "battery")).isEmpty());
    }
}
