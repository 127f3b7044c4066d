package adjutant.engine.honours;

import static adjutant.engine.honours.ChargeFx.offers;
import static adjutant.engine.honours.ChargeFx.u;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Angles;
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.honours.action.Fire;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Pass;
import adjutant.engine.honours.action.Respond;
import adjutant.engine.honours.action.Response;
import adjutant.engine.honours.action.Roll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The charged unit's answers: counter-charge, evade, turn to face, formation change, fire (HOW-CHG-13 to HOW-CHG-25). */
class ChargeReactionTest {

    private static ChargeFx unit(ChargeFx fx, Side side, String id, UnitType t, CavalryKind k, UnitClass c, Formation f,
            double x, double y, double facing) {
        return fx.unit(side, id, t, k, c, UnitSize.STANDARD, f, x, y, facing);
    }

    @Test
    @DisplayName("HOW-CHG-13, HOW-CHG-14, AMB-73: cavalry charged by a charger running more than half its move counter-charge without a test; they meet halfway and both get the bonus")
    void automaticCounterChargeMeetsHalfway() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 100, 40, 90).cav(Side.RED, "dragoons", 100, 65, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        s.units[u(s, "dragoons")].movesUsed = 2; // HOW-CHG-14: even after a double move
        ChargeFx.charge(s, "hussars", "dragoons");
        assertEquals(40, s.units[u(s, "hussars")].y, 1e-9, "AMB-73: the answer comes before the charger moves");
        assertTrue(offers(s, "dragoons", Response.COUNTER_CHARGE));
        ChargeFx.respond(s, "dragoons", Response.COUNTER_CHARGE);
        int h = u(s, "hussars");
        int d = u(s, "dragoons");
        assertTrue(s.inContact(h, d));
        assertEquals(52.5, s.units[d].y, 1e-6, "the meeting point is halfway");
        assertEquals(52.5, s.units[h].y, 1e-6);
        assertTrue(s.units[h].chargeBonus && s.units[d].chargeBonus, "both get the charge bonus");
        assertTrue(s.units[d].counterCharged && s.units[d].moved);
        assertInstanceOf(MovementPhase.UnitOrders.class, s.currentTask());
    }

    @Test
    @DisplayName("HOW-CHG-13: infantry never counter-charge cavalry; infantry against infantry roll 4–6, and a failure lets the charge go ahead")
    void counterChargeEligibilityAndTest() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 100, 40, 90).inf(Side.RED, "line", 100, 62, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        ChargeFx.charge(s, "hussars", "line");
        assertFalse(offers(s, "line", Response.COUNTER_CHARGE));

        ChargeFx foot = new ChargeFx().inf(Side.BLUE, "blue", 100, 50, 90).inf(Side.RED, "red", 100, 62, 270);
        HowState f = foot.orders(Side.BLUE, CommandResult.STEADY);
        HowState g = f.copy();
        ChargeFx.charge(f, "blue", "red");
        ChargeFx.respond(f, "red", Response.COUNTER_CHARGE);
        ChargeTest test = assertInstanceOf(ChargeTest.class, f.currentTask());
        assertEquals(0, test.modifier());
        ChargeFx.roll(f, 3);
        assertEquals(62, f.units[u(f, "red")].y, 1e-9, "failed: it stands");
        assertTrue(f.inContact(u(f, "blue"), u(f, "red")));
        ChargeFx.charge(g, "blue", "red");
        ChargeFx.respond(g, "red", Response.COUNTER_CHARGE);
        ChargeFx.roll(g, 4);
        assertEquals(56, g.units[u(g, "red")].y, 1e-6, "passed: they meet halfway");
        assertTrue(g.inContact(u(g, "blue"), u(g, "red")));
    }

    @Test
    @DisplayName("D-5, HOW-CHG-13: superior cavalry charged by cavalry that ran 14 cm of its 30 needs 3+ (4–6 with +1)")
    void derivedCheckD5() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 100, 51, 90);
        unit(fx, Side.RED, "cuirassiers", UnitType.CAVALRY, CavalryKind.HEAVY, UnitClass.SUPERIOR, Formation.LINE, 100, 65, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        ChargeFx.charge(s, "hussars", "cuirassiers");
        ChargeReaction r = assertInstanceOf(ChargeReaction.class, s.currentTask());
        assertEquals(14, r.d().path(), 1e-6);
        ChargeFx.respond(s, "cuirassiers", Response.COUNTER_CHARGE);
        ChargeTest test = assertInstanceOf(ChargeTest.class, s.currentTask());
        assertEquals(1, test.modifier());
        assertTrue(test.passes(3));
        assertFalse(test.passes(2));
        double p = 0;
        for (ChanceOutcome<HowAction> o : ChargeFx.RULES.chanceOutcomes(s)) {
            p += test.passes(((Roll) o.outcome()).first()) ? o.probability() : 0;
        }
        assertEquals(4.0 / 6, p, 1e-12);
        assertTrue(s.currentTask().words(s, Roll.of(3)).contains("counter-charges"));
    }

    @Test
    @DisplayName("AMB-12: only the contacting move counts: a double-moving charger that moved first and then ran 14 cm does not give an automatic counter-charge")
    void onlyTheContactingMoveCounts() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 100, 51, 90).cav(Side.RED, "dragoons", 100, 65, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.ADMIRABLE);
        s.units[u(s, "hussars")].movesUsed = 1; // its first move, 30 cm, came before
        ChargeFx.charge(s, "hussars", "dragoons");
        ChargeFx.respond(s, "dragoons", Response.COUNTER_CHARGE);
        assertInstanceOf(ChargeTest.class, s.currentTask(), "14 cm of 30: the test is needed");
    }

    @Test
    @DisplayName("HOW-CHG-15: up to two units of the counter-charger's brigade in supporting distance go forward with it")
    void supportsMoveWithTheCounterCharge() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 100, 40, 90).cav(Side.RED, "dragoons", 100, 65, 270)
                .cav(Side.RED, "support", 123, 65, 270).cav(Side.RED, "far", 160, 65, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        ChargeFx.charge(s, "hussars", "dragoons");
        ChargeFx.respond(s, "dragoons", Response.COUNTER_CHARGE);
        assertEquals(52.5, s.units[u(s, "support")].y, 1e-6);
        assertEquals(65, s.units[u(s, "far")].y, 1e-9);
    }

    @Test
    @DisplayName("HOW-CHG-19, AMB-28: light infantry evade one move straight away keeping facing; the infantry charger halts for the turn")
    void evade() {
        ChargeFx fx = new ChargeFx().inf(Side.BLUE, "foot", 100, 50, 90).light(Side.RED, "jaegers", 100, 65, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        ChargeFx.charge(s, "foot", "jaegers");
        assertTrue(offers(s, "jaegers", Response.EVADE));
        ChargeFx.respond(s, "jaegers", Response.EVADE);
        int j = u(s, "jaegers");
        int f = u(s, "foot");
        assertEquals(90, s.units[j].y, 1e-6, "25 cm straight away");
        assertEquals(270, s.units[j].facing, 1e-9);
        assertTrue(s.units[j].evaded);
        assertEquals(65, s.units[f].y, 1e-6, "the charger came to where the contact would have been");
        assertFalse(s.inContact(f, j));
        assertEquals("HOW-CHG-5", ChargeFx.RULES.validate(s, new adjutant.engine.honours.action.Move(f, 100, 60, 90, Formation.LINE))
                .ruleId(), "it halts for the turn");

        ChargeFx line = new ChargeFx().cav(Side.BLUE, "hussars", 100, 40, 90).inf(Side.RED, "line", 100, 62, 270);
        HowState t = line.orders(Side.BLUE, CommandResult.STEADY);
        ChargeFx.charge(t, "hussars", "line");
        assertFalse(offers(t, "line", Response.EVADE), "close-order infantry do not evade");
    }

    @Test
    @DisplayName("HOW-CHG-19: cavalry charging light infantry in the open go on into contact when their allowance reaches")
    void cavalryChaseEvaders() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 100, 50, 90).light(Side.RED, "jaegers", 100, 65, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.ADMIRABLE);
        ChargeFx.charge(s, "hussars", "jaegers");
        ChargeFx.respond(s, "jaegers", Response.EVADE);
        int h = u(s, "hussars");
        int j = u(s, "jaegers");
        assertTrue(s.inContact(h, j));
        assertTrue(s.units[j].fixed);
        assertEquals(40.0 / 30, s.units[h].movesUsed, 1e-6);
    }

    @Test
    @DisplayName("HOW-CHG-21, AMB-31: a flank charge of more than half a move: turn to face on 4–6; success pivots it and the charge becomes frontal")
    void turnToFace() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 60, 70, 0).inf(Side.RED, "line", 100, 72, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        ChargeFx.charge(s, "hussars", "line");
        assertTrue(offers(s, "line", Response.TURN_TO_FACE));
        assertFalse(offers(s, "line", Response.COUNTER_CHARGE), "a flank-charged unit does not counter-charge");
        ChargeFx.respond(s, "line", Response.TURN_TO_FACE);
        ChargeTest test = assertInstanceOf(ChargeTest.class, s.currentTask());
        assertEquals(0, test.modifier(), "Austrian infantry deduct a quarter: no −1");
        ChargeFx.roll(s, 4);
        int h = u(s, "hussars");
        int l = u(s, "line");
        assertTrue(s.units[l].turnedToFace);
        assertEquals(180, Math.abs(Angles.turnDeg(s.units[h].facing, s.units[l].facing)), 1e-6, "face to face");
        assertTrue(s.inContact(h, l));
        assertEquals(Sector.FRONT, ChargeGeometry.approach(s.footprint(l), s.footprint(h)));
        assertFalse(s.units[h].chargeBonus, "now a frontal charge on good infantry");

        ChargeFx near = new ChargeFx().cav(Side.BLUE, "hussars", 78, 70, 0).inf(Side.RED, "line", 100, 72, 270);
        HowState n = near.orders(Side.BLUE, CommandResult.STEADY);
        ChargeFx.charge(n, "hussars", "line");
        assertFalse(offers(n, "line", Response.TURN_TO_FACE), "the charger ran only 12 cm of 30");

        ChargeFx rus = new ChargeFx().cav(Side.BLUE, "hussars", 60, 70, 0).inf(Side.RED, "line", 100, 72, 270);
        rus.f.nation(Side.RED, Nation.RUSSIA);
        HowState r = rus.orders(Side.BLUE, CommandResult.STEADY);
        assertEquals(-1, ChargeResponses.turnModifier(r, u(r, "line")), "half-move flank deduction: −1");
        assertEquals(1, ChargeResponses.turnModifier(r, u(r, "hussars")), "cavalry +1");
    }

    @Test
    @DisplayName("HOW-CHG-22, EX-5: a flank charge in the second move of a double move: the defender may turn without a test, unless already in contact")
    void doubleMoveFlankCharge() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "unit-2", 78, 70, 0).cav(Side.RED, "a", 100, 72, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.ADMIRABLE);
        s.units[u(s, "unit-2")].movesUsed = 1; // it reached the flank sector in its first move
        HowState engaged = s.copy();
        ChargeFx.charge(s, "unit-2", "a");
        assertTrue(offers(s, "a", Response.TURN_TO_FACE));
        ChargeFx.respond(s, "a", Response.TURN_TO_FACE);
        assertTrue(s.units[u(s, "a")].turnedToFace, "no test");
        assertTrue(s.inContact(u(s, "unit-2"), u(s, "a")));

        // EX-5: A has counter-charged unit 1 and is in contact to its front: it cannot turn
        ChargeFx ex5 = new ChargeFx().cav(Side.BLUE, "unit-2", 78, 70, 0).cav(Side.BLUE, "unit-1", 100, 67, 90)
                .cav(Side.RED, "a", 100, 67, 270);
        HowState e = ex5.orders(Side.BLUE, CommandResult.ADMIRABLE);
        e.units[u(e, "unit-2")].movesUsed = 1;
        e.units[u(e, "unit-1")].charged = true;
        assertTrue(e.inContact(u(e, "unit-1"), u(e, "a")));
        ChargeFx.charge(e, "unit-2", "a");
        assertFalse(offers(e, "a", Response.TURN_TO_FACE));
        assertTrue(engaged.units[u(engaged, "a")].facing == 270);
    }

    @Test
    @DisplayName("HOW-CHG-22: from the front sector at the turn's start, a flank charge needs a double move and the flank reached in the first")
    void flankChargeFromTheFrontNeedsADoubleMove() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "unit-2", 78, 70, 0).cav(Side.RED, "a", 100, 72, 270);
        HowState steady = fx.orders(Side.BLUE, CommandResult.STEADY);
        UnitState c = steady.units[u(steady, "unit-2")];
        c.turnStartX = 100; // the turn began in a's front sector, 30 cm ahead of it
        c.turnStartY = 40;
        c.turnStartFacing = 90;
        c.turnStartFormation = Formation.LINE;
        c.movesUsed = 0.8;
        ChargeFx.assertIllegal("HOW-CHG-22", ChargeFx.check(steady, "unit-2", "a"));

        HowState admirable = steady.copy();
        ChargeFx.orders(admirable, admirable.setup.brigade("b"), CommandResult.ADMIRABLE);
        assertTrue(ChargeFx.check(admirable, "unit-2", "a").legal(), "double move, the flank reached in the first");
        admirable.units[u(admirable, "unit-2")].movesUsed = 1.4;
        ChargeFx.assertIllegal("HOW-CHG-22", ChargeFx.check(admirable, "unit-2", "a"));

        HowState fromFlank = steady.copy();
        UnitState f = fromFlank.units[u(fromFlank, "unit-2")];
        f.turnStartX = 60; // the turn began in a's flank already: one move will do
        f.turnStartY = 70;
        f.turnStartFacing = 0;
        f.movesUsed = 0;
        assertTrue(ChargeFx.check(fromFlank, "unit-2", "a").legal(), ChargeFx.check(fromFlank, "unit-2", "a").message());
    }

    @Test
    @DisplayName("HOW-CHG-23: light infantry charging the flank of close-order infantry that turns stop halfway, no contact")
    void lightInfantryStopHalfway() {
        ChargeFx fx = new ChargeFx().light(Side.BLUE, "jaegers", 68, 70, 0).inf(Side.RED, "line", 100, 72, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        ChargeFx.charge(s, "jaegers", "line");
        ChargeFx.respond(s, "line", Response.TURN_TO_FACE);
        ChargeFx.roll(s, 5);
        int j = u(s, "jaegers");
        assertFalse(s.inContact(j, u(s, "line")));
        assertEquals(79, s.units[j].x, 1e-6, "half of the 22 cm run");
    }

    @Test
    @DisplayName("HOW-CHG-24, AMB-31: charged frontally by more than half a move, a column tries to form line on 4–6; limbered guns try to unlimber")
    void formationChange() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 100, 40, 90).column(Side.RED, "column", 100, 65, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        ChargeFx.charge(s, "hussars", "column");
        Respond form = new Respond(u(s, "column"), Response.CHANGE_FORMATION, Formation.LINE);
        assertTrue(ChargeFx.offered(s, form));
        ChargeFx.RULES.apply(s, form);
        ChargeTest test = assertInstanceOf(ChargeTest.class, s.currentTask());
        assertEquals(0, test.modifier());
        ChargeFx.roll(s, 4);
        assertEquals(Formation.LINE, s.units[u(s, "column")].formation);
        assertTrue(s.inContact(u(s, "hussars"), u(s, "column")));
        assertEquals(20, s.footprint(u(s, "column")).width(), 1e-9, "now a line");

        ChargeFx guns = new ChargeFx().cav(Side.BLUE, "hussars", 100, 40, 90).guns(Side.RED, "battery", Formation.LIMBERED, 100, 65, 270);
        guns.f.nation(Side.RED, Nation.FRANCE);
        HowState g = guns.orders(Side.BLUE, CommandResult.STEADY);
        ChargeFx.charge(g, "hussars", "battery");
        Respond unlimber = new Respond(u(g, "battery"), Response.CHANGE_FORMATION, Formation.DEPLOYED);
        assertTrue(ChargeFx.offered(g, unlimber));
        ChargeFx.RULES.apply(g, unlimber);
        assertEquals(-1, assertInstanceOf(ChargeTest.class, g.currentTask()).modifier(), "France unlimbers with a full move");
        ChargeFx.roll(g, 4);
        int b = u(g, "battery");
        assertEquals(Formation.LIMBERED, g.units[b].formation, "failed: still limbered (Done For on contact, HOW-MELEE-11)");
        assertTrue(g.inContact(u(g, "hussars"), b) && g.units[b].fixed);
    }

    @Test
    @DisplayName("HOW-CHG-25, AMB-27: infantry and artillery may fire at their charger just short of contact; the owner may hold fire")
    void fireAtCharger() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 100, 40, 90).inf(Side.RED, "line", 100, 62, 270)
                .column(Side.RED, "column", 160, 62, 270).cav(Side.RED, "dragoons", 40, 62, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        assertTrue(ChargeResponses.mayFireByRule(s, u(s, "line")));
        assertFalse(ChargeResponses.mayFireByRule(s, u(s, "column")), "march column cannot fire");
        assertFalse(ChargeResponses.mayFireByRule(s, u(s, "dragoons")), "mounted cavalry do not fire");
        ChargeFx.charge(s, "hussars", "line");
        Declared d = ((ChargeReaction) s.currentTask()).d();
        boolean firing = !ChargeResponses.fireAtCharger(s, d, u(s, "line"), Firing.When.AT_CHARGER).isEmpty();
        assertEquals(firing, offers(s, "line", Response.FIRE), "offered exactly when the firing rules allow a fire there");
        FireAtCharger task = new FireAtCharger(d, u(s, "line"), Firing.When.AT_CHARGER);
        assertTrue(task.legal(s).contains(new Pass()));
        assertEquals("HOW-CHG-25", task.validate(s, new Fire(u(s, "line"), u(s, "column"), Ammo.MUSKETRY, false)).ruleId());
        // the charger stands just short of contact when the fire comes (the full effect is the firing suite's)
        ChargeFx.respond(s, "line", Response.STAND);
        assertTrue(s.inContact(u(s, "hussars"), u(s, "line")));
    }

    @Test
    @DisplayName("HOW-CHG-25, AMB-55: a charger driven off by the fire (4 hits) makes no contact")
    void drivenOff() {
        ChargeFx fx = new ChargeFx().cav(Side.BLUE, "hussars", 100, 40, 90).inf(Side.RED, "line", 100, 62, 270);
        HowState s = fx.orders(Side.BLUE, CommandResult.STEADY);
        ChargeFx.charge(s, "hussars", "line");
        Declared d = ((ChargeReaction) s.currentTask()).d();
        s.units[u(s, "hussars")].hits = 4;
        ChargeContact.complete(s, d, false);
        assertFalse(s.inContact(u(s, "hussars"), u(s, "line")));
        assertFalse(s.units[u(s, "line")].fixed);
    }
}
