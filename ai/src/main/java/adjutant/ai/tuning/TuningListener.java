package adjutant.ai.tuning;

import java.util.List;

/** Follows a tuning run: progress bars, plots, logs. Called on the tuner's thread. */
public interface TuningListener {

    /**
     * Called once before the first generation of this invocation.
     *
     * @param completed generations already done (non-zero when resuming)
     * @param generations generations the run will have
     * @param history statistics of the completed generations
     */
    default void started(int completed, int generations, List<GenerationStats> history) {}

    /** Called after each generation, once its checkpoint, best weights and CSV line are written. */
    void generationDone(GenerationReport report);
}
