package adjutant.engine.game;

/**
 * The model's table seen from either side: the model has blue's edge at y = 0 and x along it,
 * facings counter-clockwise from +x; a person measures from his own left and his own edge, his
 * facings clockwise from straight ahead ({@link TablePlacement}). Shared by the rulesets' table
 * frames.
 */
public final class TableSides {
    private TableSides() {}

    /** Where a model point and facing stand, seen by {@code viewer}, on a {@code length × width} table. */
    public static TablePlacement seenBy(Side viewer, double x, double y, double facingDeg, double length, double width) {
        return viewer == Side.BLUE ? new TablePlacement(x, y, 90 - facingDeg)
                : new TablePlacement(length - x, width - y, 270 - facingDeg);
    }

    /** The model's x of a placement seen by {@code viewer}. */
    public static double x(Side viewer, TablePlacement p, double length) {
        return viewer == Side.BLUE ? p.fromLeft() : length - p.fromLeft();
    }

    /** The model's y of a placement seen by {@code viewer}. */
    public static double y(Side viewer, TablePlacement p, double width) {
        return viewer == Side.BLUE ? p.fromOwnEdge() : width - p.fromOwnEdge();
    }

    /** The model's facing (degrees counter-clockwise from +x, in (−180, 180]) of a placement seen by {@code viewer}. */
    public static double facing(Side viewer, TablePlacement p) {
        double deg = (viewer == Side.BLUE ? 90 : 270) - p.facing();
        deg = ((deg % 360) + 360) % 360;
        return deg > 180 ? deg - 360 : deg;
    }
}
