package adjutant.engine.augsburg;

import static adjutant.engine.augsburg.MeleeFixture.apply;
import static adjutant.engine.augsburg.MeleeFixture.charge;
import static adjutant.engine.augsburg.MeleeFixture.game;
import static adjutant.engine.augsburg.MeleeFixture.id;
import static adjutant.engine.augsburg.MeleeFixture.roll;
import static adjutant.engine.augsburg.MeleeFixture.spec;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.augsburg.action.Charge;
import adjutant.engine.augsburg.action.Choose;
import adjutant.engine.augsburg.action.Pass;
import adjutant.engine.augsburg.action.React;
import adjutant.engine.augsburg.action.Reaction;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Light troops, gunners and evasion: LOA-EVADE-1 to LOA-EVADE-11 and the worked example D-16. */
class LoaEvadeTest {

    private final LoaRules rules = LeagueOfAugsburgRuleset.get().rules();
    private final LoaActionCodec codec = new LoaActionCodec();

    private static final double EPS = 1e-9;

    private static TerrainFeature square(String id, TerrainKind kind, double x0, double y0, double x1, double y1) {
        return TerrainFeature.of(id, kind, List.of(new Vec2(x0, y0), new Vec2(x1, y0), new Vec2(x1, y1), new Vec2(x0, y1)));
    }

    /**
     * D-16, LOA-EVADE-11, LOA-EVADE-10, LOA-EVADE-4: light cavalry charged by enemy light troops
     * from 6" takes 2D6 + 2 − 1 ≥ 8 (P = 21/36); passing, it chooses how many NMs to flee, and the
     * charger stops on its old ground with no melee.
     */
    @Test
    void d16EvadeTestOfLightCavalry() {
        LoaState s = game(Map.of("r1", Order.STAND_READY), spec("b1", Kind.LIGHT_HORSE, 36, 20, Side.BLUE),
                spec("r1", Kind.LIGHT_HORSE, 36, 26, Side.RED));
        int b1 = id(s, "b1");
        int r1 = id(s, "r1");
        assertEquals(1, Evade.testModifier(s, r1, b1));
        charge(s, "b1");
        apply(s, new Charge(b1, r1));
        roll(s, 1);
        assertEquals(List.of(Reaction.EVADE, Reaction.FIRE, Reaction.POINT_BLANK, Reaction.COUNTER_CHARGE, Reaction.STAND),
                MeleeRules.reactions(s, ((ChargeSteps.ReactChoice) s.currentTask()).c())); // LOA-EVADE-8: on S it may stand
        apply(s, new React(r1, Reaction.EVADE.ordinal()));
        RollTask test = (RollTask) s.currentTask();
        assertTrue(test instanceof EvadeSteps.Test);
        assertEquals(21.0 / 36, test.dice(s).probability(1), EPS);
        assertTrue(codec.words(s, new adjutant.engine.augsburg.action.Roll(1)).contains("r1"));
        roll(s, 1);
        assertEquals(List.of(new Choose(1), new Choose(2), new Choose(3)), rules.legalActions(s));
        apply(s, new Choose(2));
        assertEquals(26 + 16, s.unit(r1).y, EPS); // 2 × 8", directly away
        assertEquals(90, s.unit(r1).facing, EPS);
        assertEquals(26, s.unit(b1).y, EPS); // on its old ground
        assertEquals(-1, s.unit(b1).melee);
        assertFalse(s.unit(b1).charging);
        assertEquals(Order.EVADE, s.unit(r1).order()); // LOA-EVADE-7: evade replaced its order
        assertFalse(s.unit(r1).mustRally);
    }

    /** LOA-EVADE-10: a charger that started less than 4" away sends the light troops 3 full NMs, with no test. */
    @Test
    void closeChargersForceAThreeMoveFlight() {
        LoaState s = game(Map.of("r1", Order.RETIRE), spec("b1", Kind.FRENCH_FOOT, 36, 20, Side.BLUE),
                spec("r1", Kind.SKIRMISH_FOOT, 36, 23, Side.RED));
        int b1 = id(s, "b1");
        int r1 = id(s, "r1");
        charge(s, "b1");
        apply(s, new Charge(b1, r1));
        roll(s, 1); // the skirmishers in the open on R may only evade (LOA-EVADE-5): no decision
        assertEquals(23 + 18, s.unit(r1).y, EPS);
        assertEquals(23, s.unit(b1).y, EPS);
        assertTrue(s.unit(b1).melee < 0 && s.unit(r1).melee < 0);
    }

