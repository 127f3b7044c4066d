package adjutant.engine.augsburg;

import static adjutant.engine.augsburg.LoaFixture.apply;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.augsburg.action.Act;
import adjutant.engine.augsburg.action.Activate;
import adjutant.engine.augsburg.action.Defer;
import adjutant.engine.augsburg.action.GiveCp;
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Pass;
import adjutant.engine.augsburg.action.RallyPoint;
import adjutant.engine.augsburg.action.Roll;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.game.UnitNames;
import adjutant.engine.game.Verdict;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The command phase, the activation queue and the end of turn (CMD, SEQ, ORD). */
class CommandSequenceTest {

    private final LoaRules rules = LeagueOfAugsburgRuleset.get().rules();

    /** Plays the chits (first allowed each) and stops at the first CinC roll. */
    private static LoaState atCommand() {
        LoaState s = LoaFixture.game();
        while (s.phase() == Phase.ORDERS) {
            apply(s, LeagueOfAugsburgRuleset.get().rules().legalActions(s).get(0));
        }
        return s;
    }

    /** LOA-SEQ-1 order, LOA-CMD-1 (d3 + CN), LOA-CMD-2, LOA-CMD-3; D-12. */
    @Test
    void d12CincAndBrigadeCommandPoints() {
        LoaState s = atCommand();
        int cinc = s.setup().cinc(Side.BLUE);
        int dragoons = 3; // the French dragoons: a 1-unit brigade whose colonel has CN 1
        int colonel = s.setup().brigadier(dragoons);
        assertEquals(1, s.setup().cn(colonel));
        s.commander(colonel).x = 30; // within the CinC's 20"
        assertTrue(rules.isChanceNode(s));
        List<ChanceOutcome<LoaAction>> d3 = rules.chanceOutcomes(s);
        assertEquals(3, d3.size());
        assertEquals(1.0 / 3, d3.get(0).probability(), 1e-12);
        apply(s, new Roll(3)); // blue CinC: 3 + 2 = 5
        apply(s, new Roll(1)); // red CinC
        assertEquals(5, s.commander(cinc).cp);
        apply(s, new GiveCp(dragoons, 1));
        apply(s, new GiveCp(dragoons, 1));
        assertEquals(3, s.commander(cinc).cp); // "CinC 5 CP (3 left after giving 2)"
        apply(s, new Pass());
        apply(s, new Pass()); // red gives nothing
        for (int b = 0; b < s.setup().brigadeCount(); b++) {
            apply(s, new Roll(b == dragoons ? 2 : 1));
        }
        assertEquals(5, s.commander(colonel).cp); // 2 + 1 + 2
        assertEquals(5, s.brigadeTotal[dragoons]);
    }

    /** LOA-CMD-1, LOA-CMD-3, D-12: a command point roll tells a person the CP it gives, not the die alone. */
    @Test
    void d12CommandPointRollsSayTheCpTheyGive() {
        LoaState s = atCommand();
        int dragoons = 3; // the French dragoons, whose colonel has CN 1
        s.commander(s.setup().brigadier(dragoons)).x = 30; // within the CinC's 20"
        String cinc = s.setup().commanderName(s.setup().cinc(Side.BLUE));
        assertEquals(cinc + " rolls d3 for command points: 3, and with his command number of 2 he has 5 CP.",
                s.currentTask().words(s, new Roll(3)));
        apply(s, new Roll(3));
        apply(s, new Roll(1));
        apply(s, new GiveCp(dragoons, 1));
        apply(s, new GiveCp(dragoons, 1));
        apply(s, new Pass());
        apply(s, new Pass());
        for (int b = 0; b < dragoons; b++) {
            apply(s, new Roll(1));
        }
        String colonel = s.setup().commanderName(s.setup().brigadier(dragoons));
        assertEquals(colonel + " rolls d3 for " + UnitNames.possessive(s.setup().brigadeName(dragoons))
                + " command points: 2; with his command number of 1 and 2 CP from the CinC the brigade has 5 CP.",
                s.currentTask().words(s, new Roll(2)));
    }

    /** LOA-CMD-2: a brigadier outside the CinC's radius cannot receive CP. */
    @Test
    void noCpBeyondTheCincsRadius() {
        LoaState s = atCommand();
        s.commander(s.setup().brigadier(3)).x = 70;
        apply(s, new Roll(2));
        apply(s, new Roll(2));
        Verdict v = rules.validate(s, new GiveCp(3, 1));
        assertFalse(v.legal());
        assertEquals("LOA-CMD-2", v.ruleId());
        assertFalse(rules.legalActions(s).contains(new GiveCp(3, 1)));
        assertTrue(rules.legalActions(s).contains(new Pass()));
    }

