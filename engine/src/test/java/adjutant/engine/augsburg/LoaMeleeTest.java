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
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Pass;
import adjutant.engine.augsburg.action.React;
import adjutant.engine.augsburg.action.Reaction;
import adjutant.engine.dice.Dice;
import adjutant.engine.dice.Die;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Charges and melee: LOA-MELEE-1 to LOA-MELEE-12, LOA-MOVE-6 and the worked examples D-7, D-8, D-15, D-17. */
class LoaMeleeTest {

    private final LoaRules rules = LeagueOfAugsburgRuleset.get().rules();
    private final LoaActionCodec codec = new LoaActionCodec();

    private static final double EPS = 1e-9;

    /** D-7, LOA-MELEE-3, LOA-MELEE-4: heavy aggressive cavalry (6) charging a formed Dutch battalion (24) frontally: 12 dice against 13. */
    @Test
    void d7HeavyCavalryAgainstDutchBattalion() {
        LoaState s = game(Map.of(), spec("b1", Kind.AGGRESSIVE_HORSE, 36, 20, Side.BLUE, Tag.HEAVY),
                spec("r1", Kind.DUTCH_FOOT, 36, 26, Side.RED));
        int cav = id(s, "b1");
        int foot = id(s, "r1");
        assertEquals(6, MeleeDice.basic(s, cav, foot)); // cavalry against foot: 1 figure = 1 die
        assertEquals(12, MeleeDice.pool(s, cav, foot, MeleeRules.attacker(Clash.declared(cav, foot))));
        assertEquals(12, MeleeDice.basic(s, foot, cav)); // 24 / 2
        assertEquals(13, MeleeDice.pool(s, foot, cav, MeleeRules.defender(Clash.declared(cav, foot)))); // +1 deeper formation
        // each total ÷ 10 rounded down: the roll's outcomes are the casualties, grouped
        assertEquals(Dice.sum(12, Die.D6).map(t -> t / 10), MeleeDice.casualties(12));
        assertEquals(7, MeleeDice.casualties(13).max()); // 78 pips → 7
        // the same through the charge: the defender on M does not answer; the rolls are of 12 and 13 dice
        s.unit(foot).chit = Order.MOVE.ordinal();
        charge(s, "b1");
        apply(s, new Charge(cav, foot));
        assertEquals(Dice.highestOf(2, Die.D6), ((RollTask) s.currentTask()).dice(s));
        roll(s, 1);
        assertEquals(MeleeDice.casualties(12), ((RollTask) s.currentTask()).dice(s));
        roll(s, 2);
        assertEquals(MeleeDice.casualties(13), ((RollTask) s.currentTask()).dice(s));
    }

    /** D-8, LOA-MELEE-3: cavalry (6) against mounted is 6/3 = 2 dice, and never fewer than 2. */
    @Test
    void d8CavalryAgainstMountedMinimumTwo() {
        LoaState s = game(Map.of(), spec("b1", Kind.AGGRESSIVE_HORSE, 36, 20, Side.BLUE),
                spec("r1", Kind.PISTOLEERS, 36, 26, Side.RED));
        int cav = id(s, "b1");
        int pist = id(s, "r1");
        assertEquals(2, MeleeDice.basic(s, cav, pist));
        s.removeFigures(cav, 3, -1);
        assertEquals(2, MeleeDice.basic(s, cav, pist)); // 3/3 = 1, the minimum of 2 holds
    }

    /** LOA-MELEE-3, AMB-65: pike 3 = 2 dice; Unformed troops, skirmishers and gunners 3 = 1; the lowest rate counts. */
    @Test
    void meleeDicePerFigure() {
        LoaState s = game(Map.of(), MeleeFixture.pikes("b1", Kind.DUTCH_FOOT, 6, 36, 20, Side.BLUE),
                spec("b2", Kind.SKIRMISH_FOOT, 10, 20, Side.BLUE), spec("b3", Kind.FIELD_GUN, 60, 20, Side.BLUE),
                spec("r1", Kind.AGGRESSIVE_HORSE, 36, 26, Side.RED));
        int pikes = id(s, "b1");
        int cav = id(s, "r1");
        assertEquals(18 / 2 + 6 * 2 / 3, MeleeDice.basic(s, pikes, cav)); // 9 + 4
        assertEquals(2, MeleeDice.basic(s, id(s, "b2"), cav)); // 6 skirmishers
        assertEquals(1, MeleeDice.basic(s, id(s, "b3"), cav)); // 5 gunners
        s.unit(pikes).set(Status.UNFORMED);
        assertEquals(8, MeleeDice.basic(s, pikes, cav)); // 24 / 3: the lowest rate
        assertEquals(2 - 3, MeleeDice.modifiers(s, cav, pikes, MeleeDice.Situation.NONE)); // +2 vs musketeers, mounted vs pike −3
    }

