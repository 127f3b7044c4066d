package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.Side;
import adjutant.engine.scenario.ScenarioCatalog;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The state's values are packed at offsets into a few backing arrays (#23): each value must have a
 * place of its own, and the bytes counted for benchmarks must stay what they were before packing.
 */
class BaStatePackingTest {

    @Test
    @DisplayName("packed arrays: every value has a place of its own")
    void everyValueHasAPlaceOfItsOwn() {
        for (String name : ScenarioCatalog.names("blown-away")) {
            BaState s = BlownAway.newGame(BaScenario.named(name), Variant.CHANCE, 1);
            int figures = s.setup.nFigures;
            int units = s.setup.nUnits;
            int objectives = s.objectiveCount();
            int n = 0; // a different value at every write, read back after all writes
            for (int f = 0; f < figures; f++) {
                s.setXRaw(f, n++);
                s.setYRaw(f, n++);
                s.setDepartX(f, n++);
                s.setDepartY(f, n++);
                s.setStatusRaw(f, n++ % 120);
                s.setSlotRaw(f, n++);
            }
            for (int u = 0; u < units; u++) {
                s.setFacingRaw(u, n++);
                s.setAnchorXRaw(u, n++);
                s.setAnchorYRaw(u, n++);
                s.setFormationOrdinal(u, n++ % 120);
                s.setBalls(u, n++ % 120);
                s.setUsedCombat(u, n++ % 2 == 0);
                s.setFired(u, n++ % 2 == 0);
                s.setGridSize(u, n++);
                s.setK(u, n++);
                s.setEngagement(u, n++);
                s.setDeclared(u, n++);
            }
            for (int side = 0; side < Side.values().length; side++) {
                s.setCommanderX(side, n++);
                s.setCommanderY(side, n++);
            }
            for (int o = 0; o < objectives; o++) {
                s.setOwnerCode(o, n++ % 120);
            }
            for (int i = 0; i < BaState.DECK; i++) {
                s.setDeckCount(i, n++ % 120);
                s.setDiscardCount(i, n++ % 120);
            }
            n = 0;
            for (int f = 0; f < figures; f++) {
                assertEquals(n++, s.x(f), name + " x " + f);
                assertEquals(n++, s.y(f), name + " y " + f);
                assertEquals(n++, s.departX(f), name + " departX " + f);
                assertEquals(n++, s.departY(f), name + " departY " + f);
                assertEquals(n++ % 120, s.statusOrdinal(f), name + " status " + f);
                assertEquals(n++, s.slot(f), name + " slot " + f);
            }
            for (int u = 0; u < units; u++) {
                assertEquals(n++, s.facing(u), name + " facing " + u);
                assertEquals(n++, s.anchorX(u), name + " anchorX " + u);
                assertEquals(n++, s.anchorY(u), name + " anchorY " + u);
                assertEquals(n++ % 120, s.formationOrdinal(u), name + " formation " + u);
                assertEquals(n++ % 120, s.balls(u), name + " balls " + u);
                assertEquals(n++ % 2 == 0, s.usedCombat(u), name + " usedCombat " + u);
                assertEquals(n++ % 2 == 0, s.fired(u), name + " fired " + u);
                assertEquals(n++, s.gridSize(u), name + " gridSize " + u);
                assertEquals(n++, s.k(u), name + " k " + u);
                assertEquals(n++, s.engagement(u), name + " engagement " + u);
                assertEquals(n++, s.declared(u), name + " declared " + u);
            }
            for (int side = 0; side < Side.values().length; side++) {
                assertEquals(n++, s.commanderX(side), name + " commanderX " + side);
                assertEquals(n++, s.commanderY(side), name + " commanderY " + side);
            }
            for (int o = 0; o < objectives; o++) {
                assertEquals(n++ % 120, s.ownerCode(o), name + " owner " + o);
            }
            for (int i = 0; i < BaState.DECK; i++) {
                assertEquals(n++ % 120, s.deckCount(i), name + " deck " + i);
                assertEquals(n++ % 120, s.discardCount(i), name + " discard " + i);
            }
        }
    }

    @Test
    @DisplayName("packed arrays: the bytes counted for benchmarks are those of the separate arrays")
    void arrayBytesCountAsBeforePacking() {
        for (String name : ScenarioCatalog.names("blown-away")) {
            BaState s = BlownAway.newGame(BaScenario.named(name), Variant.CHANCE, 1);
            long f = s.setup.nFigures;
            long u = s.setup.nUnits;
            long spines = 0;
            for (double[] sp : s.spine) {
                spines += sp == null ? 0 : 8L * sp.length;
            }
            // as the separate arrays counted them: x, y, departX, departY; status; slot; per unit the
            // formation, facing, anchorX, anchorY, gridSize, k, engagement, pairs, balls, usedCombat,
            // fired, declared, 4 status counts; 2 commanders' x and y; owners; 2 decks; killed, eliminated
            long expected = 8 * 4 * f + f + 2 * f
                    + u * (1 + 8 * 3 + 2 + 2 + 2 + 8 + 1 + 1 + 1 + 2 + 2 * 4)
                    + 8 * 4 + s.objectiveCount() + 26 + 26 + 16 + spines;
            assertEquals(expected, s.arrayBytes(), name);
            assertEquals(expected + 1024, s.bytes(), name);
        }
    }
}
