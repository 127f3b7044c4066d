package adjutant.ai.augsburg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.eval.LinearEvaluator;
import adjutant.engine.augsburg.LoaRules;
import adjutant.engine.augsburg.LoaState;
import adjutant.engine.augsburg.Order;
import adjutant.engine.augsburg.action.PlaceChit;
import adjutant.engine.augsburg.action.Pass;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The root prior's look at an order chit (LOA-ORD-2, LOA-ORD-3): the chit scored by what its
 * order would do now, on the Meeting Engagement's first turn (LOA-SCN-1), where the position
 * after placing a chit face down is the same for every chit.
 */
class OrderForesightTest {

    private final LoaRules rules = new LoaRules();
    private final OrderForesight foresight = new OrderForesight(rules);
    private final LinearEvaluator<LoaState> evaluator = LoaPlayers.evaluator(LoaWeights.defaults());

    private double value(LoaState s, String unitId, Order order) {
        int u = s.setup().unitOf(unitId);
        return foresight.blueEvaluation(s, new PlaceChit(u, order.ordinal()), evaluator);
    }

    /** LOA-ORD-3 M and R, LOA-MOVE-1, LOA-MOVE-3: a battalion far from the enemy does best to move on it, worst to retire. */
    @Test
    void aBattalionFarFromTheEnemyMovesOn() throws IOException {
        LoaState s = LoaHiddenChitsTest.meetingEngagement();
        long before = s.hash();
        double stand = value(s, "f1-2", Order.STAND_READY);
        double move = value(s, "f1-2", Order.MOVE);
        double retire = value(s, "f1-2", Order.RETIRE);
        assertTrue(move > stand, move + " > " + stand);
        assertTrue(retire < stand, retire + " < " + stand);
        assertEquals(before, s.hash(), "the game itself is untouched");
    }

    /** LOA-ORD-3 F, LOA-FIRE-1: a field gun with the enemy at long range does best to fire. */
    @Test
    void aGunWithTheEnemyInRangeFires() throws IOException {
        LoaState s = LoaHiddenChitsTest.meetingEngagement();
        double fire = value(s, "f1-gun", Order.FIRE);
        for (Order o : new Order[] {Order.STAND_READY, Order.MOVE, Order.WHEEL, Order.MOUNT}) {
            double other = value(s, "f1-gun", o);
            assertTrue(fire > other, "fire " + fire + " > " + o + " " + other);
        }
    }

    /** Only order chits are foreseen; other actions keep their one-decision value. */
    @Test
    void onlyChitsAreForeseen() throws IOException {
        LoaState s = LoaHiddenChitsTest.meetingEngagement();
        assertTrue(foresight.foresees(s, new PlaceChit(s.setup().unitOf("f1-2"), Order.MOVE.ordinal())));
        assertFalse(foresight.foresees(s, new Pass()));
    }
}
