package adjutant.gui;

import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import java.util.List;
import java.util.Map;

/**
 * What the board shows on top of a state: the selected unit, a suggested unit and destination,
 * a dragged action with its verdict, the last chance outcome (cards turned up, dice rolled), the
 * trails of the units the bot's turn moved, and whose eyes the board sees through.
 * Plain data: the board paints it, controllers build it; what an action looks like is the
 * ruleset's {@link BoardPlugin}'s business.
 *
 * @param selectedUnit unit highlighted by the player, or -1
 * @param suggestedUnit unit of a suggested action, or -1
 * @param suggestedTarget where the suggested action goes (null: nowhere in particular)
 * @param preview an action being dragged, or null
 * @param previewVerdict the rules' verdict on {@code preview} (null while unknown)
 * @param lastChance the last chance outcome, or null
 * @param viewer the side whose eyes the board sees through (the person's), or null to see everything
 *     (watching the bots, a saved game); a ruleset with hidden information (face-down chits) paints
 *     only what this side may see
 * @param trails for each unit moved since the person last acted, the places it passed, oldest first
 * @param <A> the ruleset's action type
 * @implNote This class is immutable and thread-safe.
 */
public record BoardOverlay<A>(
        int selectedUnit,
        int suggestedUnit,
        Vec2 suggestedTarget,
        A preview,
        Verdict previewVerdict,
        A lastChance,
        Side viewer,
        Map<Integer, List<Vec2>> trails) {

    public BoardOverlay {
        trails = Map.copyOf(trails);
    }

    /** An overlay that sees everything, with no trails. */
    public BoardOverlay(int selectedUnit, int suggestedUnit, Vec2 suggestedTarget, A preview, Verdict previewVerdict,
            A lastChance) {
        this(selectedUnit, suggestedUnit, suggestedTarget, preview, previewVerdict, lastChance, null, Map.of());
    }

    /** Nothing on top of the state, and everything seen. */
    public static <A> BoardOverlay<A> none() {
        return new BoardOverlay<>(-1, -1, null, null, null, null, null, Map.of());
    }

    /** The same, seen through {@code side}'s eyes (null: everything). */
    public BoardOverlay<A> withViewer(Side side) {
        return new BoardOverlay<>(selectedUnit, suggestedUnit, suggestedTarget, preview, previewVerdict, lastChance, side, trails);
    }

    public BoardOverlay<A> withSelected(int unit) {
        return new BoardOverlay<>(unit, suggestedUnit, suggestedTarget, preview, previewVerdict, lastChance, viewer, trails);
    }

    public BoardOverlay<A> withSuggestion(int unit, Vec2 target) {
        return new BoardOverlay<>(selectedUnit, unit, target, preview, previewVerdict, lastChance, viewer, trails);
    }

    public BoardOverlay<A> withPreview(A action, Verdict verdict) {
        return new BoardOverlay<>(selectedUnit, suggestedUnit, suggestedTarget, action, verdict, lastChance, viewer, trails);
    }

    public BoardOverlay<A> withTrails(Map<Integer, List<Vec2>> newTrails) {
        return new BoardOverlay<>(selectedUnit, suggestedUnit, suggestedTarget, preview, previewVerdict, lastChance, viewer,
                newTrails);
    }

    public BoardOverlay<A> withLastChance(A outcome) {
        return new BoardOverlay<>(selectedUnit, suggestedUnit, suggestedTarget, preview, previewVerdict, outcome, viewer, trails);
    }
}
