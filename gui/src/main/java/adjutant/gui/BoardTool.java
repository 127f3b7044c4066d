package adjutant.gui;

import adjutant.engine.game.GameState;
import adjutant.engine.geometry.Vec2;
import java.util.Objects;
import java.util.function.BiFunction;

/**
 * A click tool of a ruleset: a toggle in the tool bar; the next click on the table plays the
 * action it makes of that point (Blown Away's "Place commander").
 *
 * @param id the toggle's node id
 * @param label the toggle's text
 * @param actionAt the action for a click at a table point
 * @implNote This class is immutable and thread-safe.
 */
public record BoardTool<S extends GameState<S>, A>(String id, String label, BiFunction<S, Vec2, A> actionAt) {
    public BoardTool {
        Objects.requireNonNull(id);
        Objects.requireNonNull(label);
        Objects.requireNonNull(actionAt);
    }
}
