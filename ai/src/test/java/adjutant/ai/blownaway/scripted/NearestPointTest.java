package adjutant.ai.blownaway.scripted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.FigureStatus;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The doctrine's nearest-figure search, which skips {@code hypot} for figures that cannot beat
 * the best so far, gives the plain minimum of {@code hypot} to the last bit: from every figure
 * and from random points, to every unit's figures in ranks and running, through random games.
 */
class NearestPointTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    @Test
    @DisplayName("the nearest figure found with few hypot calls is the plain minimum, bit for bit")
    void sameAsThePlainMinimum() {
        SplittableRandom rng = new SplittableRandom(3);
        int compared = 0;
        for (String name : List.of("encounter", "crossroads")) {
            BaState s = BlownAway.newGame(BaScenario.named(name), Variant.CHANCE, 3);
            for (int step = 0; step < 400 && !s.outcome().isOver(); step++) {
                if (step % 10 == 0) {
                    compared += compareAll(s, rng);
                }
                s = randomStep(s, rng);
            }
        }
        assertTrue(compared > 100_000, "compared " + compared);
    }

    @Test
    @DisplayName("a figure at exactly the best distance, or a hair nearer, is found")
    void nearTies() {
        BaState s = BlownAway.newGame(BaScenario.named("encounter"), Variant.CHANCE, 3);
        int first = s.setup().firstFigure(0);
        int to = first + s.setup().startMen(0);
        double x = s.figureX(first) + 3;
        double y = s.figureY(first) + 4;
        double exact = plain(s, first, to, FigureStatus.IN_RANKS, x, y, Double.POSITIVE_INFINITY);
        for (double best : new double[] {exact, Math.nextUp(exact), Math.nextDown(exact), exact * (1 + 1e-12), 0}) {
            assertEquals(plain(s, first, to, FigureStatus.IN_RANKS, x, y, best),
                    NearestPoint.of(s, first, to, FigureStatus.IN_RANKS, x, y, best), "best so far " + best);
        }
    }

    private static int compareAll(BaState s, SplittableRandom rng) {
        int n = 0;
        var setup = s.setup();
        for (int u = 0; u < setup.unitCount(); u++) {
            int from = setup.firstFigure(u);
            int to = from + setup.startMen(u);
            for (int f = 0; f < setup.figureCount(); f++) {
                for (FigureStatus status : new FigureStatus[] {FigureStatus.IN_RANKS, FigureStatus.RUNNING}) {
                    double x = s.figureX(f);
                    double y = s.figureY(f);
                    double start = rng.nextBoolean() ? Double.POSITIVE_INFINITY : 40 * rng.nextDouble();
                    assertEquals(plain(s, from, to, status, x, y, start), NearestPoint.of(s, from, to, status, x, y, start),
                            "unit " + u + " from figure " + f);
                    double px = 72 * rng.nextDouble();
                    double py = 48 * rng.nextDouble();
                    assertEquals(plain(s, from, to, status, px, py, start), NearestPoint.of(s, from, to, status, px, py, start),
                            "unit " + u + " from (" + px + ", " + py + ")");
                    n += 2;
                }
            }
        }
        return n;
    }

    private static double plain(BaState s, int from, int to, FigureStatus status, double x, double y, double best) {
        for (int f = from; f < to; f++) {
            if (s.status(f) == status) {
                best = Math.min(best, Math.hypot(s.figureX(f) - x, s.figureY(f) - y));
            }
        }
        return best;
    }

    private BaState randomStep(BaState s, SplittableRandom rng) {
        BaAction a = rules.isChanceNode(s) ? rules.sampleChance(s, rng.nextDouble())
                : pick(rules.legalActions(s), rng);
        rules.apply(s, a);
        return s;
    }

    private static BaAction pick(List<BaAction> actions, SplittableRandom rng) {
        return actions.get(rng.nextInt(actions.size()));
    }
}
