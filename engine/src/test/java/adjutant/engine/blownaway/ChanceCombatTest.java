package adjutant.engine.blownaway;

import adjutant.engine.blownaway.scenario.BaScenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.action.CardDraw;
import adjutant.engine.blownaway.action.EndCombats;
import adjutant.engine.blownaway.action.Fight;
import adjutant.engine.blownaway.action.Pass;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.scenario.TerrainKind;
import adjutant.engine.blownaway.scenario.UnitSpec;
import adjutant.engine.blownaway.scenario.UnitType;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The chance version's combat (BA-CMB, BA-CMB-C, F-1..F-6, 5.3). */
class ChanceCombatTest {
    private final BlownAwayRules rules = Fx.RULES;

    @Test
    @DisplayName("BA-CMB-C-1, BA-CMB-C-10: active side fights through the phase machine")
    void activeSideFightsThroughThePhaseMachine_BA_CMB_C_1_BA_CMB_C_10() {
        Positions p = Positions.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        rules.apply(s, new Pass());
        assertEquals(Phase.COMBAT, s.phase());
        assertEquals(List.of(new Fight(a, e)), Combat.fights(s), "only the active side's units fight");
        rules.apply(s, new Fight(a, e));
        assertEquals(Phase.CARDS, s.phase());
        assertTrue(rules.isChanceNode(s));
        rules.apply(s, new CardDraw(9, 3));
        assertEquals(1, s.killedInFight(e));
        assertEquals(3, s.cardsLeft(Side.BLUE, 9), "cards go to the discard piles");
        assertEquals(1, s.cardsDiscarded(Side.RED, 3));
        assertEquals(Side.RED, s.active(), "a used unit cannot fight again: the turn ended");
        assertTrue(s.usedCombat(a) || s.turn() == 2);
    }

