package adjutant.ai.honours;

import adjutant.ai.eval.Weights;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The evaluation weights: the shipped ones (resource adjutant/ai/honours/weights.json, evolved by
 * {@code adjutant tune}), hand-set when none is shipped, or a file a player spec names.
 */
public final class HowWeights {

    private static final String RESOURCE = "/adjutant/ai/honours/weights.json";

    private HowWeights() {
    }

    public static Weights defaults() {
        return HowFeatures.SPACE.defaults();
    }

    public static Weights shipped() {
        try (InputStream in = HowWeights.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return defaults();
            }
            return HowFeatures.SPACE.conform(Weights.fromJson(new String(in.readAllBytes(), StandardCharsets.UTF_8), RESOURCE),
                    RESOURCE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Weights load(Path file) {
        return HowFeatures.SPACE.load(file);
    }
}
