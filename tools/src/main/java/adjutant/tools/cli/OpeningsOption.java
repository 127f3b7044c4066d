package adjutant.tools.cli;

import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * {@code --openings N}: random decisions played from each game's seed before the players take
 * over, the same for both games of a pair. Deterministic players (alpha-beta, in a variant
 * without chance) would otherwise play the same game from every seed.
 */
public final class OpeningsOption {

    @Option(names = "--openings", paramLabel = "N", converter = Converters.NonNegative.class,
            description = {"Random decisions played from each game's seed before the players take over, the same for"
                    + " both games of a pair (default: 0; tune: 4).",
                "They give deterministic players varied games, as opening books do."})
    Integer openings;

    /** The count given, or {@code fallback}. */
    public int orElse(int fallback) {
        return given().orElse(fallback);
    }

    /** The count given, if any (a resumed run keeps its own). */
    public Optional<Integer> given() {
        return Optional.ofNullable(openings);
    }
}
