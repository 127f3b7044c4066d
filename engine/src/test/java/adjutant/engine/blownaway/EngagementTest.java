package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Engagements: creation, merge, drop-out, component pruning (BA-ENG, spec 5.4). */
class EngagementTest {

    @Test
    @DisplayName("BA-ENG-1, BA-ENG-2, BA-CMB-14: first combat creates an engagement and a joining unit merges it")
    void firstCombatCreatesAnEngagementAndAJoiningUnitMergesIt_BA_ENG_1_BA_ENG_2_BA_CMB_14() {
        Positions p = Fx.chance();
        int a1 = p.infantry(Side.BLUE, 30, 10, 90);
        int a2 = p.infantry(Side.BLUE, 50, 10, 90);
        int b1 = p.infantry(Side.RED, 30, 13, -90);
        int b2 = p.infantry(Side.RED, 50, 13, -90);
        BaState s = p.start();
        Fx.fight(s, a1, b1, 13, 1); // b1 loses: k 1
        assertTrue(s.engaged(a1) && s.engaged(b1));
        assertEquals(s.engagement(a1), s.engagement(b1));
        assertTrue(s.paired(a1, b1) && s.paired(b1, a1));
        Fx.fight(s, a2, b2, 13, 1);
        assertNotEquals(s.engagement(a1), s.engagement(a2), "separate fights are separate engagements");
        // a1 now also fights b2 (continuing pairs only: make it a fresh neighbour by proximity)
        Engagements.join(s, a1, b2);
        assertEquals(s.engagement(a1), s.engagement(a2), "BA-ENG-2: engagements merge");
        assertEquals(1, s.killedInFight(b1), "each unit keeps its own k through a merge");
        assertEquals(1, s.killedInFight(b2));
        assertTrue(s.paired(a1, b2));
    }

