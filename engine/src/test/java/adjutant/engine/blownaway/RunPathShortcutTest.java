package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.scenario.ScenarioCatalog;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A runner's path is tested only where it may meet an impassable polygon's box ({@link RunPath}):
 * it must stop at the very sample, to the last bit, where testing every sample stops it. The
 * reference below is the loop the rules ran before the shortcut.
 */
class RunPathShortcutTest {

    @Test
    @DisplayName("BA-CMB-7, BA-GEO-15: runners stop where testing every sample stops them, river and bridge included")
    void sameStopAsEverySampleTested() {
        int boards = 0;
        int stoppedShort = 0;
        int crossedOnTheBridge = 0;
        int startedInTheRiver = 0;
        for (String name : ScenarioCatalog.names("blown-away")) {
            Board b = BlownAway.newGame(BaScenario.named(name), Variant.CHANCE, 1).setup.board;
            if (b.impassable.isEmpty()) {
                continue;
            }
            boards++;
            SplittableRandom rng = new SplittableRandom(name.hashCode());
            for (int i = 0; i < 20_000; i++) {
                double px = i % 2 == 0 ? rng.nextDouble(b.length()) : nearAnImpassableBox(b, rng);
                double py = i % 3 == 0 && !b.bridges.isEmpty() ? onABridge(b, rng) : rng.nextDouble(b.width());
                double facing = i % 5 == 0 ? 90 * rng.nextInt(4) : rng.nextDouble(360); // axis paths too
                double dx = -Params.RUN_DISTANCE * Math.cos(Math.toRadians(facing));
                double dy = -Params.RUN_DISTANCE * Math.sin(Math.toRadians(facing));
                double t = i % 7 == 0 ? rng.nextDouble() : 1;
                double want = everySampleTested(b, px, py, dx, dy, t);
                double got = RunPath.lastPassable(b, px, py, dx, dy, Params.RUN_DISTANCE, t);
                assertEquals(Double.doubleToLongBits(want), Double.doubleToLongBits(got),
                        name + ": a runner from (" + px + ", " + py + ") by (" + dx + ", " + dy + "), t " + t);
                stoppedShort += want < t ? 1 : 0;
                startedInTheRiver += want == 0 && t > 0 ? 1 : 0;
                crossedOnTheBridge += want == t && crossesImpassableBox(b, px, py, dx * t, dy * t) ? 1 : 0;
            }
        }
        assertTrue(boards > 0, "no shipped scenario has impassable terrain: nothing was tested");
        assertTrue(stoppedShort > 100, "too few runners stopped by the river: " + stoppedShort);
        assertTrue(startedInTheRiver > 10, "too few runners already in the river: " + startedInTheRiver);
        assertTrue(crossedOnTheBridge > 10, "too few runners crossed on the bridge: " + crossedOnTheBridge);
        assertFalse(stoppedShort == 40_000 * boards, "every runner stopped: the paths miss open ground");
    }

    /** The rules' loop before the shortcut: every sample, 0.01 in apart, until the first impassable one. */
    private static double everySampleTested(Board b, double px, double py, double dx, double dy, double t) {
        int steps = (int) Math.ceil(t * Params.RUN_DISTANCE / 0.01);
        double last = 0;
        for (int i = 1; i <= steps; i++) {
            double ti = t * i / steps;
            if (!b.passable(px + ti * dx, py + ti * dy)) {
                break;
            }
            last = ti;
        }
        return last;
    }

    private static double nearAnImpassableBox(Board b, SplittableRandom rng) {
        var box = b.impassable.get(rng.nextInt(b.impassable.size())).bounds();
        return box.minX() - 7 + rng.nextDouble(box.maxX() - box.minX() + 14);
    }

    private static double onABridge(Board b, SplittableRandom rng) {
        var box = b.bridges.get(rng.nextInt(b.bridges.size())).bounds();
        return box.minY() + rng.nextDouble(box.maxY() - box.minY());
    }

    private static boolean crossesImpassableBox(Board b, double px, double py, double dx, double dy) {
        for (var p : b.impassable) {
            var box = p.bounds();
            boolean xCross = Math.min(px, px + dx) < box.minX() && Math.max(px, px + dx) > box.maxX();
            if (xCross && py > box.minY() && py < box.maxY()) {
                return true;
            }
        }
        return false;
    }
}
