package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.game.Side;
import adjutant.engine.game.TablePlacement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Units measured on a real table from either side, and moved there by a sync. */
class BaTableFrameTest {

    private final BaTableFrame frame = BaTableFrame.INSTANCE;

    private static BaState twoLines() {
        Positions p = Positions.chance();
        p.infantry(Side.BLUE, 30, 10, 90);
        p.infantry(Side.RED, 30, 20, -90);
        return p.start();
    }

    @Test
    void eachSideMeasuresFromItsOwnLeftAndItsOwnEdge_BA_GEO_9() {
        BaState s = twoLines();
        assertPlacement(new TablePlacement(30, 10, 0), frame.placement(s, 0, Side.BLUE));
        assertPlacement(new TablePlacement(96 - 30, 48 - 10, 180), frame.placement(s, 0, Side.RED));
        assertPlacement(new TablePlacement(96 - 30, 48 - 20, 0), frame.placement(s, 1, Side.RED));
        assertEquals("30 in from the left edge, 10 in from your edge, facing straight ahead (the far edge)",
                frame.placement(s, 0, Side.BLUE).words("in"));
        assertEquals("facing your edge", frame.placement(s, 0, Side.RED).facingWords());
        assertEquals("the centre of its front rank", frame.referencePoint(s, 0));
    }

    @Test
    void aSyncPutsTheReferencePointWhereTheTapeSays_BA_GEO_9() {
        BaState s = twoLines();
        for (Side viewer : Side.values()) {
            TablePlacement where = new TablePlacement(50, viewer == Side.BLUE ? 6 : 36, 30);
            BaState moved = frame.placed(s, 0, where, viewer);
            assertPlacement(where, frame.placement(moved, 0, viewer));
            assertTrue(Invariants.violations(moved).isEmpty(), Invariants.violations(moved).toString());
            assertPlacement(frame.placement(s, 0, viewer), frame.placement(s, 0, viewer)); // the original stays
            assertEquals(s.inRanks(0), moved.inRanks(0));
        }
    }

    @Test
    void aSyncOffTheTableOrOntoAnotherUnitIsRefusedWithTheReason() {
        BaState s = twoLines();
        IllegalArgumentException off = assertThrows(IllegalArgumentException.class,
                () -> frame.placed(s, 0, new TablePlacement(1, 10, 0), Side.BLUE));
        assertEquals("Blue infantry 1 would stand partly off the table", off.getMessage());
        IllegalArgumentException onto = assertThrows(IllegalArgumentException.class,
                () -> frame.placed(s, 0, new TablePlacement(30, 20, 0), Side.BLUE));
        assertEquals("Blue infantry 1 would stand on Red infantry 1", onto.getMessage());
    }

    @Test
    void twoUnitsChangePlacesInOneSync() {
        Positions p = Positions.chance();
        p.infantry(Side.BLUE, 30, 5, 90);
        p.infantry(Side.BLUE, 45, 5, 90);
        BaState s = p.start();
        TablePlacement first = frame.placement(s, 0, Side.BLUE);
        TablePlacement second = frame.placement(s, 1, Side.BLUE);
        assertThrows(IllegalArgumentException.class, () -> frame.placed(s, 0, second, Side.BLUE), "one at a time they collide");
        BaState swapped = frame.placedAll(s, java.util.Map.of(0, second, 1, first), Side.BLUE);
        assertPlacement(second, frame.placement(swapped, 0, Side.BLUE));
        assertPlacement(first, frame.placement(swapped, 1, Side.BLUE));
    }

    @Test
    void deploymentStaysWithinSevenInchesOfTheOwnEdge_BA_SETUP_8() {
        BaState s = twoLines();
        assertTrue(frame.outsideDeployment(frame.placed(s, 0, new TablePlacement(30, 6, 0), Side.BLUE), 0).isEmpty());
        BaState deep = frame.placed(s, 0, new TablePlacement(30, 8, 0), Side.BLUE);
        assertEquals("Blue infantry 1 has men 8 in from its own edge; at deployment every man stands within 7 in (BA-SETUP-8)",
                frame.outsideDeployment(deep, 0).orElseThrow());
        BaState encounter = BlownAwayRuleset.get().newGame(adjutant.engine.scenario.ScenarioLoader.loadNamed("encounter"), "chance", 1);
        for (Side side : Side.values()) {
            var plans = frame.deploymentPlans(encounter, side, side.opponent());
            assertEquals(4, plans.size());
            for (var plan : plans) {
                BaState deployed = frame.placedAll(encounter, plan, side.opponent());
                for (int u : plan.keySet()) {
                    assertEquals(side, encounter.setup().side(u));
                    assertTrue(frame.outsideDeployment(deployed, u).isEmpty(), frame.outsideDeployment(deployed, u).toString());
                }
                assertTrue(Invariants.violations(deployed).isEmpty(), Invariants.violations(deployed).toString());
            }
        }
    }

    @Test
    void menAreFoundByRoleRankAndFile_BA_GEO_25() {
        BaState s = twoLines();
        List<String> said = new ArrayList<>();
        for (int f = 0; f < s.setup().startMen(0); f++) {
            said.add(FigurePlaces.of(s, f));
        }
        int flag = figureOf(s, Role.FLAG_BEARER);
        assertEquals("the flag bearer in the centre of the front rank", FigurePlaces.of(s, flag), said.toString());
        assertEquals(said.size(), said.stream().distinct().count(), "every man has a place of his own: " + said);
        assertTrue(said.contains("the soldier at the right end of the rear rank"), said.toString());
        assertTrue(said.contains("the soldier at the left end of the front rank"), said.toString());
        assertFalse(said.stream().anyMatch(w -> w.matches(".*\\bf\\d.*")), said.toString());
    }

    /** The first man of unit 0 with this role. */
    static int figureOf(BaState s, Role role) {
        for (int f = 0; f < s.setup().startMen(0); f++) {
            if (s.setup().role(f) == role) {
                return f;
            }
        }
        throw new AssertionError("no " + role);
    }

    private static void assertPlacement(TablePlacement expected, TablePlacement actual) {
        assertFalse(expected.differsFrom(actual), "expected " + expected + " but was " + actual);
    }
}
