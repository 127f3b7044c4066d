package adjutant.engine.augsburg;

import static adjutant.engine.augsburg.FireFixture.apply;
import static adjutant.engine.augsburg.FireFixture.area;
import static adjutant.engine.augsburg.FireFixture.game;
import static adjutant.engine.augsburg.FireFixture.line;
import static adjutant.engine.augsburg.FireFixture.u;
import static adjutant.engine.augsburg.FireFixture.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.augsburg.Shooting.Band;
import adjutant.engine.augsburg.action.Choose;
import adjutant.engine.augsburg.action.Fire;
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Pass;
import adjutant.engine.augsburg.action.React;
import adjutant.engine.augsburg.action.Reaction;
import adjutant.engine.augsburg.action.Roll;
import adjutant.engine.dice.Dice;
import adjutant.engine.dice.Die;
import adjutant.engine.dice.Distribution;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Shooting (LOA-FIRE-1 to LOA-FIRE-10), Stand Ready return fire (LOA-ORD-4), the French step and caracole (LOA-MOVE-4, LOA-MOVE-5), D-1 to D-6. */
class LoaShootingTest {

    private final LoaRules rules = LeagueOfAugsburgRuleset.get().rules();
    private final LoaActionCodec codec = new LoaActionCodec();

    /** Blue unit at (20, 10) facing up; red at (20, 10 + gap) facing down: fronts {@code gap} inches apart. */
    private static LoaState duel(Kind blue, Kind red, double gap) {
        return game(List.of(unit("b", blue, 20, 10, Side.BLUE)), List.of(unit("r", red, 20, 10 + gap, Side.RED)));
    }

    /** D-1, LOA-FIRE-2, LOA-FIRE-4, LOA-FIRE-5: a Dutch battalion's first volley at medium range is 7 dice; 24 pips hit 4 figures. */
    @Test
    void d1DutchFirstVolleyAtMediumRange() {
        LoaState s = duel(Kind.DUTCH_FOOT, Kind.FRENCH_FOOT, 6);
        int b = u(s, "b");
        int r = u(s, "r");
        assertEquals(6, Shooting.distance(s, b, r), 1e-9);
        assertEquals(Band.MEDIUM, Shooting.band(s, b, 6));
        assertEquals(6, Shooting.basicPool(s, b));
        assertEquals(7, Shooting.pool(s, b, r, Band.MEDIUM, false));
        assertEquals(4, Shooting.hits(24));
    }

    /** D-2: a French battalion in the same situation has 4 basic dice, 5 in all. */
    @Test
    void d2FrenchFirstVolleyAtMediumRange() {
        LoaState s = duel(Kind.FRENCH_FOOT, Kind.DUTCH_FOOT, 6);
        assertEquals(4, Shooting.basicPool(s, u(s, "b")));
        assertEquals(5, Shooting.pool(s, u(s, "b"), u(s, "r"), Band.MEDIUM, false));
    }

    /** D-3, LOA-FIRE-2: pistoleers deep (3 in front) roll 3 dice; in single line 6 / 2 = 3. */
    @Test
    void d3PistoleersDeepAndLine() {
        LoaState s = duel(Kind.PISTOLEERS, Kind.FRENCH_FOOT, 3);
        int b = u(s, "b");
        assertEquals(3, Shooting.frontRank(s, b));
        assertEquals(3, Shooting.basicPool(s, b));
        s.unit(b).formation = Formation.LINE;
        assertEquals(3, Shooting.basicPool(s, b));
    }

    /** D-4, LOA-FIRE-2: aggressive cavalry, 6 in the front rank, 2 dice. */
    @Test
    void d4AggressiveCavalry() {
        LoaState s = duel(Kind.AGGRESSIVE_HORSE, Kind.FRENCH_FOOT, 3);
        assertEquals(2, Shooting.basicPool(s, u(s, "b")));
    }

