package adjutant.engine.blownaway;

import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.UnitType;

/**
 * How units stand toward each other (spec 4.1–4.2): bodies, front sectors, facing, unit
 * distance, reference points, flank attacks. Pure functions of a state; no allocation on the
 * hot paths.
 */
public final class Relations {
    private static final double EPS = 1e-6;
    /** The contact limit (BA-GEO-3) and its {@link #squaredBelow}, worked out once: contact is asked most. */
    private static final double CONTACT_LIMIT = Params.CONTACT_RANGE - EPS;
    private static final double CONTACT_BELOW = squaredBelow(CONTACT_LIMIT);

    private Relations() {}

    /** Where a point lies relative to a unit (BA-GEO-5/6). NONE: the unit has no front. */
    public enum Sector { FRONT, REAR, LEFT_FLANK, RIGHT_FLANK, NONE }

    static boolean isInRanks(BaState s, int f) {
        return s.statusOrdinal(f) == 0; // FigureStatus.IN_RANKS
    }

    /** A battery with at least one in-ranks gunner on a crew slot (spec 1.4 MANNED). */
    public static boolean manned(BaState s, int u) {
        BodyBounds b = BodyBounds.kept(s, u, u); // the flag kept with the boxes, when current
        return b != null ? b.manned(u) : scanManned(s, u);
    }

