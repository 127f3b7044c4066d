package adjutant.ai.tuning;

/**
 * The fitness of one generation's population: best, mean and (population) standard deviation,
 * and the wall-clock seconds the generation took.
 */
public record GenerationStats(int generation, double best, double mean, double stddev, double seconds) {

    public static final String CSV_HEADER = "generation,best,mean,stddev,seconds";

    public String toCsv() {
        return String.format(java.util.Locale.ROOT, "%d,%.6f,%.6f,%.6f,%.3f", generation, best, mean, stddev, seconds);
    }
}
