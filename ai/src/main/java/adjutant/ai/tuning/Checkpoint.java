package adjutant.ai.tuning;

import adjutant.ai.eval.WeightSpace;
import adjutant.engine.io.AtomicFiles;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Everything needed to continue a tuning run exactly where it stopped, written atomically to
 * {@code DIR/checkpoint.json} after every generation. No random generator state is stored: each
 * generation's random streams derive from (run seed, generation), so the population is enough.
 *
 * @param format {@link #FORMAT}
 * @param settings the run's settings
 * @param space the weight space tuned
 * @param generation generations completed
 * @param population the population after {@code generation}, in order, with fitness
 * @param best the best weights of that population
 * @param bestFitness their fitness
 * @param history statistics of generations 1 to {@code generation}
 */
record Checkpoint(
        String format,
        TuningSettings settings,
        List<WeightSpace.Dimension> space,
        int generation,
        List<Individual> population,
        Map<String, Double> best,
        double bestFitness,
        List<GenerationStats> history) {

    static final String FORMAT = "adjutant-tuning-checkpoint/1";
    static final String FILE = "checkpoint.json";

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    /**
     * One member of a population.
     *
     * @param genes the gene values, one per weight
     * @param fitness its fitness in the generation it was last evaluated
     * @param born the generation in which it was created (Jenetics' phenotype generation)
     */
    record Individual(double[] genes, double fitness, long born) {
        Individual {
            genes = genes.clone();
        }
    }

    Checkpoint {
        Objects.requireNonNull(settings);
        space = List.copyOf(space);
        population = List.copyOf(population);
        history = List.copyOf(history);
    }

    void save(Path dir) {
        try {
            AtomicFiles.writeStringUnchecked(dir.resolve(FILE), JSON.writeValueAsString(this) + System.lineSeparator());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static boolean exists(Path dir) {
        return Files.exists(dir.resolve(FILE));
    }

    static Checkpoint load(Path dir) {
        Path file = dir.resolve(FILE);
        if (!Files.exists(file)) {
            throw new IllegalArgumentException("nothing to resume: " + file + " does not exist");
        }
        Checkpoint cp;
        try {
            cp = JSON.readValue(file.toFile(), Checkpoint.class);
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": not a readable tuning checkpoint: " + e.getMessage(), e);
        }
        if (!FORMAT.equals(cp.format())) {
            throw new IllegalArgumentException(file + ": \"format\" must be \"" + FORMAT + "\", found " + cp.format());
        }
        if (cp.population().isEmpty() || cp.history().size() != cp.generation()) {
            throw new IllegalArgumentException(file + ": inconsistent checkpoint (generation "
                    + cp.generation() + ", " + cp.history().size() + " history rows)");
        }
        return cp;
    }
}
