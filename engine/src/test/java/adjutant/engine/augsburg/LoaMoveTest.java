package adjutant.engine.augsburg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Move;
import adjutant.engine.dice.Distribution;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Movement and terrain: LOA-MOVE-1 to LOA-MOVE-6, LOA-TERR-1 to LOA-TERR-3, AMB-23 to AMB-26. */
class LoaMoveTest {

    private final LoaRules rules = LeagueOfAugsburgRuleset.get().rules();

    /** Pushes the step of an order for the unit and returns the game. */
    private static LoaState offered(LoaState s, int u, Order o) {
        MoveRules.offerMove(s, u, o);
        assertTrue(s.currentTask() instanceof UnitMove);
        return s;
    }

    private Verdict check(LoaState s, Move m) {
        return rules.validate(s, m);
    }

    /** LOA-MOVE-1: the rates in good going, bad going and per obstacle, by troop type; LOA-ORG-11 commanders. */
    @Test
    void ratesByTroopType() {
        LoaState s = MoveFixture.game();
        int f1 = MoveFixture.unit(s, "f1");
        int sk = MoveFixture.unit(s, "sk");
        int p1 = MoveFixture.unit(s, "p1");
        int lg = MoveFixture.unit(s, "lg");
        assertEquals(new MoveRates.Rate(4, 3, 1), MoveRates.of(s, f1));
        assertEquals(new MoveRates.Rate(6, 5, 1), MoveRates.of(s, sk));
        assertEquals(new MoveRates.Rate(8, 3, 2), MoveRates.of(s, p1));
        assertEquals(4, MoveRates.of(s, lg).good());
        assertTrue(Double.isNaN(MoveRates.of(s, lg).bad())); // limbered cannon: not allowed in bad going
        assertEquals(new MoveRates.Rate(12, 8, 1), MoveRates.COMMANDER);
        assertEquals(4, MoveRules.normalMove(s, f1));
        assertEquals(8, MoveRules.normalMove(s, p1));
    }

    /** LOA-MOVE-2, AMB-25: M is a straight advance up to the NM; any exact straight move is accepted. */
    @Test
    void moveIsStraightAheadUpToTheNormalMove() {
        LoaState s = MoveFixture.game();
        int f2 = MoveFixture.unit(s, "f2");
        LoaFixture.place(s, "f2", 40, 20, 90); // open ground
        offered(s, f2, Order.MOVE);
        assertTrue(check(s, new Move(f2, 40, 24, 90)).legal());
        assertTrue(check(s, new Move(f2, 40, 22.37, 90)).legal());
        Verdict far = check(s, new Move(f2, 40, 24.5, 90));
        assertEquals("LOA-MOVE-1", far.ruleId());
        assertEquals("LOA-MOVE-2", check(s, new Move(f2, 41, 23, 90)).ruleId()); // sideways
        assertEquals("LOA-MOVE-2", check(s, new Move(f2, 40, 23, 100)).ruleId()); // turned
        assertEquals("LOA-MOVE-2", check(s, new Move(f2, 40, 19, 90)).ruleId()); // backward
        assertEquals("LOA-ORD-2", check(s, new Move(0, 20, 9, 90)).ruleId()); // another unit
        LoaFixture.apply(s, new Move(f2, 40, 24, 90));
        assertEquals(24, s.unit(f2).y, 1e-9);
    }

    /** AMB-23: infantry using 2" of good going has half its allowance left, 1.5" in bad going. */
    @Test
    void mixedGoingIsProRated() {
        LoaState s = MoveFixture.game();
        int f1 = MoveFixture.unit(s, "f1");
        offered(s, f1, Order.MOVE);
        assertTrue(check(s, new Move(f1, 20, 11.5, 90)).legal()); // 2" good + 1.5" bad
        Verdict v = check(s, new Move(f1, 20, 11.6, 90));
        assertFalse(v.legal());
        assertEquals("LOA-MOVE-1", v.ruleId());
        assertEquals(0.5 + 1.5 / 3, MoveRates.spent(s, MoveRates.of(s, f1), new Vec2(20, 8), new Vec2(20, 11.5)), 1e-9);
    }

