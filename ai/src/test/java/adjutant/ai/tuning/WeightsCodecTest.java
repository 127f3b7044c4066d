package adjutant.ai.tuning;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.eval.WeightSpace;
import adjutant.ai.eval.Weights;
import io.jenetics.DoubleGene;
import io.jenetics.GaussianMutator;
import io.jenetics.Genotype;
import io.jenetics.MeanAlterer;
import io.jenetics.Phenotype;
import io.jenetics.engine.InvertibleCodec;
import io.jenetics.util.ISeq;
import io.jenetics.util.RandomRegistry;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class WeightsCodecTest {

    private final WeightSpace space = TestSpaces.BLOWN_AWAY;
    private final InvertibleCodec<Weights, DoubleGene> codec = WeightsCodec.of(space);

    private void assertWithinBounds(Weights w) {
        assertEquals(space.names(), w.names());
        for (int i = 0; i < space.size(); i++) {
            WeightSpace.Dimension d = space.get(i);
            assertTrue(d.contains(w.get(i)), d.name() + " = " + w.get(i) + " outside [" + d.min() + ", " + d.max() + "]");
        }
    }

    @Test
    void oneBoundedChromosomePerWeight() {
        Genotype<DoubleGene> gt = codec.encoding().newInstance();
        assertEquals(space.size(), gt.length());
        for (int i = 0; i < space.size(); i++) {
            assertEquals(1, gt.get(i).length());
            assertEquals(space.get(i).min(), gt.get(i).gene().min());
            assertEquals(space.get(i).max(), gt.get(i).gene().max());
        }
    }

    @Test
    void randomAndAlteredGenotypesDecodeWithinBounds() {
        RandomRegistry.with(new SplittableRandom(42), r -> {
            var population = ISeq.<Phenotype<DoubleGene, Double>>of(
                    () -> Phenotype.of(codec.encoding().newInstance(), 1), 200);
            population.forEach(pt -> assertWithinBounds(codec.decode(pt.genotype())));
            var altered = new GaussianMutator<DoubleGene, Double>(1.0).alter(population, 2).population();
            altered = new MeanAlterer<DoubleGene, Double>(1.0).alter(altered, 3).population();
            altered.forEach(pt -> assertWithinBounds(codec.decode(pt.genotype())));
            return null;
        });
    }

    @Test
    void encodeThenDecodeIsIdentityInsideTheBounds() {
        var random = new SplittableRandom(7);
        for (int n = 0; n < 100; n++) {
            double[] values = new double[space.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = random.nextDouble(space.get(i).min(), space.get(i).max());
            }
            Weights w = Weights.of(space.names(), values);
            assertArrayEquals(values, codec.decode(codec.encode(w)).values(), 0.0);
        }
        assertEquals(space.defaults(), codec.decode(codec.encode(space.defaults())));
    }

    @Test
    void encodeClampsToTheBoundsWithinAnUlp() {
        double[] outside = new double[space.size()];
        double[] clamped = new double[space.size()];
        for (int i = 0; i < outside.length; i++) {
            outside[i] = i % 2 == 0 ? space.get(i).max() + 5 : space.get(i).min() - 5;
            clamped[i] = i % 2 == 0 ? space.get(i).max() : space.get(i).min();
        }
        Weights decoded = codec.decode(codec.encode(Weights.of(space.names(), outside)));
        assertWithinBounds(decoded);
        assertArrayEquals(clamped, decoded.values(), 1e-12);
    }

    @Test
    void decodeThenEncodeIsIdentity() {
        Genotype<DoubleGene> gt = RandomRegistry.with(new SplittableRandom(3), r -> codec.encoding().newInstance());
        assertEquals(gt, codec.encode(codec.decode(gt)));
    }
}
