package adjutant.engine.augsburg;

import static adjutant.engine.augsburg.FireFixture.apply;
import static adjutant.engine.augsburg.FireFixture.area;
import static adjutant.engine.augsburg.FireFixture.game;
import static adjutant.engine.augsburg.FireFixture.u;
import static adjutant.engine.augsburg.FireFixture.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.augsburg.action.Act;
import adjutant.engine.augsburg.action.Roll;
import adjutant.engine.dice.Dice;
import adjutant.engine.dice.Die;
import adjutant.engine.game.Side;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Morale and steadiness (LOA-MOR-1 to LOA-MOR-9, LOA-SEQ-3), D-9 to D-11. */
class LoaMoraleTest {

    private final LoaRules rules = LeagueOfAugsburgRuleset.get().rules();
    private final LoaActionCodec codec = new LoaActionCodec();

    /** A Dutch battalion (blue, at (30, 10) facing up) and a French one far off (red). */
    private static LoaState dutch() {
        LoaState s = game(List.of(unit("d", Kind.DUTCH_FOOT, 30, 10, Side.BLUE)),
                List.of(unit("f", Kind.FRENCH_FOOT, 30, 40, Side.RED)));
        return FireFixture.atActivation(s, Map.of("d", Order.MOVE, "f", Order.MOVE));
    }

    /** D-9, LOA-MOR-2, LOA-MOR-3, LOA-MOR-4: a Dutch battalion at 18 of 24 figures, Unformed, rolls 4D6 = 15: 16 ≤ 18 passes. */
    @Test
    void d9UnformedDutchPasses() {
        LoaState s = dutch();
        int d = u(s, "d");
        s.removeFigures(d, 6, -1);
        s.unit(d).set(Status.UNFORMED);
        assertEquals(Dice.sum(4, Die.D6), Morale.dice(s, d));
        Morale.endOfStep(s); // LOA-SEQ-3: the step that caused the losses is over
        Morale.Test t = (Morale.Test) s.currentTask();
        assertEquals(1, t.modifier());
        double x = s.unit(d).x;
        double y = s.unit(d).y;
        assertTrue(codec.words(s, new Roll(15)).contains("passes"));
        apply(s, new Roll(15));
        assertEquals(x, s.unit(d).x, 1e-9);
        assertEquals(y, s.unit(d).y, 1e-9);
        assertFalse(s.unit(d).has(Status.ORDERS_CANCELLED));
    }

    /** D-10, LOA-MOR-5: the same battalion rolls 21: 22 fails by 4 — back d6+3", Orders Cancelled, facing away, Disordered. */
    @Test
    void d10FailByFour() {
        LoaState s = dutch();
        int d = u(s, "d");
        s.removeFigures(d, 6, -1);
        s.unit(d).set(Status.UNFORMED);
        Morale.test(s, d);
        apply(s, new Roll(21));
        assertTrue(s.unit(d).has(Status.ORDERS_CANCELLED));
        assertTrue(s.unit(d).has(Status.DISORDERED));
        assertTrue(s.unit(d).has(Status.UNFORMED));
        Morale.Distance dist = (Morale.Distance) s.currentTask();
        assertEquals(4, dist.by());
        assertEquals(Dice.d6().plus(3), dist.dice(s));
        double centre = s.footprint(d).centre().y();
        apply(s, new Roll(7));
        assertEquals(270, s.unit(d).facing, 1e-9); // facing away from the enemy up the table
        assertEquals(centre - 7, s.footprint(d).centre().y(), 1e-9);
    }

    /** D-11, LOA-MOR-2: a French battalion (16 figures) rolls ⌈16/6⌉ = 3D6; horse the lower of 2D6 (AMB-52); guns 1D6 (AMB-12). */
    @Test
    void d11MoraleDice() {
        LoaState s = game(List.of(unit("f", Kind.FRENCH_FOOT, 10, 10, Side.BLUE), unit("h", Kind.AGGRESSIVE_HORSE, 30, 10, Side.BLUE),
                unit("g", Kind.FIELD_GUN, 50, 10, Side.BLUE), unit("dr", Kind.DRAGOONS, 60, 10, Side.BLUE)),
                List.of(unit("r", Kind.FRENCH_FOOT, 30, 40, Side.RED)));
        assertEquals(Dice.sum(3, Die.D6), Morale.dice(s, u(s, "f")));
        assertEquals(Dice.lowestOf(2, Die.D6), Morale.dice(s, u(s, "h")));
        assertEquals(Dice.d6(), Morale.dice(s, u(s, "g")));
        assertEquals(Dice.lowestOf(2, Die.D6), Morale.dice(s, u(s, "dr")));
        s.unit(u(s, "dr")).formation = Formation.DISMOUNTED; // skirmishing foot: 1D6 for 6 figures
        assertEquals(Dice.sum(1, Die.D6), Morale.dice(s, u(s, "dr")));
    }