    /** {@link #manned} from the gunners. */
    static boolean scanManned(BaState s, int u) {
        if (s.setup.unitType[u] != UnitType.ARTILLERY) {
            return false;
        }
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        for (int f = from; f < to; f++) {
            if (isInRanks(s, f) && s.slot(f) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** Does the unit have a formed body with a front (BA-GEO-6: not a mob, not an unmanned battery)? */
    public static boolean hasFront(BaState s, int u) {
        if (s.setup.unitType[u] == UnitType.ARTILLERY) {
            return manned(s, u);
        }
        return s.inRanks(u) > 0;
    }

    /**
     * The sector of point (px, py) relative to unit u (BA-GEO-5 for lines and columns,
     * BA-GEO-6 for batteries). Inside the body's box counts as FRONT.
     */
    public static Sector sector(BaState s, int u, double px, double py) {
        if (!hasFront(s, u)) {
            return Sector.NONE;
        }
        return new SectorFrame(s, u).sector(px, py);
    }

    public static boolean inFront(BaState s, int u, double px, double py) {
        return sector(s, u, px, py) == Sector.FRONT;
    }

    /** faces(U, V): some body element of V lies in FS(U) (BA-GEO-7). */
    public static boolean faces(BaState s, int u, int v) {
        if (!hasFront(s, u)) {
            return false;
        }
        SectorFrame fu = new SectorFrame(s, u); // U's extents once, not once per element of V
        int from = s.setup.firstFigure[v];
        int to = from + s.setup.startMen[v];
        for (int f = from; f < to; f++) {
            if (isInRanks(s, f) && fu.inFront(s.x(f), s.y(f))) {
                return true;
            }
        }
        return manned(s, v) && fu.inFront(s.anchorX(v), s.anchorY(v));
    }

    /**
     * facesNear(U, V): some body element b of V lies in FS(U) and is less than 4 in from some
     * body element of U (BA-GEO-7).
     */
    public static boolean facesNear(BaState s, int u, int v) {
        return hasFront(s, u) && BodyBounds.gap(s, u, v) < Params.CONTACT_RANGE - EPS && facesNearScan(s, u, v);
    }

    /** The same, with the state's bounding boxes already computed for many pairs; kept with them. */
    static boolean facesNear(BaState s, BodyBounds bounds, int u, int v) {
        return bounds.pairFact(s, PairFacts.FACES_NEAR, u, v, Relations::findFacesNear);
    }

    private static boolean findFacesNear(BaState s, BodyBounds bounds, int u, int v) {
        return hasFront(s, u) && bounds.gap(u, v) < Params.CONTACT_RANGE - EPS && facesNearScan(s, u, v);
    }

    /** facesNear for a unit with a front whose box is near enough: the element scan. */
    private static boolean facesNearScan(BaState s, int u, int v) {
        SectorFrame fu = new SectorFrame(s, u);
        boolean uManned = manned(s, u);
        int from = s.setup.firstFigure[v];
        int to = from + s.setup.startMen[v];
        for (int f = from; f < to; f++) {
            if (isInRanks(s, f) && fu.inFront(s.x(f), s.y(f))
                    && distanceToBody(s, u, uManned, s.x(f), s.y(f)) < Params.CONTACT_RANGE - EPS) {
                return true;
            }
        }
        if (manned(s, v) && fu.inFront(s.anchorX(v), s.anchorY(v))) {
            return distanceToBody(s, u, uManned, s.anchorX(v), s.anchorY(v)) < Params.CONTACT_RANGE - EPS;
        }
        return false;
    }

    /** Minimum distance from (px, py) to any body element of U; +inf when U has no body. */
    public static double distanceToBody(BaState s, int u, double px, double py) {
        return distanceToBody(s, u, manned(s, u), px, py);
    }

    /**
     * The same, {@code manned} being manned(U) computed once by the caller. The minimum is taken
     * over squared distances with one square root at the end: the square root is monotonic and
     * correctly rounded, so this is exactly the minimum of the distances.
     */
    private static double distanceToBody(BaState s, int u, boolean manned, double px, double py) {
        double best = Double.POSITIVE_INFINITY;
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        for (int f = from; f < to; f++) {
            if (isInRanks(s, f)) {
                double dx = s.x(f) - px;
                double dy = s.y(f) - py;
                double d2 = dx * dx + dy * dy;
                best = d2 < best ? d2 : best; // never NaN: a comparison is all Math.min would do
            }
        }
        if (manned) {
            double dx = s.anchorX(u) - px;
            double dy = s.anchorY(u) - py;
            best = Math.min(best, dx * dx + dy * dy);
        }
        return Math.sqrt(best);
    }

    /** d(U, V): nearest body elements (BA-GEO-3); +inf when either has no body. */
    public static double distance(BaState s, int u, int v) {
        return distance(s, u, v, 0);
    }

    /** "Less than 4 inches apart" (BA-GEO-3). */
    public static boolean inContact(BaState s, int u, int v) {
        return distanceBelow(s, u, v, Params.CONTACT_RANGE - EPS);
    }

    /** The same, with the state's bounding boxes already computed for many pairs; kept with them. */
    static boolean inContact(BaState s, BodyBounds bounds, int u, int v) {
        return bounds.pairFact(s, PairFacts.CONTACT, u, v, Relations::findContact);
    }

    private static boolean findContact(BaState s, BodyBounds bounds, int u, int v) {
        return bounds.gap(u, v) < CONTACT_LIMIT && anyPairNearer(s, bounds, u, v, CONTACT_LIMIT);
    }

    /**
     * d(U, V) &lt; limit, without the full O(|U|·|V|) minimum: false at once when the bodies'
     * bounding boxes are at least {@code limit} apart, else true at the first pair nearer.
     */
    public static boolean distanceBelow(BaState s, int u, int v, double limit) {
        if (BodyBounds.gap(s, u, v) >= limit) {
            return false;
        }
        return distance(s, u, v, limit) < limit;
    }

    /** d(U, V) &lt;= limit, like {@link #distanceBelow}. */
    public static boolean distanceAtMost(BaState s, int u, int v, double limit) {
        return BodyBounds.gap(s, u, v) <= limit && distance(s, u, v, Math.nextUp(limit)) <= limit;
    }

    /** The same, with the state's bounding boxes already computed for many pairs. */
    public static boolean distanceAtMost(BaState s, BodyBounds bounds, int u, int v, double limit) {
        // every distance, +inf included, is at most +inf: no element need be nearer
        return bounds.gap(u, v) <= limit
                && (limit == Double.POSITIVE_INFINITY || anyPairNearer(s, bounds, u, v, Math.nextUp(limit)));
    }

    /**
     * d(U, V) &lt; stop, element by element: an element of V whose distance to U's box is
     * already at least {@code stop} (a lower bound of its distance to every element of U, see
     * {@link BodyBounds}) is skipped without the scan of U, and a scan stops at the first element
     * of U near enough.
     */
    private static boolean anyPairNearer(BaState s, BodyBounds bounds, int u, int v, double stop) {
        boolean uManned = bounds.manned(u);
        double below = stop == CONTACT_LIMIT ? CONTACT_BELOW : squaredBelow(stop);
        int from = s.setup.firstFigure[v];
        int to = from + s.setup.startMen[v];
        for (int f = from; f < to; f++) {
            if (isInRanks(s, f) && nearer(s, bounds, u, uManned, s.x(f), s.y(f), stop, below)) {
                return true;
            }
        }
        return bounds.manned(v) && nearer(s, bounds, u, uManned, s.anchorX(v), s.anchorY(v), stop, below);
    }

    /**
     * Is (px, py) nearer than {@code stop} to some body element of U ({@code below}:
     * {@link #squaredBelow}(stop))? The same as distanceToBody(...) &lt; stop: the square root of
     * the least squared distance is below stop exactly when some squared distance is below
     * {@code below}.
     */
    private static boolean nearer(BaState s, BodyBounds bounds, int u, boolean uManned, double px, double py,
            double stop, double below) {
        if (!(bounds.gap(u, px, px, py, py) < stop)) {
            return false;
        }
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        for (int f = from; f < to; f++) {
            if (isInRanks(s, f)) {
                double dx = s.x(f) - px;
                double dy = s.y(f) - py;
                if (dx * dx + dy * dy < below) {
                    return true;
                }
            }
        }
        if (uManned) {
            double dx = s.anchorX(u) - px;
            double dy = s.anchorY(u) - py;
            return dx * dx + dy * dy < below;
        }
        return false;
    }

    /**
     * The bound T with sqrt(x) &lt; stop exactly when x &lt; T, for every x ≥ 0 (Math.sqrt is
     * correctly rounded, so monotonic): distances compared with stop without their square roots.
     */
    static double squaredBelow(double stop) {
        if (!(stop > 0)) {
            return 0; // no square root is below 0 (nor below NaN)
        }
        if (stop == Double.POSITIVE_INFINITY) {
            return Double.POSITIVE_INFINITY;
        }
        double t = stop * stop; // within an ulp or two of T: step to the last x with sqrt(x) < stop
        while (t > 0 && Math.sqrt(t) >= stop) {
            t = Math.nextDown(t);
        }
        while (Math.sqrt(Math.nextUp(t)) < stop) {
            t = Math.nextUp(t);
        }
        return Math.nextUp(t);
    }

    /**
     * d(U, V), except that the scan may stop as soon as some pair is nearer than {@code stop}
     * (then the result is some distance below stop, not necessarily the minimum).
     */
    private static double distance(BaState s, int u, int v, double stop) {
        boolean uManned = manned(s, u);
        double best = Double.POSITIVE_INFINITY;
        int from = s.setup.firstFigure[v];
        int to = from + s.setup.startMen[v];
        for (int f = from; f < to && best >= stop; f++) {
            if (isInRanks(s, f)) {
                best = Math.min(best, distanceToBody(s, u, uManned, s.x(f), s.y(f)));
            }
        }
        if (best >= stop && manned(s, v)) {
            best = Math.min(best, distanceToBody(s, u, uManned, s.anchorX(v), s.anchorY(v)));
        }
        return best;
    }

    /** ref(U): the axle of a manned battery, else the mean of the in-ranks men (BA-GEO-8); x at [0], y at [1]. */
    public static double[] ref(BaState s, int u) {
        BodyBounds b = BodyBounds.kept(s, u, u); // kept with the boxes, when current
        return b != null ? b.ref(u) : scanRef(s, u, manned(s, u));
    }

    /** {@link #ref} from the men, {@code manned} being manned(U). */
    static double[] scanRef(BaState s, int u, boolean manned) {
        if (manned) {
            return new double[] {s.anchorX(u), s.anchorY(u)};
        }
        double sx = 0;
        double sy = 0;
        int n = 0;
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        for (int f = from; f < to; f++) {
            if (isInRanks(s, f)) {
                sx += s.x(f);
                sy += s.y(f);
                n++;
            }
        }
        return n == 0 ? new double[] {s.anchorX(u), s.anchorY(u)} : new double[] {sx / n, sy / n};
    }

    /** flankOrRear(W, L): ref(W) lies outside FS(L) (BA-GEO-8, BA-CMB-13). */
    public static boolean flankOrRear(BaState s, int w, int l) {
        double[] r = ref(s, w);
        return !inFront(s, l, r[0], r[1]);
    }

    /** Is the unit a line or column (not a battery)? */
    public static boolean formed(BaState s, int u) {
        return s.formationOrdinal(u) != Formation.BATTERY.ordinal();
    }
}
