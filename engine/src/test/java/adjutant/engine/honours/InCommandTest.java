package adjutant.engine.honours;

import static adjutant.engine.honours.CommandTesting.activate;
import static adjutant.engine.honours.CommandTesting.brigade;
import static adjutant.engine.honours.CommandTesting.inMovement;
import static adjutant.engine.honours.CommandTesting.roll;
import static adjutant.engine.honours.CommandTesting.unit;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import adjutant.engine.game.Side;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** In-command chains (HOW-CMD-11, EX-7, AMB-65). */
class InCommandTest {

    /** Battalions in a row along y = 25, each 20 cm wide, {@code gap} cm apart, the brigadier between battalions 3 and 4. */
    private static HowFixture row(int battalions, double gap, double brigadierX) {
        HowFixture f = new HowFixture().table(180, 122);
        f.general(Side.BLUE, "blue-cg", null, 90, 2);
        f.brigade(Side.BLUE, "b1", "Bevern", Rating.DEPENDABLE, brigadierX, 15);
        for (int i = 0; i < battalions; i++) {
            f.infantry(Side.BLUE, "b1", "bn" + (i + 1), 15 + i * (20 + gap), 25, 90);
        }
        f.general(Side.RED, "red-cg", null, 90, 118);
        f.brigade(Side.RED, "r1", "Browne", Rating.DEPENDABLE, 90, 110);
        f.infantry(Side.RED, "r1", "Harrach", 90, 100, 270);
        return f;
    }

    @Test
    @DisplayName("HOW-CMD-11, EX-7 (A): four battalions all within 15 cm of their brigadier are in command")
    void allNearTheBrigadier() {
        HowFixture f = new HowFixture().table(122, 122);
        f.general(Side.BLUE, "blue-cg", null, 60, 2);
        f.brigade(Side.BLUE, "b1", "Bevern", Rating.DEPENDABLE, 60, 20);
        f.infantry(Side.BLUE, "b1", "bn1", 48, 30, 90);
        f.infantry(Side.BLUE, "b1", "bn2", 72, 30, 90);
        f.infantry(Side.BLUE, "b1", "bn3", 48, 18, 90);
        f.infantry(Side.BLUE, "b1", "bn4", 72, 18, 90);
        f.general(Side.RED, "red-cg", null, 60, 118);
        f.brigade(Side.RED, "r1", "Browne", Rating.DEPENDABLE, 60, 110);
        f.infantry(Side.RED, "r1", "Harrach", 60, 100, 270);
        HowState s = inMovement(f);
        assertArrayEquals(new boolean[] {true, true, true, true}, InCommand.of(s, brigade(s, "b1")));
    }

    @Test
    @DisplayName("HOW-CMD-11, EX-7 (B): six in a row, 3 and 4 near the brigadier; 2 and 5, then 1 and 6, in command through 5 cm links")
    void chains() {
        HowState s = inMovement(row(6, 4, 75));
        int b = brigade(s, "b1");
        assertEquals(20, s.footprint(unit(s, "bn1")).width(), 1e-9);
        assertArrayEquals(new boolean[] {true, true, true, true, true, true}, InCommand.of(s, b));
        s.units[unit(s, "bn1")].x -= 2; // its gap to battalion 2 is now 6 cm
        assertArrayEquals(new boolean[] {false, true, true, true, true, true}, InCommand.of(s, b));
        s.units[unit(s, "bn5")].x += 2; // 5 is cut off from 4, and 6 with it
        assertArrayEquals(new boolean[] {false, true, true, true, false, false}, InCommand.of(s, b));
    }

    @Test
    @DisplayName("HOW-CMD-11, AMB-65: in command is judged as the activation begins; the others roll")
    void judgedAtActivation() {
        HowState s = inMovement(row(6, 6, 75)); // only 3 and 4 are in command
        int b = brigade(s, "b1");
        activate(s, b);
        roll(s, 3);
        for (String bn : new String[] {"bn1", "bn2", "bn5", "bn6"}) {
            assertEquals(new OutOfCommandTest(unit(s, bn)), s.currentTask(), bn);
            roll(s, 6);
        }
        assertInstanceOf(MovementPhase.UnitOrders.class, s.currentTask());
    }
}
