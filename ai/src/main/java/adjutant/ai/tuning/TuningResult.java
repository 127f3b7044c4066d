package adjutant.ai.tuning;

import adjutant.ai.eval.Weights;
import java.util.List;

/**
 * The outcome of a tuning run.
 *
 * @param best the best weights of the last generation, with provenance
 * @param bestFitness their fitness in that generation
 * @param generations generations completed
 * @param history statistics of every generation
 */
public record TuningResult(Weights best, double bestFitness, int generations, List<GenerationStats> history) {
    public TuningResult {
        history = List.copyOf(history);
    }
}
