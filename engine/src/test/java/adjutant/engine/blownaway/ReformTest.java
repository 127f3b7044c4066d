package adjutant.engine.blownaway;

import static adjutant.engine.blownaway.MoveFixtures.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.Reform;
import adjutant.engine.game.Side;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.Role;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Reform (BA-FORM-1..5, BA-GEO-25, 26). */
class ReformTest {

    @Test
    @DisplayName("BA-FORM-1 BA-GEO-26 line to column about the pivot point, new facing, straight spine")
    void lineToColumn() {
        Positions p = Positions.chance();
        int u = p.infantry(Side.BLUE, 30, 10, 90);
        p.infantry(Side.RED, 60, 45, -90);
        BaState s = p.start();
        assertTrue(Movement.validate(s, new Reform(u, Formation.COLUMN, 0)).legal());
        Movement.apply(s, new Reform(u, Formation.COLUMN, 0));
        assertEquals(Formation.COLUMN.ordinal(), s.formationOrdinal(u));
        assertEquals(0, s.facing(u), 1e-9);
        assertEquals(30, s.anchorX(u), 1e-9);
        assertEquals(10, s.anchorY(u), 1e-9);
        assertEquals(13, s.gridSize(u));
        assertNotNull(s.spine[u]);
        assertEquals(14, s.spine[u].length); // 7 ranks of 2
        assertEquals(30, s.spine[u][0], 1e-9);
        assertEquals(24, s.spine[u][12], 1e-9);
        // BA-GEO-25: the flag bearer takes slot 0, the head rank's left file (x -0.5 to the right of +x = -y)
        int fb = first(s, u);
        assertEquals(Role.FLAG_BEARER, s.setup.role(fb));
        assertEquals(0, s.slot(fb));
        assertEquals(30, s.x(fb), 1e-9);
        assertEquals(10.5, s.y(fb), 1e-9);
        // and back to a line facing +y
        Movement.apply(s, new Reform(u, Formation.LINE, 90));
        assertNull(s.spine[u]);
        assertEquals(7, s.inRanks(u) - 6);
    }

    @Test
    @DisplayName("BA-FORM-2 the new layout must be on the table and clear of other units")
    void layoutMustFit() {
        Positions p = Positions.chance();
        int u = p.infantry(Side.BLUE, 30, 1, 90);
        int v = p.infantry(Side.BLUE, 30, 7, 90);
        p.infantry(Side.RED, 60, 45, -90);
        BaState s = p.start();
        assertEquals("BA-FORM-2", Movement.validate(s, new Reform(u, Formation.COLUMN, 90)).ruleId(), "rear ranks off the table");
        assertEquals("BA-FORM-2", Movement.validate(s, new Reform(v, Formation.COLUMN, 90)).ruleId(), "onto unit u");
    }

    @Test
    @DisplayName("BA-FORM-4 artillery only turns about its axle; no formation choice")
    void artilleryTurns() {
        Positions p = Positions.chance();
        int g = p.battery(Side.BLUE, 40, 10, 90);
        p.infantry(Side.RED, 60, 45, -90);
        BaState s = p.start();
        assertEquals("BA-FORM-4", Movement.validate(s, new Reform(g, Formation.LINE, 90)).ruleId());
        Movement.apply(s, new Reform(g, null, 0));
        assertEquals(40, s.anchorX(g), 1e-9);
        assertEquals(0, s.facing(g), 1e-9);
        int f = first(s, g); // crew slot 0: x -0.75 (right of +x is -y), y -1 -> (39, 10.75)
        assertEquals(39, s.x(f), 1e-9);
        assertEquals(10.75, s.y(f), 1e-9);
    }

    @Test
    @DisplayName("BA-FORM-5 a reform does not move the unit: pivot point fixed, then it is a separate action from Move")
    void reformDoesNotMove() {
        Positions p = Positions.chance();
        int u = p.infantry(Side.BLUE, 30, 10, 90);
        p.infantry(Side.RED, 60, 45, -90);
        BaState s = p.start();
        double[] c0 = SlotGeometry.pivotPoint(s, u);
        Movement.apply(s, new Reform(u, Formation.LINE, 45));
        double[] c1 = SlotGeometry.pivotPoint(s, u);
        assertEquals(c0[0], c1[0], 1e-3);
        assertEquals(c0[1], c1[1], 1e-3);
        assertFalse(s.engaged(u));
    }
}