    /** LOA-MOR-3, LOA-CMD-8, LOA-CMD-9, AMB-20: every modifier; Rally Points and a joined commander subtract. */
    @Test
    void moraleModifiers() {
        LoaState s = game(List.of(unit("e", Kind.FRENCH_FOOT, 10, 10, Side.BLUE, Tag.ELITE),
                        unit("g", Kind.FRENCH_FOOT, 30, 10, Side.BLUE, Tag.GRENADIERS),
                        unit("w", Kind.FRENCH_FOOT, 50, 20, Side.BLUE), unit("sk", Kind.SKIRMISH_FOOT, 66, 10, Side.BLUE)),
                List.of(unit("r", Kind.FRENCH_FOOT, 30, 40, Side.RED)),
                area("wood", TerrainKind.WOODS, 44, 16, 56, 22));
        int e = u(s, "e");
        assertEquals(-2, Morale.modifier(s, e));
        assertEquals(-1, Morale.modifier(s, u(s, "g")));
        assertEquals(-2, Morale.modifier(s, u(s, "w"))); // substantial cover
        assertEquals(3, Morale.modifier(s, u(s, "sk"))); // foot skirmishers not in cover
        s.unit(e).rallyPoints = 2;
        s.unit(e).joined = s.setup().cinc(Side.BLUE); // CN 2
        assertEquals(-2 - 2 - 2, Morale.modifier(s, e));
        s.unit(e).rallyPoints = 0;
        s.unit(e).joined = -1;
        s.unit(e).enfiladed = true;
        assertEquals(-2 + 2, Morale.modifier(s, e));
        s.unit(e).enfiladed = false;
        s.unit(e).set(Status.UNFORMED);
        assertEquals(-2 + 1, Morale.modifier(s, e));
        s.unit(e).set(Status.DISORDERED);
        assertEquals(-2 + 3, Morale.modifier(s, e));
        // a routing friend within 6"
        s.unit(u(s, "g")).set(Status.ROUTING);
        assertEquals(-2 + 3, Morale.modifier(s, e)); // 12" away
        LoaFixture.place(s, "g", 22, 10, 90);
        assertEquals(-2 + 3 + 2, Morale.modifier(s, e));
    }

    /** LOA-MOR-4, AMB-53: a total equal to the figures passes; one more fails by 1 — back d3" facing the enemy (LOA-MOR-5). */
    @Test
    void passAtEqualFailByOne() {
        LoaState s = dutch();
        int d = u(s, "d");
        s.removeFigures(d, 4, -1); // 20 figures
        Morale.test(s, d);
        apply(s, new Roll(20));
        assertFalse(s.currentTask() instanceof Morale.Distance);
        Morale.test(s, d);
        apply(s, new Roll(21));
        Morale.Distance dist = (Morale.Distance) s.currentTask();
        assertEquals(1, dist.by());
        assertEquals(Dice.d3(), dist.dice(s));
        apply(s, new Roll(2));
        assertEquals(8, s.unit(d).y, 1e-9);
        assertEquals(90, s.unit(d).facing, 1e-9); // still facing the enemy
        assertFalse(s.unit(d).has(Status.ORDERS_CANCELLED));
    }

    /** LOA-MOR-5, LOA-MOR-6, LOA-ORD-5: failing by 3 cancels orders and leaves the unit Unformed, facing away; a unit not yet acted stands ready. */
    @Test
    void failByThreeCancelsOrders() {
        LoaState s = dutch();
        int d = u(s, "d");
        s.removeFigures(d, 6, -1); // 18 figures
        Morale.test(s, d);
        apply(s, new Roll(21));
        assertTrue(s.unit(d).has(Status.ORDERS_CANCELLED));
        assertTrue(s.unit(d).has(Status.UNFORMED));
        assertFalse(s.unit(d).has(Status.DISORDERED));
        apply(s, new Roll(1));
        assertEquals(270, s.unit(d).facing, 1e-9);
        assertTrue(Shooting.onStandReady(s, d)); // LOA-ORD-5: it has not acted, so it is on Stand Ready
    }

