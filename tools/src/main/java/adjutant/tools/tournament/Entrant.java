package adjutant.tools.tournament;

import java.util.Objects;

/**
 * A player in a tournament: its position on the command line, a display name (its spec, with
 * {@code #1}, {@code #2}... when the same spec is entered more than once) and its spec.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record Entrant(int index, String name, String spec) {
    public Entrant {
        Objects.requireNonNull(name);
        Objects.requireNonNull(spec);
    }
}
