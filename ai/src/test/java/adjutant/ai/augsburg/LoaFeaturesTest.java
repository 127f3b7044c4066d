package adjutant.ai.augsburg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.augsburg.LoaRules;
import adjutant.engine.augsburg.LoaState;
import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Pass;
import adjutant.engine.augsburg.action.RallyPoint;
import adjutant.engine.game.Side;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The evaluation's {@code command} feature: CP left to pay for orders (LOA-ORD-2, LOA-CMD-4, LOA-CMD-8). */
class LoaFeaturesTest {

    private static final int COMMAND = LoaFeatures.NAMES.indexOf("command");
    private final LoaRules rules = new LoaRules();

    /**
     * LOA-CMD-8, LOA-CMD-3: with every d3 rolled low, a foot brigade has fewer CP than units, so
     * a Rally Point spends CP an order needed: {@code command} falls. Giving none keeps it.
     */
    @Test
    void aRallyPointThatCostsAnOrderLowersCommand() throws IOException {
        LoaState s = LoaHiddenChitsTest.meetingEngagement();
        while (rallyPoints(s).isEmpty()) {
            if (rules.isChanceNode(s)) {
                rules.applyLegal(s, rules.sampleChance(s, 0.0)); // the lowest roll
            } else {
                List<LoaAction> legal = rules.legalActions(s);
                rules.applyLegal(s, legal.contains(new Pass()) ? new Pass() : legal.get(0));
            }
        }
        assertEquals(Side.BLUE, rules.toAct(s));
        double before = command(s);
        RallyPoint onFirstBattalion = rallyPoints(s).stream()
                .filter(r -> r.unit() == s.setup().unitOf("f1-1")).findFirst().orElseThrow();
        LoaState rallied = s.copy();
        rules.applyLegal(rallied, onFirstBattalion);
        assertTrue(command(rallied) < before, command(rallied) + " < " + before);
        LoaState passed = s.copy();
        rules.applyLegal(passed, new Pass());
        assertEquals(before, command(passed), 1e-12);
    }

    private List<RallyPoint> rallyPoints(LoaState s) {
        if (rules.result(s).isOver() || rules.isChanceNode(s)) {
            return List.of();
        }
        return rules.legalActions(s).stream().filter(RallyPoint.class::isInstance).map(RallyPoint.class::cast).toList();
    }

    private static double command(LoaState s) {
        double[] f = new double[LoaFeatures.NAMES.size()];
        LoaFeatures.compute(s, f);
        return f[COMMAND];
    }
}