    @Test
    @DisplayName("BA-ENG-4, BA-CMB-3: engaged units stay engaged at any distance and may continue")
    void engagedUnitsStayEngagedAtAnyDistanceAndMayContinue_BA_ENG_4_BA_CMB_3() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int b = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        Fx.fight(s, a, b, 13, 1);
        for (int f = s.setup.firstFigure[b]; f < s.setup.firstFigure[b] + 13; f++) {
            s.moveFigure(f, s.x(f), s.y(f) + 20); // drift far apart
        }
        s.moveAnchor(b, s.anchorX(b), s.anchorY(b) + 20);
        assertTrue(s.engaged(b));
        s.setUsedCombat(a, false);
        s.active = Side.BLUE;
        assertTrue(CombatEligibility.chance(s, a, b) == null, "continuing combat needs no distance");
        Fx.fight(s, a, b, 13, 1);
        assertEquals(2, s.killedInFight(b));
    }

    @Test
    @DisplayName("BA-ENG-5, BA-ENG-6, BA-TEST-31: unit with no man in ranks drops out and a one sided component is over")
    void unitWithNoManInRanksDropsOutAndAOneSidedComponentIsOver_BA_ENG_5_BA_ENG_6_BA_TEST_31() {
        Positions p = Fx.chance();
        int a1 = p.infantry(Side.BLUE, 20, 10, 90);
        int a2 = p.infantry(Side.BLUE, 40, 10, 90);
        int b1 = p.infantry(Side.RED, 20, 13, -90);
        int b2 = p.infantry(Side.RED, 40, 13, -90);
        BaState s = p.start();
        Engagements.join(s, a1, b1);
        Engagements.join(s, a2, b1);
        Engagements.join(s, a2, b2);
        BaState literal = null;
        // a killed man in each unit so that k and the tray can be seen
        for (int u : new int[] {a1, a2, b1, b2}) {
            Casualties.kill(s, s.setup.firstFigure[u] + 12, true);
        }
        literal = s.copy();
        for (int f = s.setup.firstFigure[b1]; f < s.setup.firstFigure[b1] + 13; f++) {
            if (s.statusOrdinal(f) == 0) {
                Casualties.run(s, f);
            }
        }
        Engagements.check(s);
        assertFalse(s.engaged(b1), "BA-ENG-5: b1 drops out");
        assertEquals(0, s.killedInFight(b1));
        assertEquals(1, Fx.removed(s, b1), "its killed man goes to the tray");
        assertFalse(s.engaged(a1), "BA-ENG-6: {a1} is one-sided, its fight is over");
        assertEquals(0, s.killedInFight(a1));
        assertEquals(1, Fx.removed(s, a1));
        assertTrue(s.engaged(a2) && s.engaged(b2), "{a2, b2} continues");
        assertEquals(1, s.killedInFight(a2));
        assertEquals(1, Fx.killedOnField(s, b2));
        assertFalse(s.paired(a2, b1));
    }

    @Test
    @DisplayName("BA-ENG-6, AMB-18: literal pruning keeps the whole engagement")
    void literalPruningKeepsTheWholeEngagement_BA_ENG_6_AMB_18_LITERAL() {
        Positions p = Positions.chance();
        Fx.Opt o = Fx.opt();
        o.pruning = adjutant.engine.blownaway.scenario.RulesOptions.EngagementPruning.LITERAL;
        p.options(o.build());
        int a1 = p.infantry(Side.BLUE, 20, 10, 90);
        int a2 = p.infantry(Side.BLUE, 40, 10, 90);
        int b1 = p.infantry(Side.RED, 20, 13, -90);
        int b2 = p.infantry(Side.RED, 40, 13, -90);
        BaState s = p.start();
        Engagements.join(s, a1, b1);
        Engagements.join(s, a2, b1);
        Engagements.join(s, a2, b2);
        for (int f = s.setup.firstFigure[b1]; f < s.setup.firstFigure[b1] + 13; f++) {
            Casualties.run(s, f);
        }
        Engagements.check(s);
        assertFalse(s.engaged(b1));
        assertTrue(s.engaged(a1), "LITERAL: a1 stays engaged");
        assertEquals(s.engagement(a1), s.engagement(b2));
        // when the last red member has no man in ranks the whole fight is over
        for (int f = s.setup.firstFigure[b2]; f < s.setup.firstFigure[b2] + 13; f++) {
            Casualties.run(s, f);
        }
        Engagements.check(s);
        assertFalse(s.engaged(a1) || s.engaged(a2));
    }

    @Test
    @DisplayName("BA-ENG-6, AMB-68: both sides losing their last men ends the fight for all")
    void bothSidesLosingTheirLastMenEndsTheFightForAll_BA_ENG_6_AMB_68() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int b = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        Engagements.join(s, a, b);
        for (int u : new int[] {a, b}) {
            for (int f = s.setup.firstFigure[u]; f < s.setup.firstFigure[u] + 13; f++) {
                Casualties.run(s, f);
            }
        }
        Engagements.check(s);
        assertFalse(s.engaged(a) || s.engaged(b));
    }

    @Test
    @DisplayName("BA-ENG-3: kills increase k only inside an engagement")
    void killsIncreaseKOnlyInsideAnEngagement_BA_ENG_3() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int b = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        Fx.fight(s, a, b, 13, 1);
        Fx.fight(s, a, b, 13, 1);
        assertEquals(2, s.killedInFight(b));
        assertEquals(2, Fx.killedOnField(s, b));
        assertEquals(2, s.killed(Side.RED));
    }

    @Test
    @DisplayName("BA-ENG-8, BA-TEST-11, BA-ENG-9: new engagement restarts k after an earlier fight")
    void newEngagementRestartsKAfterAnEarlierFight_BA_ENG_8_BA_TEST_11_BA_ENG_9() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int b = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        // b: 8 in ranks, 3 running, its 2 killed already in the tray after an earlier fight
        int first = s.setup.firstFigure[b];
        int[] order = new int[13];
        Casualties.canonicalOrder(s, b, FigureStatus.IN_RANKS, 30, 0, order);
        s.setStatus(order[0], (byte) FigureStatus.REMOVED.ordinal());
        s.setStatus(order[1], (byte) FigureStatus.REMOVED.ordinal());
        for (int i = 2; i < 5; i++) {
            Casualties.run(s, order[i]);
        }
        assertEquals(8, s.inRanks(b));
        assertEquals(3, s.running(b));
        assertFalse(s.engaged(b));
        assertTrue(s.inRanks(b) > 0 && s.running(b) > 0, "BA-ENG-9: it is MIXED (cannot move until rallied)");
        Fx.fight(s, a, b, 13, 1);
        assertEquals(1, s.killedInFight(b), "k restarted at 0");
        assertEquals(4, s.running(b), "1 runner from the first loss of the new fight");
        assertEquals(6, s.inRanks(b));
        assertTrue(first >= 0);
    }

    @Test
    @DisplayName("BA-ENG-10: engagements pairs and k are part of the hash")
    void engagementsPairsAndKArePartOfTheHash_BA_ENG_10() {
        Positions p = Fx.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int b = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        BaState t = s.copy();
        Engagements.join(t, a, b);
        assertNotEquals(s.hash(), t.hash());
        BaState u = t.copy();
        u.setK(b, 1);
        assertNotEquals(t.hash(), u.hash());
        BaState v = t.copy();
        v.pairs[a] = 0;
        assertNotEquals(t.hash(), v.hash());
    }

    @Test
    @DisplayName("BA-ENG-7: engagement checks follow every chance combat")
    void engagementChecksFollowEveryChanceCombat_BA_ENG_7() {
        Positions p = Fx.chance();
        int a = p.cavalry(Side.BLUE, 30, 10, 90);
        int b = p.cavalry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        // b has a single man in ranks: losing kills him, b drops out and the fight is over at once
        for (int f = s.setup.firstFigure[b] + 1; f < s.setup.firstFigure[b] + 10; f++) {
            s.setStatus(f, (byte) FigureStatus.REMOVED.ordinal());
        }
        Fx.fight(s, a, b, 13, 1);
        assertFalse(s.engaged(a) || s.engaged(b));
        assertEquals(10, Fx.removed(s, b));
    }
}