    /** D-5, LOA-FIRE-2, LOA-FIRE-3: dismounted dragoons (skirmishers) firing from a building: 6 / 3 = 2, halved to 1. */
    @Test
    void d5SkirmishersInABuildingHalve() {
        LoaState s = game(List.of(unit("b", Kind.DRAGOONS, 20, 10, Side.BLUE)),
                List.of(unit("r", Kind.FRENCH_FOOT, 20, 13, Side.RED)),
                area("house", TerrainKind.BUILDING, 16, 6, 24, 12));
        int b = u(s, "b");
        s.unit(b).formation = Formation.DISMOUNTED;
        s.unit(b).firedBefore = true;
        assertTrue(Shooting.skirmishers(s, b));
        assertEquals(2, Shooting.basicPool(s, b));
        assertTrue(FireCover.firesFromCover(s, b));
        assertEquals(1, Shooting.pool(s, b, u(s, "r"), Band.SHORT, false));
    }

    /** D-6, LOA-FIRE-1, LOA-FIRE-2, AMB-12: a field gun's 5 crew at 30" (long, ≤ 40) roll 5 − 3 = 2 dice, no first-volley bonus. */
    @Test
    void d6FieldGunAtLongRange() {
        LoaState s = duel(Kind.FIELD_GUN, Kind.DUTCH_FOOT, 30);
        int b = u(s, "b");
        assertEquals(30, Shooting.distance(s, b, u(s, "r")), 1e-9);
        assertEquals(Band.LONG, Shooting.band(s, b, 30));
        assertEquals(2, Shooting.pool(s, b, u(s, "r"), Band.LONG, false));
        assertEquals(Band.OUT, Shooting.band(s, b, 40.5));
    }

    /** LOA-FIRE-1, AMB-31, AMB-32: each number is the upper limit of its band; carbines have no long range, pistols only short. */
    @Test
    void rangeBands() {
        LoaState s = game(List.of(unit("foot", Kind.FRENCH_FOOT, 10, 10, Side.BLUE), unit("drag", Kind.DRAGOONS, 30, 10, Side.BLUE),
                unit("pist", Kind.PISTOLEERS, 50, 10, Side.BLUE), unit("gun", Kind.HEAVY_GUN, 60, 4, Side.BLUE)),
                List.of(unit("r", Kind.FRENCH_FOOT, 20, 40, Side.RED)));
        int foot = u(s, "foot");
        assertEquals(Band.SHORT, Shooting.band(s, foot, 4));
        assertEquals(Band.MEDIUM, Shooting.band(s, foot, 4.5));
        assertEquals(Band.MEDIUM, Shooting.band(s, foot, 8));
        assertEquals(Band.LONG, Shooting.band(s, foot, 16));
        assertEquals(Band.OUT, Shooting.band(s, foot, 16.5));
        int drag = u(s, "drag");
        assertEquals(Band.MEDIUM, Shooting.band(s, drag, 6));
        assertEquals(Band.OUT, Shooting.band(s, drag, 7));
        s.unit(drag).formation = Formation.DISMOUNTED; // their long arms (AMB-32)
        assertEquals(Band.LONG, Shooting.band(s, drag, 12));
        assertEquals(Band.OUT, Shooting.band(s, u(s, "pist"), 5));
        assertEquals(Band.MEDIUM, Shooting.band(s, u(s, "gun"), 24));
        assertEquals(Band.LONG, Shooting.band(s, u(s, "gun"), 60));
    }

    /** LOA-FIRE-2: pikemen do not fire; losses from the rear rank leave the front full (AMB-36); guns fire per crew figure. */
    @Test
    void basicPoolCountsTheFrontRank() {
        var pikes = new adjutant.engine.augsburg.scenario.UnitSpec("b", "Pikes", Kind.DUTCH_FOOT, java.util.Set.of(), 4,
                new adjutant.engine.geometry.Vec2(20, 10), 90, Formation.LINE);
        LoaState s = game(List.of(pikes, unit("g", Kind.LIGHT_GUN, 50, 10, Side.BLUE)), List.of(unit("r", Kind.FRENCH_FOOT, 20, 30, Side.RED)));
        int b = u(s, "b");
        assertEquals(5, Shooting.basicPool(s, b)); // 12 in front, 2 of them pikes: 10 / 2
        s.removeFigures(b, 8, -1);
        assertEquals(12, Shooting.frontRank(s, b));
        s.removeFigures(b, 6, -1); // 10 figures left: fewer than a full front
        assertEquals(10, Shooting.frontRank(s, b));
        int g = u(s, "g");
        assertEquals(5, Shooting.basicPool(s, g));
        s.removeFigures(g, 2, -1);
        assertEquals(3, Shooting.basicPool(s, g));
        s.unit(g).formation = Formation.LIMBERED;
        assertEquals(0, Shooting.basicPool(s, g));
    }

