package adjutant.ai.tuning;

import adjutant.ai.eval.WeightSpace;
import adjutant.ai.eval.Weights;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;

/**
 * Tunes weights by simultaneous perturbation stochastic approximation (SPSA, Spall 1998), as
 * chess engines tune theirs: every step moves all weights together along a gradient estimated
 * from two players, the weights pushed up and down by one random sign per weight, playing the
 * same games. Where a genetic algorithm needs many games per candidate before two candidates can
 * be told apart, SPSA spends two games per side on each estimate and lets the steps average the
 * noise out (written here: Jenetics has no SPSA).
 *
 * <p>Weights are moved in units of their range in the {@link WeightSpace} (0 its least value, 1
 * its greatest) and kept inside it. Step {@code k} (from 0) perturbs by
 * {@code c_k = c / (k + 1)^0.101} and moves by {@code a_k = a / (k + 1 + A)^0.602} times the
 * mean estimate of its {@code batch} perturbations, with {@code A} a tenth of the steps (Spall's
 * recommended exponents and stability constant). The result is the mean of the weights over the
 * second half of the steps (Polyak averaging), which the noise of single steps moves far less.
 *
 * <p>Reproducible: perturbation {@code j} of step {@code k} draws its signs from
 * {@code derive(seed, k, j, 0)} and plays its games with seed {@code derive(seed, k, j, 1)}, both
 * sides the same games; results are combined in a fixed order, so threads do not change the
 * result. After every step a line of {@code spsa.csv} records the weights: a killed run resumes
 * from its last line and ends as an uninterrupted one.
 */
public final class SpsaTuner {

    /** Spall's exponents for the step and perturbation sizes. */
    static final double ALPHA = 0.602;
    static final double GAMMA = 0.101;

    /**
     * @param steps steps in all, at least 1
     * @param batch perturbations measured per step, at least 1
     * @param a step size, in units of each weight's range, before its decay
     * @param c perturbation, in units of each weight's range, before its decay
     * @param seed the run's seed
     */
    public record Settings(int steps, int batch, double a, double c, long seed) {
        public Settings {
            if (steps < 1 || batch < 1) {
                throw new IllegalArgumentException("steps and batch must be at least 1, got " + steps + " and " + batch);
            }
            if (!(a > 0) || !(c > 0 && c <= 0.5)) {
                throw new IllegalArgumentException("a must be > 0 and c in (0, 0.5], got " + a + " and " + c);
            }
        }

        /**
         * Settings whose first step moves each weight {@code firstStep} of its range per unit of
         * the estimated gradient: {@code a} is that, scaled up by the decay the first step has.
         */
        public static Settings withFirstStep(int steps, int batch, double firstStep, double c, long seed) {
            return new Settings(steps, batch, firstStep * Math.pow(1 + steps / 10.0, ALPHA), c, seed);
        }

        /** The stability constant A: a tenth of the steps. */
        double stability() {
            return steps / 10.0;
        }

        double perturbation(int k) {
            return c / Math.pow(k + 1, GAMMA);
        }

        double stepSize(int k) {
            return a / Math.pow(k + 1 + stability(), ALPHA);
        }
    }

    /** One step as recorded: the mean fitness of the pushed-up and pushed-down players, and the weights after it. */
    public record Step(int k, double plus, double minus, double[] position) {}

    /** The averaged weights and every step taken (including those of an earlier, resumed invocation). */
    public record Result(Weights weights, List<Step> steps) {}

    private final WeightSpace space;
    private final FitnessFunction fitness;
    private final Settings settings;
    private final int threads;

    public SpsaTuner(WeightSpace space, FitnessFunction fitness, Settings settings, int threads) {
        this.space = Objects.requireNonNull(space);
        this.fitness = Objects.requireNonNull(fitness);
        this.settings = Objects.requireNonNull(settings);
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        this.threads = threads;
    }

