package adjutant.engine.honours;

import static adjutant.engine.honours.MoveTesting.blue;
import static adjutant.engine.honours.MoveTesting.farEnemy;
import static adjutant.engine.honours.MoveTesting.go;
import static adjutant.engine.honours.MoveTesting.legal;
import static adjutant.engine.honours.MoveTesting.refused;
import static adjutant.engine.honours.MoveTesting.state;
import static adjutant.engine.honours.MoveTesting.table;
import static adjutant.engine.honours.MoveTesting.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The general conventions of section 1 that are not another section's: premeasuring and markers. */
class GeneralRulesTest {

    @Test
    @DisplayName("HOW-GEN-6: premeasuring is always allowed: a move to exactly the allowance, measured first, is legal")
    void premeasuring() {
        var f = farEnemy(table());
        blue(f, "u", UnitType.INFANTRY, Formation.LINE, 60, 30);
        HowState s = f.start();
        int u = unit(s, "u");
        double allowance = Movement.remaining(s, u); // measured before moving, as a player premeasures
        assertEquals(20, allowance, 1e-9);
        legal(s, "u", 60, 30 + allowance, 90, Formation.LINE);
        refused(s, "HOW-MOVE-2", "u", 60, 30 + allowance + 0.1, 90, Formation.LINE);
        assertTrue(s.nearestEnemyDistance(u) > 0, "distances to the enemy may be read at any time");
    }

    @Test
    @DisplayName("HOW-GEN-7: the book's markers are state: moved, hits (green die), reforming (red die), and they change the state hash")
    void markersAreState() {
        var f = farEnemy(table());
        blue(f, "u", UnitType.INFANTRY, Formation.LINE, 60, 30);
        HowState s = f.start();
        int u = unit(s, "u");
        long start = s.hash();
        go(s, "u", 60, 40, 90, Formation.LINE);
        assertTrue(state(s, "u").moved(), "the green 'moved' marker");
        long moved = s.hash();
        assertNotEquals(start, moved);
        Hits.take(s, u, 2, -1);
        assertEquals(2, s.unit(u).hits(), "the green hit die");
        long hit = s.hash();
        assertNotEquals(moved, hit);
        s.units[u].red = true;
        assertTrue(s.unit(u).red(), "the red hit die of a unit that must reform");
        assertNotEquals(hit, s.hash());
    }
}
