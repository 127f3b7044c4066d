package adjutant.gui;

/**
 * A screen rectangle a label or marker occupies, in pixels.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record ScreenBox(double x0, double y0, double x1, double y1) {

    public static ScreenBox centred(double x, double y, double w, double h) {
        return new ScreenBox(x - w / 2, y - h / 2, x + w / 2, y + h / 2);
    }

    public boolean overlaps(ScreenBox o) {
        return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1;
    }
}