    /** LOA-MELEE-4 (AMB-43): each modifier of the table. */
    @Test
    void meleeModifiers() {
        LoaState s = game(Map.of(), spec("b1", Kind.FRENCH_FOOT, 36, 20, Side.BLUE, Tag.ELITE, Tag.GRENADIERS),
                spec("b2", Kind.DRAGOONS, 10, 20, Side.BLUE), spec("r1", Kind.FRENCH_FOOT, 36, 26, Side.RED),
                spec("r2", Kind.SKIRMISH_FOOT, 60, 26, Side.RED));
        int b1 = id(s, "b1");
        int r1 = id(s, "r1");
        assertEquals(3, MeleeDice.modifiers(s, b1, r1, MeleeDice.Situation.NONE)); // elite +2, grenadiers +1
        assertEquals(3 + 2 + 1 - 6 - 2, MeleeDice.modifiers(s, b1, r1, new MeleeDice.Situation(true, true, true, 2)));
        assertEquals(3 + 3, MeleeDice.modifiers(s, b1, id(s, "r2"), MeleeDice.Situation.NONE)); // any unit vs skirmishers +3
        assertEquals(2 - 2, MeleeDice.modifiers(s, id(s, "b2"), r1, MeleeDice.Situation.NONE)); // vs musketeers +2, dragoons −2
        s.unit(r1).set(Status.DISORDERED);
        assertEquals(-3, MeleeDice.modifiers(s, r1, b1, MeleeDice.Situation.NONE)); // −3, not −4
        s.unit(r1).clear(Status.DISORDERED);
        assertEquals(-1, MeleeDice.modifiers(s, r1, b1, MeleeDice.Situation.NONE));
        assertEquals(0, MeleeDice.pool(s, r1, b1, new MeleeDice.Situation(false, false, true, 3))); // LOA-GEN-5: never below 0
    }

    /** LOA-MOVE-6, LOA-GEN-3: the charge bonus: foot d3, aggressive cavalry the higher of 2d6, pistoleers and dragoons the lower. */
    @Test
    void chargeBonusDice() {
        LoaState s = game(Map.of(), spec("b1", Kind.FRENCH_FOOT, 20, 20, Side.BLUE), spec("b2", Kind.AGGRESSIVE_HORSE, 36, 20, Side.BLUE),
                spec("b3", Kind.PISTOLEERS, 50, 20, Side.BLUE), spec("b4", Kind.DRAGOONS, 60, 20, Side.BLUE),
                spec("r1", Kind.FRENCH_FOOT, 36, 40, Side.RED));
        assertEquals(Dice.d3(), MeleeDice.chargeBonus(s, id(s, "b1")));
        assertEquals(11.0 / 36, MeleeDice.chargeBonus(s, id(s, "b2")).probability(6), EPS);
        assertEquals(11.0 / 36, MeleeDice.chargeBonus(s, id(s, "b3")).probability(1), EPS);
        assertEquals(MeleeDice.chargeBonus(s, id(s, "b3")), MeleeDice.chargeBonus(s, id(s, "b4")));
    }

