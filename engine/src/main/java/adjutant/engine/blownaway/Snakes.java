package adjutant.engine.blownaway;

import adjutant.engine.geometry.FastMath;
import adjutant.engine.blownaway.action.Snake;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Box;
import adjutant.engine.geometry.Eps;
import adjutant.engine.geometry.FormationGrid;
import adjutant.engine.geometry.Sweep;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.UnitType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The column's snake move (BA-MOVE-6, BA-GEO-12): an optional pivot about the head, then the
 * head follows a path H of up to 3 legs and every rank follows it at its fixed distance behind.
 *
 * <p>Q = reversed spine followed by H. With the head advanced by t, rank j's centre is
 * Q(Λ + t − j·s_rank) and its men stand at their lateral slot offsets along the right normal of
 * the direction of Q there (at a vertex, the later segment). Between the instants at which some
 * rank passes a vertex of Q every man therefore moves on a straight line at constant speed, so
 * the move is cut into such intervals and each is checked like a translation: closed forms for
 * distances, overlaps, passability, pushes and "man in the enemy's front"; when the whole column
 * moves with one velocity (a straight column going straight) the colleague's rigid closed forms
 * are used verbatim, so a straight advance gives exactly the rigid result. Only "enemy in the
 * bent column's front sector", whose box changes shape, is sampled every ≤ 0.1 in and refined
 * by bisection to 0.001 in (BA-GEO-28). When a rank passes a vertex its men re-dress
 * instantly to the new direction; like a pivot (AMB-51) only the re-dressed pose is checked.
 *
 * <p>Decisions:
 * <ul>
 *   <li>The stored spine is the list of rank centres. The spine part of Q is the polyline
 *       through them with each link counting as one rank spacing of path (a bent spine's chord
 *       is a little shorter than the path it replaced; the rank on that link moves slower), so
 *       ranks keep exactly s_rank of parameter between them. A spine within 0.005 in of the
 *       straight one (positions are rounded to 0.001) is taken as exactly straight.</li>
 *   <li>Each leg must have a positive length (a zero-length leg would turn the facing for free);
 *       a snake with no legs is a pure pivot.</li>
 *   <li>As for rigid moves, the requested length is an upper bound: the stop rule truncates the
 *       move (legal); the facing is then the direction of the head's leg where it stopped.</li>
 *   <li>Ranks appended behind the grid by rallies (BA-GEO-18) follow the spine's tail
 *       direction extended backwards.</li>
 * </ul>
 */
final class Snakes {
    private Snakes() {}

    /** Largest difference between a stored (rounded) position and the formula's that is mere rounding. */
    static final double DRESS_TOL = 0.005;
    /** BA-GEO-28 sampling step and bisection tolerance. */
    static final double SAMPLE = 0.1;
    static final double BISECT = 0.001;
    private static final double SAME = 1e-12;
    private static final double VERTEX_TOL = 1e-9;
    private static final double MOVED = 1e-9;

    /** The combined path Q: vertices with parameters, and per segment direction, speed, leg direction. */
    static final class Path {
        int n;
        final double[] x, y, s, dx, dy, sp, deg;

        Path(int cap) {
            x = new double[cap];
            y = new double[cap];
            s = new double[cap];
            dx = new double[cap];
            dy = new double[cap];
            sp = new double[cap];
            deg = new double[cap];
        }

        void start(double px, double py) {
            x[0] = px;
            y[0] = py;
            s[0] = 0;
            n = 1;
        }

        /** Appends a segment to (ex, ey) of parameter length len; merges it into a collinear predecessor. */
        void add(double ex, double ey, double ux, double uy, double speed, double len, double legDeg) {
            int k = n - 2;
            if (k >= 0 && Math.abs(dx[k] - ux) <= SAME && Math.abs(dy[k] - uy) <= SAME
                    && Math.abs(sp[k] - speed) <= SAME) {
                x[n - 1] = ex;
                y[n - 1] = ey;
                s[n - 1] += len;
                if (!Double.isNaN(legDeg)) {
                    dx[k] = ux;
                    dy[k] = uy;
                    sp[k] = speed;
                    deg[k] = legDeg;
                }
                return;
            }
            k = n - 1;
            dx[k] = ux;
            dy[k] = uy;
            sp[k] = speed;
            deg[k] = legDeg;
            x[n] = ex;
            y[n] = ey;
            s[n] = s[n - 1] + len;
            n++;
        }

