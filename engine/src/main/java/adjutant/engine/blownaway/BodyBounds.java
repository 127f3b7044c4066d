package adjutant.engine.blownaway;

/**
 * World bounding boxes of units' body elements B(U) (in-ranks men, a manned cannon; BA-GEO-3)
 * for cheap rejects before O(|U|·|V|) distance scans.
 *
 * <p>The gap between two boxes is a lower bound of every element distance even in floating
 * point: each coordinate difference of two elements is at least the boxes' difference on that
 * axis (rounding is monotonic), and squares, sums and square roots are monotonic too. So
 * "gap ≥ limit" proves "no pair nearer than limit" exactly, with no margin.
 */
final class BodyBounds {
    private BodyBounds() {}

    /** Lower bound of d(U, V) (BA-GEO-3); +inf when either has no body element. */
    static double gap(BaState s, int u, int v) {
        double ux0 = Double.POSITIVE_INFINITY, ux1 = Double.NEGATIVE_INFINITY;
        double uy0 = Double.POSITIVE_INFINITY, uy1 = Double.NEGATIVE_INFINITY;
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        for (int f = from; f < to; f++) {
            if (Relations.isInRanks(s, f)) {
                ux0 = Math.min(ux0, s.x[f]);
                ux1 = Math.max(ux1, s.x[f]);
                uy0 = Math.min(uy0, s.y[f]);
                uy1 = Math.max(uy1, s.y[f]);
            }
        }
        if (Relations.manned(s, u)) {
            ux0 = Math.min(ux0, s.anchorX[u]);
            ux1 = Math.max(ux1, s.anchorX[u]);
            uy0 = Math.min(uy0, s.anchorY[u]);
            uy1 = Math.max(uy1, s.anchorY[u]);
        }
        double vx0 = Double.POSITIVE_INFINITY, vx1 = Double.NEGATIVE_INFINITY;
        double vy0 = Double.POSITIVE_INFINITY, vy1 = Double.NEGATIVE_INFINITY;
        from = s.setup.firstFigure[v];
        to = from + s.setup.startMen[v];
        for (int f = from; f < to; f++) {
            if (Relations.isInRanks(s, f)) {
                vx0 = Math.min(vx0, s.x[f]);
                vx1 = Math.max(vx1, s.x[f]);
                vy0 = Math.min(vy0, s.y[f]);
                vy1 = Math.max(vy1, s.y[f]);
            }
        }
        if (Relations.manned(s, v)) {
            vx0 = Math.min(vx0, s.anchorX[v]);
            vx1 = Math.max(vx1, s.anchorX[v]);
            vy0 = Math.min(vy0, s.anchorY[v]);
            vy1 = Math.max(vy1, s.anchorY[v]);
        }
        if (ux0 > ux1 || vx0 > vx1) {
            return Double.POSITIVE_INFINITY; // an empty body: every distance is +inf
        }
        double gx = Math.max(0, Math.max(vx0 - ux1, ux0 - vx1));
        double gy = Math.max(0, Math.max(vy0 - uy1, uy0 - vy1));
        return Math.sqrt(gx * gx + gy * gy);
    }
}