    /** AMB-61, LOA-EVADE-10: failing the test flees 3 full NMs. */
    @Test
    void failingTheTestFleesThreeMoves() {
        LoaState s = game(Map.of("r1", Order.RETIRE), spec("b1", Kind.FRENCH_FOOT, 36, 20, Side.BLUE),
                spec("r1", Kind.SKIRMISH_FOOT, 36, 25, Side.RED));
        int r1 = id(s, "r1");
        charge(s, "b1");
        apply(s, new Charge(id(s, "b1"), r1));
        roll(s, 3);
        assertTrue(s.currentTask() instanceof EvadeSteps.Test);
        // infantry with no bad going behind, charged by formed foot: no modifier
        assertEquals(15.0 / 36, ((RollTask) s.currentTask()).dice(s).probability(1), EPS);
        roll(s, 0);
        assertEquals(25 + 18, s.unit(r1).y, EPS);
    }

    /** LOA-EVADE-7, AMB-59: evading after acting leaves the light troops Unformed, and their next chit must be Y or U. */
    @Test
    void aLateEvasionMustRally() {
        LoaState s = game(Map.of("r1", Order.RETIRE), spec("b1", Kind.FRENCH_FOOT, 36, 20, Side.BLUE),
                spec("r1", Kind.SKIRMISH_FOOT, 36, 23, Side.RED));
        int r1 = id(s, "r1");
        s.unit(r1).acted = true;
        s.unit(r1).paid = true;
        charge(s, "b1");
        apply(s, new Charge(id(s, "b1"), r1));
        roll(s, 1);
        assertTrue(s.unit(r1).has(Status.UNFORMED));
        assertTrue(s.unit(r1).mustRally);
        assertEquals(List.of(Order.FORM_UP, Order.RALLY), Orders.allowed(s, r1));
    }

    /** LOA-EVADE-5, LOA-EVADE-8: skirmishing foot stand only holding an obstacle on S or F; light horse on S may stand. */
    @Test
    void whoMayStandInsteadOfEvading() {
        TerrainFeature hedge = TerrainFeature.of("h", TerrainKind.HEDGE, List.of(new Vec2(0, 22.5), new Vec2(30, 22.5)));
        LoaState s = game(List.of(hedge), Map.of("r1", Order.STAND_READY, "r2", Order.STAND_READY, "r3", Order.MOVE),
                spec("b1", Kind.FRENCH_FOOT, 20, 20, Side.BLUE), spec("r1", Kind.SKIRMISH_FOOT, 20, 23, Side.RED),
                spec("r2", Kind.SKIRMISH_FOOT, 50, 23, Side.RED), spec("r3", Kind.LIGHT_HORSE, 64, 23, Side.RED));
        assertTrue(Evade.mayStand(s, id(s, "r1")));
        assertFalse(Evade.mayStand(s, id(s, "r2")));
        assertFalse(Evade.mayStand(s, id(s, "r3")));
        s.unit(id(s, "r3")).chit = Order.STAND_READY.ordinal();
        assertTrue(Evade.mayStand(s, id(s, "r3")));
        assertTrue(MeleeRules.reactions(s, Clash.declared(id(s, "b1"), id(s, "r1"))).contains(Reaction.STAND));
        assertEquals(List.of(Reaction.EVADE), MeleeRules.reactions(s, Clash.declared(id(s, "b1"), id(s, "r2"))));
    }

    /** LOA-EVADE-9, AMB-60: light troops on M may dodge before the bonus is rolled; clear, the charge runs into their old ground. */
    @Test
    void dodgingClearOfTheCharge() {
        LoaState s = game(Map.of("r1", Order.MOVE), spec("b1", Kind.FRENCH_FOOT, 36, 20, Side.BLUE),
                spec("r1", Kind.SKIRMISH_FOOT, 36, 24, Side.RED));
        int b1 = id(s, "b1");
        int r1 = id(s, "r1");
        charge(s, "b1");
        apply(s, new Charge(b1, r1));
        assertTrue(s.currentTask() instanceof ChargeSteps.DodgeChoice);
        assertEquals(Side.RED, rules.toAct(s));
        apply(s, new React(r1, Reaction.DODGE.ordinal()));
        assertEquals(42, s.unit(r1).x, EPS); // one NM aside
        assertTrue(s.currentTask() instanceof ChargeSteps.BonusRoll);
        roll(s, 3);
        assertEquals(24, s.unit(b1).y, EPS); // on the old ground, no melee
        assertEquals(-1, s.unit(b1).melee);
    }

