package adjutant.ai.blownaway;

import adjutant.ai.PlayerKind;
import adjutant.ai.eval.Weights;
import adjutant.engine.blownaway.scenario.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The evaluation weights: the shipped defaults per rules version (resources
 * adjutant/ai/blownaway/weights-VARIANT.json, evolved by {@code adjutant tune}, and
 * weights-VARIANT-KIND.json where one kind of player has weights tuned for itself; hand-set when
 * no file is shipped), or a file named by a player spec ({@code weights=FILE}).
 */
public final class BaWeights {
    private BaWeights() {}

    /** The hand-set weights of {@link BaFeatures#SPACE}. */
    public static Weights defaults() {
        return BaFeatures.SPACE.defaults();
    }

    /** The shipped weights of a rules version, or the hand-set ones. */
    public static Weights shipped(Variant variant) {
        return resource("/adjutant/ai/blownaway/weights-" + variant.id() + ".json").orElseGet(BaWeights::defaults);
    }

    /**
     * The shipped weights of a rules version for one kind of player: its own file
     * (weights-VARIANT-KIND.json) when one was tuned for it, else the version's.
     */
    public static Weights shipped(Variant variant, PlayerKind kind) {
        return resource("/adjutant/ai/blownaway/weights-" + variant.id() + "-" + kind.id() + ".json")
                .orElseGet(() -> shipped(variant));
    }

    private static Optional<Weights> resource(String resource) {
        try (InputStream in = BaWeights.class.getResourceAsStream(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            return Optional.of(BaFeatures.SPACE.conform(
                    Weights.fromJson(new String(in.readAllBytes(), StandardCharsets.UTF_8), resource), resource));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Weights load(Path file) {
        return BaFeatures.SPACE.load(file);
    }
}