        /**
         * The segment holding parameter σ; at a vertex the later one: the last k ≤ n − 2 with
         * s[k] ≤ σ + tol (or 0), found by bisection as s never decreases.
         */
        int seg(double sigma) {
            double at = sigma + VERTEX_TOL;
            int lo = 0; // s[lo] <= at, or lo = 0
            int hi = n - 2; // the answer is at most hi
            while (lo < hi) {
                int mid = (lo + hi + 1) >>> 1;
                if (s[mid] <= at) {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            return lo;
        }
    }

    /**
     * Every enemy body element (BA-GEO-3), gathered once per {@link MoveContext}, unit by unit:
     * each unit's elements are a run of indices with their bounding box, so that a query box
     * missing a unit's box skips all its elements (they lie in that box, so none is in the query).
     */
    static final class Enemies {
        int n;
        final double[] x, y, r;
        final int[] unit, fig;
        int runs;
        final int[] runEnd; // run g holds elements runEnd[g - 1] (0 for g = 0) to runEnd[g] - 1
        final double[] runX0, runX1, runY0, runY1;

        private static final ThreadLocal<Enemies> SCRATCH = ThreadLocal.withInitial(() -> new Enemies(0, 0));

        /** The enemies of {@code side} in the thread's scratch object, valid until the thread's next call. */
        static Enemies scratch(BaState s, Side side) {
            Enemies en = SCRATCH.get();
            if (en.x.length < s.setup.nFigures + s.setup.nUnits || en.runEnd.length < s.setup.nUnits) {
                en = new Enemies(s.setup.nFigures + s.setup.nUnits, s.setup.nUnits);
                SCRATCH.set(en);
            }
            return en.fill(s, side);
        }

        private Enemies(int cap, int units) {
            x = new double[cap];
            y = new double[cap];
            r = new double[cap];
            unit = new int[cap];
            fig = new int[cap];
            runEnd = new int[units];
            runX0 = new double[units];
            runX1 = new double[units];
            runY0 = new double[units];
            runY1 = new double[units];
        }

        /** The enemies of {@code side}, in an object of their own. */
        static Enemies of(BaState s, Side side) {
            return new Enemies(s.setup.nFigures + s.setup.nUnits, s.setup.nUnits).fill(s, side);
        }

        private Enemies fill(BaState s, Side side) {
            Enemies en = this;
            en.n = 0;
            en.runs = 0;
            for (int e = 0; e < s.setup.nUnits; e++) {
                if (s.setup.unitSide[e] == side) {
                    continue;
                }
                int from = s.setup.firstFigure[e];
                int to = from + s.setup.startMen[e];
                for (int f = from; f < to; f++) {
                    if (s.statusOrdinal(f) == 0) {
                        en.add(s.x(f), s.y(f), s.setup.figRadius[f], e, f);
                    }
                }
                if (s.setup.unitType[e] == UnitType.ARTILLERY && Relations.manned(s, e)) {
                    en.add(s.anchorX(e), s.anchorY(e), Params.RADIUS_CANNON, e, -1);
                }
                en.endRun();
            }
            return en;
        }

        private void add(double px, double py, double rad, int u, int f) {
            x[n] = px;
            y[n] = py;
            r[n] = rad;
            unit[n] = u;
            fig[n] = f;
            n++;
        }

        /** Closes the run of the unit just added (if it had any element) with its box. */
        private void endRun() {
            int from = runs == 0 ? 0 : runEnd[runs - 1];
            if (from == n) {
                return;
            }
            double x0 = Double.POSITIVE_INFINITY, x1 = Double.NEGATIVE_INFINITY;
            double y0 = Double.POSITIVE_INFINITY, y1 = Double.NEGATIVE_INFINITY;
            for (int k = from; k < n; k++) {
                x0 = Math.min(x0, x[k]);
                x1 = Math.max(x1, x[k]);
                y0 = Math.min(y0, y[k]);
                y1 = Math.max(y1, y[k]);
            }
            runEnd[runs] = n;
            runX0[runs] = x0;
            runX1[runs] = x1;
            runY0[runs] = y0;
            runY1[runs] = y1;
            runs++;
        }

        /** The first element of run g. */
        int runStart(int g) {
            return g == 0 ? 0 : runEnd[g - 1];
        }

        /** Is every element of run g outside {@code box} ({x0, x1, y0, y1}, as {@link #outside})? */
        boolean runOutside(int g, double[] box) {
            return runX1[g] < box[0] || runX0[g] > box[1] || runY1[g] < box[2] || runY0[g] > box[3];
        }
    }

    /** A validated (or rejected) snake: the end pose and, for apply, the straight intervals. */
    static final class Plan {
        Verdict verdict = Verdict.ok();
        Body end; // the men at the end
        double anchorX, anchorY, facing, tEnd;
        double[] spine; // rank centres at the end, unrounded
        /** Per interval: {len, headUx, headUy, x0, y0, vx0, vy0, x1, y1, vx1, vy1, ...} over the men. */
        final List<double[]> intervals = new ArrayList<>();
    }

    private static Plan fail(Plan p, Verdict v) {
        p.verdict = v;
        return p;
    }

    static String deg(double d) {
        double r = Math.round(d * 10) / 10.0;
        return (r == Math.rint(r) ? String.valueOf((long) r) : String.valueOf(r)) + "°";
    }

    static Plan plan(BaState s, Snake a) {
        return plan(s, a, false);
    }

    static Plan plan(BaState s, Snake a, boolean record) {
        return plan(a, record, new MoveContext(s));
    }

    /** The plan; {@code ctx} as for {@link RigidMoves#plan(Move, MoveContext)}. */
    static Plan plan(Snake a, boolean record, MoveContext ctx) {
        return plan(a, record, ctx, true);
    }

    /**
     * The same; {@code mayPassChecks} false walks every interval's checks even where
     * {@link #clearAlongPath} proves they find nothing (the plain computation, for tests).
     */
    static Plan plan(Snake a, boolean record, MoveContext ctx, boolean mayPassChecks) {
        return plan(a, record, ctx, mayPassChecks, false);
    }

    /**
     * The verdict alone, for a candidate list: a snake whose whole path is clear of everything
     * ({@link #clearAlongPath}) and far from every friend is legal without following its men to
     * the end (the plan's end pose is then left unset).
     */
    static Verdict verdict(Snake a, MoveContext ctx) {
        return plan(a, false, ctx, true, true).verdict;
    }

    private static Plan plan(Snake a, boolean record, MoveContext ctx, boolean mayPassChecks, boolean verdictOnly) {
        try {
            return planIn(a, record, ctx, mayPassChecks, verdictOnly);
        } finally {
            ctx.release(a.unit());
        }
    }

    private static Plan planIn(Snake a, boolean record, MoveContext ctx, boolean mayPassChecks, boolean verdictOnly) {
        BaState s = ctx.state();
        Plan p = new Plan();
        int u = a.unit();
        String name = BlownAwayRules.name(s, u);
        Verdict pre = ctx.movePrerequisites(u);
        if (!pre.legal()) {
            return fail(p, pre);
        }
        if (s.formationOrdinal(u) != Formation.COLUMN.ordinal()) {
            return fail(p, Verdict.illegal("BA-MOVE-5", name + " is not a column: lines and batteries move rigidly"
                    + " (a Move), only columns snake"));
        }
        List<Snake.Leg> legs = a.legs();
        double total = headPathLength(legs);
        Verdict asked = headPathProblem(a, s.setup.unitType[u], total);
        if (asked != null) {
            return fail(p, asked);
        }
        Frames fr = ctx.frames();
        boolean pinned = ctx.pinned(u);
        boolean[] pinners = ctx.pinners(u);
        if (pinned && total > 0 && !s.setup.params.options().pinnedMayWithdraw()) {
            return fail(p, Verdict.illegal("BA-MOVE-3", () -> name + " is pinned (less than 4 in from a facing or"
                    + " faced enemy) and may only pivot in place"));
        }

        // Pivot about the head (BA-GEO-10, BA-MOVE-16), as every snake of u with this pivot does it.
        ColumnStart start = ctx.pivoted(u, a.pivotDeg(), ColumnStart.class, deg -> new ColumnStart(ctx, u, deg));
        Body b = start.body;
        if (!start.pose.legal()) {
            return fail(p, start.pose);
        }
        double ax = start.ax;
        double ay = start.ay;
        double facing0 = start.facing;
        double hfx = start.hfx;
        double hfy = start.hfy;
        double sRank = start.sRank;
        int nR = start.nR;
        double[] spx = start.spx;
        double[] spy = start.spy;
        if (total == 0 || start.stopsAtOnce(s, fr)) { // BA-GEO-13: D < 4 right after the pivot, s := 0
            p.end = b;
            p.anchorX = ax;
            p.anchorY = ay;
            p.facing = facing0;
            p.tEnd = 0;
            p.spine = interleave(spx, spy, nR);
            Verdict v = RigidMoves.friendlyEndOverlap(s, fr, b, 0, 0);
            return v.legal() ? p : fail(p, v);
        }

        // Trackers: the men (0..n-1), then the rank centres of the spine (n..n+nR-1); n is the head.
        ColumnStart.Trackers trackers = start.trackers(s);
        int n = b.n;
        int m = trackers.m;
        int[] rank = trackers.rank;
        double[] lat = trackers.lat;
        int rMax = trackers.rMax;
        double[] qx = trackers.qx;
        double[] qy = trackers.qy;
        Path q = pathQ(qx, qy, rMax, hfx, hfy, sRank, legs, ax, ay, facing0);
        double lam = (rMax - 1) * sRank;
        double len = total;
        Side side = s.setup.unitSide[u];
        Enemies en = ctx.enemies(side);
        double clearance = s.setup.params.options().passClearance();
        // Far from every enemy, edge and impassable ground, the checks along the way can find
        // nothing: only the positions are followed (the same arithmetic, so the same end pose).
        double[] box = pathBox(q, maxLateral(lat, m));
        boolean clear = mayPassChecks && !pinned && clearAlongPath(s, ctx, side, box, en, clearance);
        if (clear && verdictOnly && friendsBeyond(s, ctx, u, box)) {
            return p; // and the end pose overlaps no friend (BA-MOVE-7): nothing can fail
        }

        // Break points: a rank passes an inner vertex of Q.
        double[] brk = new double[2 + Math.max(0, q.n - 2) * rMax];
        int nb = breakPoints(q, lam, sRank, rMax, len, brk);

        // Poses: stored (pivoted) at t = 0, formula offsets δ where they differ only by rounding.
        double[] tx = new double[m];
        double[] ty = new double[m];
        double[] ddx = new double[m];
        double[] ddy = new double[m];
        double[] fx = new double[m];
        double[] fy = new double[m];
        formula(q, lam, 0, sRank, rank, lat, m, fx, fy);
        boolean jump = startPoses(b, spx, spy, nR, fx, fy, m, tx, ty, ddx, ddy);
        Body mb = b.copy();
        double[] vx = new double[m];
        double[] vy = new double[m];
        double tEnd = len;
        Sampler smp = null;
        Body pb = clear ? null : b.copy(); // the pose just before a re-dress
        for (int iv = 0; iv + 1 < nb; iv++) {
            double ta = brk[iv];
            double tb = brk[iv + 1];
            if (iv > 0) {
                if (!clear) {
                    copyMen(tx, ty, pb);
                }
                formula(q, lam, ta, sRank, rank, lat, m, fx, fy);
                jump = dress(tx, ty, fx, fy, ddx, ddy, m, n);
            }
            double mid = (ta + tb) / 2;
            for (int i = 0; i < m; i++) {
                int k = q.seg(lam + mid - rank[i] * sRank);
                vx[i] = q.dx[k] * q.sp[k];
                vy[i] = q.dy[k] * q.sp[k];
            }
            int hk = q.seg(lam + mid);
            double seg = tb - ta;
            if (clear) {
                if (record && seg > 0) {
                    p.intervals.add(interval(seg, q.dx[hk], q.dy[hk], tx, ty, vx, vy, n));
                }
                for (int i = 0; i < m; i++) {
                    tx[i] += seg * vx[i];
                    ty[i] += seg * vy[i];
                }
                continue;
            }
            copyMen(tx, ty, mb);
            Verdict jumped = jump ? jumpProblem(s, pb, mb, en, pinned ? pinners : null, name, clearance) : null;
            if (jumped != null) {
                return fail(p, jumped);
            }
            double hdx = q.dx[hk];
            double hdy = q.dy[hk];
            boolean rigid = true;
            for (int i = 0; i < n && rigid; i++) {
                rigid = Math.abs(vx[i] - vx[n]) <= SAME && Math.abs(vy[i] - vy[n]) <= SAME;
            }
            fr.setPose(u, tx[n], ty[n], hdx, hdy, mb.x, mb.y, n);
            if (!rigid && smp == null) {
                smp = new Sampler();
            }
            double st = rigid ? StopRule.firstStop(s, fr, mb, hdx, hdy, seg, null)
                    : smp.init(fr, u, mb, vx, vy, tx[n], ty[n], vx[n], vy[n], hdx, hdy, seg).firstStop(en);
            boolean stopped = st <= seg;
            if (stopped) {
                seg = st;
                tEnd = ta + st;
            }
            Verdict v = sweep(s, mb, vx, vy, seg, en, name, clearance);
            if (v == null && pinned) {
                v = approaches(s, mb, vx, vy, en, pinners, name);
            }
            if (v != null) {
                return fail(p, v);
            }
            if (record && seg > 0) {
                p.intervals.add(interval(seg, hdx, hdy, tx, ty, vx, vy, n));
            }
            for (int i = 0; i < m; i++) {
                tx[i] += seg * vx[i];
                ty[i] += seg * vy[i];
            }
            if (stopped) {
                break;
            }
        }
        // The end pose: ranks standing on a vertex dress to the later segment.
        if (!clear) {
            copyMen(tx, ty, pb);
        }
        formula(q, lam, tEnd, sRank, rank, lat, m, fx, fy);
        jump = dress(tx, ty, fx, fy, ddx, ddy, m, n);
        copyMen(tx, ty, mb);
        Verdict jumped = jump && !clear ? jumpProblem(s, pb, mb, en, pinned ? pinners : null, name, clearance) : null;
        if (jumped != null) {
            return fail(p, jumped);
        }
        Verdict v = RigidMoves.friendlyEndOverlap(s, fr, mb, 0, 0);
        if (!v.legal()) {
            return fail(p, v);
        }
        p.end = mb;
        p.tEnd = tEnd;
        p.anchorX = tx[n];
        p.anchorY = ty[n];
        double endDeg = q.deg[q.seg(lam + tEnd)];
        p.facing = Double.isNaN(endDeg) ? facing0 : endDeg;
        p.spine = endSpine(tx, ty, n, nR);
        return p;
    }

    /**
     * Why the head path asked for is not one a column may march (BA-MOVE-1, BA-MOVE-6), or null:
     * finite turns and lengths, no longer than the unit's move, at most
     * {@link Params#SNAKE_MAX_SEGMENTS} legs, each of some length, the first turning at most an
     * oblique's angle and each later one at most {@link Params#SNAKE_MAX_TURN_DEG}. {@code total}:
     * the path's length ({@link #headPathLength}).
     */
    private static Verdict headPathProblem(Snake a, UnitType type, double total) {
        double max = RigidMoves.maxMove(type);
        List<Snake.Leg> legs = a.legs();
        if (!Double.isFinite(a.pivotDeg())) {
            return Verdict.illegal("BA-MOVE-1", "the pivot must be a finite angle");
        }
        for (Snake.Leg l : legs) {
            if (!Double.isFinite(l.turnDeg()) || !Double.isFinite(l.length()) || !(l.length() >= 0)) {
                return Verdict.illegal("BA-MOVE-1", "leg turns and lengths must be finite, lengths ≥ 0");
            }
        }
        if (total > max + Eps.EPS) {
            double asked = total;
            return Verdict.illegal("BA-MOVE-1", () -> String.format("a head path of %.2f in is more than the"
                    + " %.0f in %s column may move", asked, max, type == UnitType.CAVALRY ? "a cavalry" : "an infantry"));
        }
        if (legs.size() > Params.SNAKE_MAX_SEGMENTS) {
            return Verdict.illegal("BA-MOVE-6", "the head path has " + legs.size() + " legs, more than the "
                    + Params.SNAKE_MAX_SEGMENTS + " allowed");
        }
        for (int i = 0; i < legs.size(); i++) {
            Snake.Leg l = legs.get(i);
            if (l.length() <= Eps.EPS) {
                return Verdict.illegal("BA-MOVE-6", "leg " + (i + 1) + " has no length: a column turns only"
                        + " by marching");
            }
            double turn = Math.abs(l.turnDeg());
            if (i == 0 && !Eps.angleAtMost(turn, Params.OBLIQUE_MAX_DEG)) {
                return Verdict.illegal("BA-MOVE-6", "the first leg turns " + deg(turn) + ", more than "
                        + deg(Params.OBLIQUE_MAX_DEG) + " from the column's facing");
            }
            if (i > 0 && !Eps.angleAtMost(turn, Params.SNAKE_MAX_TURN_DEG)) {
                return Verdict.illegal("BA-MOVE-6", "leg " + (i + 1) + " turns " + deg(turn)
                        + " from the leg before, more than the " + deg(Params.SNAKE_MAX_TURN_DEG) + " allowed");
            }
        }
        return null;
    }

    /** The head path's length: its legs' lengths summed in order (not finite when a length is not: refused then). */
    private static double headPathLength(List<Snake.Leg> legs) {
        double total = 0;
        for (Snake.Leg l : legs) {
            total += l.length();
        }
        return total;
    }

    /**
     * Q: the spine's rank centres from the tail to the head ({@code qx}, {@code qy}, rMax of them,
     * each link one rank spacing of path; a link of no length takes the head's facing), then the
     * head's legs from the pivoted anchor.
     */
    private static Path pathQ(double[] qx, double[] qy, int rMax, double hfx, double hfy, double sRank,
            List<Snake.Leg> legs, double ax, double ay, double facing0) {
        Path q = new Path(rMax + legs.size() + 1);
        q.start(qx[rMax - 1], qy[rMax - 1]);
        for (int j = rMax - 1; j >= 1; j--) {
            double cx = qx[j - 1] - qx[j];
            double cy = qy[j - 1] - qy[j];
            double c = FastMath.hypot(cx, cy);
            double ux = c > 1e-12 ? cx / c : hfx;
            double uy = c > 1e-12 ? cy / c : hfy;
            q.add(qx[j - 1], qy[j - 1], ux, uy, c / sRank, sRank, Double.NaN);
        }
        double hx = ax;
        double hy = ay;
        double d = facing0;
        for (Snake.Leg l : legs) {
            d = Angles.normalize(d + l.turnDeg());
            double ux = Math.cos(Math.toRadians(d));
            double uy = Math.sin(Math.toRadians(d));
            hx += ux * l.length();
            hy += uy * l.length();
            q.add(hx, hy, ux, uy, 1, l.length(), d);
        }
        return q;
    }

    /**
     * The head's advances at which some rank passes an inner vertex of Q, with 0 and {@code len},
     * sorted and with those closer than {@link #VERTEX_TOL} merged (the last kept at the end),
     * into {@code brk}; returns how many.
     */
    private static int breakPoints(Path q, double lam, double sRank, int rMax, double len, double[] brk) {
        int nb = 0;
        brk[nb++] = 0;
        for (int k = 1; k + 1 < q.n; k++) {
            for (int j = 0; j < rMax; j++) {
                double t = q.s[k] - lam + j * sRank;
                if (t > VERTEX_TOL && t < len - VERTEX_TOL) {
                    brk[nb++] = t;
                }
            }
        }
        brk[nb++] = len;
        Arrays.sort(brk, 0, nb);
        int w = 1;
        for (int i = 1; i < nb; i++) {
            if (brk[i] - brk[w - 1] > VERTEX_TOL) {
                brk[w++] = brk[i];
            } else if (i == nb - 1) {
                brk[w - 1] = brk[i];
            }
        }
        return w;
    }

    /**
     * The trackers' poses at the start (the pivoted men, then the spine's rank centres) into
     * {@code tx}, {@code ty}: a stored place within {@link #DRESS_TOL} of the formula's
     * ({@code fx}, {@code fy}) is kept, its difference in {@code ddx}, {@code ddy}; one farther is
     * dressed to the formula. Returns whether a man (not a rank centre) was so dressed.
     */
    private static boolean startPoses(Body b, double[] spx, double[] spy, int nR, double[] fx, double[] fy, int m,
            double[] tx, double[] ty, double[] ddx, double[] ddy) {
        int n = b.n;
        for (int i = 0; i < n; i++) {
            tx[i] = b.x[i];
            ty[i] = b.y[i];
        }
        for (int j = 0; j < nR; j++) {
            tx[n + j] = spx[j];
            ty[n + j] = spy[j];
        }
        boolean jump = false;
        for (int i = 0; i < m; i++) {
            if (Math.abs(tx[i] - fx[i]) <= DRESS_TOL && Math.abs(ty[i] - fy[i]) <= DRESS_TOL) {
                ddx[i] = tx[i] - fx[i];
                ddy[i] = ty[i] - fy[i];
            } else {
                jump |= i < n;
                tx[i] = fx[i];
                ty[i] = fy[i];
            }
        }
        return jump;
    }

    /** The spine at the end: the rank centres' places, x and y interleaved. */
    private static double[] endSpine(double[] tx, double[] ty, int n, int nR) {
        double[] sp = new double[2 * nR];
        for (int j = 0; j < nR; j++) {
            sp[2 * j] = tx[n + j];
            sp[2 * j + 1] = ty[n + j];
        }
        return sp;
    }

    /** One straight interval as apply walks it: {len, head direction, then per man x, y, vx, vy}. */
    private static double[] interval(double seg, double hdx, double hdy, double[] tx, double[] ty, double[] vx,
            double[] vy, int n) {
        double[] rec = new double[3 + 4 * n];
        rec[0] = seg;
        rec[1] = hdx;
        rec[2] = hdy;
        for (int i = 0; i < n; i++) {
            rec[3 + 4 * i] = tx[i];
            rec[4 + 4 * i] = ty[i];
            rec[5 + 4 * i] = vx[i];
            rec[6 + 4 * i] = vy[i];
        }
        return rec;
    }

    /** The largest lateral offset of a tracker from Q. */
    private static double maxLateral(double[] lat, int m) {
        double most = 0;
        for (int i = 0; i < m; i++) {
            most = Math.max(most, Math.abs(lat[i]));
        }
        return most;
    }

    /** Slack for the rounding of the positions followed along Q, far above any it can reach. */
    private static final double PATH_SLACK = 1e-6;

    /**
     * Can no check along the way find anything (the stop rule, BA-MOVE-8, BA-MOVE-15)? Every
     * tracker stands at Q(σ) plus its lateral offset along a unit normal, re-dressed by at most
     * {@link #DRESS_TOL}, so the men stay in the box of Q's vertices grown by the largest offset;
     * when that box lies on the table, clear of every impassable polygon's box, and farther from
     * every enemy unit's box than the stop distance and the overlap reach, the stop rule finds no
     * threat pair, no man overlaps an enemy or leaves passable ground, at any point of the move.
     * Each interval's own checks reject by boxes inside this one, so they would find nothing
     * either (SnakeClearPathTest compares the plans with the full walk's).
     */
    private static boolean clearAlongPath(BaState s, MoveContext ctx, Side side, double[] box, Enemies en,
            double clearance) {
        double x0 = box[0], x1 = box[1], y0 = box[2], y1 = box[3];
        if (!s.setup.board.openGround(x0, x1, y0, y1)) {
            return false;
        }
        double reach = Math.max(StopRule.STOP_AT, 2 * Params.MAX_RADIUS + clearance) + StopRule.REJECT_MARGIN + PATH_SLACK;
        double[] grown = {x0 - reach, x1 + reach, y0 - reach, y1 + reach};
        for (int g = 0; g < en.runs; g++) {
            if (!en.runOutside(g, grown)) {
                return false;
            }
        }
        BodyBounds bounds = ctx.bounds(); // the rigid stop rule rejects by these boxes
        for (long left = s.setup.units(side.opponent()); left != 0; left &= left - 1) {
            if (!(bounds.gap(Long.numberOfTrailingZeros(left), x0, x1, y0, y1) > reach)) {
                return false;
            }
        }
        return true;
    }

    /** The box of Q's vertices grown by the largest lateral offset and the re-dress: every tracker's place on the way. */
    private static double[] pathBox(Path q, double lateral) {
        double[] box = Box.extent(q.x, q.y, q.n);
        double grow = lateral + DRESS_TOL + PATH_SLACK;
        box[0] -= grow;
        box[1] += grow;
        box[2] -= grow;
        box[3] += grow;
        return box;
    }

    /**
     * Is every friendly unit's body box farther from {@code box} (where the men end) than two
     * footprints' radii, so that the end pose stands on none of them (BA-MOVE-7)?
     */
    private static boolean friendsBeyond(BaState s, MoveContext ctx, int u, double[] box) {
        double reach = 2 * Params.MAX_RADIUS + StopRule.REJECT_MARGIN + PATH_SLACK;
        BodyBounds bounds = ctx.bounds();
        for (long left = s.setup.units(s.setup.unitSide[u]) & ~(1L << u); left != 0; left &= left - 1) {
            if (!(bounds.gap(Long.numberOfTrailingZeros(left), box[0], box[1], box[2], box[3]) > reach)) {
                return false;
            }
        }
        return true;
    }

    private static double[] interleave(double[] xs, double[] ys, int n) {
        double[] out = new double[2 * n];
        for (int j = 0; j < n; j++) {
            out[2 * j] = xs[j];
            out[2 * j + 1] = ys[j];
        }
        return out;
    }

    /** Tracker positions from the formula of BA-GEO-12 at head advance t (at a vertex the later segment). */
    static void formula(Path q, double lam, double t, double sRank, int[] rank, double[] lat, int m, double[] ox,
            double[] oy) {
        for (int i = 0; i < m; i++) {
            double sigma = lam + t - rank[i] * sRank;
            int k = q.seg(sigma);
            double off = (sigma - q.s[k]) * q.sp[k];
            double cx = q.x[k] + off * q.dx[k];
            double cy = q.y[k] + off * q.dy[k];
            ox[i] = cx + lat[i] * q.dy[k];
            oy[i] = cy - lat[i] * q.dx[k];
        }
    }

    /** Moves trackers that the formula puts elsewhere; true if a man (not a rank centre) re-dressed. */
    private static boolean dress(double[] tx, double[] ty, double[] fx, double[] fy, double[] ddx, double[] ddy,
            int m, int n) {
        boolean jump = false;
        for (int i = 0; i < m; i++) {
            double nx = fx[i] + ddx[i];
            double ny = fy[i] + ddy[i];
            if (Math.abs(nx - tx[i]) > MOVED || Math.abs(ny - ty[i]) > MOVED) {
                tx[i] = nx;
                ty[i] = ny;
                jump |= i < n;
            }
        }
        return jump;
    }

    private static void copyMen(double[] tx, double[] ty, Body mb) {
        System.arraycopy(tx, 0, mb.x, 0, mb.n);
        System.arraycopy(ty, 0, mb.y, 0, mb.n);
        mb.moved();
    }

    /**
     * Where ranks re-dressing to the path jump ({@code before} to {@code after}): the new pose
     * must stand ({@link #standing}) and, for a pinned unit ({@code pinners} not null), not close
     * on its pinners; null if fine.
     */
    private static Verdict jumpProblem(BaState s, Body before, Body after, Enemies en, boolean[] pinners,
            String name, double clearance) {
        Verdict v = standing(s, after, en, name, clearance);
        return v == null && pinners != null ? jumpApproaches(s, before, after, en, pinners, name) : v;
    }

    /** A re-dressed pose: on the table, passable (BA-MOVE-15), clear of enemies (BA-MOVE-8); null if fine. */
    private static Verdict standing(BaState s, Body b, Enemies en, String name, double clearance) {
        for (int i = 0; i < b.n; i++) {
            String pr = Passability.point(s.setup.board, b.x[i], b.y[i]);
            if (pr != null) {
                int f = b.fig[i];
                return Verdict.illegal("BA-MOVE-15", () -> Body.label(f) + " of " + name + " " + pr);
            }
        }
        return sweepOverlap(s, b, null, null, 0, en, name, clearance);
    }

    /** One straight interval: table and passability (BA-MOVE-15), enemy overlap (BA-MOVE-8); null if fine. */
    private static Verdict sweep(BaState s, Body b, double[] vx, double[] vy, double len, Enemies en, String name,
            double clearance) {
        for (int i = 0; i < b.n; i++) {
            String pr = Passability.segment(s.setup.board, b.x[i], b.y[i], b.x[i] + vx[i] * len, b.y[i] + vy[i] * len);
            if (pr != null) {
                int f = b.fig[i];
                return Verdict.illegal("BA-MOVE-15", () -> Body.label(f) + " of " + name + " " + pr);
            }
        }
        return sweepOverlap(s, b, vx, vy, len, en, name, clearance);
    }

    private static Verdict sweepOverlap(BaState s, Body b, double[] vx, double[] vy, double len, Enemies en,
            String name, double clearance) {
        double[] box = sweptBox(b, vx, vy, len, 2 * Params.MAX_RADIUS + clearance + StopRule.REJECT_MARGIN);
        for (int g = 0; g < en.runs; g++) {
            if (en.runOutside(g, box)) {
                continue;
            }
            for (int k = en.runStart(g); k < en.runEnd[g]; k++) {
                if (outside(box, en.x[k], en.y[k])) {
                    continue;
                }
                Verdict v = overlap(s, b, vx, vy, len, en, k, name, clearance);
                if (v != null) {
                    return v;
                }
            }
        }
        return null;
    }

    /** Enemy element k against every man of b over the interval (BA-MOVE-8); null if clear. */
    private static Verdict overlap(BaState s, Body b, double[] vx, double[] vy, double len, Enemies en, int k,
            String name, double clearance) {
        for (int i = 0; i < b.n; i++) {
            double need = b.r[i] + en.r[k] + clearance - Eps.EPS;
            double d = vx == null ? FastMath.hypot(b.x[i] - en.x[k], b.y[i] - en.y[k])
                    : Sweep.minDistance(b.x[i], b.y[i], vx[i], vy[i], len, en.x[k], en.y[k]);
            if (d < need) {
                int f = b.fig[i];
                int ef = en.fig[k];
                String enemy = BlownAwayRules.name(s, en.unit[k]);
                return Verdict.illegal("BA-MOVE-8", () -> Body.label(f) + " of " + name + " would overlap "
                        + Body.label(ef) + " of " + enemy);
            }
        }
        return null;
    }

    /** The bounding box {x0, x1, y0, y1} of b's men over an interval (vx, vy null: standing), grown by pad. */
    static double[] sweptBox(Body b, double[] vx, double[] vy, double len, double pad) {
        double x0 = Double.POSITIVE_INFINITY, x1 = Double.NEGATIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY, y1 = Double.NEGATIVE_INFINITY;
        // Plain comparisons, not Math.min and max (whose care for NaN and -0.0 made this 5.5% of listing
        // the legal actions): positions are finite, and the box only answers "outside?".
        for (int i = 0; i < b.n; i++) {
            double sx = b.x[i];
            double sy = b.y[i];
            double ex = vx == null ? sx : sx + vx[i] * len;
            double ey = vy == null ? sy : sy + vy[i] * len;
            double lowX = sx < ex ? sx : ex;
            double highX = sx < ex ? ex : sx;
            double lowY = sy < ey ? sy : ey;
            double highY = sy < ey ? ey : sy;
            x0 = lowX < x0 ? lowX : x0;
            x1 = highX > x1 ? highX : x1;
            y0 = lowY < y0 ? lowY : y0;
            y1 = highY > y1 ? highY : y1;
        }
        return new double[] {x0 - pad, x1 + pad, y0 - pad, y1 + pad};
    }

    static boolean outside(double[] box, double px, double py) {
        return px < box[0] || px > box[1] || py < box[2] || py > box[3];
    }

    /** option.pinnedMayWithdraw: no man may get closer to a body element of a pinning unit. */
    private static Verdict approaches(BaState s, Body b, double[] vx, double[] vy, Enemies en, boolean[] pinners,
            String name) {
        for (int k = 0; k < en.n; k++) {
            if (!pinners[en.unit[k]]) {
                continue;
            }
            for (int i = 0; i < b.n; i++) {
                if ((b.x[i] - en.x[k]) * vx[i] + (b.y[i] - en.y[k]) * vy[i] < -Eps.EPS) {
                    return Verdict.illegal("BA-MOVE-3", name + " is pinned by " + BlownAwayRules.name(s, en.unit[k])
                            + " and may only withdraw from it");
                }
            }
        }
        return null;
    }

    /** The same for an instantaneous re-dress from {@code before} to {@code after}. */
    private static Verdict jumpApproaches(BaState s, Body before, Body after, Enemies en, boolean[] pinners,
            String name) {
        for (int k = 0; k < en.n; k++) {
            if (!pinners[en.unit[k]]) {
                continue;
            }
            for (int i = 0; i < after.n; i++) {
                double d0 = FastMath.hypot(before.x[i] - en.x[k], before.y[i] - en.y[k]);
                double d1 = FastMath.hypot(after.x[i] - en.x[k], after.y[i] - en.y[k]);
                if (d1 < d0 - Eps.EPS) {
                    return Verdict.illegal("BA-MOVE-3", name + " is pinned by " + BlownAwayRules.name(s, en.unit[k])
                            + " and may only withdraw from it");
                }
            }
        }
        return null;
    }

    /**
     * The stop rule over one interval in which each man moves linearly but the column is bent, so
     * its front sector changes shape (BA-GEO-13, BA-GEO-28): distances and "man in the enemy's
     * front" in closed form, "enemy in the column's front" sampled and bisected.
     */
    static final class Sampler {
        Frames fr;
        int u;
        Body b;
        double[] vx, vy;
        double hx, hy, hvx, hvy, fx, fy, len, step;
        double[] cache = new double[0]; // per grid point: 4 box values, NaN = not computed
        double[] px = new double[0];
        double[] py = new double[0];

        Sampler init(Frames fr, int u, Body b, double[] vx, double[] vy, double hx, double hy, double hvx,
                double hvy, double fx, double fy, double len) {
            this.fr = fr;
            this.u = u;
            this.b = b;
            this.vx = vx;
            this.vy = vy;
            this.hx = hx;
            this.hy = hy;
            this.hvx = hvx;
            this.hvy = hvy;
            this.fx = fx;
            this.fy = fy;
            this.len = len;
            int cells = Math.max(1, (int) Math.ceil(len / SAMPLE));
            step = len / cells;
            if (cache.length < 4 * (cells + 1)) {
                cache = new double[4 * (cells + 1)];
            }
            Arrays.fill(cache, 0, 4 * (cells + 1), Double.NaN);
            if (px.length < b.n) {
                px = new double[b.n];
                py = new double[b.n];
            }
            return this;
        }

        double firstStop(Enemies en) {
            double best = Double.POSITIVE_INFINITY;
            double r2 = StopRule.STOP_AT * StopRule.STOP_AT;
            double[] box = sweptBox(b, vx, vy, len, StopRule.STOP_AT + StopRule.REJECT_MARGIN);
            for (int g = 0; g < en.runs; g++) {
                if (en.runOutside(g, box)) {
                    continue;
                }
                for (int k = en.runStart(g); k < en.runEnd[g]; k++) {
                    double ex = en.x[k];
                    double ey = en.y[k];
                    if (outside(box, ex, ey)) {
                        continue;
                    }
                    for (int i = 0; i < b.n; i++) {
                        double dx = b.x[i] - ex;
                        double dy = b.y[i] - ey;
                        double a = vx[i] * vx[i] + vy[i] * vy[i];
                        double halfB = dx * vx[i] + dy * vy[i];
                        double c = dx * dx + dy * dy - r2;
                        double w1;
                        double w2;
                        if (a < 1e-18) {
                            if (c > 0) {
                                continue;
                            }
                            w1 = 0;
                            w2 = len;
                        } else {
                            double disc = halfB * halfB - a * c;
                            if (disc < 0) {
                                continue;
                            }
                            double sq = Math.sqrt(disc);
                            w1 = Math.max(0, (-halfB - sq) / a);
                            w2 = Math.min(len, (-halfB + sq) / a);
                        }
                        if (w1 > w2 || w1 >= best) {
                            continue;
                        }
                        double hi = Math.min(w2, best);
                        double t = fr.firstInFront(en.unit[k], b.x[i], b.y[i], vx[i], vy[i], 0, 0, w1, hi);
                        t = Math.min(t, firstEnemyInFront(ex, ey, w1, Math.min(hi, t)));
                        if (t < best) {
                            best = t;
                        }
                    }
                }
            }
            return best;
        }

        /** The first τ in [lo, hi] at which (ex, ey) is in the column's front sector; +inf if never seen. */
        double firstEnemyInFront(double ex, double ey, double lo, double hi) {
            if (lo > hi) {
                return Double.POSITIVE_INFINITY;
            }
            if (inFrontAt(lo, -1, ex, ey)) {
                return lo;
            }
            double prev = lo;
            for (int g = (int) Math.floor(lo / step) + 1; g * step < hi; g++) {
                if (inFrontAt(g * step, g, ex, ey)) {
                    return bisect(prev, g * step, ex, ey);
                }
                prev = g * step;
            }
            return inFrontAt(hi, -1, ex, ey) ? bisect(prev, hi, ex, ey) : Double.POSITIVE_INFINITY;
        }

        private double bisect(double lo, double hi, double ex, double ey) {
            while (hi - lo > BISECT) {
                double mid = (lo + hi) / 2;
                if (inFrontAt(mid, -1, ex, ey)) {
                    hi = mid;
                } else {
                    lo = mid;
                }
            }
            return hi;
        }

        /** Is (ex, ey) in the column's front sector at τ (g ≥ 0: a grid point whose box is cached)? */
        private boolean inFrontAt(double tau, int g, double ex, double ey) {
            double ax = hx + tau * hvx;
            double ay = hy + tau * hvy;
            if (g < 0 || Double.isNaN(cache[4 * g])) {
                double x0 = Double.POSITIVE_INFINITY, x1 = Double.NEGATIVE_INFINITY;
                double y0 = Double.POSITIVE_INFINITY, y1 = Double.NEGATIVE_INFINITY;
                for (int i = 0; i < b.n; i++) {
                    double dx = b.x[i] + tau * vx[i] - ax;
                    double dy = b.y[i] + tau * vy[i] - ay;
                    double lx = dx * fy - dy * fx;
                    double ly = dx * fx + dy * fy;
                    x0 = Math.min(x0, lx);
                    x1 = Math.max(x1, lx);
                    y0 = Math.min(y0, ly);
                    y1 = Math.max(y1, ly);
                }
                if (g < 0) {
                    return Frames.inFrontBox(ax, ay, fx, fy, x0, x1, y0, y1, ex, ey);
                }
                cache[4 * g] = x0;
                cache[4 * g + 1] = x1;
                cache[4 * g + 2] = y0;
                cache[4 * g + 3] = y1;
            }
            return Frames.inFrontBox(ax, ay, fx, fy, cache[4 * g], cache[4 * g + 1], cache[4 * g + 2],
                    cache[4 * g + 3], ex, ey);
        }
    }

    static void apply(BaState s, Snake a) {
        apply(s, a, null);
    }

    /** {@code planned}: this snake's legal, recorded plan on this very state, or null to plan it here. */
    static void apply(BaState s, Snake a, Plan planned) {
        Plan p = planned != null ? planned : plan(s, a, true);
        if (!p.verdict.legal()) {
            throw new IllegalArgumentException(p.verdict.message());
        }
        int u = a.unit();
        Side side = s.setup.unitSide[u];
        Body b = p.end;
        double[] sp = new double[p.spine.length];
        for (int k = 0; k < sp.length; k++) {
            sp[k] = Eps.round3(p.spine[k]);
        }
        s.spine[u] = sp;
        // Pushes (BA-MOVE-13, BA-GEO-17): walk each interval, pausing at each contact with an enemy mob.
        int[] hit = {-1};
        for (double[] rec : p.intervals) {
            double len = rec[0];
            double tCur = 0;
            for (int guard = 0; guard < 64 && tCur < len; guard++) {
                long mobs = Pushes.mobs(s, side.opponent()); // again after each push: one may leave the table
                if (mobs != 0) {
                    mobs = nearInterval(s, mobs, rec, b.n);
                }
                if (mobs == 0) {
                    break;
                }
                double first = Double.POSITIVE_INFINITY;
                int mob = -1;
                for (int i = 0; i < b.n; i++) {
                    double vx = rec[5 + 4 * i];
                    double vy = rec[6 + 4 * i];
                    double t = Pushes.firstMobContact(s, mobs, rec[3 + 4 * i] + vx * tCur, rec[4 + 4 * i] + vy * tCur,
                            b.r[i], vx, vy, len - tCur, hit);
                    if (t < first) {
                        first = t;
                        mob = hit[0];
                    }
                }
                if (mob < 0) {
                    break;
                }
                tCur += first;
                for (int i = 0; i < b.n; i++) {
                    s.moveFigure(b.fig[i], Eps.round3(rec[3 + 4 * i] + rec[5 + 4 * i] * tCur),
                            Eps.round3(rec[4 + 4 * i] + rec[6 + 4 * i] * tCur));
                }
                Pushes.push(s, mob, rec[1], rec[2]);
            }
        }
        for (int i = 0; i < b.n; i++) {
            s.moveFigure(b.fig[i], Eps.round3(b.x[i]), Eps.round3(b.y[i]));
        }
        s.moveAnchor(u, Eps.round3(p.anchorX), Eps.round3(p.anchorY));
        s.setFacing(u, p.facing);
        // Objectives passed on the way (BA-MOVE-17, BA-WIN-3).
        if (p.tEnd > 0 && s.objectiveCount() > 0) {
            double[] paths = new double[4 * b.n * p.intervals.size()];
            int n = 0;
            for (double[] rec : p.intervals) {
                double len = rec[0];
                for (int i = 0; i < b.n; i++, n++) {
                    double x0 = rec[3 + 4 * i];
                    double y0 = rec[4 + 4 * i];
                    paths[4 * n] = x0;
                    paths[4 * n + 1] = y0;
                    paths[4 * n + 2] = x0 + rec[5 + 4 * i] * len;
                    paths[4 * n + 3] = y0 + rec[6 + 4 * i] * len;
                }
            }
            Objectives.passThrough(s, side, paths, n);
        }
    }

    /** The mobs near an interval's paths: the box of its elements' start and end points holds every one ({@link Pushes#mobsNear}). */
    private static long nearInterval(BaState s, long mobs, double[] rec, int n) {
        double len = rec[0];
        double x0 = Double.POSITIVE_INFINITY, x1 = Double.NEGATIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY, y1 = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            double sx = rec[3 + 4 * i];
            double sy = rec[4 + 4 * i];
            double ex = sx + rec[5 + 4 * i] * len;
            double ey = sy + rec[6 + 4 * i] * len;
            x0 = Math.min(x0, Math.min(sx, ex));
            x1 = Math.max(x1, Math.max(sx, ex));
            y0 = Math.min(y0, Math.min(sy, ey));
            y1 = Math.max(y1, Math.max(sy, ey));
        }
        return Pushes.mobsNear(s, mobs, x0, x1, y0, y1);
    }
}
