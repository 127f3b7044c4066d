package adjutant.engine.honours;

import static adjutant.engine.honours.MoveTesting.blue;
import static adjutant.engine.honours.MoveTesting.farEnemy;
import static adjutant.engine.honours.MoveTesting.go;
import static adjutant.engine.honours.MoveTesting.refused;
import static adjutant.engine.honours.MoveTesting.state;
import static adjutant.engine.honours.MoveTesting.table;
import static adjutant.engine.honours.MoveTesting.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Passing through friends (HOW-INTP-1 to HOW-INTP-7). */
class InterpenetrationTest {

    private static final Formation LINE = Formation.LINE;

    /** Blue battalion "a" with friend "b" 4 cm in front of it; light infantry "li" with friend "c" ahead likewise. */
    private static HowFixture lines() {
        HowFixture f = table();
        blue(f, "a", UnitType.INFANTRY, LINE, 60, 30);
        blue(f, "b", UnitType.INFANTRY, LINE, 60, 38);
        blue(f, "li", UnitType.LIGHT_INFANTRY, LINE, 120, 30);
        blue(f, "c", UnitType.LIGHT_INFANTRY, LINE, 120, 38);
        return f;
    }

    @Test
    @DisplayName("HOW-INTP-1: passing through a friend costs half a move, nothing when either is light infantry")
    void cost() {
        HowState s = farEnemy(lines()).start();
        refused(s, "HOW-MOVE-2", "a", 60, 46, 90, LINE);
        MoveTesting.order(s, CommandResult.ADMIRABLE);
        go(s, "a", 60, 46, 90, LINE);
        assertEquals(1.3, state(s, "a").movesUsed, 1e-9);
        go(s, "li", 120, 46, 90, LINE);
        assertEquals(16 / 25.0, state(s, "li").movesUsed, 1e-9);
    }

    @Test
    @DisplayName("HOW-INTP-2: the friend passed through stays put, unless both are light infantry or it had moved (AMB-54)")
    void stationary() {
        HowState s = farEnemy(lines()).start();
        MoveTesting.order(s, CommandResult.ADMIRABLE);
        go(s, "a", 60, 46, 90, LINE);
        assertTrue(state(s, "b").interpenetrated);
        refused(s, "HOW-INTP-2", "b", 60, 30, 90, LINE);
        go(s, "li", 120, 46, 90, LINE);
        assertFalse(state(s, "c").interpenetrated);

        HowState t = farEnemy(lines()).start();
        MoveTesting.order(t, CommandResult.ADMIRABLE);
        go(t, "b", 60, 40, 90, LINE);
        go(t, "a", 60, 48, 90, LINE);
        assertFalse(state(t, "b").interpenetrated);
    }

    @Test
    @DisplayName("HOW-INTP-3: the move must end clear of the friend")
    void endClear() {
        HowState s = farEnemy(lines()).start();
        MoveTesting.order(s, CommandResult.ADMIRABLE);
        refused(s, "HOW-INTP-3", "a", 60, 40, 90, LINE);
    }

    @Test
    @DisplayName("HOW-INTP-4: passing down the length of a column cannot end clear within the allowance")
    void alongAColumn() {
        HowFixture f = farEnemy(table());
        blue(f, "a", UnitType.INFANTRY, Formation.MARCH_COLUMN, 60, 30);
        blue(f, "b", UnitType.INFANTRY, Formation.MARCH_COLUMN, 60, 55);
        HowState s = f.start();
        for (double y = 36; y <= 82; y += 1) {
            Verdict v = MoveTesting.check(s, "a", 60, y, 90, Formation.MARCH_COLUMN);
            assertFalse(v.legal(), "ends at " + y);
        }
    }

    @Test
    @DisplayName("HOW-INTP-5: no passing through when either unit starts within 20 cm of the enemy")
    void nearEnemy() {
        HowFixture f = lines();
        f.infantry(Side.RED, null, "enemy", 60, 55, 270);
        HowState s = f.start();
        MoveTesting.order(s, CommandResult.ADMIRABLE);
        refused(s, "HOW-INTP-5", "a", 60, 44, 90, LINE);
    }

    @Test
    @DisplayName("HOW-INTP-6: after a forced move, the overlapping unit shifts the least distance that clears")
    void forcedOverlap() {
        HowFixture f = farEnemy(table());
        blue(f, "a", UnitType.INFANTRY, LINE, 60, 30);
        blue(f, "b", UnitType.INFANTRY, LINE, 60, 31);
        HowState s = f.start();
        int b = unit(s, "b");
        assertTrue(Movement.clearOverlap(s, b));
        assertTrue(Proximity.clear(s, b, s.footprint(b)));
        double shift = Math.hypot(state(s, "b").x - 60, state(s, "b").y - 31);
        assertTrue(shift <= 3.25, "shifted " + shift);
    }

    @Test
    @DisplayName("HOW-INTP-7: a voluntary pass inflicts no hits (retreats and routs through friends do, HOW-REACT-11)")
    void noHitsWhenPassing() {
        HowState s = farEnemy(lines()).start();
        MoveTesting.order(s, CommandResult.ADMIRABLE);
        go(s, "a", 60, 46, 90, LINE);
        assertEquals(0, state(s, "a").hits);
        assertEquals(0, state(s, "b").hits);
    }
}
