package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.scenario.ScenarioCatalog;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A body keeps its bounding box once found ({@link Body#box}); it must be the plain box of its
 * elements after every change a move makes: built, copied, pivoted, or written and marked moved.
 */
class BodyBoxTest {
    private final BlownAwayRules rules = new BlownAwayRules(new CandidateGenerator());

    @Test
    void keptBoxIsThePlainBoxAfterEveryChange() {
        int compared = 0;
        for (String name : ScenarioCatalog.names("blown-away")) {
            BaState s = BlownAway.newGame(BaScenario.named(name), Variant.CHANCE, 3);
            SplittableRandom rng = new SplittableRandom(3);
            for (int step = 0; step < 120 && !rules.result(s).isOver(); step++) {
                for (int u = 0; u < s.setup.nUnits; u++) {
                    Body b = Body.of(s, u);
                    assertBox(b, name + " step " + step + " unit " + u + " as it stands");
                    Body c = b.copy();
                    assertBox(c, name + " step " + step + " unit " + u + " copied");
                    c.rotate(rng.nextDouble(-20, 20), rng.nextDouble(-20, 20), rng.nextDouble(-180, 180));
                    assertBox(c, name + " step " + step + " unit " + u + " pivoted");
                    double dx = rng.nextDouble(-6, 6);
                    for (int i = 0; i < c.n; i++) {
                        c.x[i] += dx;
                    }
                    c.moved();
                    assertBox(c, name + " step " + step + " unit " + u + " written and moved");
                    assertBox(b, name + " step " + step + " unit " + u + " the original after its copy changed");
                    compared++;
                }
                RandomSteps.play(rules, s, rng);
            }
        }
        assertTrue(compared > 1000, "bodies compared: " + compared);
    }

    private static void assertBox(Body b, String where) {
        double[] plain = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
                Double.NEGATIVE_INFINITY};
        for (int i = 0; i < b.n; i++) { // comparisons, as Frames.box(u) and the body find it
            plain[0] = b.x[i] < plain[0] ? b.x[i] : plain[0];
            plain[1] = b.x[i] > plain[1] ? b.x[i] : plain[1];
            plain[2] = b.y[i] < plain[2] ? b.y[i] : plain[2];
            plain[3] = b.y[i] > plain[3] ? b.y[i] : plain[3];
        }
        double[] kept = new double[4];
        b.box(kept);
        assertArrayEquals(plain, kept, where);
        b.box(kept); // asked again: the kept box
        assertArrayEquals(plain, kept, where + ", asked twice");
    }
}
