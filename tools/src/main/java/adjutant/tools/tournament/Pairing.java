package adjutant.tools.tournament;

import java.util.Objects;

/**
 * Two entrants who meet; {@code first} plays blue in the first game of each pair.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record Pairing(int index, Entrant first, Entrant second) {
    public Pairing {
        Objects.requireNonNull(first);
        Objects.requireNonNull(second);
    }

    public boolean involves(Entrant e) {
        return first.index() == e.index() || second.index() == e.index();
    }
}