    /** LOA-MELEE-9, LOA-MELEE-12, LOA-MELEE-1: who may charge whom, each refusal naming its rule. */
    @Test
    void whoMayChargeWhom() {
        LoaState s = game(Map.of(), spec("b1", Kind.FRENCH_FOOT, 20, 20, Side.BLUE), spec("b2", Kind.FIELD_GUN, 36, 20, Side.BLUE),
                spec("b3", Kind.FRENCH_FOOT, 60, 20, Side.BLUE), spec("r1", Kind.PISTOLEERS, 20, 24, Side.RED),
                spec("r2", Kind.LIGHT_HORSE, 36, 24, Side.RED), spec("r3", Kind.DUTCH_FOOT, 60, 35, Side.RED),
                spec("r4", Kind.DUTCH_FOOT, 6, 26, Side.RED));
        int b1 = id(s, "b1");
        assertEquals("LOA-MELEE-9", MeleeRules.validate(s, b1, id(s, "r1")).ruleId()); // foot may not charge horse
        assertEquals("LOA-MELEE-9", MeleeRules.validate(s, id(s, "b2"), id(s, "r2")).ruleId()); // artillery never charges
        assertTrue(MeleeRules.mayChargeKind(s, b1, id(s, "r2")).legal()); // formed foot may charge skirmishing horse
        assertEquals("LOA-MELEE-12", MeleeRules.validate(s, id(s, "b3"), id(s, "r3")).ruleId()); // 15" > 4 + 3
        assertEquals("LOA-MELEE-9", MeleeRules.validate(s, b1, id(s, "r4")).ruleId()); // well off 45°
        assertEquals("LOA-MELEE-1", MeleeRules.validate(s, b1, id(s, "b3")).ruleId()); // a friend
        s.unit(id(s, "r3")).y = 26; // now 6" away: reachable with a bonus of 2 or more
        assertTrue(MeleeRules.validate(s, id(s, "b3"), id(s, "r3")).legal());
        charge(s, "b3");
        List<LoaAction> legal = rules.legalActions(s);
        assertEquals(List.of(new Charge(id(s, "b3"), id(s, "r3")), new Pass()), legal);
        assertEquals("LOA-MELEE-9", rules.validate(s, new Charge(id(s, "b3"), id(s, "r1"))).ruleId());
    }

    /**
     * LOA-MELEE-2, LOA-MELEE-5, LOA-MELEE-6, LOA-MELEE-8: a charge on a battalion with a Move order
     * (no answer): the bonus, contact, both sides' dice, the loser falls back Disordered, the
     * charging infantry winner is Unformed and chooses to follow up d2 NMs.
     */
    @Test
    void aChargeFromDeclarationToFollowUp() {
        LoaState s = game(Map.of("r1", Order.MOVE), spec("b1", Kind.FRENCH_FOOT, 36, 20, Side.BLUE),
                spec("r1", Kind.FRENCH_FOOT, 36, 25, Side.RED));
        int b1 = id(s, "b1");
        int r1 = id(s, "r1");
        charge(s, "b1");
        apply(s, new Charge(b1, r1));
        assertTrue(b1 >= 0 && s.unit(b1).charging);
        assertTrue(s.currentTask() instanceof ChargeSteps.BonusRoll);
        assertEquals(Dice.d3(), ((RollTask) s.currentTask()).dice(s));
        roll(s, 1); // 4 + 1 = 5": just reaches
        assertTrue(s.currentTask() instanceof ChargeSteps.MeleeRoll, () -> "" + s.currentTask()); // a defender on M does nothing
        assertEquals(25, s.unit(b1).y, 1e-9); // its centre on the defender's nearest figure (step 5)
        assertEquals(270, s.unit(r1).facing, 1e-9);
        assertEquals(r1, s.unit(b1).melee);
        // attacker 16/2 + 2 charging = 10 dice; defender 8
        assertEquals(MeleeDice.casualties(10), ((RollTask) s.currentTask()).dice(s));
        String w = codec.words(s, new adjutant.engine.augsburg.action.Roll(4));
        assertTrue(w.contains("b1") && w.contains("10 melee dice"), w);
        roll(s, 4);
        assertEquals(MeleeDice.casualties(8), ((RollTask) s.currentTask()).dice(s));
        roll(s, 2);
        assertEquals(16 - 2, s.unit(b1).figureCount());
        assertEquals(16 - 4, s.unit(r1).figureCount());
        assertEquals(-1, s.unit(b1).melee);
        assertTrue(s.unit(r1).has(Status.DISORDERED) && s.unit(r1).has(Status.UNFORMED)); // LOA-MELEE-6
        assertTrue(s.unit(b1).has(Status.UNFORMED) && !s.unit(b1).has(Status.DISORDERED));
        assertTrue(s.unit(r1).moraleDue && s.unit(b1).moraleDue);
        assertTrue(s.currentTask() instanceof FollowUp.FallBack);
        roll(s, 2); // 2 NMs = 8" back, facing the enemy
        assertEquals(33, s.unit(r1).y, 1e-9);
        assertEquals(270, s.unit(r1).facing, 1e-9);
        assertEquals(List.of(new Choose(0), new Choose(1)), rules.legalActions(s)); // LOA-MELEE-8 infantry
        apply(s, new Choose(1));
        assertEquals(Dice.d2(), ((RollTask) s.currentTask()).dice(s));
        roll(s, 1);
        assertEquals(29, s.unit(b1).y, 1e-9);
        assertFalse(s.currentTask() instanceof FollowUp.Roll2);
    }

