package adjutant.gui.augsburg;

import adjutant.engine.augsburg.Status;
import adjutant.engine.augsburg.UnitState;
import adjutant.gui.BoardText;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * A unit's statuses (LOA-ORG-9) as small coloured tags with a short word, one colour each so a
 * legend can name them: UNF Unformed (amber), DIS Disordered (orange; it implies Unformed,
 * AMB-16, so UNF is not repeated), OC Orders Cancelled (violet), ROUT Routing (red), SHAT
 * Shattered (black). Formed units have none. Rally Points given this turn show as a green
 * "+n RP" (LOA-CMD-8).
 */
final class StatusTags {

    static final String UNFORMED = "UNF";
    static final String DISORDERED = "DIS";
    static final String CANCELLED = "OC";
    static final String ROUTING = "ROUT";
    static final String SHATTERED = "SHAT";

    private static final double GAP_PX = 2;

    /** The tags of a unit, in the order drawn. */
    static List<String> of(UnitState u) {
        List<String> out = new ArrayList<>();
        if (u.has(Status.SHATTERED)) {
            out.add(SHATTERED);
        } else if (u.has(Status.ROUTING)) {
            out.add(ROUTING);
        }
        if (u.has(Status.DISORDERED)) {
            out.add(DISORDERED);
        } else if (u.has(Status.UNFORMED)) {
            out.add(UNFORMED);
        }
        if (u.has(Status.ORDERS_CANCELLED)) {
            out.add(CANCELLED);
        }
        if (u.rallyPoints > 0) {
            out.add("+" + u.rallyPoints + " RP");
        }
        return out;
    }

    static Color colour(String tag) {
        return switch (tag) {
            case UNFORMED -> Color.web("#f0b400");
            case DISORDERED -> Color.web("#e8590c");
            case CANCELLED -> Color.web("#7048e8");
            case ROUTING -> Color.web("#c92a2a");
            case SHATTERED -> Color.web("#1b1b1b");
            default -> Color.web("#2f9e44");
        };
    }

    private static Font font(double height) {
        return BoardText.bold(height * 0.55);
    }

    private static double tagWidth(String tag, double height) {
        return BoardText.width(tag, font(height)) + height * 0.45;
    }

    /** The width of a row of tags {@code height} px high (0 for none). */
    static double width(List<String> tags, double height) {
        double w = 0;
        for (String tag : tags) {
            w += tagWidth(tag, height * 0.8) + GAP_PX;
        }
        return tags.isEmpty() ? 0 : w - GAP_PX;
    }

    /** Paints the tags left to right from {@code left}, centred on {@code y}. */
    void paint(GraphicsContext g, List<String> tags, double left, double y, double height) {
        double h = height * 0.8;
        double x = left;
        for (String tag : tags) {
            double w = tagWidth(tag, h);
            Color c = colour(tag);
            g.setFill(c);
            g.fillRoundRect(x, y - h / 2, w, h, h / 3, h / 3);
            g.setStroke(Color.WHITE);
            g.setLineWidth(1);
            g.strokeRoundRect(x, y - h / 2, w, h, h / 3, h / 3);
            g.setFill(tag.equals(UNFORMED) ? Color.BLACK : Color.WHITE);
            g.setFont(font(h));
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            g.fillText(tag, x + w / 2, y + 0.5);
            x += w + GAP_PX;
        }
    }
}
