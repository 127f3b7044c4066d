package adjutant.engine.blownaway;

import adjutant.engine.blownaway.scenario.UnitType;

/**
 * A snapshot of every unit's sector frame (BA-GEO-4..6): anchor, facing, body extents. Lets the
 * movement code test "p in FS(U)" without rescanning the unit, and compute the interval of a
 * linearly moving point's membership in a front sector in closed form (BA-GEO-13).
 *
 * <p>FS of a line or column is the union of two convex pieces: the body box and the 45° wedge
 * ahead of the front rank; FS of a manned battery is one convex cone. Each piece is an
 * intersection of half-planes, so a point moving on a line is inside it for one interval of t.
 *
 * <p>The bounding boxes are the state's {@link BodyBounds} (every query starts with a box
 * reject); a unit's sector (anchor, facing, extents) is built only when first asked for, since
 * the rejects spare most units: the state must not change while the frames are in use.
 */
final class Frames {
    static final double EPS = 1e-6;
    static final double TAN = Math.tan(Math.toRadians(Params.FRONT_ARC_HALF_DEG));

    private final BaState s;
    final boolean[] front; // has a front sector
    final boolean[] battery;
    /** Sector frames, valid for the units whose bit is set in {@link #ready} (see {@link #sector}). */
    private final double[] ax, ay, fx, fy, xMin, xMax, yMin, yMax;
    private long ready;
    /**
     * The state's sector of each unit of {@link #kept}, 8 values a unit, so that {@link #restore}
     * need not rebuild it; null in frames that keep none ({@link #restorable}).
     */
    private double[] pristine;
    private long kept;
    /** World bounding box of each unit's body elements (in-ranks men, a manned cannon), for early rejects. */
    private final BodyBounds bounds;

    Frames(BaState s) {
        this.s = s;
        int n = s.setup.nUnits;
        front = new boolean[n];
        battery = new boolean[n];
        ax = new double[n];
        ay = new double[n];
        fx = new double[n];
        fy = new double[n];
        xMin = new double[n];
        xMax = new double[n];
        yMin = new double[n];
        yMax = new double[n];
        bounds = BodyBounds.of(s);
        for (int u = 0; u < n; u++) {
            kind(u);
        }
    }

    /** Frames that keep each mover's sector at its first move, for the many plans of one state to restore. */
    static Frames restorable(BaState s) {
        Frames f = new Frames(s);
        f.pristine = new double[8 * s.setup.nUnits];
        return f;
    }

    /** Unit u's battery and front flags as the state has them. */
    private void kind(int u) {
        battery[u] = s.setup.unitType[u] == UnitType.ARTILLERY;
        front[u] = battery[u] ? bounds.manned(u) : s.inRanks(u) > 0; // Relations.hasFront
    }

    /** Unit u's frame as the state has it again, after {@link #pivot} or {@link #setPose} moved it. */
    void restore(int u) {
        kind(u);
        if ((kept & (1L << u)) == 0) {
            ready &= ~(1L << u); // built again from the state when asked for
            return;
        }
        int k = 8 * u;
        ax[u] = pristine[k];
        ay[u] = pristine[k + 1];
        fx[u] = pristine[k + 2];
        fy[u] = pristine[k + 3];
        xMin[u] = pristine[k + 4];
        xMax[u] = pristine[k + 5];
        yMin[u] = pristine[k + 6];
        yMax[u] = pristine[k + 7];
        ready |= 1L << u;
    }

    /** Keeps unit u's sector as the state has it (it must be), for {@link #restore}, if these frames keep any. */
    private void keep(int u) {
        if (pristine == null || (kept & (1L << u)) != 0) {
            return;
        }
        int k = 8 * u;
        pristine[k] = ax[u];
        pristine[k + 1] = ay[u];
        pristine[k + 2] = fx[u];
        pristine[k + 3] = fy[u];
        pristine[k + 4] = xMin[u];
        pristine[k + 5] = xMax[u];
        pristine[k + 6] = yMin[u];
        pristine[k + 7] = yMax[u];
        kept |= 1L << u;
    }

