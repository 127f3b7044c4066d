package adjutant.tools.cli;

import java.util.Optional;
import picocli.CommandLine.Option;

/** {@code --seed S}: the same seed and settings give the same games, searches and weights. */
public final class SeedOption {

    /** The seed when none is given. */
    public static final long DEFAULT = 1;

    @Option(names = "--seed", paramLabel = "S",
            description = "Seed: the same seed and settings give the same results (default: 1).")
    Long seed;

    /** The seed given, or {@link #DEFAULT}. */
    public long seed() {
        return given().orElse(DEFAULT);
    }

    /** The seed given, if any (a resumed run keeps its own). */
    public Optional<Long> given() {
        return Optional.ofNullable(seed);
    }
}
