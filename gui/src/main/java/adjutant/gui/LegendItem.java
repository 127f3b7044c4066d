package adjutant.gui;

import javafx.scene.canvas.GraphicsContext;

/**
 * One entry of the board's legend: a small picture of a mark the board draws, and what it
 * means ("flag bearer", "killed"), so that a person need not guess the symbols.
 *
 * @param text what the mark means
 * @param icon draws the mark centred at (x, y) within a square of {@code size} pixels
 */
public record LegendItem(String text, Icon icon) {

    /** Draws a mark centred at (x, y), at most {@code size} pixels across. */
    @FunctionalInterface
    public interface Icon {
        void draw(GraphicsContext g, double x, double y, double size);
    }
}