    /** Makes unit u's sector frame (anchor, facing, extents in the unit frame) valid, from the state if not yet. */
    private void sector(int u) {
        if ((ready & (1L << u)) != 0) {
            return;
        }
        ready |= 1L << u;
        ax[u] = s.anchorX(u);
        ay[u] = s.anchorY(u);
        double rad = Math.toRadians(s.facing(u));
        fx[u] = Math.cos(rad);
        fy[u] = Math.sin(rad);
        double x0 = Double.POSITIVE_INFINITY, x1 = Double.NEGATIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY, y1 = Double.NEGATIVE_INFINITY;
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        for (int f = from; f < to; f++) {
            if (s.statusOrdinal(f) != 0) {
                continue;
            }
            double dx = s.x(f) - ax[u];
            double dy = s.y(f) - ay[u];
            double lx = dx * fy[u] - dy * fx[u];
            double ly = dx * fx[u] + dy * fy[u];
            x0 = Math.min(x0, lx);
            x1 = Math.max(x1, lx);
            y0 = Math.min(y0, ly);
            y1 = Math.max(y1, ly);
        }
        xMin[u] = x0;
        xMax[u] = x1;
        yMin[u] = y0;
        yMax[u] = y1;
    }

    /**
     * Turns unit u's sector frame to anchor (ax, ay) and unit facing (fx, fy), keeping its
     * extents: the body after a rigid pivot.
     */
    void pivot(int u, double ax, double ay, double fx, double fy) {
        sector(u);
        keep(u);
        this.ax[u] = ax;
        this.ay[u] = ay;
        this.fx[u] = fx;
        this.fy[u] = fy;
    }

    /**
     * A lower bound of the distance from any point of the box [x0, x1] × [y0, y1] to any body
     * element of unit u (+inf when u has none); from the state when the frames were built.
     */
    double gap(int u, double x0, double x1, double y0, double y1) {
        return bounds.gap(u, x0, x1, y0, y1);
    }

    /** {@link BodyBounds#beyond}: a cull of unit u for the box, by the state's boxes. */
    boolean beyond(int u, double[] box, double limit) {
        return bounds.beyond(u, box[0], box[1], box[2], box[3], limit);
    }

    /** The bounding box {x0, x1, y0, y1} of b's elements, swept along (dx, dy) when non-zero. */
    static void box(Body b, double dx, double dy, double[] out) {
        b.box(out);
        double x0 = out[0], x1 = out[1], y0 = out[2], y1 = out[3];
        out[0] = Math.min(x0, x0 + dx);
        out[1] = Math.max(x1, x1 + dx);
        out[2] = Math.min(y0, y0 + dy);
        out[3] = Math.max(y1, y1 + dy);
    }