    /** LOA-TERR-1, LOA-MOVE-1: an obstacle crossed costs its deduction; limbered cannon may not cross one. */
    @Test
    void obstaclesCostDistance() {
        LoaState s = MoveFixture.game();
        int f2 = MoveFixture.unit(s, "f2");
        offered(s, f2, Order.MOVE);
        assertTrue(check(s, new Move(f2, 40, 11, 90)).legal()); // 3" + the hedge's 1"
        assertEquals("LOA-MOVE-1", check(s, new Move(f2, 40, 11.1, 90)).ruleId());
        int lg = MoveFixture.unit(s, "lg");
        LoaFixture.place(s, "lg", 45, 7, 90);
        s.push(new UnitMove(lg, Order.MOVE.ordinal()));
        assertTrue(check(s, new Move(lg, 45, 8.9, 90)).legal());
        assertEquals("LOA-MOVE-1", check(s, new Move(lg, 45, 10, 90)).ruleId());
        assertTrue(Going.isObstacle(adjutant.engine.scenario.TerrainKind.HEDGE));
        assertTrue(Going.isBadGoing(adjutant.engine.scenario.TerrainKind.WOODS));
        assertTrue(Going.isBadGoing(adjutant.engine.scenario.TerrainKind.BUILDING));
        assertFalse(Going.isBadGoing(adjutant.engine.scenario.TerrainKind.HILL));
    }

    /** LOA-MOVE-1: limbered cannon may not enter bad going. */
    @Test
    void limberedGunsKeepOutOfBadGoing() {
        LoaState s = MoveFixture.game();
        int lg = MoveFixture.unit(s, "lg");
        LoaFixture.place(s, "lg", 13, 27, 270); // facing down the table toward the wood's top edge (y 16)
        s.push(new UnitMove(lg, Order.MOVE.ordinal()));
        assertTrue(check(s, new Move(lg, 13, 23, 270)).legal());
        LoaFixture.place(s, "lg", 13, 19, 270);
        assertEquals("LOA-MOVE-1", check(s, new Move(lg, 13, 15, 270)).ruleId());
    }

    /** LOA-MOVE-2, AMB-25: W pivots on the front corner it turns toward; the outer corner's arc at most the NM. */
    @Test
    void wheelPivotsOnAFrontCorner() {
        LoaState s = MoveFixture.game();
        int f2 = MoveFixture.unit(s, "f2");
        LoaFixture.place(s, "f2", 40, 20, 90);
        offered(s, f2, Order.WHEEL);
        Footprint f = s.footprint(f2);
        // 8" wide: a 4" arc is 4/8 rad = 28.6°
        double max = Math.toDegrees(4.0 / 8);
        Vec2 left = new Vec2(36, 20);
        Vec2 ok = left.plus(new Vec2(4, 0).rotate(28));
        assertTrue(check(s, new Move(f2, ok.x(), ok.y(), 118)).legal());
        Vec2 tooFar = left.plus(new Vec2(4, 0).rotate(max + 2));
        assertEquals("LOA-MOVE-1", check(s, new Move(f2, tooFar.x(), tooFar.y(), 90 + max + 2)).ruleId());
        Vec2 right = new Vec2(44, 20);
        Vec2 r = right.plus(new Vec2(-4, 0).rotate(-20));
        assertTrue(check(s, new Move(f2, r.x(), r.y(), 70)).legal());
        // turning left about the right corner is no wheel
        Vec2 wrong = right.plus(new Vec2(-4, 0).rotate(20));
        assertEquals("LOA-MOVE-2", check(s, new Move(f2, wrong.x(), wrong.y(), 110)).ruleId());
        assertEquals(8, f.width(), 1e-9);
        LoaFixture.apply(s, new Move(f2, ok.x(), ok.y(), 118));
        assertEquals(118, s.unit(f2).facing, 1e-9);
    }

