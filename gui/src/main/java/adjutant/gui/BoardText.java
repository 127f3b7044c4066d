package adjutant.gui;

import adjutant.engine.io.Printable;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineJoin;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/** Text on the board: fonts that grow with the table's scale, measuring, and text outlined to read on any ground. */
public final class BoardText {
    /** The family of every font on the board. */
    public static final String FAMILY = "SansSerif";
    private static final Color OUTLINE = Color.color(1, 1, 1, 0.85);
    private static final double OUTLINE_WIDTH = 3;

    private BoardText() {}

    /** A bold font of {@code inches} table length, kept between {@code minPx} and {@code maxPx} pixels. */
    public static Font scaledBold(TableTransform t, double inches, double minPx, double maxPx) {
        return Font.font(FAMILY, FontWeight.BOLD, clamp(t.len(inches), minPx, maxPx));
    }

    public static Font bold(double px) {
        return Font.font(FAMILY, FontWeight.BOLD, px);
    }

    public static Font normal(double px) {
        return Font.font(FAMILY, FontWeight.NORMAL, px);
    }

    public static double width(String text, Font font) {
        Text probe = new Text(text);
        probe.setFont(font);
        return probe.getLayoutBounds().getWidth();
    }

    /**
     * Text in colour {@code c} with a pale outline, at the context's current font and alignment;
     * control characters from a file are shown escaped ({@link Printable}).
     */
    public static void outlined(GraphicsContext g, String raw, double x, double y, Color c) {
        String text = Printable.of(raw);
        g.setStroke(OUTLINE);
        g.setLineWidth(OUTLINE_WIDTH);
        g.setLineJoin(StrokeLineJoin.ROUND);
        g.strokeText(text, x, y);
        g.setFill(c);
        g.fillText(text, x, y);
    }

    public static double clamp(double v, double lo, double hi) {
        return Math.max(lo, Math.min(hi, v));
    }
}