    /** LOA-FIRE-4 (every modifier), AMB-8 (never below 0), AMB-33 (first volley once), AMB-34 (enfilade from the flank). */
    @Test
    void diceModifiers() {
        LoaState s = game(List.of(unit("e", Kind.FRENCH_FOOT, 10, 10, Side.BLUE, Tag.ELITE),
                unit("g", Kind.FRENCH_FOOT, 25, 10, Side.BLUE, Tag.GRENADIERS),
                unit("raw", Kind.FRENCH_FOOT, 40, 10, Side.BLUE, Tag.RAW)),
                List.of(unit("r", Kind.FRENCH_FOOT, 25, 30, Side.RED)));
        int r = u(s, "r");
        int e = u(s, "e");
        assertFalse(Shooting.enfiladed(s, e, r));
        assertEquals(4 + 3 + 2, Shooting.pool(s, e, r, Band.SHORT, false));
        assertEquals(4 + 3 + 1, Shooting.pool(s, u(s, "g"), r, Band.SHORT, false));
        assertEquals(4 + 3 - 1, Shooting.pool(s, u(s, "raw"), r, Band.SHORT, false));
        s.unit(e).firedBefore = true;
        assertEquals(4 + 2 - 3, Shooting.pool(s, e, r, Band.LONG, false));
        assertEquals(4 + 2 - 2, Shooting.pool(s, e, r, Band.MEDIUM, false));
        s.unit(e).set(Status.UNFORMED);
        assertEquals(4 + 2 - 2, Shooting.pool(s, e, r, Band.SHORT, false));
        s.unit(e).set(Status.DISORDERED);
        assertEquals(4 + 2 - 3, Shooting.pool(s, e, r, Band.SHORT, false));
        assertEquals(0, Shooting.pool(s, e, r, Band.LONG, true) - 0); // (4/2 + 2 − 3 − 3) < 0 scores 0
        // enfilade: the firer's centre in the target's flank sector (+6)
        LoaState f = game(List.of(unit("b", Kind.FRENCH_FOOT, 20, 10, Side.BLUE)), List.of(unit("r", Kind.FRENCH_FOOT, 40, 14, Side.RED)));
        LoaFixture.place(f, "r", 30, 10, 90); // facing up the table, blue beside it on its flank
        assertTrue(Shooting.enfiladed(f, u(f, "b"), u(f, "r")));
        f.unit(u(f, "b")).firedBefore = true;
        assertEquals(4 + 6, Shooting.pool(f, u(f, "b"), u(f, "r"), Band.SHORT, false));
    }

    /** LOA-FIRE-5: the pool is one chance step grouped by hits, ⌊pips / 5⌋, with exact probabilities. */
    @Test
    void hitsAreGroupedFromThePipTotal() {
        Distribution one = Shooting.hitDistribution(1);
        assertEquals(4.0 / 6, one.probability(0), 1e-12);
        assertEquals(2.0 / 6, one.probability(1), 1e-12);
        Distribution seven = Shooting.hitDistribution(7);
        assertEquals(1, seven.min()); // 7 pips
        assertEquals(8, seven.max()); // 42 pips
        Distribution pips = Dice.sum(7, Die.D6);
        assertEquals(pips.probability(v -> v >= 20 && v < 25), seven.probability(4), 1e-12);
        assertEquals(1.0, seven.outcomes().stream().mapToDouble(Distribution.Outcome::probability).sum(), 1e-12);
    }

