package adjutant.engine.augsburg;

import static adjutant.engine.augsburg.LoaFixture.apply;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.augsburg.action.Activate;
import adjutant.engine.augsburg.action.Join;
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Pass;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Revealed orders go to their sections (LOA-ORD-3), free reactions (LOA-ORD-8), joining a unit (LOA-CMD-5, LOA-CMD-9). */
class LoaOrdersTest {

    private final LoaRules rules = LeagueOfAugsburgRuleset.get().rules();

    /** LOA-ORD-3: M, W and R become the unit's move step, with the order it carries out. */
    @Test
    void movementOrdersBecomeAMoveStep() {
        for (Order o : List.of(Order.MOVE, Order.WHEEL, Order.RETIRE)) {
            LoaState s = LoaFixture.game();
            int u = s.setup().unitOf("f0-1");
            s.unit(u).chit = o.ordinal();
            Orders.execute(s, u);
            assertTrue(s.currentTask() instanceof UnitMove m && m.unit() == u && m.theOrder() == o, o::toString);
        }
    }

    /** LOA-ORD-3, LOA-ORD-2: paying for an M chit reveals it and the unit's move is the next step; F, C and Y go elsewhere. */
    @Test
    void activatingAChitCarriesItOut() {
        LoaState s = LoaFixture.game();
        LoaFixture.toActivation(s, Map.of("f0-1", Order.MOVE, "f0-2", Order.FIRE, "f0-3", Order.CHARGE, "f0-gun", Order.RALLY), 3, 3);
        int u = s.setup().unitOf("f0-1");
        while (!s.unit(u).acted) {
            List<LoaAction> legal = rules.legalActions(s);
            apply(s, legal.contains(new Activate(u)) ? new Activate(u) : legal.contains(new Pass()) ? new Pass() : legal.get(0));
        }
        assertTrue(s.unit(u).revealed);
        assertTrue(s.currentTask() instanceof UnitMove m && m.unit() == u);
        for (String id : List.of("f0-2", "f0-3", "f0-gun")) {
            int v = s.setup().unitOf(id);
            LoaState c = s.copy();
            c.tasks.clear();
            Orders.execute(c, v); // Shooting.offerFire, MeleeRules.offerCharge, Morale.rally
            assertFalse(c.currentTask() instanceof UnitMove, id);
        }
    }

    /** LOA-ORD-3 D and L (LOA-ORG-4, LOA-ORG-5): dragoons dismount and mount, guns unlimber and limber. */
    @Test
    void dismountAndMountUp() {
        LoaState s = LoaFixture.game();
        int d = s.setup().unitOf("fd-1");
        int g = s.setup().unitOf("f0-gun");
        s.unit(d).chit = Order.DISMOUNT.ordinal();
        Orders.execute(s, d);
        assertEquals(Formation.DISMOUNTED, s.unit(d).formation);
        assertEquals(6, MoveRules.normalMove(s, d)); // now Skirmishing Foot
        s.unit(d).chit = Order.MOUNT.ordinal();
        Orders.execute(s, d);
        assertEquals(Formation.MOUNTED, s.unit(d).formation);
        s.unit(g).chit = Order.MOUNT.ordinal();
        Orders.execute(s, g);
        assertEquals(Formation.LIMBERED, s.unit(g).formation);
        assertEquals(4, MoveRules.normalMove(s, g));
        s.unit(g).chit = Order.DISMOUNT.ordinal();
        Orders.execute(s, g);
        assertEquals(Formation.UNLIMBERED, s.unit(g).formation);
        assertEquals(0, MoveRules.normalMove(s, g));
    }

    /** LOA-ORD-8 (AMB-21): a unit that reacted has acted: its chit lapses, no CP is spent, its brigade cannot activate it. */
    @Test
    void aReactionUsesUpTheUnitsAction() {
        LoaState s = LoaFixture.game();
        LoaFixture.toActivation(s, Map.of(), 3, 3);
        int u = s.setup().unitOf("f0-1");
        int b = s.setup().brigade(u);
        assertTrue(ActivationPhase.payable(s, b).contains(u));
        int cp = s.commander(s.setup().brigadier(b)).cp;
        Orders.reacted(s, u);
        assertTrue(s.unit(u).acted);
        assertTrue(s.unit(u).revealed);
        assertFalse(s.unit(u).paid);
        assertFalse(ActivationPhase.payable(s, b).contains(u));
        assertEquals(cp, s.commander(s.setup().brigadier(b)).cp);
    }

    /** Plays up to blue's Rally Point step in the Command Phase. */
    private LoaState atRally() {
        LoaState s = LoaFixture.game();
        while (!(s.currentTask() instanceof CommandPhase.Rally)) {
            apply(s, rules.isChanceNode(s) ? rules.chanceOutcomes(s).get(0).outcome()
                    : s.phase() == Phase.ORDERS ? rules.legalActions(s).get(0) : new Pass());
        }
        return s;
    }

    /** LOA-CMD-9, LOA-CMD-5 (AMB-18, AMB-20): the CinC may join any own unit, a brigadier only his own, within a commander's move. */
    @Test
    void commandersJoinUnitsInTheCommandPhase() {
        LoaState s = atRally();
        int cinc = s.setup().cinc(Side.BLUE);
        int brig0 = s.setup().brigadier(0);
        int own = s.setup().unitOf("f0-3");
        int other = s.setup().unitOf("f1-1");
        int enemy = s.setup().unitOf("a0-1");
        List<LoaAction> legal = rules.legalActions(s);
        assertTrue(legal.contains(new Join(brig0, own)));
        assertFalse(legal.contains(new Join(brig0, other)));
        assertTrue(legal.stream().noneMatch(a -> a instanceof Join j && s.setup().side(j.unit()) != Side.BLUE));
        Verdict v = rules.validate(s, new Join(brig0, other));
        assertEquals("LOA-CMD-5", v.ruleId()); // a brigadier influences only his own troops
        assertEquals("LOA-CMD-5", rules.validate(s, new Join(cinc, enemy)).ruleId());
        assertEquals("LOA-CMD-5", rules.validate(s, new Join(s.setup().cinc(Side.RED), own)).ruleId());
        s.commander(cinc).x = 70;
        s.commander(cinc).y = 47;
        assertEquals("LOA-ORG-11", rules.validate(s, new Join(cinc, own)).ruleId()); // beyond his 12"
        s.commander(cinc).x = 36;
        s.commander(cinc).y = 4;
        apply(s, new Join(cinc, own));
        assertEquals(cinc, s.unit(own).joined);
        assertTrue(s.commander(cinc).moved);
        assertEquals(s.footprint(own).centre().x(), s.commander(cinc).x, 1e-9);
        assertTrue(s.currentTask() instanceof CommandPhase.Rally); // more may follow
        assertEquals("LOA-CMD-9", rules.validate(s, new Join(brig0, own)).ruleId()); // one commander a unit
        assertEquals("LOA-CMD-9", rules.validate(s, new Join(cinc, s.setup().unitOf("f0-2"))).ruleId()); // one unit a commander
        assertFalse(new LoaActionCodec().words(s, new Join(brig0, s.setup().unitOf("f0-2"))).isBlank());
        // a joined CinC moves with his unit, not on his own (AMB-42)
        while (s.phase() != Phase.ACTIVATION) {
            apply(s, rules.isChanceNode(s) ? rules.chanceOutcomes(s).get(0).outcome() : new Pass());
        }
        assertTrue(s.currentTask() instanceof CommanderMove m && m.commander() == s.setup().cinc(Side.RED));
    }
}