    /** LOA-CMD-4, D-13, D-14: an order for a unit 7" from its CN 2 brigadier costs 2 CP, at 6" 1 CP. */
    @Test
    void d14OrdersOutsideTheRadiusCostTwo() {
        LoaState s = LoaFixture.game();
        int u = s.setup().unitOf("f0-2"); // front 13.5–21.5 at y = 6
        int brig = s.setup().brigadier(0);
        s.commander(brig).x = 28.5;
        s.commander(brig).y = 6;
        assertEquals(2, Command.cost(s, u));
        s.commander(brig).x = 27.5;
        assertEquals(1, Command.cost(s, u));
    }

    /** LOA-CMD-8, LOA-SEQ-1 step 5, LOA-SEQ-4: Rally Points cost brigade CP and go at the end of the turn. */
    @Test
    void rallyPointsLastOneTurn() {
        LoaState s = atCommand();
        apply(s, new Roll(1));
        apply(s, new Roll(1));
        apply(s, new Pass());
        apply(s, new Pass());
        for (int b = 0; b < s.setup().brigadeCount(); b++) {
            apply(s, new Roll(1));
        }
        int u = s.setup().unitOf("f0-1");
        int before = s.commander(s.setup().brigadier(0)).cp;
        apply(s, new RallyPoint(u, 1));
        assertEquals(1, s.unit(u).rallyPoints);
        assertEquals(before - 1, s.commander(s.setup().brigadier(0)).cp);
        // play out the turn with first legal choices and Roll outcomes
        while (s.turn() == 1) {
            apply(s, rules.isChanceNode(s) ? rules.chanceOutcomes(s).get(0).outcome() : rules.legalActions(s).get(0));
        }
        assertEquals(0, s.unit(u).rallyPoints);
        assertEquals(-1, s.unit(u).chit);
        assertFalse(s.unit(u).revealed);
        assertEquals(0, s.commander(s.setup().brigadier(0)).cp); // unspent CP are lost
    }

    /** LOA-CMD-6: one queue of both sides' brigades, CP totals descending; ties rolled off (AMB-5). */
    @Test
    void queueDescendsByTotalAndTiesRollOff() {
        LoaState s = atCommand();
        apply(s, new Roll(1));
        apply(s, new Roll(1));
        apply(s, new Pass());
        apply(s, new Pass());
        int[] rolls = {3, 1, 2, 1, 2, 1, 1, 3}; // + CN 2 (dragoon colonels CN 1)
        for (int b = 0; b < s.setup().brigadeCount(); b++) {
            apply(s, new Roll(rolls[b]));
        }
        // totals: b0 5, b1 3, b2 4, b3 2, b4 4, b5 3, b6 3, b7 4
        apply(s, new Pass());
        apply(s, new Pass());
        assertTrue(s.currentTask() instanceof CommandPhase.RollOff); // 4 (b2, b4, b7) then 3 (b1, b5, b6)
        assertEquals(List.of(-1, 0, 1), rules.chanceOutcomes(s).stream().map(o -> ((Roll) o.outcome()).value()).toList());
        assertEquals(15.0 / 36, rules.chanceOutcomes(s).get(0).probability(), 1e-12);
        apply(s, new Roll(-1)); // red wins the roll-off on its total
        apply(s, new Roll(1)); // blue wins the other
        assertEquals(Phase.ACTIVATION, s.phase());
        int[] q = s.queue();
        assertEquals(0, q[0]);
        for (int i = 1; i < q.length; i++) {
            assertTrue(s.brigadeTotal[q[i - 1]] >= s.brigadeTotal[q[i]]);
        }
        assertEquals(3, q[q.length - 1]);
    }

    /** LOA-CMD-6 steps 2–4: the head may defer to a lower total, never past the last brigade. */
    @Test
    void deferralMovesTheHeadBehindTheNext() {
        LoaState s = LoaFixture.game();
        LoaFixture.toActivation(s, Map.of(), 3, 1);
        int[] q = s.queue();
        s.brigadeTotal[q[0]] = 9; // make the head's total strictly the highest
        assertTrue(rules.legalActions(s).contains(new Defer(q[0])));
        apply(s, new Defer(q[0]));
        assertArrayEquals(new int[] {q[1], q[0]}, java.util.Arrays.copyOf(s.queue(), 2));
        // the new head has a lower total than the one behind it: it may not defer back
        assertFalse(rules.validate(s, new Defer(q[1])).legal());
        assertEquals("LOA-CMD-6", rules.validate(s, new Defer(q[1])).ruleId());
        // with only two brigades left, nobody may defer past the last one
        s.queue = new int[] {q[0], q[1]};
        assertFalse(Command.mayDefer(s));
    }

