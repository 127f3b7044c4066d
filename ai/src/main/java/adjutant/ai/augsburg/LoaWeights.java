package adjutant.ai.augsburg;

import adjutant.ai.eval.Weights;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The evaluation weights: the shipped ones (resource adjutant/ai/augsburg/weights.json, evolved
 * by {@code adjutant tune}), hand-set when none is shipped, or a file a player spec names.
 */
public final class LoaWeights {

    private static final String RESOURCE = "/adjutant/ai/augsburg/weights.json";

    private LoaWeights() {
    }

    public static Weights defaults() {
        return LoaFeatures.SPACE.defaults();
    }

    public static Weights shipped() {
        try (InputStream in = LoaWeights.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return defaults();
            }
            return LoaFeatures.SPACE.conform(Weights.fromJson(new String(in.readAllBytes(), StandardCharsets.UTF_8), RESOURCE),
                    RESOURCE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Weights load(Path file) {
        return LoaFeatures.SPACE.load(file);
    }
}
