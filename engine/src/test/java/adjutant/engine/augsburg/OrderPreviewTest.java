package adjutant.engine.augsburg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Move;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The players' look ahead at an order chit (not a rule): the order carried out as if its unit
 * were activated now (LOA-ORD-2, LOA-ORD-3), on a copy; and the CP a brigade may count on
 * (LOA-CMD-2, LOA-CMD-3, LOA-SEQ-4).
 */
class OrderPreviewTest {

    private final LoaRules rules = LeagueOfAugsburgRuleset.get().rules();

    /** LOA-ORD-3 M: the previewed order waits for its move, on a copy; the game itself is untouched. */
    @Test
    void aMoveOrderIsPreviewedOnACopy() {
        LoaState s = LoaFixture.game();
        long before = s.hash();
        int u = s.setup().unitOf("f0-1");
        LoaState p = OrderPreview.activated(s, u, Order.MOVE);
        assertEquals(before, s.hash());
        assertEquals(-1, s.unit(u).chit);
        assertTrue(p.currentTask() instanceof UnitMove m && m.unit() == u);
        assertFalse(OrderPreview.finished(p));
        List<LoaAction> moves = rules.legalActions(p);
        Move furthest = (Move) moves.get(1); // the full move straight ahead follows standing still
        rules.applyLegal(p, furthest);
        assertTrue(OrderPreview.finished(p));
        assertEquals(furthest.y(), p.unit(u).y, 1e-9);
        assertTrue(p.unit(u).revealed && p.unit(u).acted);
    }

    /** LOA-ORD-3 S: Stand Ready does nothing when activated, so the preview is over at once. */
    @Test
    void standReadyIsOverAtOnce() {
        LoaState s = LoaFixture.game();
        LoaState p = OrderPreview.activated(s, s.setup().unitOf("f0-1"), Order.STAND_READY);
        assertTrue(OrderPreview.finished(p));
    }

    /** LOA-CMD-3, LOA-CMD-2, LOA-SEQ-4: before the roll 2 + CN + CP given; after it the pool left; none after the turn. */
    @Test
    void cpOutlookFollowsTheTurn() {
        LoaState s = LoaFixture.game();
        int brigade = s.setup().brigade(s.setup().unitOf("f0-1"));
        int brigadier = s.setup().brigadier(brigade);
        assertEquals(2 + s.setup().cn(brigadier), Command.cpOutlook(s, brigade), 1e-9);
        LoaFixture.toActivation(s, Map.of(), 3, 3);
        assertEquals(Phase.ACTIVATION, s.phase());
        assertEquals(s.commander(brigadier).cp, Command.cpOutlook(s, brigade), 1e-9);
        s.commander(brigadier).cp -= 1;
        assertEquals(s.commander(brigadier).cp, Command.cpOutlook(s, brigade), 1e-9);
    }
}
