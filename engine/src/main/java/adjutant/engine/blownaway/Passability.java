package adjutant.engine.blownaway;

import adjutant.engine.geometry.FastMath;
import adjutant.engine.geometry.Polygon;

/**
 * BA-MOVE-15 / BA-GEO-27: a man or cannon stays on the table and on passable ground (an
 * unfordable river only over a bridge) at every point of a straight path. The table is convex, so
 * its end points decide; impassable polygons are tested exactly for a quick "no contact", then
 * sampled every 0.05 in (bridges make passability non-convex).
 */
final class Passability {
    private Passability() {}

    static final double STEP = 0.05;

    /** Null if the segment is legal, else a short reason. */
    static String segment(Board b, double x0, double y0, double x1, double y1) {
        if (!b.onTable(x0, y0) || !b.onTable(x1, y1)) {
            return "would leave the table";
        }
        if (b.impassable.isEmpty()) {
            return null;
        }
        boolean touches = false;
        for (Polygon p : b.impassable) {
            if (p.intersects(x0, y0, x1, y1)) {
                touches = true;
                break;
            }
        }
        if (!touches) {
            return null;
        }
        double len = FastMath.hypot(x1 - x0, y1 - y0);
        int n = Math.max(1, (int) Math.ceil(len / STEP));
        for (int i = 0; i <= n; i++) {
            double t = (double) i / n;
            if (!b.passable(x0 + t * (x1 - x0), y0 + t * (y1 - y0))) {
                return "would enter impassable terrain";
            }
        }
        return null;
    }

    /** Null if the point is on the table and passable. */
    static String point(Board b, double x, double y) {
        if (!b.onTable(x, y)) {
            return "would stand off the table";
        }
        return b.passable(x, y) ? null : "would stand in impassable terrain";
    }
}