    /** LOA-MOR-5, AMB-54: 5 routs d3+2 NMs; 6 or more shatters — the unit flees and disperses. */
    @Test
    void routAndShatter() {
        LoaState s = game(List.of(unit("d", Kind.DUTCH_FOOT, 30, 30, Side.BLUE), unit("d2", Kind.DUTCH_FOOT, 50, 30, Side.BLUE)),
                List.of(unit("f", Kind.FRENCH_FOOT, 30, 44, Side.RED)));
        FireFixture.atActivation(s, Map.of());
        int d = u(s, "d");
        s.removeFigures(d, 10, -1); // 14 figures
        Morale.test(s, d);
        apply(s, new Roll(19));
        assertTrue(s.unit(d).has(Status.ROUTING) && s.unit(d).has(Status.DISORDERED) && s.unit(d).has(Status.ORDERS_CANCELLED));
        assertTrue(codec.words(s, new Roll(1)).contains("routs 12\""));
        apply(s, new Roll(1)); // (1 + 2) × 4" = 12"
        assertTrue(s.inPlay(d));
        assertEquals(270, s.unit(d).facing, 1e-9);
        int d2 = u(s, "d2");
        s.removeFigures(d2, 10, -1);
        Morale.test(s, d2);
        apply(s, new Roll(23));
        assertTrue(s.unit(d2).has(Status.SHATTERED));
        apply(s, new Roll(3));
        assertFalse(s.inPlay(d2));
    }

    /** LOA-MOR-1, LOA-SEQ-3: only units that lost figures in the step test, once, at its end. */
    @Test
    void onlyUnitsWithLossesTest() {
        LoaState s = dutch();
        assertFalse(Morale.endOfStep(s));
        s.removeFigures(u(s, "f"), 1, u(s, "d"));
        assertTrue(Morale.endOfStep(s));
        assertEquals(u(s, "f"), ((Morale.Test) s.currentTask()).unit());
        s.tasks.clear();
        assertFalse(Morale.endOfStep(s));
    }

    /** LOA-MOR-7: a charger fired on that fails by 1 or 2 does not fall back; the distance comes off its charge. */
    @Test
    void chargersLoseDistanceInstead() {
        LoaState s = game(List.of(unit("c", Kind.AGGRESSIVE_HORSE, 30, 10, Side.BLUE)),
                List.of(unit("f", Kind.FRENCH_FOOT, 30, 20, Side.RED)));
        FireFixture.atActivation(s, Map.of("c", Order.CHARGE));
        int c = u(s, "c");
        s.activeUnit = c;
        s.unit(c).revealed = true;
        s.removeFigures(c, 2, u(s, "f")); // 4 figures
        Morale.test(s, c);
        Morale.Test t = (Morale.Test) s.currentTask();
        assertEquals(Morale.CHARGER, t.mode());
        apply(s, new Roll(6)); // lower of 2D6 = 6 > 4: fails by 2
        Morale.Distance dist = (Morale.Distance) s.currentTask();
        assertTrue(dist.charger());
        apply(s, new Roll(5));
        assertEquals(5, s.unit(c).chargeShortfall, 1e-9);
        assertEquals(10, s.unit(c).y, 1e-9);
    }

    /** LOA-MOR-8: a Y order's test with the rally bonuses; a pass removes Disordered (not Unformed) and stops a rout, facing the enemy. */
    @Test
    void rallyOrder() {
        LoaState s = dutch();
        int d = u(s, "d");
        UnitState us = s.unit(d);
        us.set(Status.DISORDERED);
        us.set(Status.ROUTING);
        us.facing = 270;
        us.y = 8;
        us.rallyPoints = 3;
        s.removeFigures(d, 4, -1); // 20 figures
        Morale.rally(s, d);
        Morale.Test t = (Morale.Test) s.currentTask();
        assertEquals(Morale.RALLY, t.mode());
        assertEquals(3 - 3, t.modifier());
        apply(s, new Roll(24)); // fails: nothing changes
        assertTrue(us.has(Status.ROUTING) && us.has(Status.DISORDERED));
        Morale.rally(s, d);
        apply(s, new Roll(12));
        assertFalse(us.has(Status.ROUTING));
        assertFalse(us.has(Status.DISORDERED));
        assertTrue(us.has(Status.UNFORMED));
        assertEquals(90, us.facing, 1e-9); // faces the enemy again
    }

