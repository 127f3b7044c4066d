package adjutant.ai.blownaway;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.BodyBounds;
import adjutant.engine.blownaway.FigureStatus;
import adjutant.engine.blownaway.RandomPlayout;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.scenario.ScenarioCatalog;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.scenario.Variant;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The objective proximity feature skips units by their boxes: it must be bit for bit the plain one. */
class BaFeaturesTest {

    @Test
    void proximitySkippingUnitsByBoxesIsThePlainMinimum() {
        RandomPlayout playout = new RandomPlayout(new BlownAwayRules());
        for (String name : ScenarioCatalog.names()) {
            for (Variant v : Variant.values()) {
                BaState s = BlownAway.newGame(ScenarioLoader.loadNamed(name), v, 3);
                SplittableRandom rng = new SplittableRandom(3);
                for (int step = 0; step < 300 && !s.outcome().isOver(); step++) {
                    assertArrayEquals(plainProximity(s), BaFeatures.proximity(s, BodyBounds.of(s)),
                            name + " " + v.id() + " step " + step);
                    playout.step(s, rng);
                }
            }
        }
    }

    /** Per side, the mean over objectives of 1 / (1 + d/6), d from the side's nearest in-ranks man. */
    private static double[] plainProximity(BaState s) {
        BaSetup setup = s.setup();
        List<ObjectiveSpec> objectives = setup.board().objectives();
        double[] mean = new double[2];
        for (int side = 0; side < 2; side++) {
            double sum = 0;
            for (ObjectiveSpec o : objectives) {
                double least = Double.POSITIVE_INFINITY;
                for (int u = 0; u < setup.unitCount(); u++) {
                    if (setup.side(u).ordinal() != side) {
                        continue;
                    }
                    for (int f = setup.firstFigure(u); f < setup.firstFigure(u) + setup.startMen(u); f++) {
                        double dx = s.figureX(f) - o.center().x();
                        double dy = s.figureY(f) - o.center().y();
                        if (s.status(f) == FigureStatus.IN_RANKS) {
                            least = Math.min(least, dx * dx + dy * dy);
                        }
                    }
                }
                double best = Math.sqrt(least);
                sum += Double.isInfinite(best) ? 0 : 1 / (1 + Math.max(0, best - o.radius()) / 6);
            }
            mean[side] = objectives.isEmpty() ? 0 : sum / objectives.size();
        }
        return mean;
    }
}