    /** LOA-MOVE-3, AMB-26: R about-faces and moves rearward at half rate, ending facing its way; another R turns it back. */
    @Test
    void retireFacesAboutAtHalfRate() {
        LoaState s = MoveFixture.game();
        int f2 = MoveFixture.unit(s, "f2");
        LoaFixture.place(s, "f2", 40, 20, 90);
        offered(s, f2, Order.RETIRE);
        // the rear edge (y 18) becomes the front, facing 270; 2" at half rate
        assertTrue(check(s, new Move(f2, 40, 16, 270)).legal());
        assertEquals("LOA-MOVE-1", check(s, new Move(f2, 40, 15.5, 270)).ruleId());
        assertEquals("LOA-MOVE-3", check(s, new Move(f2, 40, 18, 90)).ruleId()); // no about face
        assertTrue(check(s, new Move(f2, 40, 18, 270)).legal()); // about face in place
        LoaFixture.apply(s, new Move(f2, 40, 16, 270));
        assertEquals(270, s.unit(f2).facing, 1e-9);
        offered(s, f2, Order.RETIRE);
        assertTrue(check(s, new Move(f2, 40, 20, 90)).legal()); // back toward the enemy, facing it again
    }

    /** AMB-26: a T order faces foot about where it stands, leaving it Unformed until its next order completes. */
    @Test
    void formationOrderFacesFootAbout() {
        LoaState s = MoveFixture.game();
        int f2 = MoveFixture.unit(s, "f2");
        LoaFixture.place(s, "f2", 40, 20, 90);
        s.unit(f2).chit = Order.FORMATION.ordinal();
        Orders.execute(s, f2);
        assertEquals(270, s.unit(f2).facing, 1e-9);
        assertEquals(18, s.unit(f2).y, 1e-9);
        assertTrue(s.unit(f2).has(Status.UNFORMED));
    }

    /** AMB-24: unlimbered guns do not move; on a W order they pivot up to 45° on their centre. */
    @Test
    void unlimberedGunsOnlyPivot() {
        LoaState s = MoveFixture.game();
        int g = MoveFixture.unit(s, "g");
        int before = s.tasks.size();
        MoveRules.offerMove(s, g, Order.MOVE);
        MoveRules.offerMove(s, g, Order.RETIRE);
        assertEquals(before, s.tasks.size());
        offered(s, g, Order.WHEEL);
        Footprint f = s.footprint(g);
        Vec2 c = f.centre();
        Vec2 p = c.plus(f.front().minus(c).rotate(45));
        assertTrue(check(s, new Move(g, p.x(), p.y(), 135)).legal());
        Vec2 q = c.plus(f.front().minus(c).rotate(50));
        assertEquals("LOA-MOVE-1", check(s, new Move(g, q.x(), q.y(), 140)).ruleId());
        for (LoaAction a : rules.legalActions(s)) {
            assertTrue(check(s, (Move) a).legal());
        }
    }

    /** LOA-TERR-2, AMB-29: entering bad going makes a unit Unformed, leaving it recovers; U does not lift it inside. */
    @Test
    void badGoingUnformsUntilLeft() {
        LoaState s = MoveFixture.game();
        int f1 = MoveFixture.unit(s, "f1");
        offered(s, f1, Order.MOVE);
        LoaFixture.apply(s, new Move(f1, 20, 11, 90));
        assertTrue(s.unit(f1).has(Status.UNFORMED));
        assertTrue(s.unit(f1).unformedByTerrain);
        LoaState copy = s.copy();
        assertEquals(s.hash(), copy.hash());
        copy.unit(f1).unformedByTerrain = false; // the flag is part of the state
        assertFalse(s.hash() == copy.hash());
        s.unit(f1).chit = Order.FORM_UP.ordinal();
        Orders.execute(s, f1);
        assertTrue(s.unit(f1).has(Status.UNFORMED)); // stays so while in that terrain
        LoaFixture.place(s, "f1", 20, 11.5, 90); // its rear edge at 9.5: partly in the wood
        offered(s, f1, Order.RETIRE);
        assertTrue(check(s, new Move(f1, 20, 8.5, 270)).legal());
        LoaFixture.apply(s, new Move(f1, 20, 7.5, 270)); // faces about and goes 2" (half rate): out of the wood
        assertFalse(s.unit(f1).has(Status.UNFORMED));
        // Skirmishing Foot are never Unformed by the ground
        int sk = MoveFixture.unit(s, "sk");
        MoveRules.place(s, sk, 14, 12, 90);
        assertFalse(s.unit(sk).has(Status.UNFORMED));
        // a unit Unformed for another cause stays so on leaving
        MoveRules.place(s, f1, 20, 20, 90);
        s.unit(f1).set(Status.UNFORMED);
        MoveRules.place(s, f1, 20, 12, 90);
        MoveRules.place(s, f1, 20, 20, 90);
        assertTrue(s.unit(f1).has(Status.UNFORMED));
    }

