package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.Side;
import adjutant.engine.honours.action.Charge;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Respond;
import adjutant.engine.honours.action.Response;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Random play with the armies close enough to charge at once: every offered charge and answer
 * is accepted by validate, survives the codec, leaves copies untouched, and random play reaches
 * the charges and the answers (HOW-CHG-1, HOW-CHG-13 to HOW-CHG-24).
 */
class ChargeRandomPlayTest {

    private final HonoursRules rules = new HonoursRules();
    private final HowActionCodec codec = new HowActionCodec();

    static HowFixture close() {
        ChargeFx fx = new ChargeFx();
        fx.cav(Side.BLUE, "blue-hussars", 40, 50, 90).inf(Side.BLUE, "blue-foot", 70, 50, 90)
                .light(Side.BLUE, "blue-jaegers", 100, 50, 90).column(Side.BLUE, "blue-column", 130, 50, 90)
                .cav(Side.BLUE, "blue-dragoons", 160, 50, 90);
        fx.cav(Side.RED, "red-hussars", 40, 72, 270).column(Side.RED, "red-column", 70, 68, 270)
                .light(Side.RED, "red-jaegers", 100, 68, 270).inf(Side.RED, "red-foot", 130, 70, 270)
                .unit(Side.RED, "red-light-horse", UnitType.CAVALRY, CavalryKind.LIGHT, UnitClass.STANDARD, UnitSize.STANDARD,
                        Formation.LINE, 160, 75, 270)
                .guns(Side.RED, "red-guns", Formation.LIMBERED, 190, 70, 270);
        return fx.f.turnLimit(3);
    }

    @Test
    @DisplayName("HOW-CHG-1, HOW-CHG-13: random play reaches charges and every answer, each offered action legal")
    void randomPlayReachesChargesAndAnswers() {
        Set<Response> answers = EnumSet.noneOf(Response.class);
        int charges = 0;
        for (long seed = 1; seed <= 25; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            HowState s = close().start();
            int steps = 0;
            while (!rules.result(s).isOver() && steps < 5_000) {
                HowState copy = s.copy();
                HowAction a;
                if (rules.isChanceNode(s)) {
                    List<ChanceOutcome<HowAction>> outs = rules.chanceOutcomes(s);
                    assertEquals(1.0, outs.stream().mapToDouble(ChanceOutcome::probability).sum(), 1e-9);
                    a = rules.sampleChance(s, random.nextDouble());
                } else {
                    List<HowAction> legal = rules.legalActions(s);
                    assertFalse(legal.isEmpty());
                    a = legal.get(random.nextInt(legal.size()));
                }
                assertEquals(a, codec.parse(codec.notation(a)));
                HowAction act = a;
                assertTrue(rules.validate(s, a).legal(), () -> rules.validate(s, act).message());
                assertFalse(s.currentTask().words(s, a).isBlank());
                if (a instanceof Charge) {
                    charges++;
                }
                if (a instanceof Respond r) {
                    answers.add(r.response());
                }
                long before = copy.hash();
                rules.apply(s, a);
                assertEquals(before, copy.hash(), "a copy changed when its original moved on");
                steps++;
            }
        }
        assertTrue(charges > 20, "charges: " + charges);
        assertTrue(answers.containsAll(EnumSet.of(Response.STAND, Response.COUNTER_CHARGE, Response.EVADE,
                Response.CHANGE_FORMATION)), "answers reached: " + answers);
    }
}
