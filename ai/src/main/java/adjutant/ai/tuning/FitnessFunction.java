package adjutant.ai.tuning;

import adjutant.ai.eval.Weights;

/**
 * How good a weight vector is, higher is better: for game tuning the mean score of the weights'
 * player per game, in [0, 1].
 *
 * <p>Must be a pure function of {@code (candidate, seed)}: the tuner evaluates candidates in
 * parallel and relies on the same arguments giving the same fitness, whatever the thread. All
 * randomness (game dice, cards, search tie-breaks) must come from {@code seed}. Candidates of one
 * generation are all called with the same {@code seed} (common random numbers).
 */
@FunctionalInterface
public interface FitnessFunction {

    double fitness(Weights candidate, long seed);

    /**
     * This fitness measured against {@code champion} (a player with those weights and the same
     * search budget) instead of the fixed reference opponent: the tuner's "versus the current
     * best" mode. Unsupported unless overridden.
     */
    default FitnessFunction versus(Weights champion) {
        throw new UnsupportedOperationException("this fitness function cannot play against the current best");
    }
}