    /** LOA-FIRE-6, AMB-35, LOA-TERR-3: saves by the best single category, +1 for gunners or skirmishers in cover. */
    @Test
    void savingThrows() {
        LoaState s = game(List.of(unit("b", Kind.FRENCH_FOOT, 30, 10, Side.BLUE)),
                List.of(unit("open", Kind.FRENCH_FOOT, 30, 16, Side.RED), unit("wood", Kind.FRENCH_FOOT, 10, 16, Side.RED),
                        unit("sk", Kind.SKIRMISH_FOOT, 50, 16, Side.RED), unit("gun", Kind.FIELD_GUN, 60, 16, Side.RED),
                        unit("hedged", Kind.FRENCH_FOOT, 40, 30, Side.RED), unit("fort", Kind.FRENCH_FOOT, 10, 40, Side.RED)),
                area("wood", TerrainKind.WOODS, 4, 15, 16, 20), area("copse", TerrainKind.WOODS, 46, 15, 54, 20),
                line("hedge", TerrainKind.HEDGE, 34, 29.5, 46, 29.5), area("works", TerrainKind.REDOUBT, 4, 39, 16, 44));
        int b = u(s, "b");
        assertEquals(7, Shooting.saveOn(s, u(s, "open"), b));
        assertEquals(5, Shooting.saveOn(s, u(s, "wood"), b));
        assertEquals(4, Shooting.saveOn(s, u(s, "sk"), b)); // skirmish order 5–6, in cover +1
        assertEquals(5, Shooting.saveOn(s, u(s, "gun"), b)); // a deployed gun crew in the open
        assertEquals(6, Shooting.saveOn(s, u(s, "hedged"), b)); // behind a hedge across the line of fire
        assertEquals(5, Shooting.saveOn(s, u(s, "fort"), b)); // light works: cover
    }

    /** LOA-FIRE-9, AMB-37, AMB-63: targets within range and 45° of ahead, no friends in the line of fire, none in melee; validate names the rule. */
    @Test
    void whoMayFireAtWhom() {
        LoaState s = game(List.of(unit("b", Kind.FRENCH_FOOT, 30, 10, Side.BLUE), unit("friend", Kind.FRENCH_FOOT, 50, 14, Side.BLUE),
                        unit("b2", Kind.FRENCH_FOOT, 60, 24, Side.BLUE), unit("friend2", Kind.FRENCH_FOOT, 60, 28, Side.BLUE)),
                List.of(unit("ahead", Kind.FRENCH_FOOT, 30, 18, Side.RED), unit("far", Kind.FRENCH_FOOT, 30, 40, Side.RED),
                        unit("wide", Kind.FRENCH_FOOT, 44, 9, Side.RED), unit("screened", Kind.FRENCH_FOOT, 60, 34, Side.RED)));
        int b = u(s, "b");
        assertEquals(List.of(u(s, "ahead")), Shooting.targets(s, b));
        assertEquals("LOA-FIRE-1", Shooting.whyNot(s, b, u(s, "far"))[0]);
        assertEquals("LOA-FIRE-9", Shooting.whyNot(s, b, u(s, "friend"))[0]);
        assertTrue(Shooting.whyNot(s, b, u(s, "wide"))[1].contains("45°"));
        assertTrue(Shooting.whyNot(s, u(s, "b2"), u(s, "screened"))[1].contains("friendly"));
        s.unit(u(s, "ahead")).melee = u(s, "friend");
        assertTrue(Shooting.targets(s, b).isEmpty());
        s.unit(u(s, "ahead")).melee = -1;
        s.unit(b).firedThisTurn = true; // once a turn
        assertTrue(Shooting.targets(s, b).isEmpty());
        // through the rules: the target step names the rule broken
        atActivationWithFire(s);
        s.unit(b).firedThisTurn = false;
        Shooting.offerFire(s, b);
        Verdict v = rules.validate(s, new Fire(b, u(s, "far")));
        assertEquals("LOA-FIRE-1", v.ruleId());
        assertEquals("LOA-FIRE-9", rules.validate(s, new Fire(b, u(s, "friend"))).ruleId());
        assertTrue(rules.validate(s, new Fire(b, u(s, "ahead"))).legal());
        assertTrue(rules.legalActions(s).contains(new Pass()));
    }