    /** LOA-MELEE-12, AMB-50: a charger that falls short halts at its reach and does not fire. */
    @Test
    void aChargerThatFallsShortHalts() {
        LoaState s = game(Map.of("r1", Order.MOVE), spec("b1", Kind.FRENCH_FOOT, 36, 20, Side.BLUE),
                spec("r1", Kind.FRENCH_FOOT, 36, 26.5, Side.RED));
        int b1 = id(s, "b1");
        charge(s, "b1");
        apply(s, new Charge(b1, id(s, "r1")));
        roll(s, 1); // 5" of 6.5"
        assertEquals(25, s.unit(b1).y, 1e-9);
        assertFalse(s.unit(b1).charging);
        assertEquals(-1, s.unit(b1).melee);
        assertTrue(s.currentTask() == null || !(s.currentTask() instanceof ChargeSteps.MeleeRoll));
    }

    /** LOA-MELEE-2 steps 2–4, LOA-ORD-8: the answers open to defenders on S, F and other orders. */
    @Test
    void defendersAnswerByTheirOrders() {
        LoaState s = game(Map.of("r1", Order.STAND_READY, "r2", Order.FIRE, "r3", Order.MOVE),
                spec("b1", Kind.FRENCH_FOOT, 10, 20, Side.BLUE), spec("b2", Kind.AGGRESSIVE_HORSE, 36, 20, Side.BLUE),
                spec("b3", Kind.FRENCH_FOOT, 60, 20, Side.BLUE), spec("r1", Kind.FRENCH_FOOT, 10, 24, Side.RED),
                spec("r2", Kind.FRENCH_FOOT, 36, 24, Side.RED), spec("r3", Kind.FRENCH_FOOT, 60, 24, Side.RED));
        assertEquals(List.of(Reaction.FIRE, Reaction.POINT_BLANK, Reaction.COUNTER_CHARGE, Reaction.NONE),
                MeleeRules.reactions(s, Clash.declared(id(s, "b1"), id(s, "r1"))));
        // foot on S may not counter-charge horse (LOA-MELEE-9)
        assertEquals(List.of(Reaction.FIRE, Reaction.POINT_BLANK, Reaction.NONE),
                MeleeRules.reactions(s, Clash.declared(id(s, "b2"), id(s, "r2"))));
        assertEquals(List.of(Reaction.NONE), MeleeRules.reactions(s, Clash.declared(id(s, "b3"), id(s, "r3"))));
        s.unit(id(s, "r2")).acted = true; // an F order already carried out
        assertEquals(List.of(Reaction.NONE), MeleeRules.reactions(s, Clash.declared(id(s, "b2"), id(s, "r2"))));
        // the decision names the rule an answer breaks
        charge(s, "b1");
        apply(s, new Charge(id(s, "b1"), id(s, "r1")));
        roll(s, 2);
        assertTrue(s.currentTask() instanceof ChargeSteps.ReactChoice);
        assertEquals(adjutant.engine.game.Side.RED, rules.toAct(s));
        Verdict v = rules.validate(s, new React(id(s, "r1"), Reaction.EVADE.ordinal()));
        assertEquals("LOA-EVADE-7", v.ruleId());
    }

    /** LOA-MELEE-2 step 4, AMB-39: a defender caught in the middle of a formation change becomes Disordered. */
    @Test
    void aDefenderChangingFormationIsDisordered() {
        LoaState s = game(Map.of("r1", Order.FORMATION), spec("b1", Kind.AGGRESSIVE_HORSE, 36, 20, Side.BLUE),
                spec("r1", Kind.PISTOLEERS, 36, 26, Side.RED));
        UnitState r1 = s.unit(id(s, "r1"));
        r1.acted = true;
        r1.revealed = true;
        r1.unformedByFormation = true;
        r1.set(Status.UNFORMED);
        charge(s, "b1");
        apply(s, new Charge(id(s, "b1"), id(s, "r1")));
        roll(s, 3);
        assertTrue(r1.has(Status.DISORDERED));
    }

