package adjutant.ai.tuning;

import adjutant.ai.eval.WeightSpace;
import adjutant.ai.eval.Weights;
import adjutant.engine.io.AtomicFiles;
import io.jenetics.DoubleGene;
import io.jenetics.EliteSelector;
import io.jenetics.GaussianMutator;
import io.jenetics.MeanAlterer;
import io.jenetics.Phenotype;
import io.jenetics.TournamentSelector;
import io.jenetics.engine.Engine;
import io.jenetics.engine.EvolutionResult;
import io.jenetics.engine.EvolutionStart;
import io.jenetics.engine.EvolutionStatistics;
import io.jenetics.engine.InvertibleCodec;
import io.jenetics.stat.DoubleMomentStatistics;
import io.jenetics.util.ISeq;
import io.jenetics.util.RandomRegistry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Evolves the weights of a {@link WeightSpace} with a Jenetics genetic algorithm, writing a
 * checkpoint after every generation so that a killed run can be resumed.
 *
 * <p>The algorithm: a population of {@code P} weight vectors (a start, the space's defaults
 * unless the builder names another, and {@code P - 1} scattered around it); each generation keeps 40% as survivors (the best {@value #ELITES} always, the rest
 * by tournament) and breeds 60% as offspring by tournament selection, {@link MeanAlterer}
 * recombination and {@link GaussianMutator} mutation within each weight's bounds. Every member
 * of a generation is measured with the same game seed.
 *
 * <p>Reproducible: for a fixed run seed the result does not depend on the number of threads or
 * their timing, nor on whether the run was interrupted and resumed. Generation {@code g} runs the
 * Jenetics operators on the tuner's thread under
 * {@code RandomRegistry.with(new SplittableRandom(derive(seed, g, 0)))} and measures fitness with
 * game seed {@code derive(seed, g, 1)}; fitness is evaluated in parallel but never draws from the
 * Jenetics random stream.
 *
 * <p>Files in the output folder, rewritten after every generation:
 * <ul>
 *   <li>{@code checkpoint.json}: settings, weight space, population with fitness, best, history
 *   <li>{@code best.json}: the best weights of the latest generation, with provenance
 *   <li>{@code generations.csv}: {@code generation,best,mean,stddev,seconds}, one line per generation
 * </ul>
 * The best of the <em>latest</em> generation is reported, not the highest score ever seen: every
 * survivor is re-measured on new games each generation, so an old high score is more likely luck.
 */
public final class Tuner {

    private static final Logger LOG = LoggerFactory.getLogger(Tuner.class);

    /** Default scatter of the first population: a fifth of each weight's range. */
    public static final double DEFAULT_SPREAD = 0.2;

    /** Survivors copied unchanged into the next generation. */
    public static final int ELITES = 1;
    static final int TOURNAMENT_SIZE = 3;
    static final double OFFSPRING_FRACTION = 0.6;
    static final double MEAN_ALTERER_PROBABILITY = 0.3;
    static final double MUTATION_PROBABILITY = 0.2;

    static final String BEST_FILE = "best.json";
    static final String CSV_FILE = "generations.csv";

    private static final long EVOLUTION_STREAM = 0;
    private static final long GAME_STREAM = 1;

    private final WeightSpace space;
    private final FitnessFunction fitness;
    private final TuningSettings settings;
    private final int threads;
    private final String command;
    private final List<TuningListener> listeners;
    private final InvertibleCodec<Weights, DoubleGene> codec;
    private final Weights start;
    private final double spread;

    private Tuner(Builder b) {
        this.space = b.space;
        this.fitness = b.fitness;
        this.settings = b.settings;
        this.threads = b.threads;
        this.command = b.command;
        this.listeners = List.copyOf(b.listeners);
        this.codec = WeightsCodec.of(space);
        this.start = b.start == null ? space.defaults() : space.conform(b.start, "start");
        this.spread = b.spread;
    }

    public static Builder builder(WeightSpace space, FitnessFunction fitness, TuningSettings settings) {
        return new Builder(space, fitness, settings);
    }

    /** Configures a {@link Tuner}. */
    public static final class Builder {
        private final WeightSpace space;
        private final FitnessFunction fitness;
        private final TuningSettings settings;
        private int threads = Runtime.getRuntime().availableProcessors();
        private String command = "";
        private final List<TuningListener> listeners = new ArrayList<>();
        private Weights start;
        private double spread = DEFAULT_SPREAD;

        private Builder(WeightSpace space, FitnessFunction fitness, TuningSettings settings) {
            this.space = Objects.requireNonNull(space);
            this.fitness = Objects.requireNonNull(fitness);
            this.settings = Objects.requireNonNull(settings);
        }

        /** Threads evaluating fitness in parallel; default: the number of processors. */
        public Builder threads(int threads) {
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be at least 1, got " + threads);
            }
            this.threads = threads;
            return this;
        }

        /** The command line that started the run, recorded in the provenance of the best weights. */
        public Builder command(String command) {
            this.command = Objects.requireNonNull(command);
            return this;
        }

        /**
         * The weights the first population is scattered around (default: the space's defaults,
         * the hand-set weights). A run that should improve on weights already tuned starts there.
         */
        public Builder start(Weights weights) {
            this.start = Objects.requireNonNull(weights);
            return this;
        }

        /** Standard deviation of the first population's scatter, as a fraction of each weight's range. */
        public Builder spread(double fraction) {
            if (!(fraction > 0 && fraction <= 1)) {
                throw new IllegalArgumentException("spread must be in (0, 1], got " + fraction);
            }
            this.spread = fraction;
            return this;
        }

        public Builder listener(TuningListener listener) {
            listeners.add(Objects.requireNonNull(listener));
            return this;
        }

        public Tuner build() {
            return new Tuner(this);
        }
    }

    public WeightSpace space() {
        return space;
    }

    public TuningSettings settings() {
        return settings;
    }

    /**
     * Runs (or with {@code resume}, continues) the tuning run kept in {@code dir}.
     *
     * @throws IllegalArgumentException when {@code dir} already holds a run and {@code resume} is
     *     false, or holds none, or one with different settings, and {@code resume} is true
     */
    public TuningResult run(Path dir, boolean resume) {
        if (!resume && Checkpoint.exists(dir)) {
            throw new IllegalArgumentException(dir + " already holds a tuning run; resume it or choose another folder");
        }
        Checkpoint restored = resume ? compatibleCheckpoint(dir) : null;
        var history = new ArrayList<GenerationStats>(restored == null ? List.of() : restored.history());
        int completed = restored == null ? 0 : restored.generation();
        writeCsv(dir, history);
        if (restored != null && completed >= settings.generations()) {
            Weights best = provenance(space.conform(Weights.of(restored.best()), "checkpoint"),
                    restored.bestFitness(), completed);
            return new TuningResult(best, restored.bestFitness(), completed, history);
        }
        listeners.forEach(l -> l.started(completed, settings.generations(), List.copyOf(history)));

        ExecutorService pool = Executors.newFixedThreadPool(threads, daemonThreads());
        try {
            var evaluator = new GenerationEvaluator(codec, pool);
            Engine<DoubleGene, Double> engine = new Engine.Builder<>(evaluator, codec.encoding())
                    .populationSize(settings.population())
                    .offspringFraction(OFFSPRING_FRACTION)
                    .survivorsSelector(new EliteSelector<DoubleGene, Double>(ELITES, new TournamentSelector<>(TOURNAMENT_SIZE)))
                    .offspringSelector(new TournamentSelector<>(TOURNAMENT_SIZE))
                    .alterers(new MeanAlterer<>(MEAN_ALTERER_PROBABILITY), new GaussianMutator<>(MUTATION_PROBABILITY))
                    .maximizing()
                    // Selection and alteration run here, on this thread, where the seeded random
                    // registry applies; only fitness evaluation is parallel (on the pool).
                    .executor(Runnable::run)
                    .build();
            EvolutionStatistics<Double, DoubleMomentStatistics> statistics = EvolutionStatistics.ofNumber();

            EvolutionStart<DoubleGene, Double> start = null;
            if (restored != null) {
                ISeq<Phenotype<DoubleGene, Double>> population = restored.population().stream()
                        .map(i -> Phenotype.of(WeightsCodec.genotype(space, i.genes()), i.born(), i.fitness()))
                        .collect(ISeq.toISeq());
                evaluator.trust(population);
                start = EvolutionStart.of(population, completed + 1L);
            }
            TuningResult result = null;
            for (int g = completed + 1; g <= settings.generations(); g++) {
                long t0 = System.nanoTime();
                final int generation = g;
                final EvolutionStart<DoubleGene, Double> from = start;
                // 1. The fitness of this generation: its game seed and, versus the champion, its opponent.
                evaluator.begin(fitnessFor(from), Seeds.derive(settings.seed(), g, GAME_STREAM));
                // 2. Evaluate, select, alter, evaluate, with this generation's random stream.
                EvolutionResult<DoubleGene, Double> er = RandomRegistry.with(
                        new SplittableRandom(Seeds.derive(settings.seed(), g, EVOLUTION_STREAM)),
                        r -> engine.evolve(from != null ? from : initialStart()));
                statistics.accept(er);
                // 3. Record: checkpoint, best weights, CSV line, then tell the listeners.
                Phenotype<DoubleGene, Double> best = best(er.population());
                GenerationStats stats = stats(generation, er.population(), (System.nanoTime() - t0) / 1e9);
                history.add(stats);
                Weights bestWeights = provenance(codec.decode(best.genotype()), best.fitness(), generation);
                checkpoint(generation, er.population(), bestWeights, best.fitness(), history).save(dir);
                bestWeights.save(dir.resolve(BEST_FILE));
                appendCsv(dir, stats);
                LOG.debug("generation {}: best {} mean {} ({} evaluations so far)",
                        generation, stats.best(), stats.mean(), evaluator.evaluations());
                var report = new GenerationReport(stats, settings.generations(), bestWeights, history, dir);
                listeners.forEach(l -> l.generationDone(report));
                result = new TuningResult(bestWeights, best.fitness(), generation, history);
                start = er.next();
            }
            LOG.debug("evolution statistics:\n{}", statistics);
            return result;
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * The start, and the rest of the population scattered around it (Gaussian, sigma
     * {@code spread} of each weight's range, clipped to its bounds). Uniformly random vectors
     * would be mostly hopeless: the hand-set or shipped weights are a sensible start, and a short
     * run with noisy fitness improves on them locally or not at all. Called under the first
     * generation's random stream.
     */
    private EvolutionStart<DoubleGene, Double> initialStart() {
        var population = new ArrayList<Phenotype<DoubleGene, Double>>();
        population.add(Phenotype.of(codec.encode(start), 1));
        var random = RandomRegistry.random();
        while (population.size() < settings.population()) {
            double[] values = new double[space.size()];
            for (int i = 0; i < values.length; i++) {
                WeightSpace.Dimension d = space.get(i);
                double v = start.get(i) + random.nextGaussian() * (d.max() - d.min()) * spread;
                values[i] = Math.max(d.min(), Math.min(d.max(), v));
            }
            population.add(Phenotype.of(codec.encode(Weights.of(space.names(), values)), 1));
        }
        return EvolutionStart.of(ISeq.of(population), 1);
    }

    private FitnessFunction fitnessFor(EvolutionStart<DoubleGene, Double> start) {
        if (settings.versus() == TuningSettings.Versus.REFERENCE) {
            return fitness;
        }
        Weights champion = start == null ? space.defaults() : codec.decode(best(start.population()).genotype());
        return fitness.versus(champion);
    }

    // The first individual with the highest fitness (deterministic on ties).
    private static Phenotype<DoubleGene, Double> best(ISeq<Phenotype<DoubleGene, Double>> population) {
        Phenotype<DoubleGene, Double> best = population.get(0);
        for (Phenotype<DoubleGene, Double> pt : population) {
            if (pt.fitness() > best.fitness()) {
                best = pt;
            }
        }
        return best;
    }

    private static GenerationStats stats(int generation, ISeq<Phenotype<DoubleGene, Double>> population, double seconds) {
        double best = Double.NEGATIVE_INFINITY;
        double sum = 0;
        for (Phenotype<DoubleGene, Double> pt : population) {
            best = Math.max(best, pt.fitness());
            sum += pt.fitness();
        }
        double mean = sum / population.size();
        double squares = 0;
        for (Phenotype<DoubleGene, Double> pt : population) {
            squares += (pt.fitness() - mean) * (pt.fitness() - mean);
        }
        return new GenerationStats(generation, best, mean, Math.sqrt(squares / population.size()), seconds);
    }

    private Weights provenance(Weights weights, double fitness, int generation) {
        var p = new LinkedHashMap<String, Object>();
        p.put("tool", "adjutant tune");
        if (!command.isEmpty()) {
            p.put("command", command);
        }
        p.put("seed", settings.seed());
        p.put("date", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
        p.put("generation", generation);
        p.put("generations", settings.generations());
        p.put("population", settings.population());
        p.put("versus", settings.versus().name().toLowerCase(Locale.ROOT));
        p.put("fitness", fitness);
        p.putAll(settings.problem());
        return weights.withProvenance(p);
    }

    private Checkpoint checkpoint(int generation, ISeq<Phenotype<DoubleGene, Double>> population,
            Weights best, double bestFitness, List<GenerationStats> history) {
        var individuals = population.stream()
                .map(pt -> new Checkpoint.Individual(WeightsCodec.values(pt.genotype()), pt.fitness(), pt.generation()))
                .toList();
        return new Checkpoint(Checkpoint.FORMAT, settings, space.dimensions(), generation, individuals,
                best.asMap(), bestFitness, history);
    }

    private Checkpoint compatibleCheckpoint(Path dir) {
        Checkpoint cp = Checkpoint.load(dir);
        Path file = dir.resolve(Checkpoint.FILE);
        List<String> diffs = settings.differencesFrom(cp.settings());
        if (!diffs.isEmpty()) {
            throw new IllegalArgumentException(file + " was made with different settings ("
                    + String.join("; ", diffs) + "); resume with the same settings or use another folder");
        }
        if (!cp.space().equals(space.dimensions())) {
            throw new IllegalArgumentException(file + " tunes a different weight space ("
                    + cp.space().stream().map(WeightSpace.Dimension::name).toList() + "); use another folder");
        }
        if (cp.population().size() != settings.population()
                || cp.population().stream().anyMatch(i -> i.genes().length != space.size())) {
            throw new IllegalArgumentException(file + ": population does not match its settings");
        }
        return cp;
    }

    // Rewrites the CSV from the history: on a new run just the header, on resume the rows up to
    // the checkpoint (dropping any row written after it before the run was killed).
    private static void writeCsv(Path dir, List<GenerationStats> history) {
        var text = new StringBuilder(GenerationStats.CSV_HEADER).append('\n');
        history.forEach(s -> text.append(s.toCsv()).append('\n'));
        AtomicFiles.writeStringUnchecked(dir.resolve(CSV_FILE), text.toString());
    }

    private static void appendCsv(Path dir, GenerationStats stats) {
        try {
            Files.writeString(dir.resolve(CSV_FILE), stats.toCsv() + "\n", StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot append to " + dir.resolve(CSV_FILE) + ": " + e.getMessage(), e);
        }
    }

    private static ThreadFactory daemonThreads() {
        var count = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, "tuning-fitness-" + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
