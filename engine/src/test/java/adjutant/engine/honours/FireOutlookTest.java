package adjutant.engine.honours;

import static adjutant.engine.honours.FireKit.u;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.FireRange.Band;
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.honours.action.Fire;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What bots read of a coming fire fight: the expected hits of a unit's best shot, with nothing rolled. */
class FireOutlookTest {

    private static HowState pair(double redY) {
        return FireKit.fixture(FireKit.inf("b", UnitClass.STANDARD, 60, 30, 90),
                FireKit.inf("r", UnitClass.STANDARD, 60, redY, 270)).start();
    }

    @Test
    @DisplayName("HOW-HIT-1, HOW-FIRE-11: the expected hits are the Hit Table row averaged over the average die's faces")
    void averagesTheHitTableOverTheAverageDie() {
        HowState s = pair(46);
        int b = u(s, "b");
        int r = u(s, "r");
        Fire f = new Fire(b, r, Ammo.MUSKETRY, false);
        Band band = FireRange.band(s, b, Ammo.MUSKETRY, Firing.range(s, b, r, false));
        int total = FireModifiers.total(FireModifiers.of(s, new FireModifiers.Shot(b, r, Ammo.MUSKETRY, band,
                Firing.When.FIRING_PHASE, false, false)));
        double sum = 0;
        for (int face : new int[] {2, 3, 3, 4, 4, 5}) {
            sum += HitTable.hits(HitTable.fireRow(s, b), face + total, face);
        }
        assertEquals(sum / 6, FireOutlook.expectedHits(s, f, band), 1e-12);
        assertEquals(sum / 6, FireOutlook.bestExpectedHits(s, b), 1e-12);
        assertTrue(FireOutlook.bestExpectedHits(s, b) > 0);
    }

    @Test
    @DisplayName("HOW-FIRE-18: out of musket range, nothing to expect; HOW-FIRE-2: nor after firing this turn")
    void nothingOutOfRangeOrAfterFiring() {
        assertEquals(0, FireOutlook.bestExpectedHits(pair(110), 0));
        HowState s = pair(46);
        s.units[u(s, "b")].fired = true;
        assertEquals(0, FireOutlook.bestExpectedHits(s, u(s, "b")));
        assertTrue(FireOutlook.bestExpectedHits(s, u(s, "r")) > 0, "red may still fire");
    }

    @Test
    @DisplayName("HOW-FIRE-6: a target outside the firing zone is not counted")
    void onlyInTheFiringZone() {
        HowState s = FireKit.fixture(FireKit.inf("b", UnitClass.STANDARD, 60, 30, 0),
                FireKit.inf("r", UnitClass.STANDARD, 60, 46, 270)).start();
        assertEquals(0, FireOutlook.bestExpectedHits(s, u(s, "b")), "blue faces away along the table");
        assertEquals(Side.BLUE, s.setup.side(u(s, "b")));
    }
}