    private static void atActivationWithFire(LoaState s) {
        FireFixture.atActivation(s, Map.of());
    }

    /** LOA-FIRE-9: a limbered gun cannot fire. */
    @Test
    void limberedGunsDoNotFire() {
        LoaState s = duel(Kind.FIELD_GUN, Kind.FRENCH_FOOT, 10);
        assertFalse(Shooting.targets(s, u(s, "b")).isEmpty());
        s.unit(u(s, "b")).formation = Formation.LIMBERED;
        assertTrue(Shooting.targets(s, u(s, "b")).isEmpty());
    }

    /**
     * LOA-FIRE-5 to LOA-FIRE-8, LOA-SEQ-3, LOA-MOVE-4: an F order fires; the hits, saves in cover,
     * figures lost; the French battalion may step 1"; the target tests morale at the end of the fire step.
     */
    @Test
    void anOrderedFireRunsItsSteps() {
        LoaState s = game(List.of(unit("b", Kind.FRENCH_FOOT, 20, 10, Side.BLUE)),
                List.of(unit("r", Kind.DUTCH_FOOT, 20, 16, Side.RED)), area("wood", TerrainKind.WOODS, 10, 15, 30, 20));
        FireFixture.atActivation(s, Map.of("b", Order.FIRE, "r", Order.MOVE));
        int b = u(s, "b");
        int r = u(s, "r");
        s.activeUnit = b;
        Shooting.offerFire(s, b);
        assertEquals(List.of(new Fire(b, r), new Pass()), rules.legalActions(s));
        String w = codec.words(s, new Fire(b, r));
        assertTrue(w.contains("The b fires at The r") && w.contains("5 dice"), w);
        apply(s, new Fire(b, r));
        assertTrue(s.unit(b).firedThisTurn && s.unit(b).firedBefore);
        assertInstanceOf(Shooting.PoolRoll.class, s.currentTask());
        assertEquals(5, ((Shooting.PoolRoll) s.currentTask()).dice());
        sumsToOne(s);
        apply(s, new Roll(4)); // 4 hits, saved on 5+ in the wood
        assertInstanceOf(Shooting.SaveRoll.class, s.currentTask());
        assertTrue(codec.words(s, new Roll(1)).contains("3 figures lost"));
        apply(s, new Roll(1));
        assertEquals(21, s.unit(r).figureCount());
        assertEquals(3, s.unit(r).fireCasualties);
        assertEquals(3, s.inflicted(b, r));
        // LOA-MOVE-4: the French battalion steps forward, back, or stays
        assertInstanceOf(Shooting.FrenchStepTask.class, s.currentTask());
        assertEquals(List.of(new Choose(0), new Choose(1), new Choose(2)), rules.legalActions(s));
        assertEquals("LOA-MOVE-4", rules.validate(s, new Choose(3)).ruleId());
        apply(s, new Choose(2));
        assertEquals(9, s.unit(b).y, 1e-9);
        // LOA-FIRE-8, LOA-SEQ-3: the target's morale test follows the fire step
        assertInstanceOf(Morale.Test.class, s.currentTask());
        assertEquals(r, ((Morale.Test) s.currentTask()).unit());
        assertFalse(s.unit(r).moraleDue);
    }

    /** LOA-FIRE-7, AMB-36: without saves the hits remove rank and file first. */
    @Test
    void hitsWithoutSavesRemoveFigures() {
        LoaState s = duel(Kind.DUTCH_FOOT, Kind.FRENCH_FOOT, 3);
        FireFixture.atActivation(s, Map.of("b", Order.FIRE, "r", Order.MOVE));
        int b = u(s, "b");
        int r = u(s, "r");
        Shooting.offerFire(s, b);
        apply(s, new Fire(b, r));
        assertEquals(9, ((Shooting.PoolRoll) s.currentTask()).dice()); // 6 + 3 first volley, short range
        apply(s, new Roll(2));
        assertEquals(10, s.unit(r).figures[FigureType.MUSKETEER.ordinal()]);
        assertEquals(14, s.unit(r).figureCount());
    }

