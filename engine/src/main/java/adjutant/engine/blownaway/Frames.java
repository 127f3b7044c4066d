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
    /** Per unit, 8 values from 8 * u (the layout of {@link #pristine}): anchor, unit facing, extents in the unit frame; one array, not eight (#23). */
    private final double[] sec;
    private static final int AX = 0, AY = 1, FX = 2, FY = 3, X_MIN = 4, X_MAX = 5, Y_MIN = 6, Y_MAX = 7;
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
        sec = new double[8 * n];
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
        System.arraycopy(pristine, 8 * u, sec, 8 * u, 8);
        ready |= 1L << u;
    }

    /** Keeps unit u's sector as the state has it (it must be), for {@link #restore}, if these frames keep any. */
    private void keep(int u) {
        if (pristine == null || (kept & (1L << u)) != 0) {
            return;
        }
        System.arraycopy(sec, 8 * u, pristine, 8 * u, 8);
        kept |= 1L << u;
    }

    /** Makes unit u's sector frame (anchor, facing, extents in the unit frame) valid, from the state if not yet. */
    private void sector(int u) {
        if ((ready & (1L << u)) != 0) {
            return;
        }
        ready |= 1L << u;
        sec[8 * u + AX] = s.anchorX(u);
        sec[8 * u + AY] = s.anchorY(u);
        double rad = Math.toRadians(s.facing(u));
        sec[8 * u + FX] = Math.cos(rad);
        sec[8 * u + FY] = Math.sin(rad);
        double x0 = Double.POSITIVE_INFINITY, x1 = Double.NEGATIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY, y1 = Double.NEGATIVE_INFINITY;
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        for (int f = from; f < to; f++) {
            if (s.statusOrdinal(f) != 0) {
                continue;
            }
            double dx = s.x(f) - sec[8 * u + AX];
            double dy = s.y(f) - sec[8 * u + AY];
            double lx = dx * sec[8 * u + FY] - dy * sec[8 * u + FX];
            double ly = dx * sec[8 * u + FX] + dy * sec[8 * u + FY];
            x0 = Math.min(x0, lx);
            x1 = Math.max(x1, lx);
            y0 = Math.min(y0, ly);
            y1 = Math.max(y1, ly);
        }
        sec[8 * u + X_MIN] = x0;
        sec[8 * u + X_MAX] = x1;
        sec[8 * u + Y_MIN] = y0;
        sec[8 * u + Y_MAX] = y1;
    }

    /**
     * Turns unit u's sector frame to anchor (ax, ay) and unit facing (fx, fy), keeping its
     * extents: the body after a rigid pivot.
     */
    void pivot(int u, double ax, double ay, double fx, double fy) {
        sector(u);
        keep(u);
        sec[8 * u + AX] = ax;
        sec[8 * u + AY] = ay;
        sec[8 * u + FX] = fx;
        sec[8 * u + FY] = fy;
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
        sec[8 * u + AX] = ax;
        sec[8 * u + AY] = ay;
        sec[8 * u + FX] = fx;
        sec[8 * u + FY] = fy;
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
        sec[8 * u + X_MIN] = x0;
        sec[8 * u + X_MAX] = x1;
        sec[8 * u + Y_MIN] = y0;
        sec[8 * u + Y_MAX] = y1;
    }

    /** Is (px, py) in FS(u)? Same definition as {@link Relations#sector}. */
    boolean inFront(int u, double px, double py) {
        if (!front[u]) {
            return false;
        }
        sector(u);
        double dx = px - sec[8 * u + AX];
        double dy = py - sec[8 * u + AY];
        double lx = dx * sec[8 * u + FY] - dy * sec[8 * u + FX];
        double ly = dx * sec[8 * u + FX] + dy * sec[8 * u + FY];
        if (battery[u]) {
            return Math.abs(lx) <= ly * TAN + EPS;
        }
        return inBox(sec[8 * u + X_MIN], sec[8 * u + X_MAX], sec[8 * u + Y_MIN], sec[8 * u + Y_MAX], lx, ly);
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
        double dx = px - sec[8 * u + AX];
        double dy = py - sec[8 * u + AY];
        double rvx = vx - wx;
        double rvy = vy - wy;
        // local coordinates: lx = d·r, ly = d·f (r = (f.y, -f.x))
        double lx0 = dx * sec[8 * u + FY] - dy * sec[8 * u + FX];
        double ly0 = dx * sec[8 * u + FX] + dy * sec[8 * u + FY];
        double dlx = rvx * sec[8 * u + FY] - rvy * sec[8 * u + FX];
        double dly = rvx * sec[8 * u + FX] + rvy * sec[8 * u + FY];
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
        if (clip(iv, sec[8 * u + X_MIN] - lx0, -dlx) && clip(iv, lx0 - sec[8 * u + X_MAX], dlx)
                && clip(iv, sec[8 * u + Y_MIN] - ly0, -dly) && clip(iv, ly0 - sec[8 * u + Y_MAX], dly)) {
            best = iv[0];
        }
        iv[0] = lo;
        iv[1] = hi;
        // wedge: ly >= yMax; xMin - lx - tan(ly - yMax) <= 0; lx - xMax - tan(ly - yMax) <= 0
        if (clip(iv, sec[8 * u + Y_MAX] - ly0, -dly)
                && clip(iv, sec[8 * u + X_MIN] - lx0 - TAN * (ly0 - sec[8 * u + Y_MAX]), -dlx - TAN * dly)
                && clip(iv, lx0 - sec[8 * u + X_MAX] - TAN * (ly0 - sec[8 * u + Y_MAX]), dlx - TAN * dly)) {
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
