package adjutant.engine.game;

/**
 * Everything in a game that changes. A state is mutable; the forward model ({@link Rules})
 * changes it in place, so a search copies before it explores.
 *
 * @param <S> the concrete state type
 */
public interface GameState<S extends GameState<S>> {

    /** A deep copy: changing the copy never changes this state (and vice versa). */
    S copy();

    /**
     * This state copied into {@code spare}, a state of the same game that the caller no longer
     * needs, reusing its memory where the state can; what it returns is then exactly what
     * {@link #copy()} would return. Searches that copy a state per node keep one spare per level
     * instead of filling fresh memory each time. By default a new copy, {@code spare} untouched.
     */
    default S copyInto(S spare) {
        return copy();
    }

    /** A 64-bit key, equal for equal states (Zobrist-style); used by transposition tables. */
    long hash();

    /**
     * A key equal for states that are the same position, whatever the turn counter and other
     * clocks say: what a repetition is. Bots use it to avoid playing the same position round
     * and round; a ruleset whose {@link #hash()} counts turns overrides it.
     */
    default long positionKey() {
        return hash();
    }

    /** Roughly the heap bytes one copy of this state takes: searches that keep copies count them. */
    long bytes();
}