    /** LOA-EVADE-9: a dodger that does not get clear is caught and cannot evade. */
    @Test
    void aCaughtDodgerFights() {
        LoaState s = game(Map.of("r1", Order.MOVE), spec("b1", Kind.DUTCH_FOOT, 36, 20, Side.BLUE),
                spec("r1", Kind.LIGHT_HORSE, 36, 24, Side.RED));
        int b1 = id(s, "b1");
        int r1 = id(s, "r1");
        charge(s, "b1");
        apply(s, new Charge(b1, r1));
        apply(s, new React(r1, Reaction.DODGE.ordinal()));
        roll(s, 3);
        assertEquals(r1, s.unit(b1).melee); // caught: straight into the melee
        assertTrue(s.currentTask() instanceof ChargeSteps.MeleeRoll);
    }

    /** LOA-EVADE-1 (AMB-55): gunners evade, sheltering behind the nearest friendly foot within 6"; in works they stand. */
    @Test
    void gunnersEvadeOrHoldWorks() {
        LoaState s = game(Map.of("r1", Order.STAND_READY), spec("b1", Kind.FRENCH_FOOT, 36, 20, Side.BLUE),
                spec("r1", Kind.FIELD_GUN, 36, 24, Side.RED), spec("r2", Kind.DUTCH_FOOT, 46, 24, Side.RED));
        int b1 = id(s, "b1");
        int gun = id(s, "r1");
        assertEquals(List.of(Reaction.EVADE, Reaction.FIRE), MeleeRules.reactions(s, Clash.declared(b1, gun)));
        charge(s, "b1");
        apply(s, new Charge(b1, gun));
        roll(s, 2);
        apply(s, new React(gun, Reaction.FIRE.ordinal())); // they fire first; the charger still comes on, so they go
        assertTrue(s.currentTask() instanceof Shooting.PoolRoll, () -> "" + s.currentTask());
        MeleeFixture.chargeGoesOn(s); // the fire resolved, the charger steady, the charge goes on
        assertEquals(46, s.unit(gun).x, EPS);
        assertEquals(26.1, s.unit(gun).y, EPS); // behind the Dutch battalion
        assertFalse(s.unit(gun).mustRally);
        assertEquals(24, s.unit(b1).y, EPS);

        LoaState w = game(List.of(square("works", TerrainKind.REDOUBT, 30, 23, 42, 30)), Map.of("r1", Order.STAND_READY),
                spec("b1", Kind.FRENCH_FOOT, 36, 20, Side.BLUE), spec("r1", Kind.FIELD_GUN, 36, 24, Side.RED));
        assertFalse(Evade.mayEvade(w, id(w, "r1")));
        assertEquals(List.of(Reaction.FIRE, Reaction.POINT_BLANK, Reaction.NONE),
                MeleeRules.reactions(w, Clash.declared(id(w, "b1"), id(w, "r1"))));
    }

    /** LOA-EVADE-2 (AMB-56): skirmishing foot and light horse within 4" of a formed enemy that moved fall back to 4" at once. */
    @Test
    void skirmishersKeepFourInchesAway() {
        LoaState s = game(Map.of(), spec("b1", Kind.FRENCH_FOOT, 36, 20, Side.BLUE), spec("b2", Kind.DRAGOONS, 10, 20, Side.BLUE),
                spec("r1", Kind.SKIRMISH_FOOT, 36, 22, Side.RED), spec("r2", Kind.LIGHT_HORSE, 10, 22, Side.RED));
        int r1 = id(s, "r1");
        int r2 = id(s, "r2");
        Evade.withdraw(s, id(s, "b2")); // dragoons are light: nobody falls back before them
        assertEquals(22, s.unit(r2).y, EPS);
        Evade.withdraw(s, id(s, "b1"));
        assertEquals(4, s.footprint(r1).distanceTo(s.footprint(id(s, "b1"))), 0.1);
        assertEquals(22, s.unit(r2).y, EPS); // too far from the battalion
    }