    /** LOA-MELEE-11, AMB-49: a counter-charge meets the charger halfway and adds a die; counter-charging cavalry may follow up or rally. */
    @Test
    void counterChargeMeetsHalfway() {
        LoaState s = game(Map.of("r1", Order.STAND_READY), spec("b1", Kind.AGGRESSIVE_HORSE, 36, 20, Side.BLUE),
                spec("r1", Kind.AGGRESSIVE_HORSE, 36, 30, Side.RED));
        int b1 = id(s, "b1");
        int r1 = id(s, "r1");
        charge(s, "b1");
        apply(s, new Charge(b1, r1));
        roll(s, 2);
        apply(s, new React(r1, Reaction.COUNTER_CHARGE.ordinal()));
        assertEquals(25, s.unit(b1).y, 1e-9);
        assertEquals(25, s.unit(r1).y, 1e-9);
        assertTrue(s.unit(r1).acted);
        RollTask att = (RollTask) s.currentTask();
        assertEquals(MeleeDice.casualties(2 + 2), att.dice(s)); // 6/3 = 2 against mounted, +2 charging
        roll(s, 0);
        assertEquals(MeleeDice.casualties(2 + 1), ((RollTask) s.currentTask()).dice(s)); // +1 counter-charging
        roll(s, 1);
        roll(s, 1); // the charger falls back 1 NM
        assertEquals(15, s.unit(b1).y, 1e-9);
        assertEquals(List.of(new Choose(0), new Choose(1), new Choose(2)), rules.legalActions(s));
        apply(s, new Choose(2)); // back to its start to rally
        assertEquals(30, s.unit(r1).y, 1e-9);
    }

    /** D-15, LOA-MELEE-10, LOA-MOR-9: point-blank test of an Elite defender whose attacker started at short range: P = 15/36. */
    @Test
    void d15PointBlankSteadiness() {
        LoaState s = game(Map.of("r1", Order.STAND_READY), spec("b1", Kind.FRENCH_FOOT, 36, 20, Side.BLUE),
                spec("r1", Kind.FRENCH_FOOT, 36, 23, Side.RED, Tag.ELITE));
        int b1 = id(s, "b1");
        int r1 = id(s, "r1");
        charge(s, "b1");
        apply(s, new Charge(b1, r1));
        roll(s, 1);
        apply(s, new React(r1, Reaction.POINT_BLANK.ordinal()));
        RollTask t = (RollTask) s.currentTask();
        assertTrue(t instanceof ChargeSteps.PointBlankTest);
        assertEquals(15.0 / 36, t.dice(s).probability(1), EPS);
        assertEquals(0, ChargeSteps.PointBlankTest.modifier(s, ((ChargeSteps.PointBlankTest) t).c()));
        // passing: the charger comes into contact first; the defender then fires at short range (AMB-48)
        roll(s, 1);
        assertEquals(23, s.unit(b1).y, 1e-9);
        assertTrue(s.currentTask() instanceof Shooting.PoolRoll, () -> "" + s.currentTask());
        assertEquals(Shooting.Band.SHORT.ordinal(), ((Shooting.PoolRoll) s.currentTask()).shot().band());
        MeleeFixture.chargeGoesOn(s); // the fire resolved, the charger steady: the melee follows
        assertTrue(s.currentTask() instanceof ChargeSteps.MeleeRoll, () -> "" + s.currentTask());
    }