    /** LOA-MOR-8 steps 4–5: a routing unit without a Y order spends its brigade's activation retiring 1 NM; off the table it is removed. */
    @Test
    void routersRetireAtTheirActivation() {
        LoaState s = game(List.of(unit("d", Kind.DUTCH_FOOT, 30, 20, Side.BLUE), unit("y", Kind.DUTCH_FOOT, 50, 20, Side.BLUE),
                        unit("edge", Kind.FRENCH_FOOT, 10, 4, Side.BLUE)),
                List.of(unit("f", Kind.FRENCH_FOOT, 30, 44, Side.RED)));
        LoaFixture.toActivation(s, Map.of("d", Order.MOVE, "y", Order.RALLY, "edge", Order.MOVE), 2, 2);
        int d = u(s, "d");
        for (String id : List.of("d", "y", "edge")) {
            int x = u(s, id);
            s.unit(x).set(Status.ROUTING);
            s.unit(x).facing = 270;
            s.unit(x).y -= 2; // about-faced in place
        }
        double y0 = s.unit(d).y;
        // play the queue until each blue brigade has acted
        int guard = 0;
        while (s.phase() == Phase.ACTIVATION && guard++ < 200) {
            Task t = s.currentTask();
            if (t instanceof ActivationPhase.QueueTask q) {
                apply(s, new Act(q.brigade()));
            } else if (rules.isChanceNode(s)) {
                apply(s, rules.chanceOutcomes(s).get(0).outcome());
            } else {
                apply(s, rules.legalActions(s).get(0));
            }
        }
        assertEquals(y0 - 4, s.unit(d).y, 1e-9);
        assertFalse(s.inPlay(u(s, "edge")));
        assertFalse(s.unit(u(s, "y")).has(Status.ROUTING)); // a Y order: it rallied instead (lowest roll)
        assertTrue(s.unit(u(s, "y")).y > 19); // turned about its centre to face the nearest enemy, no retreat
    }

    /** LOA-MOR-7: the charge shortfall is part of the state: copied, hashed, cleared at the end of the turn. */
    @Test
    void chargeShortfallIsState() {
        LoaState s = dutch();
        int d = u(s, "d");
        LoaState copy = s.copy();
        s.unit(d).chargeShortfall = 3;
        assertTrue(s.hash() != copy.hash());
        assertEquals(s.hash(), s.copy().hash());
        s.unit(d).newTurn();
        assertEquals(0, s.unit(d).chargeShortfall, 0);
    }

    /** LOA-MOR-5: the words of a test and its result name the unit and say what happened. */
    @Test
    void wordsSayWhatHappened() {
        LoaState s = dutch();
        int d = u(s, "d");
        s.removeFigures(d, 6, -1);
        Morale.test(s, d);
        assertTrue(s.currentTask().describe(s).contains("4D6"), s.currentTask().describe(s));
        String w = codec.words(s, new Roll(21));
        assertTrue(w.contains("The d rolls 21") && w.contains("fails by 3") && w.contains("Orders Cancelled"), w);
        apply(s, new Roll(21));
        assertEquals("The d falls back 4\".", codec.words(s, new Roll(4)));
    }

    /** LOA-MOR-9 (and D-15's and D-16's arithmetic): steadiness is 2D6 + modifiers ≥ 8, 15/36 unmodified. */
    @Test
    void steadinessTests() {
        assertEquals(15.0 / 36, Morale.steadinessChance(0), 1e-12);
        assertEquals(15.0 / 36, Morale.steadinessChance(2 - 2), 1e-12);
        assertEquals(21.0 / 36, Morale.steadinessChance(2 - 1), 1e-12);
        assertTrue(Morale.steady(8, 0));
        assertFalse(Morale.steady(9, -2));
    }
}
