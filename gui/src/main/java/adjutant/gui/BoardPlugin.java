package adjutant.gui;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import java.util.List;
import java.util.Optional;
import javafx.scene.canvas.GraphicsContext;

/**
 * What the board needs from one ruleset: the generic shell paints the table, its terrain and
 * objectives from the scenario; the plug-in paints the ruleset's pieces and markers, finds the
 * piece under the mouse, says which unit an action is about and where it goes, and what a drag
 * or a click with one of its tools means as an action. Registered as a
 * {@link java.util.ServiceLoader} provider and found by ruleset id in {@link BoardPlugins}.
 *
 * <p>Units are numbered from 0 as in the ruleset's state; -1 means none. Every painting method
 * draws on a context the shell has set up with the table's {@link TableTransform}.
 *
 * @param <S> state type
 * @param <A> action type
 */
public interface BoardPlugin<S extends GameState<S>, A> {

    /** The id of the ruleset this serves, e.g. {@code blown-away}. */
    String rulesetId();

    // ---- painting

    /**
     * Paints the pieces of {@code state} and the markers that go with them (selection,
     * suggestion, engagements, commanders, labels), over the table the shell painted. Labels go
     * where {@code labels} is free and take their space. A ruleset with hidden information paints
     * only what {@code overlay.viewer()} may see (null: everything, as when watching the bots).
     */
    void paintPieces(GraphicsContext g, TableTransform t, S state, BoardOverlay<A> overlay, LabelSpace labels);

    /** Paints {@code overlay.preview()}, an action being dragged, with its verdict; called only when there is one. */
    void paintPreview(GraphicsContext g, TableTransform t, S state, BoardOverlay<A> overlay);

    /** The lines above the table: first the status line, then anything else the ruleset shows (decks, dice). */
    List<String> headerLines(S state, BoardOverlay<A> overlay);

    /** One line for the status bar: turn, who acts, the step, the score. */
    String statusLine(S state);

    /** The step of the turn the decision is in, for the candidate list's title, e.g. "MAIN"; empty if none. */
    default String stepName(S state) {
        return "";
    }

    /**
     * An action in words for the person, who sees through {@code viewer}'s eyes (null:
     * everything, as when watching the bots); {@code words} are the codec's. A ruleset with hidden
     * information says no more than that side may know (an enemy's chit placed face down, not
     * which). The shell narrates every step, the bots' too, through this.
     */
    default String wordsFor(S before, A action, Side viewer, String words) {
        return words;
    }

    // ---- names and objectives

    /** The side's name in this game, e.g. "Prussians". */
    String sideName(S state, Side side);

    /** The owner of objective {@code index} of the scenario, or null when nobody holds it. */
    Side objectiveOwner(S state, int index);

    // ---- units

    /** The unit whose piece is nearest to table point {@code p} within {@code reach}, or -1. */
    int unitAt(S state, Vec2 p, double reach);

    /** Where a unit is, for lines to it: the centre of its pieces. */
    Vec2 centre(S state, int unit);

    /**
     * How many units the state has (indices 0 to n−1 for {@link #centre}): the board draws the
     * trail of every unit the bot's turn moved. 0 draws no trails.
     */
    default int unitCount(S state) {
        return 0;
    }

    /**
     * The point a unit's trail follows: its {@link #centre} unless the ruleset has a better one
     * (a unit placed by its front edge keeps it when it only changes formation, its centre does not).
     */
    default Vec2 trailPoint(S state, int unit) {
        return centre(state, unit);
    }

    /** The rules as the header names them, e.g. "Blown Away, chance version"; by default the ruleset's name. */
    default String rulesTitle(S state) {
        return adjutant.engine.game.Rulesets.find(rulesetId()).map(r -> r.displayName()).orElse(rulesetId());
    }

    /** What the marks the board draws mean, for the legend above the table; none by default. */
    default List<LegendItem> legend() {
        return List.of();
    }

    /** A unit's name for lists, e.g. "Grenadiers Wedel". */
    String unitLabel(S state, int unit);

    /** The unit an action is about, or -1 for actions of the whole side. */
    int unitOf(A action);

    /** Where an action goes in {@code state} (a move's end, a target's centre), or null. */
    Vec2 destination(S state, A action);

    // ---- the person's hand on the board

    /** How a drag of a piece becomes an exact action, if this ruleset moves pieces that way. */
    default Optional<PieceDrag<S, A>> drag() {
        return Optional.empty();
    }

    /** Tools for a click on the table (placing a commander, say), shown as toggles. */
    default List<BoardTool<S, A>> tools() {
        return List.of();
    }

    /** Whether the selected unit stays selected after {@code action} (an action about no unit in particular). */
    default boolean keepsSelection(A action) {
        return false;
    }
}