    /**
     * D-17, LOA-MELEE-7, LOA-MELEE-5 step 3: attacker 4 casualties; defender 3 in melee plus 1 by
     * its fire: a tie; the charger goes back to its start, both Unformed, both test morale.
     */
    @Test
    void d17TieSendsTheChargerBack() {
        LoaState s = game(Map.of("r1", Order.MOVE), spec("b1", Kind.DUTCH_FOOT, 36, 20, Side.BLUE),
                spec("r1", Kind.DUTCH_FOOT, 36, 24, Side.RED));
        int b1 = id(s, "b1");
        int r1 = id(s, "r1");
        charge(s, "b1");
        apply(s, new Charge(b1, r1));
        s.tasks.clear();
        Clash c = Clash.declared(b1, r1).withBonus(1).plusFire(1);
        MeleeRules.goIn(s, c);
        assertEquals(24, s.unit(b1).y, 1e-9);
        roll(s, 4); // the attacker inflicts 4
        String w = codec.words(s, new adjutant.engine.augsburg.action.Roll(3));
        assertTrue(w.contains("a tie"), w);
        ChargeSteps.MeleeRoll last = (ChargeSteps.MeleeRoll) s.pop();
        last.result(s, 3); // 3 + 1 by fire
        assertEquals(20, s.unit(b1).y, 1e-9);
        assertEquals(90, s.unit(b1).facing, 1e-9);
        assertTrue(s.unit(b1).has(Status.UNFORMED) && s.unit(r1).has(Status.UNFORMED));
        assertFalse(s.unit(b1).has(Status.DISORDERED) || s.unit(r1).has(Status.DISORDERED));
        assertTrue(s.unit(b1).moraleDue && s.unit(r1).moraleDue);
        assertEquals(24 - 4, s.unit(r1).figureCount());
        assertEquals(24 - 3, s.unit(b1).figureCount());
    }

    /** LOA-MELEE-8, LOA-MELEE-1 b, AMB-46: charging cavalry must follow up 1 NM and may add one; running into a new enemy makes a new melee, charging. */
    @Test
    void cavalryFollowUpIntoANewEnemy() {
        LoaState s = game(Map.of("r1", Order.MOVE, "r2", Order.MOVE), spec("b1", Kind.AGGRESSIVE_HORSE, 36, 20, Side.BLUE),
                spec("r1", Kind.SKIRMISH_FOOT, 36, 24, Side.RED), spec("r2", Kind.DUTCH_FOOT, 36, 40, Side.RED));
        int b1 = id(s, "b1");
        int r1 = id(s, "r1");
        int r2 = id(s, "r2");
        s.unit(r1).chit = Order.RETIRE.ordinal(); // no dodging: skirmishers on R must evade... use the melee directly
        s.tasks.clear();
        charge(s, "b1");
        s.tasks.clear();
        s.unit(b1).charging = true;
        MeleeRules.goIn(s, Clash.declared(b1, r1).withBonus(2));
        assertEquals(24, s.unit(b1).y, 1e-9);
        roll(s, 3);
        roll(s, 0);
        roll(s, 1); // the skirmishers fall back 6"
        assertEquals(List.of(new Choose(1), new Choose(2)), rules.legalActions(s));
        assertEquals("LOA-MELEE-8", rules.validate(s, new Choose(0)).ruleId());
        apply(s, new Choose(2)); // 20": stops against the skirmishers that fell back (no new melee with the loser)
        assertEquals(-1, s.unit(b1).melee);
        assertTrue(s.unit(b1).y < s.unit(r1).y - 1);
        // a second follow-up from in front of the battalion runs into it: a new melee
        s.unit(r1).removed = true;
        s.unit(b1).y = 32;
        s.tasks.clear();
        FollowUp.advance(s, b1, r1, 10);
        assertEquals(r2, s.unit(b1).melee);
        assertEquals(40, s.unit(b1).y, 1e-9);
        RollTask t = (RollTask) s.currentTask();
        assertEquals(MeleeDice.casualties(2 + 2 + 2 - 1), t.dice(s)); // Unformed winner: 6/3, charging, vs musketeers, Unformed
    }

    /** LOA-MELEE-1: melee happens only through a charge: nobody charges without a C order, and a charge may lapse. */
    @Test
    void aChargeMayLapse() {
        LoaState s = game(Map.of(), spec("b1", Kind.FRENCH_FOOT, 36, 20, Side.BLUE), spec("r1", Kind.FRENCH_FOOT, 36, 40, Side.RED));
        charge(s, "b1");
        assertEquals(List.of(new Pass()), rules.legalActions(s));
        apply(s, new Pass());
        assertFalse(s.unit(id(s, "b1")).charging);
    }

