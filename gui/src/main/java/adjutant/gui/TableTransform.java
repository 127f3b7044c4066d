package adjutant.gui;

import adjutant.engine.geometry.Vec2;

/**
 * Table units (inches, or centimetres for a table measured so) ↔ pixels on a canvas. One scale for both axes, so the table keeps its
 * shape whatever the canvas size. The person's own edge is at the bottom of the picture: blue's
 * rear edge (y = 0) with x growing to the right, or, seen from red, red's rear edge with x
 * growing to the left (the table turned half round).
 *
 * @param scale pixels per table unit
 * @param left pixel x of the table's left edge as drawn
 * @param top pixel y of the table's far edge as drawn
 * @param redAtBottom seen from red's side
 * @implNote This class is immutable and thread-safe.
 */
public record TableTransform(double scale, double left, double top, double tableLength, double tableWidth,
        boolean redAtBottom) {

    public TableTransform {
        if (!(scale > 0) || !(tableLength > 0) || !(tableWidth > 0)) {
            throw new IllegalArgumentException("scale and table sides must be positive");
        }
    }

    /**
     * The largest transform that shows the whole table inside a {@code width × height} pixel
     * area, with {@code margin} pixels all round and {@code header} pixels reserved at the top;
     * the table is centred in what is left.
     */
    public static TableTransform fit(double width, double height, double tableLength, double tableWidth,
            double margin, double header) {
        return fit(width, height, tableLength, tableWidth, margin, header, false);
    }

    /** The same, seen from red's side when {@code redAtBottom}. */
    public static TableTransform fit(double width, double height, double tableLength, double tableWidth,
            double margin, double header, boolean redAtBottom) {
        double w = Math.max(1, width - 2 * margin);
        double h = Math.max(1, height - 2 * margin - header);
        double scale = Math.max(1e-3, Math.min(w / tableLength, h / tableWidth));
        double left = margin + (w - scale * tableLength) / 2;
        double top = margin + header + (h - scale * tableWidth) / 2;
        return new TableTransform(scale, left, top, tableLength, tableWidth, redAtBottom);
    }

    public double px(double x) {
        return left + (redAtBottom ? tableLength - x : x) * scale;
    }

    public double py(double y) {
        return top + (redAtBottom ? y : tableWidth - y) * scale;
    }

    /** A length in table units as pixels. */
    public double len(double inches) {
        return inches * scale;
    }

    /** A table angle (degrees counter-clockwise from +x, y up) as a screen angle (y down). */
    public double screenDeg(double tableDeg) {
        return redAtBottom ? 180 - tableDeg : -tableDeg;
    }

    /** The table point under pixel (px, py); may lie off the table. */
    public Vec2 toTable(double px, double py) {
        double x = (px - left) / scale;
        double down = (py - top) / scale;
        return redAtBottom ? new Vec2(tableLength - x, down) : new Vec2(x, tableWidth - down);
    }

    public double tablePixelWidth() {
        return tableLength * scale;
    }

    public double tablePixelHeight() {
        return tableWidth * scale;
    }
}