    /** LOA-EVADE-3 (AMB-57): a light screen in front of a formed unit takes the fire aimed at it. */
    @Test
    void aLightScreenAbsorbsFire() {
        LoaState s = game(Map.of(), spec("b1", Kind.FRENCH_FOOT, 36, 18, Side.BLUE), spec("b2", Kind.SKIRMISH_FOOT, 36, 22, Side.BLUE),
                spec("b3", Kind.FRENCH_FOOT, 10, 18, Side.BLUE), spec("r1", Kind.DUTCH_FOOT, 36, 30, Side.RED),
                spec("r2", Kind.DUTCH_FOOT, 10, 30, Side.RED));
        assertEquals(id(s, "b2"), Evade.screen(s, id(s, "r1"), id(s, "b1")));
        assertEquals(-1, Evade.screen(s, id(s, "r2"), id(s, "b3")));
        assertEquals(-1, Evade.screen(s, id(s, "r1"), id(s, "b2"))); // the screen itself is no formed target
    }

    /** LOA-EVADE-6, LOA-MELEE-9: light horse may charge light foot only in good going; light foot may not charge horse. */
    @Test
    void lightAgainstLight() {
        LoaState s = game(List.of(square("wood", TerrainKind.WOODS, 0, 22, 20, 30)), Map.of(),
                spec("b1", Kind.LIGHT_HORSE, 10, 20, Side.BLUE), spec("b2", Kind.LIGHT_HORSE, 50, 20, Side.BLUE),
                spec("b3", Kind.SKIRMISH_FOOT, 64, 20, Side.BLUE), spec("r1", Kind.SKIRMISH_FOOT, 10, 24, Side.RED),
                spec("r2", Kind.SKIRMISH_FOOT, 50, 24, Side.RED), spec("r3", Kind.LIGHT_HORSE, 64, 24, Side.RED));
        assertEquals("LOA-EVADE-6", MeleeRules.validate(s, id(s, "b1"), id(s, "r1")).ruleId());
        assertTrue(MeleeRules.validate(s, id(s, "b2"), id(s, "r2")).legal());
        assertEquals("LOA-MELEE-9", MeleeRules.validate(s, id(s, "b3"), id(s, "r3")).ruleId());
    }

    /** LOA-EVADE-11: infantry charged by cavalry −1; bad going within one move to its rear +1. */
    @Test
    void evadeTestModifiers() {
        LoaState s = game(List.of(square("wood", TerrainKind.WOODS, 50, 27, 70, 35)), Map.of(),
                spec("b1", Kind.AGGRESSIVE_HORSE, 36, 20, Side.BLUE), spec("b2", Kind.FRENCH_FOOT, 60, 20, Side.BLUE),
                spec("r1", Kind.SKIRMISH_FOOT, 36, 24, Side.RED), spec("r2", Kind.SKIRMISH_FOOT, 60, 24, Side.RED));
        assertEquals(-1, Evade.testModifier(s, id(s, "r1"), id(s, "b1")));
        assertEquals(1, Evade.testModifier(s, id(s, "r2"), id(s, "b2")));
    }

    /** LOA-EVADE-4 b: formed troops may charge the formed unit behind a screen; the skirmishers get out of the way and form up behind it. */
    @Test
    void chargingThroughAScreen() {
        LoaState s = game(Map.of("r2", Order.MOVE), spec("b1", Kind.AGGRESSIVE_HORSE, 36, 20, Side.BLUE),
                spec("r1", Kind.SKIRMISH_FOOT, 36, 23, Side.RED), spec("r2", Kind.DUTCH_FOOT, 36, 28, Side.RED));
        int b1 = id(s, "b1");
        int r1 = id(s, "r1");
        int r2 = id(s, "r2");
        assertTrue(MeleeRules.validate(s, b1, r2).legal());
        charge(s, "b1");
        apply(s, new Charge(b1, r2));
        roll(s, 3);
        assertEquals(r2, s.unit(b1).melee);
        assertEquals(28, s.unit(b1).y, EPS);
        assertEquals(30.1, s.unit(r1).y, EPS); // behind the battalion, facing as it does
        assertEquals(270, s.unit(r1).facing, EPS);
        assertEquals(-1, s.unit(r1).melee);
    }
}
