package adjutant.engine.blownaway;

import adjutant.engine.geometry.FastMath;

/**
 * The stop rule (BA-MOVE-9, BA-GEO-13): threat pairs, the distance D, PINNED, and the first
 * stopping point of a rigid translation in closed form (quadratic distance intervals intersected
 * with the convex pieces of the front sectors, {@link Frames#firstInFront}).
 */
final class StopRule {
    private StopRule() {}

    static final double EPS = 1e-6;
    /** Bounding-box rejects keep this much slack so that they never change a result. */
    static final double REJECT_MARGIN = 1e-3;
    /** "Less than 4 in" after stopping: the stop distance 4 − δ (AMB-23). */
    static final double STOP_AT = Params.CONTACT_RANGE - Params.CONTACT_INSET;

    /** D at the current pose, exactly (see the overload below). */
    static double threatDistance(BaState s, Frames fr, Body b, int[] who) {
        return threatDistance(s, fr, b, Double.POSITIVE_INFINITY, who);
    }

    /**
     * D at the current pose when it is below {@code limit}: the smallest distance over threat
     * pairs between the mover's body b (unit b.unit, whose frame in {@code fr} must match b's
     * pose) and every enemy body element. When D ≥ limit the result is some value ≥ limit (the
     * callers only ask "D &lt; 4?", so pairs that cannot beat the limit are never looked at).
     * Writes the enemy unit of the minimising pair to {@code who[0]} when who is non-null and
     * D &lt; limit.
     */
    static double threatDistance(BaState s, Frames fr, Body b, double limit, int[] who) {
        int u = b.unit;
        double best = limit;
        double[] box = new double[4];
        Frames.box(b, 0, 0, box);
        // Whether b's element i lies in FS(e), per enemy e: 0 not yet known, 1 yes, 2 no. It does
        // not depend on e's element, so it is computed once per (e, i), not once per pair.
        byte[] inFrontOfE = new byte[b.n];
        double[] element = new double[3];
        for (int e = 0; e < s.setup.nUnits; e++) {
            if (s.setup.unitSide[e] == s.setup.unitSide[u] || fr.beyond(e, box, best)) {
                continue; // no pair of e can be nearer than the best so far
            }
            java.util.Arrays.fill(inFrontOfE, (byte) 0);
            boolean manned = fr.battery[e] && fr.front[e];
            for (int k = 0; k <= s.setup.startMen[e]; k++) {
                if (!BodyElements.at(s, e, k, manned, element)) {
                    continue;
                }
                double ex = element[0];
                double ey = element[1];
                boolean eInFront = fr.inFront(u, ex, ey);
                for (int i = 0; i < b.n; i++) {
                    double d = FastMath.hypot(b.x[i] - ex, b.y[i] - ey);
                    if (d < best && (eInFront || inFront(fr, e, b, i, inFrontOfE))) {
                        best = d;
                        if (who != null) {
                            who[0] = e;
                        }
                    }
                }
            }
        }
        return best;
    }

    /** Is b's element i in FS(e)? Memoised in {@code known} (0 unknown, 1 yes, 2 no). */
    private static boolean inFront(Frames fr, int e, Body b, int i, byte[] known) {
        if (known[i] == 0) {
            known[i] = fr.inFront(e, b.x[i], b.y[i]) ? (byte) 1 : (byte) 2;
        }
        return known[i] == 1;
    }

    /** PINNED: not engaged and D(0) < 4 (BA-MOVE-9, BA-GEO-13); kept for positions met again ({@link PinnedMemo}). */
    static boolean pinned(BaState s, int u) {
        if (s.engaged(u) || !Relations.hasFront(s, u) && s.inRanks(u) == 0) {
            return false;
        }
        BodyBounds bounds = BodyBounds.of(s);
        long near = bounds.near(u) & s.setup.units(s.setup.unitSide[u].opponent());
        if (near == 0) {
            return false; // every enemy's box is over 10 in from u's, so no threat pair is within 4
        }
        PinnedMemo memo = PinnedMemo.get();
        int kept = memo.find(bounds, u, near);
        if (kept >= 0) {
            return kept == 1;
        }
        boolean pinned = pinnedScan(s, u);
        memo.keep(bounds, u, near, pinned);
        return pinned;
    }

    /** The threat scan behind {@link #pinned}, for a unit not engaged with some enemy box within 10 in. */
    static boolean pinnedScan(BaState s, int u) {
        Frames fr = new Frames(s);
        return threatDistance(s, fr, Body.of(s, u), Params.CONTACT_RANGE - EPS, null) < Params.CONTACT_RANGE - EPS;
    }

    /**
     * The first t in [0, len] at which the body translated by t·(ux, uy) (unit vector) has a
     * threat pair at distance ≤ 4 − δ; +inf if none. The mover's frame in {@code fr} must match
     * b's pose at t = 0. Writes the enemy unit to who[0].
     */
    static double firstStop(BaState s, Frames fr, Body b, double ux, double uy, double len, int[] who) {
        int u = b.unit;
        double best = Double.POSITIVE_INFINITY;
        double r2 = STOP_AT * STOP_AT;
        double[] box = new double[4];
        double[] element = new double[3];
        Frames.box(b, ux * len, uy * len, box);
        double reach = STOP_AT + REJECT_MARGIN;
        for (int e = 0; e < s.setup.nUnits; e++) {
            if (s.setup.unitSide[e] == s.setup.unitSide[u] || fr.beyond(e, box, reach)) {
                continue; // e's body never comes within the stop distance of the swept body
            }
            boolean manned = fr.battery[e] && fr.front[e];
            for (int k = 0; k <= s.setup.startMen[e]; k++) {
                if (!BodyElements.at(s, e, k, manned, element)) {
                    continue;
                }
                double ex = element[0];
                double ey = element[1];
                if (BoxGap.squared(ex, ey, box) > reach * reach) {
                    continue; // never within the stop distance of the swept body
                }
                for (int i = 0; i < b.n; i++) {
                    // |d0 + t·u|² <= R²  with |u| = 1
                    double dx = b.x[i] - ex;
                    double dy = b.y[i] - ey;
                    double halfB = dx * ux + dy * uy;
                    double c = dx * dx + dy * dy - r2;
                    double disc = halfB * halfB - c;
                    if (disc < 0) {
                        continue;
                    }
                    double sq = Math.sqrt(disc);
                    double t1 = Math.max(0, -halfB - sq);
                    double t2 = Math.min(len, -halfB + sq);
                    if (t1 > t2 || t1 >= best) {
                        continue;
                    }
                    double t = fr.firstInFront(u, ex, ey, 0, 0, ux, uy, t1, Math.min(t2, best));
                    double t3 = fr.firstInFront(e, b.x[i], b.y[i], ux, uy, 0, 0, t1, Math.min(t2, best));
                    t = Math.min(t, t3);
                    if (t < best) {
                        best = t;
                        if (who != null) {
                            who[0] = e;
                        }
                    }
                }
            }
        }
        return best;
    }
}
