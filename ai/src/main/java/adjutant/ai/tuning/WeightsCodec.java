package adjutant.ai.tuning;

import adjutant.ai.eval.WeightSpace;
import adjutant.ai.eval.Weights;
import io.jenetics.DoubleChromosome;
import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import io.jenetics.engine.InvertibleCodec;
import java.util.ArrayList;

/**
 * The Jenetics codec between a {@link WeightSpace} and genotypes: one {@link DoubleChromosome} of
 * length one per weight, each with that weight's own bounds, in the space's order.
 *
 * <p>A Jenetics {@code DoubleGene} lies in the half-open range {@code [min, max)}, so decoded
 * values always lie within the weight's {@code [min, max]}. {@link InvertibleCodec#encode} clamps
 * a value into {@code [min, nextDown(max)]}: a weight at (or beyond) a bound is encoded as that
 * bound, to within one ulp.
 */
public final class WeightsCodec {

    private WeightsCodec() {}

    public static InvertibleCodec<Weights, DoubleGene> of(WeightSpace space) {
        var template = new ArrayList<DoubleChromosome>(space.size());
        for (WeightSpace.Dimension d : space.dimensions()) {
            template.add(DoubleChromosome.of(d.min(), d.max()));
        }
        Genotype<DoubleGene> encoding = Genotype.of(template);
        var names = space.names();
        return InvertibleCodec.of(
                encoding,
                gt -> Weights.of(names, values(gt)),
                weights -> encode(space, weights));
    }

    /** The gene values of a genotype of this codec, one per weight. */
    public static double[] values(Genotype<DoubleGene> gt) {
        double[] values = new double[gt.length()];
        for (int i = 0; i < values.length; i++) {
            values[i] = gt.get(i).gene().doubleValue();
        }
        return values;
    }

    /** The genotype of {@code values} (one per weight, clamped into the bounds). */
    public static Genotype<DoubleGene> genotype(WeightSpace space, double[] values) {
        if (values.length != space.size()) {
            throw new IllegalArgumentException(
                    "expected " + space.size() + " gene values, got " + values.length);
        }
        var chromosomes = new ArrayList<DoubleChromosome>(values.length);
        for (int i = 0; i < values.length; i++) {
            WeightSpace.Dimension d = space.get(i);
            double v = Math.max(d.min(), Math.min(Math.nextDown(d.max()), values[i]));
            chromosomes.add(DoubleChromosome.of(DoubleGene.of(v, d.min(), d.max())));
        }
        return Genotype.of(chromosomes);
    }

    private static Genotype<DoubleGene> encode(WeightSpace space, Weights weights) {
        return genotype(space, space.conform(weights, "weights to encode").values());
    }
}
