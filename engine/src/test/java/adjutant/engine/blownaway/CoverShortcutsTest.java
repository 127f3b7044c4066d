package adjutant.engine.blownaway;

import adjutant.engine.blownaway.scenario.BaScenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.scenario.ScenarioCatalog;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Cover and woods skip a unit whose box is far from every wall or wood: they must answer as the
 * element by element rules do, here written out as the reference.
 */
class CoverShortcutsTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    @Test
    @DisplayName("BA-GEO-22, BA-GEO-23: the same cover classes and woods as element by element")
    void sameCoverAndWoodsAsElementByElement() {
        int[] seen = new int[5]; // classes NONE, WALL, REDOUBT_TRENCH; in woods; not in woods
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (Variant v : Variant.values()) {
                BaState s = BlownAway.newGame(BaScenario.named(name), v, 11);
                SplittableRandom rng = new SplittableRandom(11);
                for (int step = 0; step < 300 && !s.outcome().isOver(); step++) {
                    for (int u = 0; u < s.setup.nUnits; u++) {
                        boolean woods = referenceInWoods(s, u);
                        assertEquals(woods, Cover.inWoods(s, u), name + " u" + u);
                        seen[woods ? 3 : 4]++;
                        for (int r = 0; r < s.setup.nUnits; r++) {
                            double[] ref = Relations.ref(s, r);
                            int c = referenceClass(s, u, ref[0], ref[1]);
                            assertEquals(c, Cover.coverClass(s, u, ref[0], ref[1]), name + " u" + u + " from u" + r);
                            seen[c]++;
                        }
                    }
                    rules.apply(s, RandomSteps.next(rules, s, rng));
                }
            }
        }
        for (int i = 0; i < seen.length; i++) {
            assertTrue(seen[i] > 0, "case " + i + " was never met: the positions do not test the shortcuts");
        }
    }

    @Test
    @DisplayName("BA-GEO-22, BA-GEO-23: the same at every distance from a wall or wood, at the edge of the proximity too")
    void sameCoverAndWoodsAtEveryDistance() {
        int[] seen = new int[2]; // wall cover, no wall cover
        for (int step = 0; step <= 80; step++) {
            double gap = step * 0.05; // from the wall to the front rank
            Positions p = Fx.chance();
            p.terrain(Fx.wall(20, 20, 40, 20));
            p.terrain(Fx.rect(adjutant.engine.scenario.TerrainKind.WOODS, 50, 20, 60, 30));
            int wall = p.infantry(Side.BLUE, 30, 20 - gap, 90); // ranks behind the wall, facing it
            int wood = p.infantry(Side.BLUE, 55, 20 - gap, 90);
            p.infantry(Side.RED, 30, 40, -90);
            BaState s = p.start();
            for (double rx : new double[] {30, 35, 45, 70}) {
                int c = referenceClass(s, wall, rx, 40);
                assertEquals(c, Cover.coverClass(s, wall, rx, 40), "gap " + gap + ", from x " + rx);
                seen[c == Cover.WALL ? 0 : 1]++;
            }
            assertEquals(referenceInWoods(s, wood), Cover.inWoods(s, wood), "gap " + gap);
        }
        assertTrue(seen[0] > 0 && seen[1] > 0, "both with and without wall cover");
    }

    /** BA-GEO-22 element by element: in-ranks men, then the axle of a manned battery. */
    private static int referenceClass(BaState s, int unit, double rx, double ry) {
        int n = 0;
        int rt = 0;
        int any = 0;
        int from = s.setup.firstFigure[unit];
        for (int f = from; f <= from + s.setup.startMen[unit]; f++) {
            boolean axle = f == from + s.setup.startMen[unit];
            if (axle ? !Relations.scanManned(s, unit) : s.statusOrdinal(f) != FigureStatus.IN_RANKS.ordinal()) {
                continue;
            }
            n++;
            int c = Cover.pointCover(s.setup.board, axle ? s.anchorX(unit) : s.x(f), axle ? s.anchorY(unit) : s.y(f), rx, ry);
            rt += c == Cover.REDOUBT_TRENCH ? 1 : 0;
            any += c != Cover.NONE ? 1 : 0;
        }
        if (n == 0) {
            return Cover.NONE;
        }
        return rt >= 0.5 * n - 1e-9 ? Cover.REDOUBT_TRENCH : any >= 0.5 * n - 1e-9 ? Cover.WALL : Cover.NONE;
    }

    /** BA-GEO-23 element by element. */
    private static boolean referenceInWoods(BaState s, int unit) {
        int n = 0;
        int in = 0;
        int from = s.setup.firstFigure[unit];
        for (int f = from; f < from + s.setup.startMen[unit]; f++) {
            if (s.statusOrdinal(f) == FigureStatus.IN_RANKS.ordinal()) {
                n++;
                in += s.setup.board.inWoods(s.x(f), s.y(f)) ? 1 : 0;
            }
        }
        if (Relations.scanManned(s, unit)) {
            n++;
            in += s.setup.board.inWoods(s.anchorX(unit), s.anchorY(unit)) ? 1 : 0;
        }
        return n > 0 && in >= 0.5 * n - 1e-9;
    }
}
