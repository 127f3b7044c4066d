package adjutant.engine.blownaway;

/**
 * The squared distance from a point to an axis-aligned box, for element-level rejects before
 * exact distance tests: a point whose gap to the box of a swept body exceeds the test's reach
 * (which carries {@link StopRule#REJECT_MARGIN}) passes no nearer to any element of the body.
 * As for {@link BodyBounds#gap}, each step is monotonic, so the reject is exact.
 */
final class BoxGap {
    private BoxGap() {}

    /** Squared distance from (px, py) to [x0, x1] × [y0, y1]; 0 inside. */
    static double squared(double px, double py, double x0, double x1, double y0, double y1) {
        double gx = Math.max(0, Math.max(x0 - px, px - x1));
        double gy = Math.max(0, Math.max(y0 - py, py - y1));
        return gx * gx + gy * gy;
    }

    /** The same for a box as {x0, x1, y0, y1} ({@link Frames#box}). */
    static double squared(double px, double py, double[] box) {
        return squared(px, py, box[0], box[1], box[2], box[3]);
    }
}
