package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.game.TablePlacement;
import adjutant.engine.scenario.ScenarioLoader;
import org.junit.jupiter.api.Test;

/** Honours of War's units measured on a real table in cm from either side, and synced there. */
class HowTableFrameTest {

    private final HowTableFrame frame = HowTableFrame.INSTANCE;

    private static HowState stUlrich() {
        return HonoursRuleset.get().newGame(ScenarioLoader.loadNamed("st-ulrich"), "standard", 1);
    }

    @Test
    void theFrontEdgesCentreIsMeasuredFromEitherSide() {
        HowState s = stUlrich();
        double length = s.setup().scenario().table().length();
        double width = s.setup().scenario().table().width();
        UnitState u = s.unit(0);
        TablePlacement blue = frame.placement(s, 0, Side.BLUE);
        TablePlacement red = frame.placement(s, 0, Side.RED);
        assertEquals(u.x, blue.fromLeft(), 1e-9);
        assertEquals(u.y, blue.fromOwnEdge(), 1e-9);
        assertEquals(length - u.x, red.fromLeft(), 1e-9);
        assertEquals(width - u.y, red.fromOwnEdge(), 1e-9);
        assertEquals((blue.facing() + 180) % 360, red.facing(), 1e-9, "what faces one side's far edge faces the other's own");
        assertEquals("cm", frame.lengthUnit());
    }

    @Test
    void aSyncMovesTheUnitAndRefusesOffTheTableOrOnAnotherUnit() {
        HowState s = stUlrich();
        for (Side viewer : Side.values()) {
            TablePlacement p = frame.placement(s, 2, viewer);
            TablePlacement where = new TablePlacement(p.fromLeft() - 5, p.fromOwnEdge() + 3, p.facing() + 20);
            HowState moved = frame.placed(s, 2, where, viewer);
            assertFalse(where.differsFrom(frame.placement(moved, 2, viewer)));
            assertTrue(HowInvariants.violations(moved).isEmpty(), HowInvariants.violations(moved).toString());
            assertFalse(p.differsFrom(frame.placement(s, 2, viewer)), "the original stays");
        }
        IllegalArgumentException off = assertThrows(IllegalArgumentException.class,
                () -> frame.placed(s, 2, new TablePlacement(1, 50, 0), Side.BLUE));
        assertTrue(off.getMessage().endsWith("would stand partly off the table"), off.getMessage());
        IllegalArgumentException onto = assertThrows(IllegalArgumentException.class,
                () -> frame.placed(s, 2, frame.placement(s, 0, Side.BLUE), Side.BLUE));
        assertEquals("3rd Battalion would stand on 1st Battalion (Blue)", onto.getMessage());
    }
}
