package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.Side;
import adjutant.engine.scenario.ScenarioCatalog;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A move's pass-through, each objective looked at once and skipped when the box of all the men's
 * paths misses it, takes what the plain rule takes: man by man, every objective his path touches
 * that the side does not own, when no enemy man is in ranks inside it.
 */
class PassThroughShortcutTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    @Test
    @DisplayName("BA-WIN-3, BA-MOVE-17: a whole move's pass-through takes what its men's paths take one by one")
    void wholeMoveIsManByMan() {
        int taken = 0;
        int moves = 0;
        for (String name : ScenarioCatalog.names("blown-away")) {
            BaState s = BlownAway.newGame(BaScenario.named(name), Variant.CHANCE, 5);
            SplittableRandom rng = new SplittableRandom(5);
            for (int step = 0; step < 500 && !s.outcome().isOver(); step++) {
                for (int u = 0; u < s.setup.nUnits; u++) {
                    double[] paths = paths(s, u, rng);
                    int n = paths.length / 4;
                    Side side = s.setup.unitSide[u];
                    BaState whole = s.copy();
                    Objectives.passThrough(whole, side, paths, n);
                    BaState plain = s.copy();
                    for (int k = 0; k < n; k++) {
                        plainPassThrough(plain, side, paths[4 * k], paths[4 * k + 1], paths[4 * k + 2], paths[4 * k + 3]);
                    }
                    for (int o = 0; o < s.objectiveCount(); o++) {
                        assertEquals(plain.ownerCode(o), whole.ownerCode(o), name + " step " + step + ", u" + u + ", objective " + o);
                        taken += plain.ownerCode(o) != s.ownerCode(o) ? 1 : 0;
                    }
                    moves++;
                }
                RandomSteps.play(rules, s, rng);
            }
        }
        assertTrue(taken > 100, moves + " moves took " + taken + " objectives");
    }

    /** The paths of unit u's men in ranks, all moved by one random step of up to 30 in. */
    private static double[] paths(BaState s, int u, SplittableRandom rng) {
        double dx = rng.nextDouble(-30, 30);
        double dy = rng.nextDouble(-30, 30);
        int from = s.setup.firstFigure[u];
        double[] out = new double[4 * s.setup.startMen[u]];
        int n = 0;
        for (int f = from; f < from + s.setup.startMen[u]; f++) {
            if (s.statusOrdinal(f) == 0) {
                out[4 * n] = s.x(f);
                out[4 * n + 1] = s.y(f);
                out[4 * n + 2] = s.x(f) + dx;
                out[4 * n + 3] = s.y(f) + dy;
                n++;
            }
        }
        return java.util.Arrays.copyOf(out, 4 * n);
    }

    /** The rule as written, for one man's path. */
    private static void plainPassThrough(BaState s, Side side, double x0, double y0, double x1, double y1) {
        Board b = s.setup.board;
        for (int o = 0; o < s.objectiveCount(); o++) {
            if (s.ownerCode(o) == side.ordinal() + 1 || !b.objectiveTouches(o, x0, y0, x1, y1)) {
                continue;
            }
            boolean contested = false;
            for (int f = 0; f < s.setup.nFigures; f++) {
                contested |= s.statusOrdinal(f) == 0 && s.setup.unitSide[s.setup.figUnit[f]] != side
                        && b.objectiveContains(o, s.x(f), s.y(f));
            }
            if (!contested) {
                s.setOwnerCode(o, side.ordinal() + 1);
            }
        }
    }
}
