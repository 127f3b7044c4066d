package adjutant.ai.blownaway;

import adjutant.ai.eval.Weights;
import adjutant.engine.scenario.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The evaluation weights: the shipped defaults per rules version (resources
 * adjutant/ai/blownaway/weights-VARIANT.json, evolved by {@code adjutant tune}; hand-set when no
 * file is shipped), or a file named by a player spec ({@code weights=FILE}).
 */
public final class BaWeights {
    private BaWeights() {}

    /** The hand-set weights of {@link BaFeatures#SPACE}. */
    public static Weights defaults() {
        return BaFeatures.SPACE.defaults();
    }

    /** The shipped weights of a rules version, or the hand-set ones. */
    public static Weights shipped(Variant variant) {
        String resource = "/adjutant/ai/blownaway/weights-" + variant.id() + ".json";
        try (InputStream in = BaWeights.class.getResourceAsStream(resource)) {
            if (in == null) {
                return defaults();
            }
            return BaFeatures.SPACE.conform(
                    Weights.fromJson(new String(in.readAllBytes(), StandardCharsets.UTF_8), resource), resource);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Weights load(Path file) {
        return BaFeatures.SPACE.load(file);
    }
}