    /** LOA-ORD-4, AMB-21: a Stand Ready unit fired on from medium range returns fire after its morale; free, and it has acted. */
    @Test
    void standReadyReturnsFire() {
        LoaState s = duel(Kind.FRENCH_FOOT, Kind.DUTCH_FOOT, 6);
        FireFixture.atActivation(s, Map.of("b", Order.FIRE, "r", Order.STAND_READY));
        int b = u(s, "b");
        int r = u(s, "r");
        s.unit(b).firedBefore = true;
        Shooting.offerFire(s, b);
        apply(s, new Fire(b, r));
        apply(s, new Roll(1)); // 1 hit, no save
        assertInstanceOf(Shooting.FrenchStepTask.class, s.currentTask());
        apply(s, new Choose(0));
        assertInstanceOf(Morale.Test.class, s.currentTask());
        apply(s, new Roll(4)); // passes easily
        assertInstanceOf(Shooting.ReturnFireTask.class, s.currentTask());
        assertEquals(Side.RED, rules.toAct(s));
        assertEquals(List.of(new React(r, Reaction.FIRE.ordinal()), new React(r, Reaction.NONE.ordinal())), rules.legalActions(s));
        assertEquals("LOA-ORD-4", rules.validate(s, new Pass()).ruleId());
        apply(s, new React(r, Reaction.FIRE.ordinal()));
        assertTrue(s.unit(r).acted && s.unit(r).firedThisTurn);
        assertInstanceOf(Shooting.PoolRoll.class, s.currentTask());
        assertEquals(6 + 3 - 2, ((Shooting.PoolRoll) s.currentTask()).dice());
        apply(s, new Roll(2));
        // the reaction's end: the first firer tests morale (LOA-SEQ-3, AMB-51)
        assertInstanceOf(Morale.Test.class, s.currentTask());
        assertEquals(b, ((Morale.Test) s.currentTask()).unit());
    }

    /** LOA-ORD-4, LOA-MOR-9: holding fire is a 2D6 ≥ 8 check, −1 for prior fire casualties, −1 per casualty from this firer this turn, Elite +2. */
    @Test
    void holdingFireIsASteadinessCheck() {
        LoaState s = game(List.of(unit("b", Kind.FRENCH_FOOT, 20, 10, Side.BLUE)),
                List.of(unit("r", Kind.DUTCH_FOOT, 20, 14, Side.RED, Tag.ELITE)));
        FireFixture.atActivation(s, Map.of("b", Order.FIRE, "r", Order.STAND_READY));
        int b = u(s, "b");
        int r = u(s, "r");
        s.unit(r).fireCasualties = 1; // an earlier volley
        Shooting.offerFire(s, b);
        apply(s, new Fire(b, r));
        apply(s, new Roll(2));
        apply(s, new Choose(0));
        apply(s, new Roll(4)); // morale passes
        apply(s, new React(r, Reaction.NONE.ordinal()));
        Shooting.HoldFireRoll hold = (Shooting.HoldFireRoll) s.currentTask();
        assertEquals(-1 - 2 + 2, hold.modifier());
        assertTrue(codec.words(s, new Roll(9)).contains("it holds"));
        apply(s, new Roll(9)); // 9 − 1 = 8: holds
        assertFalse(s.unit(r).acted);
        assertFalse(s.unit(r).firedThisTurn);
    }

    /** LOA-ORD-4: no return fire against artillery or from long range. */
    @Test
    void noReturnFireAgainstGunsOrAtLongRange() {
        LoaState s = duel(Kind.FIELD_GUN, Kind.DUTCH_FOOT, 6);
        FireFixture.atActivation(s, Map.of("b", Order.FIRE, "r", Order.STAND_READY));
        Shooting.Shot gun = new Shooting.Shot(u(s, "b"), u(s, "r"), Shooting.ORDER, Band.SHORT.ordinal(), 0);
        assertFalse(Shooting.mayReturnFire(s, gun));
        LoaState m = duel(Kind.FRENCH_FOOT, Kind.DUTCH_FOOT, 6);
        FireFixture.atActivation(m, Map.of("b", Order.FIRE, "r", Order.STAND_READY));
        assertTrue(Shooting.mayReturnFire(m, new Shooting.Shot(0, 1, Shooting.ORDER, Band.MEDIUM.ordinal(), 0)));
        assertFalse(Shooting.mayReturnFire(m, new Shooting.Shot(0, 1, Shooting.ORDER, Band.LONG.ordinal(), 0)));
    }