    /** LOA-TERR-3, AMB-30, AMB-35: cover categories, the best one counting. */
    @Test
    void coverCategories() {
        LoaState s = MoveFixture.game();
        int f1 = MoveFixture.unit(s, "f1");
        int f2 = MoveFixture.unit(s, "f2");
        assertEquals(Cover.NONE, Going.cover(s, f1));
        assertEquals(Cover.LINEAR, Going.cover(s, f2)); // lining the hedge 1" ahead
        MoveRules.place(s, f1, 20, 14, 90);
        Cover woods = Going.cover(s, f1);
        assertEquals(Cover.WOODS, woods);
        assertEquals(5, woods.save);
        assertTrue(woods.halvesFire);
        assertEquals(-2, woods.morale);
        assertEquals(6, Cover.LINEAR.save);
        assertFalse(Cover.LINEAR.halvesFire);
        assertEquals(-2, Cover.LINEAR.meleeObstacle);
        assertEquals(4, Cover.HARD.save);
        assertEquals(-3, Cover.HARD.morale);
        assertFalse(Cover.LIGHT_WORKS.halvesFire);
        assertEquals(Cover.WOODS, Cover.LINEAR.best(Cover.WOODS));
        assertEquals(Cover.LIGHT_WORKS, Going.cover(adjutant.engine.scenario.TerrainKind.TRENCH));
        assertEquals(Cover.HARD, Going.cover(adjutant.engine.scenario.TerrainKind.REDOUBT));
        assertEquals(Cover.WOODEN_BUILDING, Going.cover(adjutant.engine.scenario.TerrainKind.VILLAGE));
    }

    /** LOA-MELEE-1, AMB-63: a move neither touches an enemy nor passes through friends, except skirmishers. */
    @Test
    void movesKeepClearOfOtherUnits() {
        LoaState s = MoveFixture.game();
        int f2 = MoveFixture.unit(s, "f2");
        LoaFixture.place(s, "f2", 40, 30, 90);
        LoaFixture.place(s, "p1", 40, 33, 270); // pistoleers 3" ahead, facing it (their front at y 33)
        offered(s, f2, Order.MOVE);
        assertTrue(check(s, new Move(f2, 40, 32.5, 90)).legal());
        assertEquals("LOA-MELEE-1", check(s, new Move(f2, 40, 33, 90)).ruleId());
        // friends in the way
        LoaFixture.place(s, "p1", 40, 46, 270);
        LoaFixture.place(s, "f1", 40, 34, 90); // its rear at y 32
        assertEquals("LOA-FIRE-9", check(s, new Move(f2, 40, 33, 90)).ruleId());
        int sk = MoveFixture.unit(s, "sk");
        LoaFixture.place(s, "sk", 40, 29, 90); // 3" wide at x 38.5–41.5, y 27–29
        LoaFixture.place(s, "f2", 60, 30, 90);
        LoaFixture.place(s, "f1", 40, 32, 90); // y 30–32, 1" ahead of the skirmishers
        s.tasks.pop();
        offered(s, sk, Order.MOVE);
        assertTrue(check(s, new Move(sk, 40, 35, 90)).legal()); // through the battalion and out beyond it
        assertEquals("LOA-FIRE-9", check(s, new Move(sk, 40, 31, 90)).ruleId()); // but not ending on it
    }