    /** LOA-CMD-7, LOA-ORD-2, LOA-SEQ-2: a brigade activates every unit it can pay for, one at a time, revealing each chit. */
    @Test
    void aBrigadeActivatesEveryUnitItCanPayFor() {
        LoaState s = LoaFixture.game();
        LoaFixture.toActivation(s, Map.of(), 1, 1);
        int b = s.queue()[0];
        apply(s, new Act(b));
        apply(s, new Pass()); // the brigadier stays where he is (AMB-42)
        assertEquals(b, s.activeBrigade());
        int brig = s.setup().brigadier(b);
        int cp = s.commander(brig).cp;
        List<LoaAction> legal = rules.legalActions(s);
        assertFalse(legal.contains(new Pass()));
        assertEquals("LOA-CMD-7", rules.validate(s, new Pass()).ruleId());
        int u = ((Activate) legal.get(0)).unit();
        int cost = Command.cost(s, u);
        apply(s, legal.get(0));
        assertTrue(s.unit(u).revealed);
        assertTrue(s.unit(u).acted);
        assertEquals(cp - cost, s.commander(brig).cp);
        while (s.activeBrigade() == b) {
            apply(s, rules.legalActions(s).get(0));
        }
        assertTrue(s.commander(brig).cp < 2 || ActivationPhase.payable(s, b).isEmpty());
    }

    /** LOA-ORD-7, AMB-19: chits a brigade cannot pay for lapse: the unit does nothing and its chit stays face down. */
    @Test
    void unpaidChitsLapse() {
        LoaState s = LoaFixture.game();
        LoaFixture.toActivation(s, Map.of(), 1, 1);
        int b = 0;
        s.commander(s.setup().brigadier(b)).cp = 1; // one order only
        while (s.phase() == Phase.ACTIVATION && s.turn() == 1) {
            if (s.currentTask() instanceof ActivationPhase.BrigadeTask t && t.brigade() == b) {
                break;
            }
            apply(s, rules.isChanceNode(s) ? rules.chanceOutcomes(s).get(0).outcome() : rules.legalActions(s).get(0));
        }
        apply(s, rules.legalActions(s).get(0)); // pays the one order
        assertEquals(List.of(new Pass()), rules.legalActions(s));
        apply(s, new Pass());
        long unpaid = java.util.Arrays.stream(s.setup().brigadeUnits(b)).filter(u -> !s.unit(u).paid).count();
        assertEquals(3, unpaid);
        for (int u : s.setup().brigadeUnits(b)) {
            assertEquals(s.unit(u).paid, s.unit(u).revealed);
        }
    }

    /** LOA-ORD-5: a unit whose orders are cancelled before it acts carries out Stand Ready. */
    @Test
    void ordersCancelledBecomesStandReady() {
        LoaState s = LoaFixture.game();
        LoaFixture.toActivation(s, Map.of("f0-1", Order.FORM_UP), 3, 3);
        int u = s.setup().unitOf("f0-1");
        s.unit(u).set(Status.ORDERS_CANCELLED);
        s.unit(u).set(Status.UNFORMED);
        while (!s.unit(u).acted) {
            List<LoaAction> legal = rules.legalActions(s);
            apply(s, legal.contains(new Activate(u)) ? new Activate(u) : legal.get(0));
        }
        assertEquals(Order.STAND_READY, s.unit(u).order());
        assertTrue(s.unit(u).has(Status.UNFORMED)); // the U order was cancelled
    }

    /** LOA-ORD-3 U and T, LOA-ORD-6: Form-up removes Unformed; a T order leaves the unit Unformed until its next order. */
    @Test
    void formUpAndFormationChange() {
        LoaState s = LoaFixture.game();
        int p = s.setup().unitOf("ah-1");
        int f = s.setup().unitOf("f0-1");
        s.unit(f).set(Status.UNFORMED);
        s.unit(p).chit = Order.FORMATION.ordinal();
        s.unit(f).chit = Order.FORM_UP.ordinal();
        Orders.execute(s, f);
        assertFalse(s.unit(f).has(Status.UNFORMED));
        assertEquals(Formation.DEEP, s.unit(p).formation);
        Orders.execute(s, p);
        assertEquals(Formation.LINE, s.unit(p).formation);
        assertTrue(s.unit(p).has(Status.UNFORMED));
        s.unit(p).chit = Order.STAND_READY.ordinal();
        Orders.execute(s, p);
        assertFalse(s.unit(p).has(Status.UNFORMED));
        // Disordered implies Unformed and U does not lift it (AMB-16)
        s.unit(f).set(Status.DISORDERED);
        assertTrue(s.unit(f).has(Status.UNFORMED));
        s.unit(f).chit = Order.FORM_UP.ordinal();
        Orders.execute(s, f);
        assertTrue(s.unit(f).has(Status.UNFORMED));
    }

    /** LOA-ORD-1: after a late evasion the next chit must be Y or U (LOA-EVADE-7, AMB-59). */
    @Test
    void mustRallyLimitsTheNextChit() {
        LoaState s = LoaFixture.game();
        int d = s.setup().unitOf("fd-1");
        s.unit(d).mustRally = true;
        assertEquals(List.of(Order.FORM_UP, Order.RALLY), Orders.allowed(s, d));
    }
}
