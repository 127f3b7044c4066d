package adjutant.gui;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * The right-hand side of the header: the legend of the marks the board draws, in rows aligned
 * to the table's right edge, and below them a scale bar of the table's unit.
 */
final class HeaderLegend {
    private HeaderLegend() {}

    private static final double FONT_PX = 12;
    private static final double ICON_PX = 13;
    private static final double ICON_GAP_PX = 4;
    private static final double ITEM_GAP_PX = 14;
    private static final int LINES = 3;
    /** Pixels kept free between a header line's text and the legend. */
    private static final double TEXT_GAP_PX = 24;
    private static final double[] NICE_LENGTHS = {1, 2, 3, 5, 6, 10, 12, 20, 24, 30, 50, 100};
    private static final double SCALE_MIN_PX = 70;
    private static final double TICK_PX = 4;

    /**
     * Paints the legend in the room the header's lines leave on the right, row by row from the
     * first line down, and the scale at the right end of the last line.
     *
     * @param height the header's height above the table
     * @param linePx the distance between header lines
     * @param textWidths the pixel width of each header line's text (three lines)
     */
    static void paint(GraphicsContext g, TableTransform t, List<LegendItem> items, String unit, double height, double linePx,
            double[] textWidths) {
        Font font = BoardText.normal(FONT_PX);
        double right = t.left() + t.tablePixelWidth();
        double firstY = t.top() - height;
        double scaleWidth = scaleWidth(t, unit, font);
        double[] room = new double[LINES];
        for (int r = 0; r < LINES; r++) {
            double text = r < textWidths.length ? textWidths[r] : 0;
            room[r] = t.tablePixelWidth() - text - TEXT_GAP_PX - (r == LINES - 1 ? scaleWidth + ITEM_GAP_PX : 0);
        }
        List<List<LegendItem>> rows = rows(items, font, room);
        g.setFont(font);
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        for (int r = 0; r < rows.size(); r++) {
            double x = right - width(rows.get(r), font) - (r == LINES - 1 ? scaleWidth + ITEM_GAP_PX : 0);
            double y = firstY + r * linePx;
            for (LegendItem item : rows.get(r)) {
                item.icon().draw(g, x + ICON_PX / 2, y, ICON_PX);
                g.setFill(Palette.HEADER_TEXT);
                g.setFont(font);
                g.setTextBaseline(VPos.CENTER);
                g.setTextAlign(TextAlignment.LEFT);
                g.fillText(item.text(), x + ICON_PX + ICON_GAP_PX, y);
                x += itemWidth(item, font) + ITEM_GAP_PX;
            }
        }
        scale(g, t, unit, right, firstY + 2 * linePx, font);
    }

    /** A bar of a round length, at least {@link #SCALE_MIN_PX} long: "scale ├──┤ 5 in". */
    private static void scale(GraphicsContext g, TableTransform t, String unit, double right, double y, Font font) {
        double length = scaleLength(t);
        String label = scaleLabel(length, unit);
        double labelWidth = BoardText.width(label, font);
        double x1 = right - labelWidth - ICON_GAP_PX;
        double x0 = x1 - t.len(length);
        g.setStroke(Palette.HEADER_TEXT);
        g.setLineWidth(2);
        g.strokeLine(x0, y, x1, y);
        g.strokeLine(x0, y - TICK_PX, x0, y + TICK_PX);
        g.strokeLine(x1, y - TICK_PX, x1, y + TICK_PX);
        g.setFill(Palette.HEADER_TEXT);
        g.setFont(font);
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.CENTER);
        g.fillText(label, x1 + ICON_GAP_PX, y);
        g.setTextAlign(TextAlignment.RIGHT);
        g.fillText("scale", x0 - ICON_GAP_PX, y);
    }

    private static double scaleLength(TableTransform t) {
        for (double l : NICE_LENGTHS) {
            if (t.len(l) >= SCALE_MIN_PX) {
                return l;
            }
        }
        return NICE_LENGTHS[NICE_LENGTHS.length - 1];
    }

    private static String scaleLabel(double length, String unit) {
        return (length == Math.rint(length) ? Long.toString((long) length) : Double.toString(length)) + " " + unit;
    }

    /** The scale's width with its words. */
    private static double scaleWidth(TableTransform t, String unit, Font font) {
        return BoardText.width("scale", font) + 2 * ICON_GAP_PX + t.len(scaleLength(t))
                + BoardText.width(scaleLabel(scaleLength(t), unit), font);
    }

    /**
     * Items in order, in as many of the header's lines as they need, each row no wider than the
     * room its line leaves (and than half the table); what finds no room is left out.
     */
    private static List<List<LegendItem>> rows(List<LegendItem> items, Font font, double[] room) {
        List<List<LegendItem>> rows = new ArrayList<>();
        List<LegendItem> row = new ArrayList<>();
        int line = 0;
        for (LegendItem item : items) {
            while (line < room.length
                    && width(row, font) + (row.isEmpty() ? 0 : ITEM_GAP_PX) + itemWidth(item, font) > room[line]) {
                rows.add(row);
                row = new ArrayList<>();
                line++;
            }
            if (line >= room.length) {
                break;
            }
            row.add(item);
        }
        if (!row.isEmpty() && line < room.length) {
            rows.add(row);
        }
        return rows;
    }

    private static double width(List<LegendItem> row, Font font) {
        double w = 0;
        for (LegendItem item : row) {
            w += (w == 0 ? 0 : ITEM_GAP_PX) + itemWidth(item, font);
        }
        return w;
    }

    private static double itemWidth(LegendItem item, Font font) {
        return ICON_PX + ICON_GAP_PX + BoardText.width(item.text(), font);
    }
}
