package adjutant.ai.tuning;

import static adjutant.ai.eval.WeightSpace.dimension;

import adjutant.ai.eval.WeightSpace;
import adjutant.ai.eval.Weights;
import java.util.SplittableRandom;

/** An example weight space (the Blown Away features) and a cheap synthetic fitness over it. */
final class TestSpaces {

    private TestSpaces() {}

    static final WeightSpace BLOWN_AWAY = WeightSpace.of(
            dimension("menInRanks", 0, 4, 1.0),
            dimension("runningMen", -4, 0, -1.0),
            dimension("objectivesOwned", 0, 10, 3.0),
            dimension("objectiveDistance", -2, 0, -0.5),
            dimension("engagementBalance", -2, 2, 0.5),
            dimension("flankExposure", -2, 0, -0.5),
            dimension("ammunition", 0, 2, 0.2),
            dimension("rallyProspects", 0, 2, 0.3));

    /** The hidden optimum of {@link #synthetic}. */
    static final double[] TARGET = {2.5, -0.7, 6.0, -1.5, 1.2, -1.8, 1.1, 0.4};

    /** Negative normalised squared distance to {@link #TARGET}; 0 at the target. */
    static double trueFitness(Weights w) {
        double sum = 0;
        for (int i = 0; i < TARGET.length; i++) {
            var d = BLOWN_AWAY.get(i);
            double x = (w.get(d.name()) - TARGET[i]) / (d.max() - d.min());
            sum += x * x;
        }
        return -sum;
    }

    /**
     * {@link #trueFitness} plus noise: some shared by all candidates of a seed (the luck of the
     * games) and some particular to the candidate and seed. A pure function of its arguments.
     */
    static double synthetic(Weights w, long seed) {
        long h = seed;
        for (double v : w.values()) {
            h = Seeds.derive(h, Double.doubleToLongBits(v));
        }
        double shared = new SplittableRandom(seed).nextGaussian() * 0.05;
        double own = new SplittableRandom(h).nextGaussian() * 0.01;
        return trueFitness(w) + shared + own;
    }
}
