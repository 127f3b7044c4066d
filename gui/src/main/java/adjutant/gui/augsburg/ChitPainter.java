package adjutant.gui.augsburg;

import adjutant.gui.BoardText;
import adjutant.gui.TableTransform;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;

/**
 * Order chits as tiles (LOA-ORD-1, LOA-ORD-2): face down a dark back with its side's edge and no
 * letter; the viewer's own chit still face down a pale tile with a dashed edge and its letter
 * (S Stand Ready, F, C, M, W, R, U, Y, T, D, L); a revealed chit the same with a solid edge.
 * A painter of {@link ChitFace}s only: what it may show was decided there.
 */
final class ChitPainter {

    static final Color BACK = Color.web("#4a3b2c");
    static final Color FACE = Color.web("#fbf5e0");
    private static final Color LETTER = Color.web("#1b1b1b");
    private static final double INCHES = 1.2;
    private static final double MIN_PX = 14;
    private static final double MAX_PX = 26;

    /** A chit's side in pixels. */
    static double size(TableTransform t) {
        return BoardText.clamp(t.len(INCHES), MIN_PX, MAX_PX);
    }

    /** Paints {@code chit} centred at ({@code x}, {@code y}), {@code size} px a side, edged in its side's {@code colour}. */
    void paint(GraphicsContext g, ChitFace chit, double x, double y, double size, Color colour) {
        double x0 = x - size / 2;
        double y0 = y - size / 2;
        double arc = size / 4;
        switch (chit.look()) {
            case NONE -> {
                return;
            }
            case FACE_DOWN -> {
                g.setFill(BACK);
                g.fillRoundRect(x0, y0, size, size, arc, arc);
                g.setStroke(colour);
                g.setLineWidth(2);
                g.strokeRoundRect(x0, y0, size, size, arc, arc);
                g.setStroke(BACK.brighter());
                g.setLineWidth(1);
                g.strokeLine(x0 + size * 0.3, y0 + size * 0.3, x0 + size * 0.7, y0 + size * 0.7);
                g.strokeLine(x0 + size * 0.3, y0 + size * 0.7, x0 + size * 0.7, y0 + size * 0.3);
                return;
            }
            default -> {
                g.setFill(FACE);
                g.fillRoundRect(x0, y0, size, size, arc, arc);
                g.setStroke(colour);
                g.setLineWidth(2);
                if (chit.look() == ChitFace.Look.OWN_FACE_DOWN) {
                    g.setLineDashes(3, 2);
                }
                g.strokeRoundRect(x0, y0, size, size, arc, arc);
                g.setLineDashes();
                g.setFill(LETTER);
                g.setFont(BoardText.bold(size * 0.72));
                g.setTextAlign(TextAlignment.CENTER);
                g.setTextBaseline(VPos.CENTER);
                g.fillText(chit.letter(), x, y + 0.5);
            }
        }
    }
}
