package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * HOW-TERR-26: the count of directions a unit in a built-up area fires in asks for sight only of
 * a face not yet counted, and the faces a firer fights in whatever its target ({@link BuaFaces})
 * are found once for all its targets. Both checked against the plain count (sight of every enemy
 * in reach) at every step of seeded random games, for every pair of units in play.
 */
class BuaDirectionsShortcutTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"st-ulrich", "kutzdorf", "spittelwitz", "lobositz"})
    void theShortcutCountsWhatThePlainCountDoes(String scenario) {
        HonoursRules rules = new HonoursRules();
                int inBua = 0;
        for (long seed = 1; seed <= 2; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            HowState s = RandomHowPlay.newGame(scenario);
            for (int step = 0; step < 1500 && !s.result.isOver(); step++) {
                inBua += checkAll(s);
                RandomHowPlay.step(rules, s, random);
            }
        }
        assertTrue(scenario.equals("st-ulrich") || inBua > 0, "some unit fired from a built-up area in " + scenario);
    }

    private static int checkAll(HowState s) {
        int inBua = 0;
        for (int f = 0; f < s.units.length; f++) {
            if (!s.inPlay(f) || Cover.buaOf(s, f) < 0) {
                continue;
            }
            inBua++;
            BuaFaces faces = BuaFaces.of(s, f);
            for (int t = 0; t < s.units.length; t++) {
                if (s.inPlay(t) && s.setup.side(t) != s.setup.side(f)) {
                    int plain = plain(s, f, t);
                    assertEquals(plain, FireModifiers.buaDirections(s, f, t), "firer " + f + ", target " + t);
                    assertEquals(plain, faces.directionsWith(s, t), "firer " + f + ", target " + t + ", faces kept");
                }
            }
        }
        return inBua;
    }

    /** The rule as written: the target's face, the faces of earlier targets, and of every enemy seen in reach. */
    private static int plain(HowState s, int firer, int target) {
        Footprint f = s.footprint(firer);
        Set<Sector> faces = EnumSet.noneOf(Sector.class);
        faces.add(f.sectorHoldingMostOf(s.footprint(target)));
        double reach = FireModifiers.maxReach(s, firer);
        for (int e = 0; e < s.units.length; e++) {
            if (s.setup.side(e) != s.setup.side(firer) && s.inPlay(e)
                    && s.distance(firer, e) <= reach && Sight.of(s, firer, e, false).visible()) {
                faces.add(f.sectorHoldingMostOf(s.footprint(e)));
            }
        }
        for (FireRecord r : s.fireRecords) {
            if (r.firer() == firer && s.inPlay(r.target())) {
                faces.add(f.sectorHoldingMostOf(s.footprint(r.target())));
            }
        }
        return faces.size();
    }
}