    /**
     * Sets unit u's frame to a pose that is not (yet) in the state: anchor (ax, ay), unit facing
     * (fx, fy) and the body elements xs/ys[0..n) (a moving snake column, BA-GEO-4).
     */
    void setPose(int u, double ax, double ay, double fx, double fy, double[] xs, double[] ys, int n) {
        ready |= 1L << u;
        front[u] = n > 0;
        battery[u] = false;
        this.ax[u] = ax;
        this.ay[u] = ay;
        this.fx[u] = fx;
        this.fy[u] = fy;
        double x0 = Double.POSITIVE_INFINITY, x1 = Double.NEGATIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY, y1 = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            double dx = xs[i] - ax;
            double dy = ys[i] - ay;
            double lx = dx * fy - dy * fx;
            double ly = dx * fx + dy * fy;
            x0 = Math.min(x0, lx);
            x1 = Math.max(x1, lx);
            y0 = Math.min(y0, ly);
            y1 = Math.max(y1, ly);
        }
        xMin[u] = x0;
        xMax[u] = x1;
        yMin[u] = y0;
        yMax[u] = y1;
    }

    /** Is (px, py) in FS(u)? Same definition as {@link Relations#sector}. */
    boolean inFront(int u, double px, double py) {
        if (!front[u]) {
            return false;
        }
        sector(u);
        double dx = px - ax[u];
        double dy = py - ay[u];
        double lx = dx * fy[u] - dy * fx[u];
        double ly = dx * fx[u] + dy * fy[u];
        if (battery[u]) {
            return Math.abs(lx) <= ly * TAN + EPS;
        }
        return inBox(xMin[u], xMax[u], yMin[u], yMax[u], lx, ly);
    }

    /** FS of a line or column (BA-GEO-5) for local coordinates (lx, ly) of a point. */
    private static boolean inBox(double x0, double x1, double y0, double y1, double lx, double ly) {
        double excess = Math.max(0, Math.max(x0 - lx, lx - x1));
        if (ly >= y0 - EPS && ly <= y1 + EPS && excess <= EPS) {
            return true;
        }
        return ly >= y1 - EPS && excess <= (ly - y1) * TAN + EPS;
    }

    /** Is (px, py) in FS of a line or column with anchor a, facing f and body box [x0, x1] × [y0, y1]? */
    static boolean inFrontBox(double ax, double ay, double fx, double fy, double x0, double x1, double y0, double y1,
            double px, double py) {
        double dx = px - ax;
        double dy = py - ay;
        return inBox(x0, x1, y0, y1, dx * fy - dy * fx, dx * fx + dy * fy);
    }

    /**
     * The first t in [lo, hi] at which the point p(t) = (px + t·vx, py + t·vy), seen in the frame
     * of unit u displaced by t·(wx, wy), lies in FS(u); +inf if never. (w = the unit's own
     * velocity when the unit itself moves, else 0.)
     */
    double firstInFront(int u, double px, double py, double vx, double vy, double wx, double wy,
            double lo, double hi) {
        if (!front[u] || lo > hi) {
            return Double.POSITIVE_INFINITY;
        }
        sector(u);
        double dx = px - ax[u];
        double dy = py - ay[u];
        double rvx = vx - wx;
        double rvy = vy - wy;
        // local coordinates: lx = d·r, ly = d·f (r = (f.y, -f.x))
        double lx0 = dx * fy[u] - dy * fx[u];
        double ly0 = dx * fx[u] + dy * fy[u];
        double dlx = rvx * fy[u] - rvy * fx[u];
        double dly = rvx * fx[u] + rvy * fy[u];
        if (battery[u]) {
            // |lx| <= tan·ly: lx - tan·ly <= 0 and -lx - tan·ly <= 0
            double[] iv = {lo, hi};
            if (!clip(iv, lx0 - TAN * ly0, dlx - TAN * dly) || !clip(iv, -lx0 - TAN * ly0, -dlx - TAN * dly)) {
                return Double.POSITIVE_INFINITY;
            }
            return iv[0];
        }
        double best = Double.POSITIVE_INFINITY;
        double[] iv = {lo, hi};
        // box: xMin <= lx <= xMax, yMin <= ly <= yMax
        if (clip(iv, xMin[u] - lx0, -dlx) && clip(iv, lx0 - xMax[u], dlx)
                && clip(iv, yMin[u] - ly0, -dly) && clip(iv, ly0 - yMax[u], dly)) {
            best = iv[0];
        }
        iv[0] = lo;
        iv[1] = hi;
        // wedge: ly >= yMax; xMin - lx - tan(ly - yMax) <= 0; lx - xMax - tan(ly - yMax) <= 0
        if (clip(iv, yMax[u] - ly0, -dly)
                && clip(iv, xMin[u] - lx0 - TAN * (ly0 - yMax[u]), -dlx - TAN * dly)
                && clip(iv, lx0 - xMax[u] - TAN * (ly0 - yMax[u]), dlx - TAN * dly)) {
            best = Math.min(best, iv[0]);
        }
        return best;
    }

    /** Clips iv = [lo, hi] to {t : c0 + t·c1 <= EPS}; false if it becomes empty. */
    static boolean clip(double[] iv, double c0, double c1) {
        if (Math.abs(c1) < 1e-15) {
            return c0 <= EPS;
        }
        double t = (EPS - c0) / c1;
        if (c1 > 0) {
            iv[1] = Math.min(iv[1], t);
        } else {
            iv[0] = Math.max(iv[0], t);
        }
        return iv[0] <= iv[1];
    }
}
