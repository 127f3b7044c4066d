package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * HOW-FIRE-9: troops hide a line of sight when a unit's footprint (shrunk by the contact
 * tolerance) crosses it; the check passes over units whose box misses the line's box first.
 * At every fourth step of seeded random games, for every firer and enemy target in play and every line
 * from the firer's eye to a base of the target, the answer is the plain scan's.
 */
class SightTroopsShortcutTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"st-ulrich", "kutzdorf", "spittelwitz", "lobositz"})
    void theShortcutHidesWhatThePlainScanHides(String scenario) {
        HonoursRules rules = new HonoursRules();
        SplittableRandom random = new SplittableRandom(5);
        HowState s = RandomHowPlay.newGame(scenario);
        int hidden = 0;
        for (int step = 0; step < 240 && !s.result.isOver(); step++) {
            hidden += step % 4 == 0 ? checkAll(s) : 0;
            RandomHowPlay.step(rules, s, random);
        }
        assertTrue(hidden > 0, "troops hid some line in " + scenario);
    }

    private static int checkAll(HowState s) {
        int hidden = 0;
        for (int f = 0; f < s.units.length; f++) {
            if (!s.inPlay(f)) {
                continue;
            }
            Vec2 eye = s.footprint(f).frontCentre();
            for (int t = 0; t < s.units.length; t++) {
                if (!s.inPlay(t) || s.setup.side(t) == s.setup.side(f)) {
                    continue;
                }
                for (Vec2 c : s.footprint(t).baseCentres()) {
                    Segment line = Segment.of(eye, c);
                    boolean plain = plain(s, f, t, line);
                    assertEquals(plain, Sight.troopsHide(s, f, t, line), "firer " + f + ", target " + t);
                    hidden += plain ? 1 : 0;
                }
            }
        }
        return hidden;
    }

    /** Every other unit in play, shrunk and tested against the line. */
    private static boolean plain(HowState s, int firer, int target, Segment line) {
        for (int u = 0; u < s.units.length; u++) {
            if (u != firer && u != target && s.inPlay(u)) {
                Footprint o = s.footprint(u).shrunk(HowState.CONTACT);
                if (o != null && Sight.crosses(o, line)) {
                    return true;
                }
            }
        }
        return false;
    }
}