    /** LOA-MOVE-5, AMB-27: pistoleers in deep formation fire with both ranks, then fall back 2" keeping their facing. */
    @Test
    void pistoleersCaracole() {
        LoaState s = duel(Kind.PISTOLEERS, Kind.FRENCH_FOOT, 3);
        FireFixture.atActivation(s, Map.of("b", Order.FIRE, "r", Order.MOVE));
        int b = u(s, "b");
        Shooting.offerFire(s, b);
        apply(s, new Fire(b, u(s, "r")));
        assertEquals(3 + 3, ((Shooting.PoolRoll) s.currentTask()).dice());
        apply(s, new Roll(1));
        assertEquals(8, s.unit(b).y, 1e-9);
        assertEquals(90, s.unit(b).facing, 1e-9);
    }

    /** LOA-FIRE-10, AMB-7: half effect halves the basic pool (rounding down) before the modifiers. */
    @Test
    void halfEffectFire() {
        LoaState s = duel(Kind.DUTCH_FOOT, Kind.FRENCH_FOOT, 3);
        FireFixture.atActivation(s, Map.of());
        int b = u(s, "b");
        Shooting.halfEffectFire(s, b, u(s, "r"));
        assertEquals(3 + 3, ((Shooting.PoolRoll) s.currentTask()).dice());
    }

    /** LOA-ORD-8, LOA-MELEE-2: fire at a charger from a given range is free and counts as acting. */
    @Test
    void reactionFireAtAChargerUsesTheGivenRange() {
        LoaState s = duel(Kind.DUTCH_FOOT, Kind.FRENCH_FOOT, 3);
        FireFixture.atActivation(s, Map.of());
        int b = u(s, "b");
        s.unit(b).firedBefore = true;
        Shooting.reactionFire(s, b, u(s, "r"), 7);
        assertTrue(s.unit(b).acted);
        assertEquals(6 - 2, ((Shooting.PoolRoll) s.currentTask()).dice());
    }

    /** Random games with the armies in musket range: every fire and morale step offers legal actions and outcomes summing to 1. */
    @Test
    void randomGamesAtCloseRange() {
        LeagueOfAugsburgRuleset ruleset = LeagueOfAugsburgRuleset.get();
        for (long seed = 1; seed <= 3; seed++) {
            java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
            LoaState s = ruleset.newGame(LoaFixture.meetingEngagement(), "standard", seed);
            for (int x = 0; x < s.setup().unitCount(); x++) {
                if (s.setup().side(x) == Side.RED) {
                    s.unit(x).y -= 28;
                }
            }
            int steps = 0;
            int fires = 0;
            while (!rules.result(s).isOver() && steps++ < 20_000) {
                assertEquals(List.of(), ruleset.invariantViolations(s));
                LoaAction a;
                if (rules.isChanceNode(s)) {
                    sumsToOne(s);
                    a = rules.sampleChance(s, rnd.nextDouble());
                } else {
                    List<LoaAction> legal = rules.legalActions(s);
                    a = legal.get(rnd.nextInt(legal.size()));
                }
                assertTrue(rules.validate(s, a).legal(), () -> rules.validate(s, a).toString());
                assertFalse(codec.words(s, a).isBlank());
                if (a instanceof Fire) {
                    fires++;
                }
                rules.apply(s, a);
            }
            assertTrue(fires > 0);
            assertTrue(rules.result(s).isOver());
        }
    }

    private void sumsToOne(LoaState s) {
        List<ChanceOutcome<LoaAction>> o = rules.chanceOutcomes(s);
        assertEquals(1.0, o.stream().mapToDouble(ChanceOutcome::probability).sum(), 1e-9);
    }
}