    /** The short list: never empty, every candidate legal, standing still among them; up to just outside charge and contact. */
    @Test
    void candidatesAreLegalAndSensible() {
        LoaState s = MoveFixture.game();
        int f2 = MoveFixture.unit(s, "f2");
        LoaFixture.place(s, "f2", 40, 20, 90);
        LoaFixture.place(s, "p1", 40, 34, 270); // 14" ahead; pistoleers reach 8 + 6
        for (Order o : List.of(Order.MOVE, Order.WHEEL, Order.RETIRE)) {
            offered(s, f2, o);
            List<LoaAction> legal = rules.legalActions(s);
            assertFalse(legal.isEmpty());
            for (LoaAction a : legal) {
                assertTrue(check(s, a instanceof Move m ? m : null).legal(), a::toString);
                assertFalse(new LoaActionCodec().words(s, a).isBlank());
            }
            if (o == Order.MOVE) {
                assertTrue(legal.contains(new Move(f2, 40, 20, 90)));
                assertTrue(legal.contains(new Move(f2, 40, 24, 90)));
            }
            s.tasks.pop();
        }
        LoaFixture.place(s, "p1", 40, 36, 270); // 16" ahead: just outside their 8" + 6" charge is 1.5" on
        offered(s, f2, Order.MOVE);
        assertTrue(rules.legalActions(s).stream().anyMatch(a -> Math.abs(((Move) a).y() - 21.5) < 0.01));
        s.tasks.pop();
        LoaFixture.place(s, "p1", 40, 24.5, 270); // 4.5" ahead
        offered(s, f2, Order.MOVE);
        assertTrue(rules.legalActions(s).stream().anyMatch(a -> Math.abs(((Move) a).y() - 23.5) < 0.01)); // 1" short of contact
        assertTrue(rules.legalActions(s).contains(new Move(f2, 40, 24, 90))); // the full move stays clear (0.5")
    }

    /** AMB-42, LOA-ORG-11: CinCs move at the start of the Activation Phase, 12" in good going. */
    @Test
    void cincsMoveAtTheStartOfActivation() {
        LoaState s = MoveFixture.game();
        while (!(s.currentTask() instanceof CommanderMove)) {
            List<LoaAction> legal = rules.isChanceNode(s) ? List.of() : rules.legalActions(s);
            LoaFixture.apply(s, rules.isChanceNode(s) ? rules.chanceOutcomes(s).get(0).outcome()
                    : legal.contains(new adjutant.engine.augsburg.action.Pass()) ? new adjutant.engine.augsburg.action.Pass() : legal.get(0));
        }
        assertEquals(Phase.ACTIVATION, s.phase());
        CommanderMove m = (CommanderMove) s.currentTask();
        assertEquals(s.setup().cinc(adjutant.engine.game.Side.BLUE), m.commander());
        int c = m.commander();
        assertTrue(check(s, new Move(-1 - c, 48, 2, 0)).legal());
        assertEquals("LOA-ORG-11", check(s, new Move(-1 - c, 48.5, 2, 0)).ruleId());
        assertTrue(check(s, new Move(-1 - c, 36, 13, 0)).legal()); // over the hedge: −1"
        assertEquals("LOA-ORG-11", check(s, new Move(-1 - c, 36, 13.5, 0)).ruleId());
        for (LoaAction a : rules.legalActions(s)) {
            assertTrue(rules.validate(s, a).legal());
        }
        LoaFixture.apply(s, new Move(-1 - c, 36, 13, 0));
        assertEquals(13, s.commander(c).y, 1e-9);
        assertTrue(s.commander(c).moved);
        assertTrue(s.currentTask() instanceof CommanderMove); // then red's
    }

    /** AMB-42: a brigadier moves free when his brigade acts, before its units; 8" in bad going (LOA-MOVE-1). */
    @Test
    void brigadierMovesWhenHisBrigadeActs() {
        LoaState s = MoveFixture.game();
        LoaFixture.toActivation(s, java.util.Map.of(), 2, 2);
        int b = s.queue()[0];
        LoaFixture.apply(s, new adjutant.engine.augsburg.action.Act(b));
        assertTrue(s.currentTask() instanceof CommanderMove);
        int c = s.setup().brigadier(b);
        assertEquals(c, ((CommanderMove) s.currentTask()).commander());
        s.commander(c).x = 20;
        s.commander(c).y = 11; // inside the wood: 8" in bad going
        assertTrue(check(s, new Move(-1 - c, 20, 16, 0)).legal()); // 5" of bad going: 5/8 of his move
        assertTrue(check(s, new Move(-1 - c, 20, 20.5, 0)).legal()); // and 4.5" of good: 5/8 + 4.5/12 = 1
        assertEquals("LOA-ORG-11", check(s, new Move(-1 - c, 20, 21, 0)).ruleId());
        LoaFixture.apply(s, new adjutant.engine.augsburg.action.Pass());
        assertTrue(s.currentTask() instanceof ActivationPhase.BrigadeTask);
    }

