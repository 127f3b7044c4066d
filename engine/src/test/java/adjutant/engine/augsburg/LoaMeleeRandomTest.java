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
        int[] counts = play(LoaFixture.meetingEngagement(), 8, 15); // real fire thins the lines before they close: 8 games
        assertTrue(counts[0] > 5, "charges: " + counts[0]);
        assertTrue(counts[1] > 3, "melees: " + counts[1]);
    }

    /** Light troops, guns and horse of every kind in two lines 6" apart: evasions, dodges, screens and gunners (LOA-EVADE). */
    @Test
    void randomGamesWithLightTroops() {
        Kind[] kinds = {Kind.SKIRMISH_FOOT, Kind.LIGHT_HORSE, Kind.DRAGOONS, Kind.FIELD_GUN, Kind.FRENCH_FOOT, Kind.PISTOLEERS,
            Kind.AGGRESSIVE_HORSE, Kind.SKIRMISH_FOOT};
        java.util.List<adjutant.engine.augsburg.scenario.UnitSpec> blue = new java.util.ArrayList<>();
        java.util.List<adjutant.engine.augsburg.scenario.UnitSpec> red = new java.util.ArrayList<>();
        for (int i = 0; i < kinds.length; i++) {
            blue.add(MeleeFixture.spec("b" + i, kinds[i], 5 + i * 9, 6, Side.BLUE));
            red.add(MeleeFixture.spec("r" + i, kinds[(i + 3) % kinds.length], 5 + i * 9, 12, Side.RED));
        }
        var sc = LoaFixture.scenario(List.of(LoaFixture.brigade("blue", 36, 2, blue.toArray(new adjutant.engine.augsburg.scenario.UnitSpec[0]))),
                List.of(LoaFixture.brigade("red", 36, 46, red.toArray(new adjutant.engine.augsburg.scenario.UnitSpec[0]))));
        int[] counts = play(sc, 4, 0);
        assertTrue(counts[0] > 3, "charges: " + counts[0]);
        assertTrue(counts[2] > 0, "evasion steps: " + counts[2]);
    }

    /** Plays seeded random games, the lines {@code closer} inches nearer each other; returns charges declared, melees fought and evasion steps. */
    private int[] play(adjutant.engine.augsburg.scenario.LoaScenario scenario, int games, double closer) {
        int charges = 0;
        int melees = 0;
        int evasions = 0;
        for (long seed = 1; seed <= games; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            LoaState s = ruleset.newGame(scenario, "standard", seed);
            for (int u = 0; u < s.setup().unitCount(); u++) {
                s.unit(u).y += s.setup().side(u) == Side.BLUE ? closer : -closer;
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
                if (s.currentTask() instanceof EvadeSteps.Test || s.currentTask() instanceof EvadeSteps.Flee
                        || s.currentTask() instanceof ChargeSteps.DodgeChoice) {
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
        return new int[] {charges, melees, evasions};
    }
}
