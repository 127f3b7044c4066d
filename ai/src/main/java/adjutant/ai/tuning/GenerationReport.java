package adjutant.ai.tuning;

import adjutant.ai.eval.Weights;
import java.nio.file.Path;
import java.util.List;

/**
 * What a tuner tells its listeners after a generation, once its checkpoint is written.
 *
 * @param stats this generation's fitness statistics
 * @param generations the number of generations the run will have
 * @param best the best weights of this generation, with provenance
 * @param history the statistics of every generation so far, this one last (also those before a resume)
 * @param dir the run's output folder
 */
public record GenerationReport(GenerationStats stats, int generations, Weights best, List<GenerationStats> history, Path dir) {

    public GenerationReport {
        history = List.copyOf(history);
    }

    public int generation() {
        return stats.generation();
    }
}
