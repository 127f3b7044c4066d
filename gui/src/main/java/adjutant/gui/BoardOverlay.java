package adjutant.gui;

import adjutant.engine.blownaway.action.CardDraw;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;

/**
 * What the board shows on top of a state: the selected unit, a suggested unit and destination,
 * a dragged move with its verdict, and the last cards turned up. Plain data: the board view draws
 * it, controllers build it.
 *
 * @param selectedUnit unit highlighted by the player, or -1
 * @param suggestedUnit unit of a suggested action, or -1
 * @param suggestedTarget where the suggested action goes (null: nowhere in particular)
 * @param preview a move being dragged, or null
 * @param previewVerdict the rules' verdict on {@code preview} (null while unknown)
 * @param lastCards chance version: the last cards turned up, or null
 * @implNote This class is immutable and thread-safe.
 */
public record BoardOverlay(
        int selectedUnit,
        int suggestedUnit,
        Vec2 suggestedTarget,
        Move preview,
        Verdict previewVerdict,
        CardDraw lastCards) {

    public static final BoardOverlay NONE = new BoardOverlay(-1, -1, null, null, null, null);

    public BoardOverlay withSelected(int unit) {
        return new BoardOverlay(unit, suggestedUnit, suggestedTarget, preview, previewVerdict, lastCards);
    }

    public BoardOverlay withSuggestion(int unit, Vec2 target) {
        return new BoardOverlay(selectedUnit, unit, target, preview, previewVerdict, lastCards);
    }

    public BoardOverlay withPreview(Move move, Verdict verdict) {
        return new BoardOverlay(selectedUnit, suggestedUnit, suggestedTarget, move, verdict, lastCards);
    }

    public BoardOverlay withLastCards(CardDraw cards) {
        return new BoardOverlay(selectedUnit, suggestedUnit, suggestedTarget, preview, previewVerdict, cards);
    }
}
