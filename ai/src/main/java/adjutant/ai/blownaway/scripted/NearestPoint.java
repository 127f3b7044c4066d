package adjutant.ai.blownaway.scripted;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.FigureStatus;

/**
 * The nearest of a run of figures to a point, as the least {@link Math#hypot} of them, found
 * with one {@code hypot} for the few figures that can beat the best so far: the doctrine asks
 * this for every action it values, and {@code hypot} costs ten times a product. A figure is
 * skipped only when its squared distance exceeds the best's square by far more than rounding
 * could, so the answer is the plain minimum to the last bit ({@code NearestPointTest}).
 */
final class NearestPoint {
    /** Far above the rounding of a squared distance (a few ulps) and far below a real difference. */
    private static final double SLACK = 1 + 1e-9;

    private NearestPoint() {}

    /**
     * The least of {@code best} and the distances from (x, y) to figures {@code from} until
     * {@code to} of status {@code status}.
     */
    static double of(BaState s, int from, int to, FigureStatus status, double x, double y, double best) {
        double bound = best * best * SLACK;
        for (int f = from; f < to; f++) {
            if (s.status(f) != status) {
                continue;
            }
            double dx = s.figureX(f) - x;
            double dy = s.figureY(f) - y;
            if (dx * dx + dy * dy <= bound) {
                double d = Math.hypot(dx, dy);
                if (d < best) {
                    best = d;
                    bound = best * best * SLACK;
                }
            }
        }
        return best;
    }
}
