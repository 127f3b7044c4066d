package adjutant.ai.tuning;

import adjutant.ai.eval.Weights;
import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import io.jenetics.Phenotype;
import io.jenetics.engine.Codec;
import io.jenetics.engine.Evaluator;
import io.jenetics.util.ISeq;
import io.jenetics.util.Seq;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * Evaluates populations for the {@link Tuner}: every individual of a generation, survivors
 * included, with that generation's fitness and game seed, in parallel on a thread pool.
 *
 * <ul>
 *   <li>Re-measuring survivors each generation puts the whole population on the same games
 *       (common random numbers), and a lucky old score cannot keep a weak candidate alive.
 *   <li>Fitness is a pure function of (genotype, generation seed), so the result does not depend
 *       on which thread ran what; no Jenetics random stream is touched here.
 *   <li>Within a generation each distinct genotype is evaluated once (selection makes copies).
 *   <li>A population restored from a checkpoint is {@linkplain #trust trusted} once: Jenetics
 *       re-evaluates a restored start population, but the run it continues did not.
 * </ul>
 *
 * <p>Not thread-safe: the tuner calls it from one thread.
 */
final class GenerationEvaluator implements Evaluator<DoubleGene, Double> {

    private final Codec<Weights, DoubleGene> codec;
    private final ExecutorService pool;

    private FitnessFunction fitness;
    private long seed;
    private final Map<Genotype<DoubleGene>, Double> cache = new HashMap<>();
    private List<Phenotype<DoubleGene, Double>> trusted;
    private long evaluations;

    GenerationEvaluator(Codec<Weights, DoubleGene> codec, ExecutorService pool) {
        this.codec = codec;
        this.pool = pool;
    }

    /** Starts a generation: from now on, fitness is {@code fitness} with game seed {@code seed}. */
    void begin(FitnessFunction fitness, long seed) {
        this.fitness = fitness;
        this.seed = seed;
        cache.clear();
    }

    /** The next evaluation of exactly {@code population} (same objects, same order) returns it unchanged. */
    void trust(ISeq<Phenotype<DoubleGene, Double>> population) {
        trusted = population.asList();
    }

    /** Fitness evaluations made so far. */
    long evaluations() {
        return evaluations;
    }

    @Override
    public ISeq<Phenotype<DoubleGene, Double>> eval(Seq<Phenotype<DoubleGene, Double>> population) {
        if (trusted != null) {
            boolean same = trusted.size() == population.size();
            for (int i = 0; same && i < trusted.size(); i++) {
                same = trusted.get(i) == population.get(i);
            }
            trusted = null;
            if (same) {
                return ISeq.of(population);
            }
        }
        var todo = new LinkedHashSet<Genotype<DoubleGene>>();
        for (Phenotype<DoubleGene, Double> pt : population) {
            if (!cache.containsKey(pt.genotype())) {
                todo.add(pt.genotype());
            }
        }
        var genotypes = new ArrayList<>(todo);
        var futures = new ArrayList<Future<Double>>(genotypes.size());
        final FitnessFunction f = fitness;
        final long s = seed;
        for (Genotype<DoubleGene> gt : genotypes) {
            Weights candidate = codec.decode(gt);
            futures.add(pool.submit(() -> f.fitness(candidate, s)));
        }
        try {
            for (int i = 0; i < futures.size(); i++) {
                double value = futures.get(i).get();
                if (!Double.isFinite(value)) {
                    throw new IllegalStateException("fitness of " + codec.decode(genotypes.get(i)) + " is " + value);
                }
                cache.put(genotypes.get(i), value);
                evaluations++;
            }
        } catch (InterruptedException e) {
            futures.forEach(fu -> fu.cancel(true));
            Thread.currentThread().interrupt();
            throw new CancellationException("tuning interrupted");
        } catch (ExecutionException e) {
            futures.forEach(fu -> fu.cancel(true));
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException("fitness evaluation failed: " + cause, cause);
        } catch (RuntimeException e) {
            futures.forEach(fu -> fu.cancel(true));
            throw e;
        }
        return population.map(pt -> pt.withFitness(cache.get(pt.genotype()))).asISeq();
    }
}
