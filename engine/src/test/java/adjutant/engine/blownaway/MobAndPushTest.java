package adjutant.engine.blownaway;

import static adjutant.engine.blownaway.MoveFixtures.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.MobMove;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Mob moves and pushes (BA-MOVE-12, 13, BA-GEO-16, 17, BA-TEST-32, 33). */
class MobAndPushTest {

    /** Blue cavalry (5 men, x 90..94 or shifted, y 33, facing +y), red mob of 5 at y 38; optional blue wall of men. */
    private static BaState test32(boolean squeezed) {
        Positions p = Positions.chance();
        int a = p.cavalry(Side.BLUE, 50, 10, 90);
        int block = p.infantry(Side.BLUE, 20, 10, 90);
        int mob = p.cavalry(Side.RED, 50, 40, -90);
        BaState s = p.start();
        double x0 = squeezed ? 90 : 40;
        double y0 = squeezed ? 33 : 13;
        singleRank(s, a, 5, x0, y0, 90);
        singleRank(s, mob, 5, x0, y0 + 5, -90);
        for (int i = 0; i < 5; i++) {
            int f = first(s, mob) + i;
            run(s, f, s.x(f), s.y(f));
        }
        if (squeezed) {
            singleRank(s, block, 7, 77, 38, 90); // x 77..83: 7 in left of the mob
        } else {
            singleRank(s, block, 7, 10, 5, 90);
        }
        return s;
    }

    @Test
    @DisplayName("BA-TEST-32 BA-MOVE-13 no legal 18-in push: the mob is eliminated and the mover completes its move")
    void test32Eliminated() {
        BaState s = test32(true);
        Movement.apply(s, new Move(0, 0, 0, 12));
        for (int i = 0; i < 5; i++) {
            assertEquals(REMOVED, s.statusOrdinal(first(s, 2) + i));
        }
        assertEquals(5, s.eliminated(Side.RED));
        assertEquals(45, maxY(s, 0), 1e-9);
    }

    @Test
    @DisplayName("BA-TEST-32 BA-GEO-17 with room the mob is pushed 18 in along the canonical direction")
    void test32Pushed() {
        BaState s = test32(false);
        Movement.apply(s, new Move(0, 0, 0, 12));
        for (int i = 0; i < 5; i++) {
            int f = first(s, 2) + i;
            assertEquals(RUNNING, s.statusOrdinal(f));
            assertEquals(18 + 18, s.y(f), 1e-9, "straight ahead (k = 0) keeps the mob farthest from the pusher");
            assertEquals(40 + i, s.x(f), 1e-9);
        }
        assertEquals(0, s.eliminated(Side.RED));
        assertEquals(25, maxY(s, 0), 1e-9);
    }

    @Test
    @DisplayName("BA-MOVE-14 running men of a MIXED unit are not pushed and do not block")
    void mixedRunnersNotPushed() {
        BaState s = test32(false);
        s.setStatus(first(s, 2) + 4, IN_RANKS); // the mob is now MIXED
        s.moveFigure(first(s, 2) + 4, 5, 47);
        Movement.apply(s, new Move(0, 0, 0, 12));
        assertEquals(18, s.y(first(s, 2)), 1e-9);
        assertEquals(25, maxY(s, 0), 1e-9);
    }

    private static BaState mob(double gap) {
        Positions p = Positions.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int m = p.infantry(Side.RED, 30, 30, -90);
        BaState s = p.start();
        singleRank(s, a, 1, 30, 10, 90);
        singleRank(s, m, 1, 30, 10 + gap, -90);
        run(s, first(s, m), 30, 10 + gap);
        return s;
    }

    @Test
    @DisplayName("BA-TEST-33 BA-MOVE-12 BA-GEO-16 a mob 8 in away may close to 6 in, not nearer")
    void test33() {
        BaState s = mob(8);
        assertTrue(Movement.validate(s, new MobMove(1, 0, -2)).legal());
        Verdict v = Movement.validate(s, new MobMove(1, 0, -2.1));
        assertFalse(v.legal());
        assertEquals("BA-MOVE-12", v.ruleId());
        BaState t = mob(5);
        assertTrue(Movement.validate(t, new MobMove(1, 0, 10)).legal(), "directly away");
        assertEquals("BA-MOVE-12", Movement.validate(t, new MobMove(1, 0, -0.5)).ruleId());
        assertEquals("BA-MOVE-12", Movement.validate(t, new MobMove(1, 3, -1)).ruleId(), "obliquely toward him");
    }

    @Test
    @DisplayName("BA-MOVE-12 at most 18 in, only for a MOB, on the table")
    void mobLimits() {
        BaState s = mob(8);
        assertTrue(Movement.validate(s, new MobMove(1, 18, 0)).legal());
        assertEquals("BA-MOVE-12", Movement.validate(s, new MobMove(1, 18, 1)).ruleId());
        assertEquals("BA-MOVE-12", Movement.validate(s, new MobMove(0, 1, 0)).ruleId(), "blue is not a mob");
        BaState t = mob(30); // mob at (30, 40)
        assertEquals("BA-MOVE-15", Movement.validate(t, new MobMove(1, 0, 9)).ruleId(), "off the far edge");
        Movement.apply(s, new MobMove(1, 18, 0));
        assertEquals(48, s.x(first(s, 1)), 1e-9);
    }
}
