package adjutant.engine.blownaway;

import adjutant.engine.geometry.Box;
import adjutant.engine.geometry.Polygon;

/**
 * How far a running man gets before impassable ground (BA-CMB-7, BA-GEO-15, AMB-28): his straight
 * path is sampled every {@link #STEP} in, and he stops at the last passable sample before the
 * first impassable one (a bridge may interrupt an impassable polygon, so no one crossing point
 * decides).
 *
 * <p>Only the samples that may lie in an impassable polygon's box are tested (#23): the others
 * are passable whatever the polygon, and testing all 600 samples of every runner was half of
 * MCTS's time on crossroads, whose river every loss allocation checked. The result is the plain
 * sampling's to the last bit ({@code RunPathShortcutTest}).
 */
final class RunPath {
    private RunPath() {}

    /** Distance between two samples of a runner's path, in inches. */
    static final double STEP = 0.01;

    /**
     * Far beyond {@link adjutant.engine.geometry.Eps#EPS} (a polygon's boundary tolerance) and
     * any rounding of a sample's coordinates, far below {@link #STEP}: a sample this far outside a
     * polygon's box is outside the polygon.
     */
    private static final double BOX_MARGIN = 1e-3;

    /**
     * The parameter, in [0, t], of the last passable sample of the path from (px, py) along
     * (dx, dy) scaled by [0, t], where {@code length} is the length of (dx, dy); 0 when even the
     * first sample is impassable.
     */
    static double lastPassable(Board b, double px, double py, double dx, double dy, double length, double t) {
        int steps = (int) Math.ceil(t * length / STEP);
        if (steps == 0) {
            return 0;
        }
        int[] window = mayBeImpassable(b, px, py, dx, dy, t, steps);
        int from = Math.max(1, window[0]);
        int to = Math.min(steps, window[1]);
        if (from > to) {
            return t * steps / steps; // no sample near impassable ground: as the plain loop ends
        }
        double last = from == 1 ? 0 : t * (from - 1) / steps;
        for (int i = from; i <= to; i++) {
            double ti = t * i / steps;
            if (!b.passable(px + ti * dx, py + ti * dy)) {
                return last;
            }
            last = ti;
        }
        return t * steps / steps; // every sample passable: as the plain loop ends
    }

    /**
     * The sample indices [lo, hi] (lo > hi when none) outside which no sample comes near an
     * impassable polygon's box: the parameter range each box clips from the path, widened by a
     * sample at each end against rounding.
     */
    private static int[] mayBeImpassable(Board b, double px, double py, double dx, double dy, double t, int steps) {
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        for (Polygon p : b.impassable) {
            Box box = p.bounds();
            double[] range = {0, t};
            if (clip(px, dx, box.minX() - BOX_MARGIN, box.maxX() + BOX_MARGIN, range)
                    && clip(py, dy, box.minY() - BOX_MARGIN, box.maxY() + BOX_MARGIN, range)) {
                lo = Math.min(lo, (int) Math.floor(range[0] / t * steps) - 1);
                hi = Math.max(hi, (int) Math.ceil(range[1] / t * steps) + 1);
            }
        }
        return new int[] {lo, hi};
    }

    /**
     * Narrows {@code range} (parameters τ) to where p + τ·d lies in [min, max]; false if nothing
     * is left.
     */
    private static boolean clip(double p, double d, double min, double max, double[] range) {
        if (d == 0) {
            return p >= min && p <= max;
        }
        double a = (min - p) / d;
        double c = (max - p) / d;
        range[0] = Math.max(range[0], Math.min(a, c));
        range[1] = Math.min(range[1], Math.max(a, c));
        return range[0] <= range[1];
    }
}
