package adjutant.engine.augsburg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.augsburg.action.Charge;
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Seeded random games of the Meeting Engagement with the lines drawn up 6" apart, so that
 * charges, answers, melees, fall-backs, follow-ups and evasions happen (LOA-MELEE, LOA-EVADE):
 * every decision has a legal action that validates, every roll sums to 1, copies hash equal,
 * invariants hold, notation round-trips and every step has words.
 */
class LoaMeleeRandomTest {

    private final LeagueOfAugsburgRuleset ruleset = LeagueOfAugsburgRuleset.get();
    private final LoaRules rules = ruleset.rules();
    private final LoaActionCodec codec = new LoaActionCodec();

    @Test
    void randomGamesWithCharges() {
        int charges = 0;
        int melees = 0;
        int evasions = 0;
        for (long seed = 1; seed <= 4; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            LoaState s = ruleset.newGame(LoaFixture.meetingEngagement(), "standard", seed);
            for (int u = 0; u < s.setup().unitCount(); u++) {
                s.unit(u).y += s.setup().side(u) == Side.BLUE ? 15 : -15;
            }
            int steps = 0;
            while (!rules.result(s).isOver()) {
                assertTrue(++steps < 200_000, "the game does not end");
                assertEquals(List.of(), ruleset.invariantViolations(s));
                LoaState copy = s.copy();
                assertEquals(s.hash(), copy.hash());
                if (s.currentTask() instanceof ChargeSteps.MeleeRoll m && m.attacker()) {
                    melees++;
                }
                if (s.currentTask() instanceof EvadeSteps.Test || s.currentTask() instanceof EvadeSteps.Flee) {
                    evasions++;
                }
                LoaAction a;
                if (rules.isChanceNode(s)) {
                    List<ChanceOutcome<LoaAction>> o = rules.chanceOutcomes(s);
                    assertEquals(1.0, o.stream().mapToDouble(ChanceOutcome::probability).sum(), 1e-9);
                    a = rules.sampleChance(s, r.nextDouble());
                } else {
                    List<LoaAction> legal = rules.legalActions(s);
                    assertFalse(legal.isEmpty());
                    // prefer charging when offered, so that melees happen often
                    a = legal.get(0) instanceof Charge && r.nextInt(4) > 0 ? legal.get(0) : legal.get(r.nextInt(legal.size()));
                }
                LoaAction act = a;
                assertTrue(rules.validate(s, act).legal(), () -> rules.validate(s, act).toString() + " at " + s.currentTask());
                assertEquals(a, codec.parse(codec.notation(a)));
                assertFalse(codec.words(s, a).isBlank());
                assertFalse(s.currentTask().describe(s).isBlank());
                if (a instanceof Charge) {
                    charges++;
                }
                rules.apply(s, a);
                assertEquals(copy.hash(), copy.copy().hash());
            }
            assertEquals("LOA-VIC-1", rules.result(s).ruleId());
        }
        assertTrue(charges > 5, "charges: " + charges);
        assertTrue(melees > 3, "melees: " + melees);
        System.out.println("random melee games: " + charges + " charges, " + melees + " melees, " + evasions + " evasion steps");
    }
}