    /** LOA-MOVE-4, LOA-MOVE-5, LOA-MOVE-6: the French step, the caracole, the charge bonus and the charge's rate. */
    @Test
    void stepCaracoleAndChargeDistance() {
        LoaState s = MoveFixture.game();
        int f2 = MoveFixture.unit(s, "f2");
        int p1 = MoveFixture.unit(s, "p1");
        int d1 = MoveFixture.unit(s, "d1");
        Move step = MoveRules.frenchStep(s, f2, false);
        assertNotNull(step);
        assertEquals(7, step.y(), 1e-9);
        assertNull(MoveRules.frenchStep(s, d1, true)); // Dutch foot do not step
        Move back = MoveRules.caracole(s, p1);
        assertEquals(42, back.y(), 1e-9); // 2" back, facing kept (270: back is up the table)
        assertEquals(270, back.facing(), 1e-9);
        Distribution foot = MoveRules.chargeBonus(s, f2);
        assertEquals(1.0 / 3, foot.probability(1), 1e-12);
        Distribution pist = MoveRules.chargeBonus(s, p1);
        assertEquals(11.0 / 36, pist.probability(1), 1e-12); // the lower of 2d6
        MoveRates.Rate r = MoveRules.chargeRate(s, f2, 3);
        assertEquals(7, r.good(), 1e-9);
        assertEquals(3 * 7 / 4.0, r.bad(), 1e-9);
    }

    /** LOA-CMD-9: a commander joined to a unit moves with it. */
    @Test
    void joinedCommanderMovesWithTheUnit() {
        LoaState s = MoveFixture.game();
        int f2 = MoveFixture.unit(s, "f2");
        LoaFixture.place(s, "f2", 40, 20, 90);
        s.unit(f2).joined = 0;
        s.commander(0).x = 40;
        s.commander(0).y = 19;
        offered(s, f2, Order.MOVE);
        LoaFixture.apply(s, new Move(f2, 40, 23, 90));
        assertEquals(22, s.commander(0).y, 1e-9);
        assertEquals(40, s.commander(0).x, 1e-9);
    }

    /**
     * Seeded random games on the shipped Meeting Engagement (woods and a hedge, LOA-SCN-1): every
     * move offered validates, units and commanders do move, the invariants hold.
     */
    @Test
    void randomGamesOnTheMeetingEngagementMove() throws Exception {
        var sc = MeetingEngagementTest.load(java.nio.file.Files.readString(MeetingEngagementTest.FILE)).orThrow();
        LeagueOfAugsburgRuleset ruleset = LeagueOfAugsburgRuleset.get();
        int moves = 0;
        int commanderMoves = 0;
        for (long seed = 1; seed <= 2; seed++) {
            java.util.SplittableRandom r = new java.util.SplittableRandom(seed);
            LoaState s = ruleset.newGame(sc, "standard", seed);
            while (!rules.result(s).isOver()) {
                LoaAction a;
                if (rules.isChanceNode(s)) {
                    a = rules.sampleChance(s, r.nextDouble());
                } else {
                    List<LoaAction> legal = rules.legalActions(s);
                    a = legal.get(r.nextInt(legal.size()));
                }
                assertTrue(rules.validate(s, a).legal(), () -> rules.validate(s, a).toString());
                if (a instanceof Move m && !(s.currentTask() instanceof CommanderMove)) {
                    UnitState u = s.unit(m.unit());
                    moves += u.x != m.x() || u.y != m.y() || u.facing != m.facing() ? 1 : 0;
                } else if (a instanceof Move) {
                    commanderMoves++;
                }
                rules.apply(s, a);
                assertEquals(List.of(), ruleset.invariantViolations(s));
            }
        }
        assertTrue(moves > 20, "units moved " + moves + " times");
        assertTrue(commanderMoves > 10, "commanders moved " + commanderMoves + " times");
    }
}
