package adjutant.engine.game;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The three faces of a ruleset's actions: a short text notation (files, the debug view, tests),
 * JSON (game records) and words for people (the board, the CLI, suggestions). Notation and JSON
 * round-trip exactly.
 *
 * @param <S> state type: words name units, which only the state knows
 * @param <A> action type
 */
public interface ActionCodec<S, A> {

    /** The short notation, e.g. {@code move u3 pivot=20 dir=0 dist=6}. */
    String notation(A action);

    /**
     * The action a notation stands for.
     *
     * @throws IllegalArgumentException naming what is wrong with the text
     */
    A parse(String notation);

    /** The JSON form of a game record's step. */
    JsonNode toJson(A action);

    /**
     * The action of a JSON form.
     *
     * @throws IllegalArgumentException naming what is wrong with it
     */
    A fromJson(JsonNode json);

    /**
     * A sentence a person reads, naming units by name, said of the state the action is about to
     * be taken in: "Prussian Cavalry 1: pivot 20° left, then advance 6 in straight ahead."
     */
    String words(S before, A action);
}