    /** LOA-TERR-3, LOA-MELEE-4, LOA-MOVE-1: a hedge crossed costs the charge 1" (foot) and the charger 2 dice. */
    @Test
    void obstaclesCostDistanceAndDice() {
        TerrainFeature hedge = TerrainFeature.of("h", TerrainKind.HEDGE, List.of(new Vec2(20, 23), new Vec2(52, 23)));
        LoaState s = game(List.of(hedge), Map.of("r1", Order.MOVE), spec("b1", Kind.FRENCH_FOOT, 36, 20, Side.BLUE),
                spec("r1", Kind.FRENCH_FOOT, 36, 25, Side.RED));
        int b1 = id(s, "b1");
        int r1 = id(s, "r1");
        ChargePath.Contact ct = ChargePath.contact(s, b1, r1);
        assertEquals(4 + 3 - 1, MeleeRules.reach(s, b1, ct, 3, 0), EPS);
        charge(s, "b1");
        apply(s, new Charge(b1, r1));
        roll(s, 2); // 4 + 2 − 1 = 5: reaches
        assertEquals(MeleeDice.casualties(8 + 2 - 2), ((RollTask) s.currentTask()).dice(s));
    }

    /** LOA-MELEE-1 c (AMB-38): a unit recoiling into an enemy's front: the stationary unit attacks without the charging bonus, the recoiler taken in the rear. */
    @Test
    void recoilIntoAnEnemyFront() {
        LoaState s = game(Map.of(), spec("b1", Kind.FRENCH_FOOT, 36, 20, Side.BLUE), spec("r1", Kind.FRENCH_FOOT, 36, 22, Side.RED));
        int b1 = id(s, "b1");
        int r1 = id(s, "r1");
        s.unit(r1).facing = 90; // r1 backs into b1's front: its rear touches b1
        s.unit(r1).y = 22;
        MeleeRules.recoil(s, r1, b1);
        assertEquals(r1, s.unit(b1).melee);
        assertEquals(MeleeDice.casualties(8), ((RollTask) s.currentTask()).dice(s)); // no +2 for charging
        roll(s, 1);
        assertEquals(MeleeDice.casualties(8 - 6), ((RollTask) s.currentTask()).dice(s)); // taken in the rear −6
    }

    /** LOA-MOR-7, LOA-MELEE-12: a charger that failed morale by 1 or 2 after the defender's fire loses that distance from its charge and halts short. */
    @Test
    void moraleShortensTheCharge() {
        LoaState s = game(Map.of("r1", Order.FIRE), spec("b1", Kind.FRENCH_FOOT, 36, 20, Side.BLUE),
                spec("r1", Kind.FRENCH_FOOT, 36, 25, Side.RED));
        int b1 = id(s, "b1");
        int r1 = id(s, "r1");
        charge(s, "b1");
        apply(s, new Charge(b1, r1));
        roll(s, 3); // reach 7" for 5"
        apply(s, new React(r1, Reaction.FIRE.ordinal()));
        assertTrue(s.currentTask() instanceof Shooting.PoolRoll, () -> "" + s.currentTask()); // the defender's fire
        roll(s, 2); // two hits
        if (s.currentTask() instanceof Shooting.SaveRoll) {
            roll(s, 0); // not saved
        }
        apply(s, new Pass()); // figures lost: the charger tests morale before it moves (AMB-28)
        assertTrue(s.currentTask() instanceof Morale.Test, () -> "" + s.currentTask());
        Morale.Test mt = (Morale.Test) s.currentTask();
        roll(s, s.unit(b1).figureCount() + 2 - mt.modifier()); // fails by 2
        assertTrue(s.currentTask() instanceof Morale.Distance && ((Morale.Distance) s.currentTask()).charger(), () -> "" + s.currentTask());
        roll(s, 3); // a d6 of 3 off its charge (LOA-MOR-7)
        assertEquals(3, s.unit(b1).chargeShortfall, 1e-9);
        apply(s, new Pass()); // the charge goes on
        assertEquals(24, s.unit(b1).y, 1e-9); // 4 + 3 − 3 = 4" of 5"
        assertEquals(-1, s.unit(b1).melee);
        // LOA-FIRE-10: halted short by its morale, it fires at half effect at its target
        assertTrue(s.currentTask() instanceof Shooting.PoolRoll p && p.shot().mode() == Shooting.HALF && p.shot().target() == r1,
                () -> "" + s.currentTask());
        assertTrue(s.unit(r1).acted);
    }
}
