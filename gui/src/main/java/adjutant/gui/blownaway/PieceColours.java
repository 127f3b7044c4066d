package adjutant.gui.blownaway;

import javafx.scene.paint.Color;

/** The colours of Blown Away's own pieces and markers; the shared ones are in {@link adjutant.gui.Palette}. */
final class PieceColours {
    private PieceColours() {}

    static final Color KILLED = Color.web("#6f6f6f");
    static final Color GUN = Color.web("#3a3226");
    static final Color GLYPH = Color.WHITE;
    static final Color OFFICER_RING = Color.web("#ffd23f");
    static final Color ENGAGEMENT = Color.web("#ff8c00");
    static final Color ARC = Color.web("#ffd23f");
    static final Color COMMANDER_GROUND = Color.WHITE;
    static final Color FACING_PIVOT = Color.BLACK;
}
