package adjutant.engine.augsburg;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.game.TablePlacement;
import adjutant.engine.scenario.ScenarioLoader;
import org.junit.jupiter.api.Test;

/** The League of Augsburg's units measured on a real table from either side, and synced there. */
class LoaTableFrameTest {

    private final LoaTableFrame frame = LoaTableFrame.INSTANCE;

    private static LoaState meeting() {
        return LeagueOfAugsburgRuleset.get().newGame(ScenarioLoader.loadNamed("meeting-engagement"), "standard", 1);
    }

    @Test
    void aSyncMovesTheUnitAndRefusesOffTheTableOrOnAnotherUnit() {
        LoaState s = meeting();
        for (Side viewer : Side.values()) {
            TablePlacement p = frame.placement(s, 0, viewer);
            double toward = viewer == Side.BLUE ? 1 : -1; // the same step up the table, from either side
            TablePlacement where = new TablePlacement(p.fromLeft() + toward, p.fromOwnEdge() + 3 * toward, p.facing() + 10);
            LoaState moved = frame.placed(s, 0, where, viewer);
            assertFalse(where.differsFrom(frame.placement(moved, 0, viewer)));
            assertFalse(p.differsFrom(frame.placement(s, 0, viewer)), "the original stays");
        }
        IllegalArgumentException off = assertThrows(IllegalArgumentException.class,
                () -> frame.placed(s, 0, new TablePlacement(0.5, 6, 0), Side.BLUE));
        assertTrue(off.getMessage().endsWith("would stand partly off the table"), off.getMessage());
        IllegalArgumentException onto = assertThrows(IllegalArgumentException.class,
                () -> frame.placed(s, 0, frame.placement(s, 1, Side.BLUE), Side.BLUE));
        assertTrue(onto.getMessage().startsWith("French battalion 1 would stand on "), onto.getMessage());
    }
}
