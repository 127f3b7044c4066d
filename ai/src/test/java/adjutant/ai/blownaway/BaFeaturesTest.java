package adjutant.ai.blownaway;

import adjutant.engine.blownaway.scenario.BaScenario;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaSetup;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.BodyBounds;
import adjutant.engine.blownaway.FigureStatus;
import adjutant.engine.blownaway.RandomPlayout;
import adjutant.engine.blownaway.Relations;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.scenario.ScenarioCatalog;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Features that skip units by their boxes or test the cheapest first must be bit for bit the plain ones. */
class BaFeaturesTest {

    @Test
    void proximitySkippingUnitsByBoxesIsThePlainMinimum() {
        RandomPlayout playout = new RandomPlayout(new BlownAwayRules());
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (Variant v : Variant.values()) {
                BaState s = BlownAway.newGame(BaScenario.named(name), v, 3);
                SplittableRandom rng = new SplittableRandom(3);
                for (int step = 0; step < 300 && !s.outcome().isOver(); step++) {
                    assertArrayEquals(plainProximity(s), BaFeatures.proximity(s, BodyBounds.of(s)),
                            name + " " + v.id() + " step " + step);
                    playout.step(s, rng);
                }
            }
        }
    }

    @Test
    void flankExposureTestingTheCheapestFirstIsThePlainOne() {
        RandomPlayout playout = new RandomPlayout(new BlownAwayRules());
        double[] out = new double[BaFeatures.NAMES.size()];
        int exposed = 0;
        for (String name : ScenarioCatalog.names("blown-away")) {
            for (Variant v : Variant.values()) {
                BaState s = BlownAway.newGame(BaScenario.named(name), v, 4);
                SplittableRandom rng = new SplittableRandom(4);
                for (int step = 0; step < 300 && !s.outcome().isOver(); step++) {
                    BaFeatures.compute(s, out);
                    double plain = plainFlankExposure(s);
                    assertEquals(plain, out[BaFeatures.NAMES.indexOf("flankExposure")], name + " " + v.id() + " step " + step);
                    exposed += plain != 0 ? 1 : 0;
                    playout.step(s, rng);
                }
            }
        }
        assertTrue(exposed > 0, "the games expose some flank");
    }

    /** Per side, the share of its units with an enemy within 10 in on the flank or rear; blue's minus red's. */
    private static double plainFlankExposure(BaState s) {
        BaSetup setup = s.setup();
        double[] exposed = new double[2];
        int[] units = new int[2];
        for (int u = 0; u < setup.unitCount(); u++) {
            int side = setup.side(u).ordinal();
            units[side] += s.inRanks(u) > 0 ? 1 : 0;
            if (s.inRanks(u) == 0 || !Relations.hasFront(s, u)) {
                continue;
            }
            for (int e = 0; e < setup.unitCount(); e++) {
                if (setup.side(e) != setup.side(u) && s.inRanks(e) > 0 && Relations.hasFront(s, e)
                        && Relations.distance(s, u, e) <= 10 && Relations.flankOrRear(s, e, u)) {
                    exposed[side]++;
                    break;
                }
            }
        }
        return exposed[0] / Math.max(1, units[0]) - exposed[1] / Math.max(1, units[1]);
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
