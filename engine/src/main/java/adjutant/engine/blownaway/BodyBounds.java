package adjutant.engine.blownaway;

import adjutant.engine.geometry.Box;
import java.util.concurrent.atomic.AtomicLong;

/**
 * World bounding boxes of units' body elements B(U) (in-ranks men, a manned cannon; BA-GEO-3)
 * for cheap rejects before O(|U|·|V|) distance scans, with each unit's MANNED flag (spec 1.4)
 * and reference point (BA-GEO-8).
 * {@link #of} gives every unit's box, kept on the state: after a change only the units whose
 * figures changed are boxed again. {@link #gap(BaState, int, int)} serves a single query. What
 * is found of pairs of units is kept with them ({@link #pairFact}).
 *
 * <p>The gap between two boxes is a lower bound of every element distance even in floating
 * point: each coordinate difference of two elements is at least the boxes' difference on that
 * axis (rounding is monotonic), and squares, sums and square roots are monotonic too. So
 * "gap ≥ limit" proves "no pair nearer than limit" exactly, with no margin.
 *
 * @implNote Immutable but for the pair facts filled in (every other field is set by the
 *     constructor), so states and their copies share one, even across threads.
 */
public final class BodyBounds {
    /**
     * Per unit u at {@code STRIDE * u}: its box x0, x1, y0, y1 (the empty box +inf..-inf when it
     * has no body element) and ref(U) x, y (BA-GEO-8); one array, so that new boxes after a
     * change are one clone.
     */
    private final double[] boxes;
    private static final int STRIDE = 6;
    private final long manned; // bit i: the unit at index i is a MANNED battery (its cannon is an element)
    private final PairFacts pairFacts;
    /** Per unit u: at 2u its stamp (see stamp()), at 2u + 1 its near set (bit v: v != u and gap(u, v) <= NEAR). */
    private final long[] tags;
    /**
     * Per objective o: the units whose boxes meet o's bounds ({@link Board#objectiveBounds}), as
     * a bit set; only those can have a man inside it. Kept like the boxes: after a change only
     * the changed units are looked at again.
     */
    private final long[] objectiveUnits;

    /** The last stamp handed out: stamps are never reused, by any state on any thread. */
    private static final AtomicLong LAST_STAMP = new AtomicLong();

    /**
     * The reach of {@link #near}: every pair test that looks only at near units reaches no
     * farther (contact, d &lt; 4 in, BA-GEO-3; a rally threat, 6 in, BA-RALLY-2; a flank threat,
     * d &lt;= 10 in).
     */
    public static final double NEAR = 10;
    // Squares are compared, without the root: a hair more than NEAR² takes in every gap whose
    // rounded root is NEAR, so near sets may hold a unit a hair beyond, never miss one within.
    private static final double NEAR_SQUARED = NEAR * NEAR + 1e-9;

    private BodyBounds(double[] boxes, long manned, PairFacts pairFacts, long[] tags, long[] objectiveUnits) {
        this.boxes = boxes;
        this.manned = manned;
        this.pairFacts = pairFacts;
        this.tags = tags;
        this.objectiveUnits = objectiveUnits;
    }

    private double x0(int u) {
        return boxes[STRIDE * u];
    }

    private double x1(int u) {
        return boxes[STRIDE * u + 1];
    }

    private double y0(int u) {
        return boxes[STRIDE * u + 2];
    }

    private double y1(int u) {
        return boxes[STRIDE * u + 3];
    }

    /**
     * The boxes of every unit as the figures stand, kept on the state ({@link BaState#bounds}):
     * built at the first call, then on each call after a change the changed units boxed again.
     */
    public static BodyBounds of(BaState s) {
        BodyBounds b = s.bounds;
        if (b == null || s.boundsDirty != 0) {
            b = b == null ? build(s) : b.with(s, s.boundsDirty, s.boundsGrown);
            s.bounds = b;
            s.boundsDirty = 0;
            s.boundsGrown = 0;
        }
        assert b.sameAs(build(s)) : "the boxes kept on the state are stale";
        return b;
    }

    /**
     * The boxes kept on the state if they are current for units u and v, else null: for readers
     * of a unit or two, to whom boxing every unit would not pay.
     */
    static BodyBounds kept(BaState s, int u, int v) {
        BodyBounds b = s.bounds;
        if (b == null || (s.boundsDirty & (1L << u | 1L << v)) != 0) {
            return null;
        }
        assert b.sameAs(build(s), s.boundsDirty) : "the boxes kept on the state are stale";
        return b;
    }