    /**
     * Runs the steps not yet in {@code dir/spsa.csv} from {@code start}, calling {@code afterStep}
     * with each step's number; writes the averaged weights to {@code dir/best.json} with
     * {@code provenance} at the end.
     */
    public Result run(Weights start, Path dir, Map<String, ?> provenance, IntConsumer afterStep) {
        Path csv = dir.resolve("spsa.csv");
        List<Step> done = readSteps(csv);
        double[] x = done.isEmpty() ? toUnit(space.conform(start, "start").values()) : done.get(done.size() - 1).position().clone();
        try {
            Files.createDirectories(dir);
            if (done.isEmpty()) {
                Files.writeString(csv, header() + "\n", StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            for (int k = done.size(); k < settings.steps(); k++) {
                Step step = step(k, x, pool);
                x = step.position();
                done.add(step);
                append(csv, step);
                afterStep.accept(k);
            }
        } finally {
            pool.shutdownNow();
        }
        Weights averaged = averaged(done).withProvenance(provenance);
        averaged.save(dir.resolve("best.json")); // atomic
        return new Result(averaged, done);
    }

    /** Step k: the batch's perturbations measured in parallel, then one move along their mean gradient. */
    private Step step(int k, double[] x, ExecutorService pool) {
        int n = x.length;
        double ck = settings.perturbation(k);
        List<double[]> signs = new ArrayList<>();
        List<Future<Double>> plus = new ArrayList<>();
        List<Future<Double>> minus = new ArrayList<>();
        for (int j = 0; j < settings.batch(); j++) {
            double[] delta = signs(Seeds.derive(settings.seed(), k, j, 0), n);
            signs.add(delta);
            long games = Seeds.derive(settings.seed(), k, j, 1);
            Weights up = fromUnit(shifted(x, delta, ck));
            Weights down = fromUnit(shifted(x, delta, -ck));
            plus.add(pool.submit(() -> fitness.fitness(up, games)));
            minus.add(pool.submit(() -> fitness.fitness(down, games)));
        }
        double[] gradient = new double[n];
        double plusSum = 0;
        double minusSum = 0;
        for (int j = 0; j < settings.batch(); j++) {
            double fPlus = await(plus.get(j));
            double fMinus = await(minus.get(j));
            plusSum += fPlus;
            minusSum += fMinus;
            for (int i = 0; i < n; i++) {
                gradient[i] += (fPlus - fMinus) / (2 * ck * signs.get(j)[i]) / settings.batch();
            }
        }
        double ak = settings.stepSize(k);
        double[] next = new double[n];
        for (int i = 0; i < n; i++) {
            next[i] = clamp(x[i] + ak * gradient[i]); // fitness is maximised
        }
        return new Step(k, plusSum / settings.batch(), minusSum / settings.batch(), next);
    }

    /** The mean position over the second half of the steps (at least the last one). */
    Weights averaged(List<Step> steps) {
        int from = steps.size() / 2;
        double[] mean = new double[space.size()];
        for (Step s : steps.subList(from, steps.size())) {
            for (int i = 0; i < mean.length; i++) {
                mean[i] += s.position()[i] / (steps.size() - from);
            }
        }
        return fromUnit(mean);
    }

    private static double[] signs(long seed, int n) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] delta = new double[n];
        for (int i = 0; i < n; i++) {
            delta[i] = random.nextBoolean() ? 1 : -1;
        }
        return delta;
    }

    private static double[] shifted(double[] x, double[] delta, double by) {
        double[] out = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            out[i] = clamp(x[i] + by * delta[i]);
        }
        return out;
    }

    private static double clamp(double v) {
        return Math.max(0, Math.min(1, v));
    }

    private double[] toUnit(double[] weights) {
        double[] x = new double[weights.length];
        for (int i = 0; i < x.length; i++) {
            WeightSpace.Dimension d = space.get(i);
            x[i] = clamp((weights[i] - d.min()) / (d.max() - d.min()));
        }
        return x;
    }

    private Weights fromUnit(double[] x) {
        double[] w = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            WeightSpace.Dimension d = space.get(i);
            w[i] = d.min() + x[i] * (d.max() - d.min());
        }
        return Weights.of(space.names(), w);
    }

    private static double await(Future<Double> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }

    // --- the record of steps: one CSV line per step, the weights in units of their range ---

    private String header() {
        return "step,plus,minus," + String.join(",", space.names());
    }

    private static void append(Path csv, Step s) {
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%d,%.6f,%.6f", s.k(), s.plus(), s.minus()));
        for (double v : s.position()) {
            line.append(',').append(v); // full precision: a resumed run continues from exactly here
        }
        try {
            Files.writeString(csv, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The steps already in {@code csv}; none when it does not exist. */
    List<Step> readSteps(Path csv) {
        List<Step> steps = new ArrayList<>();
        if (!Files.exists(csv)) {
            return steps;
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (lines.isEmpty() || !lines.get(0).equals(header())) {
            throw new IllegalArgumentException(csv + ": line 1 is not the header '" + header() + "'");
        }
        for (int l = 1; l < lines.size(); l++) {
            if (lines.get(l).isBlank()) {
                continue;
            }
            steps.add(parse(csv, l + 1, lines.get(l), steps.size()));
        }
        return steps;
    }

    private Step parse(Path csv, int lineNumber, String line, int expected) {
        String[] cells = line.split(",", -1);
        if (cells.length != 3 + space.size()) {
            throw new IllegalArgumentException(csv + ": line " + lineNumber + " has " + cells.length + " cells, expected "
                    + (3 + space.size()));
        }
        try {
            int k = Integer.parseInt(cells[0]);
            if (k != expected) {
                throw new IllegalArgumentException(csv + ": line " + lineNumber + " is step " + k + ", expected " + expected);
            }
            double[] x = new double[space.size()];
            for (int i = 0; i < x.length; i++) {
                x[i] = Double.parseDouble(cells[3 + i]);
                if (!(x[i] >= 0 && x[i] <= 1)) {
                    throw new IllegalArgumentException(csv + ": line " + lineNumber + ": " + space.names().get(i)
                            + " is " + x[i] + ", outside [0, 1]");
                }
            }
            return new Step(k, Double.parseDouble(cells[1]), Double.parseDouble(cells[2]), x);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(csv + ": line " + lineNumber + ": not a number (" + e.getMessage() + ")");
        }
    }
}