    @Test
    @DisplayName("BA-CMB-2, BA-CMB-C-1, AMB-61: fresh combat needs contact and one side facing the other")
    void freshCombatNeedsContactAndOneSideFacingTheOther_BA_CMB_2_BA_CMB_C_1_AMB_61() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int far = p.infantry(Side.BLUE, 60, 10, 90);
        int back = p.infantry(Side.RED, 30, 13, 90); // faces away; blue faces it
        int e2 = p.infantry(Side.RED, 60, 15, -90); // 5 in away
        BaState s = p.start();
        assertNull(CombatEligibility.chance(s, a, back), "a faces back: one facing suffices");
        assertNull(CombatEligibility.chance(s, back, a), "back does not face a, but a faces back");
        assertEquals("BA-CMB-2", CombatEligibility.chance(s, far, e2).ruleId());
        // neither faces: turn a around too
        s.setFacing(a, -90);
        s.moveAnchor(a, s.anchorX(a), 9);
        assertEquals("BA-CMB-C-1", CombatEligibility.chance(s, a, back).ruleId());
    }

    @Test
    @DisplayName("BA-CMB-1, AMB-59: mobs cannot fight or be attacked")
    void mobsCannotFightOrBeAttacked_BA_CMB_1_AMB_59() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        for (int f = s.setup.firstFigure[e]; f < s.setup.firstFigure[e] + 13; f++) {
            s.setStatus(f, (byte) FigureStatus.RUNNING.ordinal());
        }
        assertEquals("BA-CMB-1", CombatEligibility.chance(s, a, e).ruleId());
        assertEquals("BA-CMB-1", CombatEligibility.chance(s, e, a).ruleId());
    }

    @Test
    @DisplayName("BA-CMB-4, AMB-62: one combat per unit per turn but targets may be attacked repeatedly")
    void oneCombatPerUnitPerTurnButTargetsMayBeAttackedRepeatedly_BA_CMB_4_AMB_62() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int a2 = p.infantry(Side.BLUE, 37, 10, 90);
        int e = p.infantry(Side.RED, 33, 13, -90);
        BaState s = p.start();
        rules.apply(s, new Pass());
        rules.apply(s, new Fight(a, e));
        rules.apply(s, new CardDraw(13, 1));
        assertEquals("BA-CMB-4", rules.validate(s, new Fight(a, e)).ruleId());
        assertTrue(rules.validate(s, new Fight(a2, e)).legal(), "the target may be attacked again");
        rules.apply(s, new Fight(a2, e));
        rules.apply(s, new CardDraw(13, 1));
        assertEquals(2, s.killedInFight(e));
        assertEquals(Side.RED, s.active(), "no eligible combat left: the turn ends");
    }

    @Test
    @DisplayName("BA-CMB-3, BA-CMB-15: continuing combat needs no facing")
    void continuingCombatNeedsNoFacing_BA_CMB_3_BA_CMB_15() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        Fx.fight(s, a, e, 13, 1);
        s.setFacing(a, -90); // turned away, and no line of sight is ever needed
        s.setFacing(e, 90);
        s.setUsedCombat(a, false);
        s.active = Side.BLUE;
        assertNull(CombatEligibility.chance(s, a, e));
    }

    @Test
    @DisplayName("BA-CMB-C-2, BA-CMB-C-3, BA-CMB-C-5: card values and higher wins")
    void cardValuesAndHigherWins_BA_CMB_C_2_BA_CMB_C_3_BA_CMB_C_5() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        BaState t = s.copy();
        Fx.fight(s, a, e, 12, 11); // Queen beats Jack
        assertEquals(1, s.killedInFight(e));
        assertEquals(0, s.killedInFight(a));
        Fx.fight(t, a, e, 1, 13); // Ace loses to King
        assertEquals(1, t.killedInFight(a));
        assertEquals(1, t.running(a));
        assertEquals(0, t.killedInFight(e));
    }

    @Test
    @DisplayName("BA-TEST-05, BA-CMB-C-8: battery win runners from the card")
    void batteryWinRunnersFromTheCard_BA_TEST_05_BA_CMB_C_8() {
        int[] cards = {7, 10, 11, 12, 13};
        int[] runners = {7, 10, 4, 4, 4};
        for (int i = 0; i < cards.length; i++) {
            Positions p = Fx.chance();
            int g = p.battery(Side.BLUE, 30, 10, 90);
            int e = p.infantry(Side.RED, 30, 13, -90);
            BaState s = p.start();
            Fx.fight(s, g, e, cards[i], 1);
            assertEquals(1, s.killedInFight(e), "always exactly 1 killed");
            assertEquals(runners[i], s.running(e), "card " + cards[i]);
            if (cards[i] == 10) {
                assertEquals(2, s.inRanks(e));
            }
        }
        // Ace: the battery can only win it with its +3 from a trench; +3 is never part of the runners
        Positions p = Fx.chance();
        p.terrain(Fx.rect(TerrainKind.TRENCH, 25, 6, 35, 10.5));
        int g = p.battery(Side.BLUE, 30, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        Fx.fight(s, e, g, 2, 1);
        assertEquals(1, s.running(e), "artRun(Ace) = 1");
        assertEquals(Cards.artRun(13), 4);
    }

    @Test
    @DisplayName("BA-TEST-07, BA-CMB-C-6: ties hit both sides with their own k")
    void tiesHitBothSidesWithTheirOwnK_BA_TEST_07_BA_CMB_C_6() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        Fx.fight(s, a, e, 5, 5);
        for (int u : new int[] {a, e}) {
            assertEquals(1, s.killedInFight(u));
            assertEquals(1, s.running(u));
        }
        Fx.fight(s, e, a, 9, 9);
        for (int u : new int[] {a, e}) {
            assertEquals(2, s.killedInFight(u));
            assertEquals(3, s.running(u), "1 + 2 run");
        }
    }

    @Test
    @DisplayName("BA-TEST-20, BA-CMB-C-9, BA-CMB-13, AMB-63: winner modifiers")
    void winnerModifiers_BA_TEST_20_BA_CMB_C_9_BA_CMB_13_AMB_63() {
        // (a) cavalry wins against infantry: 1 + 2
        Positions p = Fx.chance();
        int c = p.cavalry(Side.BLUE, 30, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        Fx.fight(s, c, e, 13, 1);
        assertEquals(2, s.running(e));
        // cavalry gets its +1 also when it wins as the target
        BaState t = p.start();
        Fx.fight(t, e, c, 1, 13);
        assertEquals(2, t.running(e));
        // (b) cavalry wins from the flank against militia: 1 + 1 + 2 + 4 = 8
        p = Fx.chance();
        c = p.cavalry(Side.BLUE, 30, 14, 90);
        int m = p.unit(Side.RED, UnitType.INFANTRY, Formation.LINE, 30, 20, 0, UnitSpec.standardInfantry(), true);
        s = p.start();
        assertTrue(Relations.flankOrRear(s, c, m));
        Fx.fight(s, c, m, 13, 1);
        assertEquals(8, s.running(m));
        // (c) infantry wins against a unit with a pikeman left after the kill: 1 + 0
        p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int pk = p.unit(Side.RED, UnitType.INFANTRY, Formation.LINE, 30, 13, -90,
                Positions.men(Role.SOLDIER, 8, Role.PIKEMAN, 2, Role.OFFICER, 1, Role.DRUMMER, 1, Role.FLAG_BEARER, 1),
                false);
        s = p.start();
        Fx.fight(s, a, pk, 13, 1);
        assertEquals(1, s.killedInFight(pk));
        assertEquals(0, s.running(pk));
        // (d) a battery wins from the flank with a 9 against 13 men: 9 + 4 capped to 12
        p = Fx.chance();
        int g = p.battery(Side.BLUE, 30, 16, 90);
        int f = p.infantry(Side.RED, 30, 20, 0);
        s = p.start();
        assertTrue(Relations.flankOrRear(s, g, f));
        Fx.fight(s, g, f, 9, 1);
        assertEquals(0, s.inRanks(f));
        assertEquals(12, s.running(f));
    }

    @Test
    @DisplayName("BA-TEST-22: sectors of a line")
    void sectorsOfALine_BA_TEST_22() {
        Positions p = Fx.chance();
        int u = p.infantry(Side.BLUE, 30, 10, 90); // BA-TEST-22's line shifted by (27, 10)
        BaState s = p.start();
        Object[][] pts = {{3.0, 3.0, Relations.Sector.FRONT}, {9.0, 2.0, Relations.Sector.RIGHT_FLANK},
            {8.0, 2.0, Relations.Sector.FRONT}, {3.0, -4.0, Relations.Sector.REAR},
            {-2.0, -0.5, Relations.Sector.LEFT_FLANK}, {10.0, -6.0, Relations.Sector.REAR}};
        for (Object[] q : pts) {
            assertEquals(q[2], Relations.sector(s, u, 27 + (double) q[0], 10 + (double) q[1]), q[0] + "," + q[1]);
        }
    }

    @Test
    @DisplayName("BA-TEST-23, BA-GEO-8: flank bonus follows the winners reference point")
    void flankBonusFollowsTheWinnersReferencePoint_BA_TEST_23_BA_GEO_8() {
        // the loser of BA-TEST-22 shifted by (27, 10): a line facing +y, front rank x 27..33 at y = 10
        for (double[] ref : new double[][] {{36, 12, 6}, {30, 15, 2}}) {
            Positions p = Fx.chance();
            int l = p.infantry(Side.BLUE, 30, 10, 90);
            int w = p.battery(Side.RED, ref[0], ref[1], 180);
            BaState s = p.start();
            Engagements.join(s, l, w);
            Fx.fight(s, w, l, 2, 1);
            assertEquals((int) ref[2], s.running(l), "winner's axle at " + ref[0] + "," + ref[1]);
        }
    }

    @Test
    @DisplayName("BA-TEST-21, AMB-10: tie with battery applies winner mods both ways")
    void tieWithBatteryAppliesWinnerModsBothWays_BA_TEST_21_AMB_10() {
        Positions p = Fx.chance();
        int g = p.battery(Side.BLUE, 30, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        Fx.fight(s, g, e, 6, 6);
        assertEquals(1, Fx.killedOnField(s, g));
        assertEquals(1, s.running(g));
        assertEquals(2, s.inRanks(g));
        assertEquals(1, s.killedInFight(e));
        assertEquals(6, s.running(e));
        assertEquals(6, s.inRanks(e));
        Positions q = Positions.chance();
        Fx.Opt o = Fx.opt();
        o.tieMods = false;
        q.options(o.build());
        g = q.battery(Side.BLUE, 30, 10, 90);
        e = q.infantry(Side.RED, 30, 13, -90);
        s = q.start();
        Fx.fight(s, g, e, 6, 6);
        assertEquals(1, s.running(e), "tieAppliesWinnerMods = false: 1 + 1");
    }

    @Test
    @DisplayName("BA-CMB-C-9, AMB-11: chance mods on artillery win option")
    void chanceModsOnArtilleryWinOption_BA_CMB_C_9_AMB_11() {
        Positions p = Positions.chance();
        Fx.Opt o = Fx.opt();
        o.artMods = false;
        p.options(o.build());
        int g = p.battery(Side.BLUE, 30, 10, 90);
        int m = p.unit(Side.RED, UnitType.INFANTRY, Formation.LINE, 30, 13, -90, UnitSpec.standardInfantry(), true);
        BaState s = p.start();
        Fx.fight(s, g, m, 5, 1);
        assertEquals(5, s.running(m), "no militia +2 on the card base with the option off");
        Positions q = Fx.chance();
        g = q.battery(Side.BLUE, 30, 10, 90);
        m = q.unit(Side.RED, UnitType.INFANTRY, Formation.LINE, 30, 13, -90, UnitSpec.standardInfantry(), true);
        s = q.start();
        Fx.fight(s, g, m, 5, 1);
        assertEquals(7, s.running(m), "default: militia +2 on top of the card");
    }

    @Test
    @DisplayName("BA-CMB-16: unmanned battery cannot attack and defends with the normal rule")
    void unmannedBatteryCannotAttackAndDefendsWithTheNormalRule_BA_CMB_16() {
        Positions p = Fx.chance();
        int g = p.battery(Side.BLUE, 30, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        // one gunner detached near the enemy, the others gone
        int first = s.setup.firstFigure[g];
        for (int f = first; f < first + 3; f++) {
            s.setStatus(f, (byte) FigureStatus.REMOVED.ordinal());
        }
        s.setSlot(first + 3, -1);
        s.moveFigure(first + 3, 30, 11);
        assertFalse(Relations.manned(s, g));
        assertEquals("BA-CMB-16", CombatEligibility.chance(s, g, e).ruleId());
        assertNull(CombatEligibility.chance(s, e, g), "its detached gunner can be attacked");
        Fx.fight(s, e, g, 1, 13); // the detached gunner wins its defence with a King
        assertEquals(1, s.killedInFight(e));
        assertEquals(1, s.running(e), "normal rule k = 1, not artRun(King) = 4");
    }

    @Test
    @DisplayName("BA-CMB-14: engagement is joined before the losses")
    void engagementIsJoinedBeforeTheLosses_BA_CMB_14() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int e = p.cavalry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        for (int f = s.setup.firstFigure[e] + 1; f < s.setup.firstFigure[e] + 10; f++) {
            s.setStatus(f, (byte) FigureStatus.REMOVED.ordinal());
        }
        Fx.fight(s, a, e, 13, 1);
        // the single trooper was killed inside the engagement (k + 1), then the unit dropped out
        assertEquals(1, s.killed(Side.RED));
        assertFalse(s.engaged(e));
        assertEquals(10, Fx.removed(s, e));
    }

    @Test
    @DisplayName("BA-CMB-C-2: exact probabilities from fresh decks_5_3")
    void exactProbabilitiesFromFreshDecks_5_3_BA_CMB_C_2() {
        for (boolean cover : new boolean[] {false, true}) {
            Positions p = Positions.chance();
            if (cover) {
                p.terrain(Fx.rect(TerrainKind.TRENCH, 25, 12.5, 35, 16));
            }
            int a = p.infantry(Side.BLUE, 30, 10, 90);
            int e = p.infantry(Side.RED, 30, 13, -90);
            BaState s = p.start();
            rules.apply(s, new Pass());
            rules.apply(s, new Fight(a, e));
            List<ChanceOutcome<BaAction>> out = rules.chanceOutcomes(s);
            assertEquals(169, out.size());
            double win = 0;
            double tie = 0;
            double loss = 0;
            double total = 0;
            for (ChanceOutcome<BaAction> o : out) {
                BaState c = s.copy();
                rules.apply(c, o.outcome());
                boolean aLost = c.killed(Side.BLUE) > 0;
                boolean eLost = c.killed(Side.RED) > 0;
                if (aLost && eLost) {
                    tie += o.probability();
                } else if (eLost) {
                    win += o.probability();
                } else {
                    loss += o.probability();
                }
                total += o.probability();
            }
            assertEquals(1.0, total, 1e-12);
            if (!cover) {
                assertEquals(6.0 / 13, win, 1e-12);
                assertEquals(1.0 / 13, tie, 1e-12);
                assertEquals(6.0 / 13, loss, 1e-12);
            } else {
                assertEquals(45.0 / 169, win, 1e-12);
                assertEquals(10.0 / 169, tie, 1e-12);
                assertEquals(114.0 / 169, loss, 1e-12);
            }
        }
    }

    @Test
    @DisplayName("BA-TEST-35, AMB-02: deck composition and reshuffle")
    void deckCompositionAndReshuffle_BA_TEST_35_AMB_02() {
        Positions p = Positions.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        // blue: 20 cards left, 3 of them Kings
        int[] left = {2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 2, 1, 3};
        for (int v = 0; v < 13; v++) {
            s.setDeckCount(v, left[v]);
            s.setDiscardCount(v, 4 - left[v]);
        }
        assertEquals(20, s.cardsLeft(Side.BLUE));
        assertEquals(3.0 / 20, Cards.distribution(s, Side.BLUE)[12], 1e-15);
        rules.apply(s, new Pass());
        rules.apply(s, new Fight(a, e));
        double pKing = 0;
        for (ChanceOutcome<BaAction> o : rules.chanceOutcomes(s)) {
            if (((CardDraw) o.outcome()).blue() == 13) {
                pKing += o.probability();
            }
        }
        assertEquals(3.0 / 20, pKing, 1e-12);
        // draw blue's deck empty: the next draw reshuffles the 52 discards
        BaState d = p.start();
        for (int i = 0; i < 52; i++) {
            int v = 0;
            while (d.deckCount(v) == 0) {
                v++;
            }
            BlownAwayRules.drawCards(d, new CardDraw(v + 1, (i % 13) + 1));
        }
        assertEquals(0, d.cardsLeft(Side.BLUE));
        assertEquals(1.0 / 13, Cards.distribution(d, Side.BLUE)[0], 1e-15, "an empty deck draws from its discards");
        BlownAwayRules.drawCards(d, new CardDraw(5, 5));
        assertEquals(51, d.cardsLeft(Side.BLUE), "reshuffled: 52 cards, one drawn");
        assertEquals(1, d.cardsDiscarded(Side.BLUE, 5));
        assertNotNull(new EndCombats());
    }

    @Test
    void independentDrawsGive169EqualOutcomes_AMB_02_INDEPENDENT() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        rules.apply(s, new Pass());
        rules.apply(s, new Fight(a, e));
        List<ChanceOutcome<BaAction>> out = rules.chanceOutcomes(s);
        assertEquals(169, out.size());
        for (ChanceOutcome<BaAction> o : out) {
            assertEquals(1.0 / 169, o.probability(), 1e-15);
        }
    }

    @Test
    @DisplayName("BA-CMB-C-2: sampling the cards picks the pair that sampling the outcome list picks")
    void samplingTheCardsPicksWhatTheOutcomeListPicks() {
        RandomPlayout playout = new RandomPlayout(rules);
        java.util.SplittableRandom rng = new java.util.SplittableRandom(3);
        int nodes = 0;
        for (int g = 0; g < 20; g++) {
            BaState s = BlownAway.newGame(BaScenario.named("encounter"),
                    adjutant.engine.blownaway.scenario.Variant.CHANCE, g);
            while (!s.outcome().isOver()) {
                if (rules.isChanceNode(s)) {
                    nodes++;
                    List<ChanceOutcome<BaAction>> out = rules.chanceOutcomes(s);
                    for (double u : new double[] {0, 0.5, Math.nextDown(1.0), rng.nextDouble(), rng.nextDouble()}) {
                        assertEquals(fromList(out, u), rules.sampleChance(s, u), "u = " + u);
                    }
                }
                playout.step(s, rng);
            }
        }
        assertTrue(nodes > 100, nodes + " chance nodes");
    }

    /** The outcome whose running sum of probabilities first exceeds u, the last if none does. */
    private static BaAction fromList(List<ChanceOutcome<BaAction>> out, double u) {
        double sum = 0;
        for (ChanceOutcome<BaAction> o : out) {
            sum += o.probability();
            if (u < sum) {
                return o.outcome();
            }
        }
        return out.get(out.size() - 1).outcome();
    }
}