    /** Fresh boxes of every unit, not kept. */
    static BodyBounds build(BaState s) {
        int n = s.setup.nUnits;
        long every = n == 0 ? 0 : -1L >>> (64 - n);
        return new BodyBounds(new double[STRIDE * n], 0, new PairFacts(n), new long[2 * n],
                new long[s.setup.board.objectiveCount()]).with(s, every, every);
    }

    /**
     * These boxes with the units of {@code units} (a bit set) boxed again from the state; those of
     * {@code grown} changed otherwise than by losing men ({@link BaState#boundsGrown}).
     */
    private BodyBounds with(BaState s, long units, long grown) {
        double[] nb = boxes.clone();
        long[] nt = tags.clone();
        long m = manned;
        for (long left = units; left != 0; left &= left - 1) {
            int u = Long.numberOfTrailingZeros(left);
            nt[2 * u] = LAST_STAMP.incrementAndGet();
            boolean axle = s.inRanks(u) > 0 && Relations.scanManned(s, u); // no man in ranks: not manned
            m = axle ? m | 1L << u : m & ~(1L << u);
            unitBox(s, u, axle, nb, STRIDE * u);
            double[] r = Relations.scanRef(s, u, axle);
            nb[STRIDE * u + 4] = r[0];
            nb[STRIDE * u + 5] = r[1];
        }
        int n = s.setup.nUnits;
        for (long left = units; left != 0; left &= left - 1) {
            int u = Long.numberOfTrailingZeros(left);
            for (int v = 0; v < n; v++) {
                if (v != u && gapSquared(nb, u, v) <= NEAR_SQUARED) {
                    nt[2 * u + 1] |= 1L << v;
                    nt[2 * v + 1] |= 1L << u;
                } else {
                    nt[2 * u + 1] &= ~(1L << v);
                    nt[2 * v + 1] &= ~(1L << u);
                }
            }
        }
        return new BodyBounds(nb, m, pairFacts.without(units, grown), nt, objectiveUnits(s.setup.board, nb, units));
    }

    /** {@link #objectiveUnits} with the units of {@code units} looked at again in the boxes {@code nb}. */
    private long[] objectiveUnits(Board board, double[] nb, long units) {
        if (objectiveUnits.length == 0) {
            return objectiveUnits;
        }
        long[] no = objectiveUnits.clone();
        for (long left = units; left != 0; left &= left - 1) {
            int u = Long.numberOfTrailingZeros(left);
            int i = STRIDE * u;
            for (int o = 0; o < no.length; o++) {
                Box b = board.objectiveBounds(o);
                boolean meets = nb[i] <= b.maxX() && b.minX() <= nb[i + 1] && nb[i + 2] <= b.maxY() && b.minY() <= nb[i + 3];
                no[o] = meets ? no[o] | 1L << u : no[o] & ~(1L << u);
            }
        }
        return no;
    }

    /** The units whose boxes meet objective o's bounds ({@link #meets}), as a bit set. */
    long unitsMeeting(int o) {
        return objectiveUnits[o];
    }

    /**
     * The units whose boxes are at most {@link #NEAR} from u's ({@code gap(u, v) <= NEAR}; perhaps
     * one a hair farther), as a bit set without u: the only units a pair test of that reach need
     * look at.
     */
    public long near(int u) {
        return tags[2 * u + 1];
    }

    /**
     * A number naming unit u's men in ranks as they stand in these boxes: it changes whenever one
     * of them moves, or a man joins or leaves the ranks (whatever marks the unit changed, see
     * {@link BaState#bounds}), and is never given to another unit or another arrangement, in any
     * state or thread. So what is computed from those men alone may be kept under it.
     */
    public long stamp(int u) {
        return tags[2 * u];
    }

    /** ref(U) (BA-GEO-8) as {@link Relations#ref} gives it: a new array, x at [0], y at [1]. */
    double[] ref(int u) {
        return new double[] {boxes[STRIDE * u + 4], boxes[STRIDE * u + 5]};
    }

    /**
     * Does {@code fact} ({@link PairFacts}) hold for (u, v)? Kept with these boxes once found, when
     * they are the state's current ones (else the state's units may differ from those the facts
     * were found for, and {@code finder} answers without keeping).
     */
    boolean pairFact(BaState s, int fact, int u, int v, PairFacts.Finder finder) {
        PairFacts kept = s.bounds == this && s.boundsDirty == 0 ? pairFacts : null;
        int known = kept == null ? PairFacts.UNKNOWN : kept.get(fact, u, v);
        if (known != PairFacts.UNKNOWN) {
            assert (known == PairFacts.YES) == finder.holds(s, this, u, v) : "a stale pair fact";
            return known == PairFacts.YES;
        }
        boolean holds = finder.holds(s, this, u, v);
        if (kept != null) {
            kept.put(fact, u, v, holds);
        }
        return holds;
    }

