package adjutant.gui;

import adjutant.engine.geometry.Vec2;

/**
 * Table units (inches, or centimetres for a table measured so) ↔ pixels on a canvas. One scale for both axes, so the table keeps its
 * shape whatever the canvas size. Blue's rear edge (y = 0) is at the bottom of the picture, red's
 * at the top; x grows to the right.
 *
 * @param scale pixels per table unit
 * @param left pixel x of the table's x = 0 edge
 * @param top pixel y of the table's y = width edge
 * @implNote This class is immutable and thread-safe.
 */
public record TableTransform(double scale, double left, double top, double tableLength, double tableWidth) {

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
        double w = Math.max(1, width - 2 * margin);
        double h = Math.max(1, height - 2 * margin - header);
        double scale = Math.max(1e-3, Math.min(w / tableLength, h / tableWidth));
        double left = margin + (w - scale * tableLength) / 2;
        double top = margin + header + (h - scale * tableWidth) / 2;
        return new TableTransform(scale, left, top, tableLength, tableWidth);
    }

    public double px(double x) {
        return left + x * scale;
    }

    public double py(double y) {
        return top + (tableWidth - y) * scale;
    }

    /** A length in table units as pixels. */
    public double len(double inches) {
        return inches * scale;
    }

    /** A table angle (degrees counter-clockwise from +x, y up) as a screen angle (y down). */
    public double screenDeg(double tableDeg) {
        return -tableDeg;
    }

    /** The table point under pixel (px, py); may lie off the table. */
    public Vec2 toTable(double px, double py) {
        return new Vec2((px - left) / scale, tableWidth - (py - top) / scale);
    }

    public double tablePixelWidth() {
        return tableLength * scale;
    }

    public double tablePixelHeight() {
        return tableWidth * scale;
    }
}
