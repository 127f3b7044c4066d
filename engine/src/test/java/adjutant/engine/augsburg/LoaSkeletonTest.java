package adjutant.engine.augsburg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.PlaceChit;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Seeded random games through whole turns (LOA-SEQ-1, LOA-SEQ-2, LOA-SEQ-4): every decision has
 * a legal action that validates, chance outcomes sum to 1, a copy hashes equal and is
 * independent, the invariants hold, and notation round-trips; the games end by LOA-VIC-1.
 */
class LoaSkeletonTest {

    private final LeagueOfAugsburgRuleset ruleset = LeagueOfAugsburgRuleset.get();
    private final LoaRules rules = ruleset.rules();
    private final LoaActionCodec codec = new LoaActionCodec();

    @Test
    void randomGamesRunToTheTurnLimit() {
        for (long seed = 1; seed <= 4; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            LoaState s = ruleset.newGame(LoaFixture.meetingEngagement(), "standard", seed);
            int steps = 0;
            while (!rules.result(s).isOver()) {
                assertTrue(++steps < 200_000, "the game does not end");
                assertEquals(List.of(), ruleset.invariantViolations(s));
                LoaState copy = s.copy();
                assertEquals(s.hash(), copy.hash());
                LoaAction a;
                if (rules.isChanceNode(s)) {
                    List<ChanceOutcome<LoaAction>> o = rules.chanceOutcomes(s);
                    assertEquals(1.0, o.stream().mapToDouble(ChanceOutcome::probability).sum(), 1e-9);
                    a = rules.sampleChance(s, r.nextDouble());
                } else {
                    List<LoaAction> legal = rules.legalActions(s);
                    assertFalse(legal.isEmpty());
                    a = legal.get(r.nextInt(legal.size()));
                }
                assertTrue(rules.validate(s, a).legal(), () -> rules.validate(s, a).toString());
                assertEquals(a, codec.parse(codec.notation(a)));
                assertEquals(a, codec.fromJson(codec.toJson(a)));
                assertFalse(codec.words(s, a).isBlank());
                rules.apply(s, a);
                assertEquals(copy.hash(), copy.copy().hash());
            }
            assertEquals("LOA-VIC-1", rules.result(s).ruleId());
            assertEquals(LoaScenario().turnLimit(), s.turn());
        }
    }

    private static adjutant.engine.augsburg.scenario.LoaScenario LoaScenario() {
        return LoaFixture.meetingEngagement();
    }

    /** LOA-SEQ-1, LOA-ORD-1: the game opens with blue placing a chit for each unit, then red. */
    @Test
    void chitsArePlacedFirstOnePerUnit() {
        LoaState s = ruleset.newGame(LoaFixture.meetingEngagement(), "standard", 1);
        assertEquals(Phase.ORDERS, s.phase());
        int blueUnits = 0;
        while (s.phase() == Phase.ORDERS) {
            Side side = rules.toAct(s);
            LoaAction a = rules.legalActions(s).get(0);
            assertTrue(a instanceof PlaceChit);
            if (side == Side.BLUE) {
                blueUnits++;
            }
            rules.apply(s, a);
        }
        assertEquals(12, blueUnits); // 2 × (3 battalions + 1 gun), 3 squadrons, 1 dragoon squadron
        for (int u = 0; u < s.setup().unitCount(); u++) {
            assertTrue(s.unit(u).chit >= 0);
        }
    }

    /** LOA-ORD-3, LOA-ORD-6: the chits a unit may get depend on its kind and mode. */
    @Test
    void allowedOrdersFollowKindAndMode() {
        LoaState s = ruleset.newGame(LoaFixture.meetingEngagement(), "standard", 1);
        int foot = s.setup().unitOf("f0-1");
        int gun = s.setup().unitOf("f0-gun");
        int pist = s.setup().unitOf("ah-1");
        assertTrue(Orders.allowed(s, foot).contains(Order.FORMATION)); // AMB-26: T faces foot about
        assertFalse(Orders.allowed(s, gun).contains(Order.FORMATION));
        assertFalse(Orders.allowed(s, foot).contains(Order.EVADE));
        assertTrue(Orders.allowed(s, gun).contains(Order.MOUNT));
        assertFalse(Orders.allowed(s, gun).contains(Order.DISMOUNT));
        assertFalse(Orders.allowed(s, gun).contains(Order.CHARGE));
        assertTrue(Orders.allowed(s, pist).contains(Order.FORMATION));
    }

    /** AMB-3, LOA-ORD-2: the enemy's face-down chits are hidden from a side's view, and resampled in a determinization. */
    @Test
    void observationHidesTheEnemysFaceDownChits() {
        LoaState s = ruleset.newGame(LoaFixture.meetingEngagement(), "standard", 1);
        while (s.phase() == Phase.ORDERS) {
            rules.apply(s, rules.legalActions(s).get(0));
        }
        adjutant.engine.game.Observation<LoaState> obs = ruleset.observation().orElseThrow();
        LoaState redView = obs.view(s, Side.RED);
        int blueUnit = s.setup().unitOf("f0-1");
        int redUnit = s.setup().unitOf("a0-1");
        assertEquals(LoaObservation.HIDDEN, redView.unit(blueUnit).chit);
        assertEquals(s.unit(redUnit).chit, redView.unit(redUnit).chit);
        // two states differing only in blue's hidden chit look the same to red
        LoaState other = s.copy();
        other.unit(blueUnit).chit = Order.CHARGE.ordinal() == s.unit(blueUnit).chit ? Order.MOVE.ordinal() : Order.CHARGE.ordinal();
        assertNotEquals(s.hash(), other.hash());
        assertEquals(obs.view(s, Side.RED).hash(), obs.view(other, Side.RED).hash());
        // a determinization keeps red's own chits and gives blue's units allowed ones
        LoaState d = obs.determinize(s, Side.RED, new SplittableRandom(7));
        assertEquals(s.unit(redUnit).chit, d.unit(redUnit).chit);
        for (int u = 0; u < s.setup().unitCount(); u++) {
            assertTrue(Orders.allowed(d, u).contains(d.unit(u).order()));
        }
        // a revealed chit is seen by both
        s.unit(blueUnit).revealed = true;
        assertEquals(s.unit(blueUnit).chit, obs.view(s, Side.RED).unit(blueUnit).chit);
    }

    /** LOA-CMD-4 (D-13): command radii with CN 2 are 6" for a brigadier and 20" for a CinC. */
    @Test
    void commandRadii() {
        LoaState s = ruleset.newGame(LoaFixture.meetingEngagement(), "standard", 1);
        assertEquals(20, s.setup().radius(s.setup().cinc(Side.BLUE)));
        assertEquals(6, s.setup().radius(s.setup().brigadier(0)));
    }
}