    /** Same boxes, MANNED flags, reference points and units meeting each objective, bit for bit? */
    boolean sameAs(BodyBounds o) {
        return sameAs(o, 0);
    }

    /** The same, for every unit but those of {@code except} (a bit set). */
    boolean sameAs(BodyBounds o, long except) {
        for (int u = 0; u < tags.length / 2; u++) {
            if ((except & (1L << u)) == 0
                    && (manned(u) != o.manned(u) || !sameBox(o, u) || (near(u) & ~except) != (o.near(u) & ~except))) {
                return false;
            }
        }
        for (int k = 0; k < objectiveUnits.length; k++) {
            if (((objectiveUnits[k] ^ o.objectiveUnits[k]) & ~except) != 0) {
                return false;
            }
        }
        return true;
    }

    private boolean sameBox(BodyBounds o, int u) {
        for (int k = STRIDE * u; k < STRIDE * u + STRIDE; k++) {
            if (Double.compare(boxes[k], o.boxes[k]) != 0) {
                return false;
            }
        }
        return true;
    }

    /** Is unit u MANNED (spec 1.4)? */
    public boolean manned(int u) {
        return (manned & (1L << u)) != 0;
    }

    /** Lower bound of d(U, V) (BA-GEO-3); +inf when either has no body element. */
    public double gap(int u, int v) {
        return Math.sqrt(gapSquared(boxes, u, v));
    }

    /** The squared gap of units u and v in boxes laid out as {@link #boxes}. */
    private static double gapSquared(double[] b, int u, int v) {
        int i = STRIDE * u;
        int j = STRIDE * v;
        if (b[i] > b[i + 1] || b[j] > b[j + 1]) {
            return Double.POSITIVE_INFINITY; // an empty body: every distance is +inf
        }
        double gx = Math.max(0, Math.max(b[j] - b[i + 1], b[i] - b[j + 1]));
        double gy = Math.max(0, Math.max(b[j + 2] - b[i + 3], b[i + 2] - b[j + 3]));
        return gx * gx + gy * gy;
    }

    /** Lower bound of the distance from any point of the box [x0, x1] × [y0, y1] to B(U); +inf when empty. */
    public double gap(int u, double bx0, double bx1, double by0, double by1) {
        if (x0(u) > x1(u)) {
            return Double.POSITIVE_INFINITY;
        }
        double gx = Math.max(0, Math.max(x0(u) - bx1, bx0 - x1(u)));
        double gy = Math.max(0, Math.max(y0(u) - by1, by0 - y1(u)));
        return Math.sqrt(gx * gx + gy * gy);
    }

    /**
     * Is {@link #gap(int, double, double, double, double)} beyond {@code limit}? Without the root:
     * true only when the gap exceeds limit + 1e-9, so it says "beyond" a little less often than
     * {@code gap > limit} (or {@code >=}) would, never more. For culls only: a unit that is not
     * passed over is looked at exactly, so culling a hair less changes no answer.
     */
    public boolean beyond(int u, double bx0, double bx1, double by0, double by1, double limit) {
        if (x0(u) > x1(u)) {
            return true; // an empty body: every distance is +inf
        }
        double gx = Math.max(0, Math.max(x0(u) - bx1, bx0 - x1(u)));
        double gy = Math.max(0, Math.max(y0(u) - by1, by0 - y1(u)));
        double far = limit + 1e-9;
        return gx * gx + gy * gy > far * far;
    }

    /**
     * Lower bound of the squared distance dx·dx + dy·dy, as computed, from (px, py) to any body
     * element of U; +inf when U has none. Each step of the sum is monotonic, as for {@link #gap}.
     */
    public double gapSquared(int u, double px, double py) {
        if (x0(u) > x1(u)) {
            return Double.POSITIVE_INFINITY;
        }
        double gx = Math.max(0, Math.max(x0(u) - px, px - x1(u)));
        double gy = Math.max(0, Math.max(y0(u) - py, py - y1(u)));
        return gx * gx + gy * gy;
    }

