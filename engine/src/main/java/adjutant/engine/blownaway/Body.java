package adjutant.engine.blownaway;

import adjutant.engine.blownaway.scenario.UnitType;

/**
 * The body elements B(U) of one unit (BA-GEO-3) as scratch arrays: its in-ranks men and, when
 * MANNED, its cannon (figure index -1). Positions can be changed in place (a pivot, a sampled
 * snake pose) without touching the state.
 */
final class Body {
    final int unit;
    int n;
    final double[] x;
    final double[] y;
    final double[] r;
    final int[] fig;
    /** The elements' bounding box (x0, x1, y0, y1), kept once found until the elements move. */
    private final double[] box = new double[4];
    private boolean boxed;

    private Body(int unit, int capacity) {
        this.unit = unit;
        x = new double[capacity];
        y = new double[capacity];
        r = new double[capacity];
        fig = new int[capacity];
    }

    static Body of(BaState s, int u) {
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        Body b = new Body(u, s.setup.startMen[u] + 1);
        for (int f = from; f < to; f++) {
            if (s.statusOrdinal(f) == 0) {
                b.add(s.x(f), s.y(f), s.setup.figRadius[f], f);
            }
        }
        if (s.setup.unitType[u] == UnitType.ARTILLERY && Relations.manned(s, u)) {
            b.add(s.anchorX(u), s.anchorY(u), Params.RADIUS_CANNON, -1);
        }
        return b;
    }

    /** An independent copy (same unit, elements and positions). */
    Body copy() {
        Body c = new Body(unit, x.length);
        System.arraycopy(x, 0, c.x, 0, n);
        System.arraycopy(y, 0, c.y, 0, n);
        System.arraycopy(r, 0, c.r, 0, n);
        System.arraycopy(fig, 0, c.fig, 0, n);
        c.n = n;
        return c;
    }

    /**
     * Writes the elements' bounding box, (x0, x1, y0, y1), into {@code out}: found once per pose,
     * since a move's checks ask for it of the same pivoted body many times. Code that writes
     * {@link #x} or {@link #y} directly must call {@link #moved} afterwards.
     */
    void box(double[] out) {
        if (!boxed) {
            double x0 = Double.POSITIVE_INFINITY, x1 = Double.NEGATIVE_INFINITY;
            double y0 = Double.POSITIVE_INFINITY, y1 = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < n; i++) { // comparisons, as in Frames.box(u)
                double px = x[i];
                double py = y[i];
                x0 = px < x0 ? px : x0;
                x1 = px > x1 ? px : x1;
                y0 = py < y0 ? py : y0;
                y1 = py > y1 ? py : y1;
            }
            box[0] = x0;
            box[1] = x1;
            box[2] = y0;
            box[3] = y1;
            boxed = true;
        }
        System.arraycopy(box, 0, out, 0, 4);
    }

    /** The elements were moved by writing {@link #x} and {@link #y}: the box must be found again. */
    void moved() {
        boxed = false;
    }

    private void add(double px, double py, double rad, int f) {
        x[n] = px;
        y[n] = py;
        r[n] = rad;
        fig[n] = f;
        n++;
        boxed = false;
    }

    /** Rotates every element by deg about (cx, cy). */
    void rotate(double cx, double cy, double deg) {
        rotate(cx, cy, Math.cos(Math.toRadians(deg)), Math.sin(Math.toRadians(deg)));
    }

    /** {@link #rotate(double, double, double)} by the angle whose cosine and sine are given. */
    void rotate(double cx, double cy, double c, double sn) {
        for (int i = 0; i < n; i++) {
            double dx = x[i] - cx;
            double dy = y[i] - cy;
            x[i] = cx + dx * c - dy * sn;
            y[i] = cy + dx * sn + dy * c;
        }
        boxed = false;
    }

    /** An element's name in messages: figure index f, or -1 for the cannon. */
    static String label(int f) {
        return f < 0 ? "its cannon" : "man " + f;
    }
}
