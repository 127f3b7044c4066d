package adjutant.engine.honours;

import static adjutant.engine.honours.ChargeFx.u;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.honours.action.Fire;
import adjutant.engine.honours.action.Pass;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Crossing fire in the movement phase (HOW-FIRE-15, HOW-CHG-26, HOW-CHG-27, HOW-CHG-28). */
class CrossingFireTest {

    /** A red line at (100, 100) facing down; blue units pass across its front. */
    private static HowState position(ChargeFx fx) {
        fx.inf(Side.RED, "firer", 100, 100, 270);
        return fx.orders(Side.BLUE, CommandResult.STEADY);
    }

    private static Footprint at(HowState s, int u, double x, double y, double facing) {
        return Bases.footprint(s.setup, u, new Vec2(x, y), facing, s.units[u].formation);
    }

    @Test
    @DisplayName("HOW-FIRE-15 (a): a unit that enters and leaves the firer's zone in one move may be fired at; one that stays in it, or never enters, not")
    void entersAndLeaves() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 60, 85, 0);
        HowState s = position(fx);
        int h = u(s, "hussars");
        Footprint firer = s.footprint(u(s, "firer"));
        Footprint from = at(s, h, 60, 85, 0);
        Footprint across = at(s, h, 160, 85, 0);
        Footprint into = at(s, h, 110, 85, 0);
        assertNotNull(CrossingFire.crossing(firer, false, from, across, false));
        assertNull(CrossingFire.crossing(firer, false, from, into, false), "it ends in the zone: ordinary fire later");
        assertNull(CrossingFire.crossing(firer, false, at(s, h, 60, 130, 0), at(s, h, 160, 130, 0), false),
                "behind the firer: never in its zone");
        List<CrossingFire.Chance> chances = CrossingFire.firers(s, h, from, across);
        assertEquals(1, chances.size());
        assertEquals(u(s, "firer"), chances.get(0).firer());
    }

    @Test
    @DisplayName("HOW-FIRE-15: the offer is fire or pass; crossing fire is the unit's fire, bars reinforcing and may commit it to stand (AMB-26)")
    void offerAndItsCost() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 60, 85, 0);
        HowState s = position(fx);
        int h = u(s, "hussars");
        int f = u(s, "firer");
        CrossingFireOffer o = new CrossingFireOffer(f, h, 100, 85, 0);
        assertTrue(o.legal(s).contains(new Pass()));
        assertEquals("HOW-FIRE-15", o.validate(s, new Fire(h, f, Ammo.MUSKETRY, false)).ruleId());
        int before = s.tasks.size();
        CrossingFire.offer(s, h, at(s, h, 60, 85, 0), at(s, h, 160, 85, 0));
        assertEquals(!o.options(s).isEmpty(), s.tasks.size() > before, "offered exactly when the firing rules allow a fire there");
        s.units[f].usedCrossingFire = true;
        assertFalse(CrossingFire.mayFire(s, f), "once a turn");
    }

    @Test
    @DisplayName("HOW-CHG-26, HOW-FIRE-15 (b): a charger passing through a zone may be fired at, unless the firer has a nearer target")
    void chargersCrossing() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 60, 85, 0);
        HowState s = position(fx);
        int h = u(s, "hussars");
        s.units[h].charged = true;
        Footprint from = at(s, h, 60, 85, 0);
        Footprint to = at(s, h, 104, 85, 0);
        assertEquals(1, CrossingFire.firers(s, h, from, to).size(), "a charger may end in the zone");

        ChargeFx near = new ChargeFx().cav(Side.BLUE, "hussars", 60, 85, 0).light(Side.BLUE, "skirmishers", 100, 92, 90);
        HowState t = position(near);
        int th = u(t, "hussars");
        t.units[th].charged = true;
        assertTrue(CrossingFire.firers(t, th, at(t, th, 60, 70, 0), at(t, th, 104, 70, 0)).isEmpty(), "a better target");
    }

    @Test
    @DisplayName("HOW-CHG-27: charging and counter-charging units do not fire")
    void chargersDoNotFire() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 60, 85, 0);
        HowState s = position(fx);
        int f = u(s, "firer");
        assertTrue(CrossingFire.mayFire(s, f));
        s.units[f].counterCharged = true;
        assertFalse(CrossingFire.mayFire(s, f));
        assertFalse(ChargeResponses.mayFireByRule(s, f));
        s.units[f].counterCharged = false;
        s.units[f].charged = true;
        assertFalse(CrossingFire.mayFire(s, f));
    }

    @Test
    @DisplayName("HOW-CHG-28: fire in the movement phase is the unit's fire for the turn")
    void movementFireUsesFiring() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 60, 85, 0);
        HowState s = position(fx);
        int f = u(s, "firer");
        FireAtCharger.spend(s, f);
        assertTrue(s.units[f].fired && s.units[f].firedInMovement);
        assertFalse(CrossingFire.mayFire(s, f));
        assertFalse(ChargeResponses.mayFireByRule(s, f));
    }
}