    /**
     * Does unit u's box lie wholly on one side of the line through (cx, cy) along (dx, dy), with
     * every corner's cross product (p − c) × (dx, dy) beyond {@code wide} (the distance times
     * |(dx, dy)|)? The cross product is linear, so the corners bound it over the box; the caller's
     * {@code wide} leaves a margin for its rounding. False when u has no body element.
     */
    boolean beyondLine(int u, double cx, double cy, double dx, double dy, double wide) {
        if (x0(u) > x1(u)) {
            return false;
        }
        double c00 = (x0(u) - cx) * dy - (y0(u) - cy) * dx;
        double c01 = (x0(u) - cx) * dy - (y1(u) - cy) * dx;
        double c10 = (x1(u) - cx) * dy - (y0(u) - cy) * dx;
        double c11 = (x1(u) - cx) * dy - (y1(u) - cy) * dx;
        double lo = Math.min(Math.min(c00, c01), Math.min(c10, c11));
        double hi = Math.max(Math.max(c00, c01), Math.max(c10, c11));
        return lo > wide || hi < -wide;
    }

    /**
     * Does every corner of unit u's box have its cross product (p − c) × (dx, dy) above
     * {@code wide}: the box wholly to the right of the line through (cx, cy) along (dx, dy)?
     * The cross product is linear, so the corners bound it over the box. False when u has no body
     * element.
     */
    boolean whollyRightOf(int u, double cx, double cy, double dx, double dy, double wide) {
        if (x0(u) > x1(u)) {
            return false;
        }
        return (x0(u) - cx) * dy - (y0(u) - cy) * dx > wide && (x0(u) - cx) * dy - (y1(u) - cy) * dx > wide
                && (x1(u) - cx) * dy - (y0(u) - cy) * dx > wide && (x1(u) - cx) * dy - (y1(u) - cy) * dx > wide;
    }

    /** Does unit u's box meet {@code b} (boundaries included)? False when u has no body element. */
    boolean meets(int u, Box b) {
        return meets(u, b.minX(), b.maxX(), b.minY(), b.maxY());
    }

    /** Does unit u's box meet the box [bx0, bx1] × [by0, by1] (boundaries included)? False when u has no body element. */
    boolean meets(int u, double bx0, double bx1, double by0, double by1) {
        return x0(u) <= bx1 && bx0 <= x1(u) && y0(u) <= by1 && by0 <= y1(u);
    }

    /** The same for one pair: from the state's boxes when they are current for both, else boxing only those two. */
    static double gap(BaState s, int u, int v) {
        BodyBounds b = kept(s, u, v);
        if (b != null) {
            return b.gap(u, v);
        }
        double[] two = new double[2 * STRIDE];
        unitBox(s, u, s.inRanks(u) > 0 && Relations.scanManned(s, u), two, 0);
        unitBox(s, v, s.inRanks(v) > 0 && Relations.scanManned(s, v), two, STRIDE);
        return Math.sqrt(gapSquared(two, 0, 1));
    }

    /**
     * Unit u's body box, its in-ranks men and, when {@code axle}, its battery's axle, written as
     * x0, x1, y0, y1 at index i of {@code out}; empty (+inf..-inf) when no man is in ranks.
     */
    private static void unitBox(BaState s, int u, boolean axle, double[] out, int i) {
        double ux0 = Double.POSITIVE_INFINITY, ux1 = Double.NEGATIVE_INFINITY;
        double uy0 = Double.POSITIVE_INFINITY, uy1 = Double.NEGATIVE_INFINITY;
        int from = s.setup.firstFigure[u];
        int to = s.inRanks(u) == 0 ? from : from + s.setup.startMen[u];
        for (int f = from; f < to; f++) {
            if (Relations.isInRanks(s, f)) {
                // comparisons, not Math.min/max: coordinates are never NaN, and these loops are hot
                double x = s.x(f);
                double y = s.y(f);
                ux0 = x < ux0 ? x : ux0;
                ux1 = x > ux1 ? x : ux1;
                uy0 = y < uy0 ? y : uy0;
                uy1 = y > uy1 ? y : uy1;
            }
        }
        if (axle) {
            ux0 = Math.min(ux0, s.anchorX(u));
            ux1 = Math.max(ux1, s.anchorX(u));
            uy0 = Math.min(uy0, s.anchorY(u));
            uy1 = Math.max(uy1, s.anchorY(u));
        }
        out[i] = ux0;
        out[i + 1] = ux1;
        out[i + 2] = uy0;
        out[i + 3] = uy1;
    }
}
