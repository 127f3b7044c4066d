package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.scenario.ScenarioCatalog;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A push's walk asks {@link Pushes#firstMobContact} only of the mobs whose running men come near
 * the box of the mover's paths ({@link Pushes#mobsNear}, #23): for every element of every unit,
 * swept every way along seeded random games, the first contact and the mob touched must be the
 * very ones that asking of every enemy mob finds.
 */
class MobContactShortcutTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    @Test
    @DisplayName("BA-MOVE-13, BA-GEO-17: the mobs near a move's paths give the first contact that every mob gives")
    void sameFirstContactAsEveryMob() {
        int sweeps = 0;
        int touched = 0;
        int leftOut = 0;
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (int game = 0; game < 6; game++) {
                BaState s = BlownAway.newGame(BaScenario.named(name), game % 2 == 0 ? Variant.CHANCE
                        : Variant.WITHOUT_CHANCE, game);
                SplittableRandom rng = new SplittableRandom(31L * game + name.hashCode());
                for (int step = 0; step < 2_000 && !rules.result(s).isOver(); step++) {
                    if (s.phase() == Phase.MAIN) {
                        int[] counts = sweepEveryUnit(s, rng);
                        sweeps += counts[0];
                        touched += counts[1];
                        leftOut += counts[2];
                    }
                    RandomSteps.play(rules, s, rng);
                }
            }
        }
        assertTrue(sweeps > 10_000, "too few sweeps near mobs: " + sweeps);
        assertTrue(touched > 100, "too few sweeps touched a mob: " + touched);
        assertTrue(leftOut > 1_000, "the box left no mob out: the shortcut was never taken, " + leftOut);
    }

    /** Sweeps every element of every unit facing a mob, each along a random way; {sweeps, touched, mobs left out}. */
    private static int[] sweepEveryUnit(BaState s, SplittableRandom rng) {
        int[] counts = new int[3];
        for (int u = 0; u < s.setup.nUnits; u++) {
            long mobs = Pushes.mobs(s, s.setup.unitSide[u].opponent());
            if (mobs == 0 || s.inRanks(u) == 0) {
                continue;
            }
            Body b = Body.of(s, u);
            double deg = rng.nextDouble(360);
            double ux = Math.cos(Math.toRadians(deg));
            double uy = Math.sin(Math.toRadians(deg));
            double len = rng.nextDouble(Params.MOVE_CAVALRY);
            double[] box = new double[4];
            Frames.box(b, ux * len, uy * len, box);
            long near = Pushes.mobsNear(s, mobs, box[0], box[1], box[2], box[3]);
            counts[2] += Long.bitCount(mobs & ~near);
            for (int i = 0; i < b.n; i++) {
                int[] wantHit = {-1};
                int[] gotHit = {-1};
                double want = Pushes.firstMobContact(s, mobs, b.x[i], b.y[i], b.r[i], ux, uy, len, wantHit);
                double got = Pushes.firstMobContact(s, near, b.x[i], b.y[i], b.r[i], ux, uy, len, gotHit);
                assertEquals(Double.doubleToLongBits(want), Double.doubleToLongBits(got),
                        "unit " + u + " element " + i + " swept " + len + " in at " + deg + "°");
                assertEquals(wantHit[0], gotHit[0], "the mob touched first, unit " + u + " element " + i);
                counts[0]++;
                counts[1] += want < Double.POSITIVE_INFINITY ? 1 : 0;
            }
        }
        return counts;
    }
}
