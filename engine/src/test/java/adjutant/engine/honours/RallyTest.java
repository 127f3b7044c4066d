package adjutant.engine.honours;

import static adjutant.engine.honours.MeleeKit.act;
import static adjutant.engine.honours.MeleeKit.at;
import static adjutant.engine.honours.MeleeKit.go;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.action.Rally;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The rally phase (HOW-RALLY-1 to HOW-RALLY-9) and the derived checks D-2 and D-3. */
class RallyTest {

    /** Blue unit "b" of {@code cls} at (60, 10) facing up; red "r" with its front edge {@code d} cm away. */
    private static HowFixture apart(UnitClass cls, double d) {
        HowFixture f = new HowFixture();
        f.unit(Side.BLUE, null, MeleeKit.infantry("b", cls, UnitSize.STANDARD, 60, 10, 90, Formation.LINE));
        f.unit(Side.RED, null, MeleeKit.infantry("r", UnitClass.STANDARD, UnitSize.STANDARD, 60, 10 + d, 270, Formation.LINE));
        f.unit(Side.RED, null, MeleeKit.infantry("r2", UnitClass.STANDARD, UnitSize.STANDARD, 160, 110, 270, Formation.LINE));
        return f;
    }

    /** Rallies blue's unit 0 from {@code hits} and returns its hits after the phase. */
    private static int rallied(HowFixture f, int hits) {
        HowState s = at(f, Phase.RALLY);
        s.unit(0).hits = hits;
        go(s);
        return s.unit(0).hits();
    }

    @Test
    @DisplayName("HOW-RALLY-1, HOW-CMD-13, AMB-89: Done For units are removed, and a brigade commander with no unit left")
    void doneForRemoved() {
        HowFixture f = new HowFixture();
        f.brigade(Side.BLUE, "bde", "Bevern", Rating.DEPENDABLE, 60, 5);
        f.infantry(Side.BLUE, "bde", "b", 60, 10, 90);
        f.infantry(Side.RED, null, "r", 60, 100, 270);
        HowState s = at(f, Phase.RALLY);
        Hits.take(s, 0, 5, 1);
        Hits.doneFor(s, 0);
        go(s);
        assertTrue(s.unit(0).removed());
        assertTrue(s.commander(s.setup().commander("bde-bc")).removed());
    }

    @Test
    @DisplayName("HOW-RALLY-2, AMB-50, D-3: the rally table by class and distance, 30 and 60 cm in the middle band")
    void rallyTable() {
        assertEquals(3, rallied(apart(UnitClass.INFERIOR, 45), 3), "D-3: inferior at 45 cm rallies nothing");
        assertEquals(2, rallied(apart(UnitClass.INFERIOR, 61), 3), "D-3: at 61 cm it drops to 2");
        assertEquals(3, rallied(apart(UnitClass.STANDARD, 29.5), 3));
        assertEquals(2, rallied(apart(UnitClass.STANDARD, 30), 3));
        assertEquals(2, rallied(apart(UnitClass.SUPERIOR, 60), 3));
        assertEquals(1, rallied(apart(UnitClass.STANDARD, 60.5), 3));
    }

    /** Blue "b" with hits, 20 cm from the enemy, its general (rated {@code r}) 2 cm behind it. */
    private static HowState withGeneral(Rating r, int hits) {
        HowFixture f = apart(UnitClass.STANDARD, 20);
        f.general(Side.BLUE, "cg", r, 60, 4);
        HowState s = at(f, Phase.RALLY);
        s.unit(0).hits = hits;
        return go(s);
    }

    @Test
    @DisplayName("HOW-RALLY-3, AMB-50: the general rallies 1 hit from a unit within 5 cm, a dashing one 2, a dithering one none")
    void generalRally() {
        HowState dependable = withGeneral(Rating.DEPENDABLE, 3);
        assertInstanceOf(RallyPhase.GeneralRally.class, dependable.currentTask());
        act(dependable, new Rally(0, 0));
        assertEquals(2, dependable.unit(0).hits(), "1 off, though 20 cm from the enemy");
        HowState dashing = withGeneral(Rating.DASHING, 3);
        act(dashing, new Rally(0, 0));
        assertEquals(1, dashing.unit(0).hits());
        HowState unrated = withGeneral(null, 3);
        act(unrated, new Rally(0, 0));
        assertEquals(2, unrated.unit(0).hits());
        HowState dithering = withGeneral(Rating.DITHERING, 3);
        assertFalse(dithering.currentTask() instanceof RallyPhase.GeneralRally);
        assertEquals(3, dithering.unit(0).hits());
        HowState far = withGeneral(Rating.DASHING, 3);
        far.commanders[0].y = -10;
        assertEquals("HOW-RALLY-3", MeleeKit.RULES.validate(far, new Rally(0, 0)).ruleId(), "beyond 5 cm");
    }

    @Test
    @DisplayName("HOW-RALLY-4, D-2: the last hit never rallies, even far from the enemy with the general in contact")
    void lastHit() {
        HowFixture f = apart(UnitClass.STANDARD, 80);
        f.general(Side.BLUE, "cg", Rating.DASHING, 60, 6);
        HowState s = at(f, Phase.RALLY);
        s.unit(0).hits = 1;
        go(s);
        assertFalse(s.currentTask() instanceof RallyPhase.GeneralRally, "nothing to rally for the general");
        assertEquals(1, s.unit(0).hits());
    }

    private static HowState red(double distance, boolean reforming, int hits) {
        HowState s = at(apart(UnitClass.STANDARD, distance), Phase.RALLY);
        s.unit(0).hits = hits;
        s.unit(0).red = true;
        s.unit(0).reforming = reforming;
        return go(s);
    }

    @Test
    @DisplayName("HOW-RALLY-5, HOW-RALLY-6: a red unit rallies normally; below 4 it spends the next turn reforming")
    void redDieReforms() {
        HowState s = red(80, false, 4);
        assertEquals(2, s.unit(0).hits());
        assertTrue(s.unit(0).red());
        assertTrue(s.unit(0).reforming());
        assertFalse(s.unit(0).mustRetreatAgain);
    }

    @Test
    @DisplayName("HOW-RALLY-7, AMB-51: at the end of the reforming turn it turns green below 4, stays red at 4")
    void backToGreen() {
        HowState green = red(20, true, 3);
        assertFalse(green.unit(0).red());
        assertFalse(green.unit(0).reforming());
        HowState stillRed = red(20, true, 4);
        assertTrue(stillRed.unit(0).red());
        assertFalse(stillRed.unit(0).reforming());
        assertTrue(stillRed.unit(0).mustRetreatAgain);
    }

    @Test
    @DisplayName("HOW-RALLY-8: a 4-hit unit that rallies nothing must retreat again next turn")
    void failsToRally() {
        HowState s = red(20, false, 4);
        assertEquals(4, s.unit(0).hits());
        assertTrue(s.unit(0).mustRetreatAgain);
        assertFalse(s.unit(0).reforming());
    }

    @Test
    @DisplayName("HOW-RALLY-9, HOW-RALLY-4: rallying off hits (as the Inspiring rally does) never takes the last hit")
    void rallyOffKeepsTheLastHit() {
        HowState s = at(apart(UnitClass.STANDARD, 80), Phase.RALLY);
        s.unit(0).hits = 1;
        RallyPhase.rallyOff(s, 0, 1);
        assertEquals(1, s.unit(0).hits());
        s.unit(0).hits = 3;
        RallyPhase.rallyOff(s, 0, 1);
        assertEquals(2, s.unit(0).hits());
    }
}
