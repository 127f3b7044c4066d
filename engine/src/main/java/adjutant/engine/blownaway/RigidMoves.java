package adjutant.engine.blownaway;

import adjutant.engine.geometry.FastMath;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Eps;
import adjutant.engine.geometry.Sweep;
import adjutant.engine.blownaway.scenario.UnitType;

/**
 * Ordered moves of lines and batteries (BA-MOVE-4/5, BA-GEO-10/11): a pivot about c(U), then
 * one straight translation, stopped by the stop rule (BA-GEO-13) in closed form.
 *
 * <p>Decision: the requested distance is an upper bound. When the stop rule ends the move early
 * the move is still legal and simply ends at the stop point (a person must stop there); it is
 * illegal only for a PINNED unit that asks to translate (BA-MOVE-3), or when the truncated path
 * or end pose breaks another rule.
 */
final class RigidMoves {
    private RigidMoves() {}

    /** A validated (or rejected) rigid move: the post-pivot body, direction and actual length. */
    static final class Plan {
        Verdict verdict = Verdict.ok();
        Body body;
        double cx, cy; // pivot point
        double ux, uy; // unit translation direction
        double tEnd; // distance actually moved
        double facing; // new facing
        int stopBy = -1; // enemy unit that stopped the move
    }

    static double maxMove(UnitType t) {
        return switch (t) {
            case CAVALRY -> Params.MOVE_CAVALRY;
            case ARTILLERY -> Params.MOVE_ARTILLERY;
            default -> Params.MOVE_INFANTRY;
        };
    }

    static Plan plan(BaState s, Move a) {
        return plan(a, new MoveContext(s));
    }

    /**
     * The plan; {@code ctx}: what the validations of the state's moves share (the candidates of
     * one decision share one), whose frames are the state's again afterwards.
     */
    static Plan plan(Move a, MoveContext ctx) {
        try {
            return planIn(a, ctx);
        } finally {
            ctx.release(a.unit());
        }
    }

    /**
     * The checks of an ordered move that read neither the ground nor other units: the unit may
     * move at all (BA-MOVE-3, -10, -11), the numbers (BA-MOVE-1), the oblique limit (BA-MOVE-5),
     * immobile artillery (BA-MOVE-2). Far from everything, they are the whole verdict
     * ({@link MainVerdicts}).
     */
    static Verdict orderChecks(Move a, MoveContext ctx) {
        BaState s = ctx.state();
        int u = a.unit();
        String name = BlownAwayRules.name(s, u);
        Verdict pre = ctx.movePrerequisites(u);
        if (!pre.legal()) {
            return pre;
        }
        UnitType type = s.setup.unitType[u];
        double max = maxMove(type);
        double dist = a.distance();
        if (!(dist >= 0) || !Double.isFinite(a.pivotDeg()) || !Double.isFinite(a.offsetDeg())) {
            return Verdict.illegal("BA-MOVE-1", "distance, pivot and offset must be finite, distance ≥ 0");
        }
        if (dist > max + Eps.EPS) {
            return Verdict.illegal("BA-MOVE-1", () -> String.format("%.2f in is more than the %.0f in %s unit"
                    + " may move", dist, max, type == UnitType.INFANTRY ? "an infantry" : "a " + type.name().toLowerCase()));
        }
        if (dist > 0 && !Eps.angleAtMost(Math.abs(a.offsetDeg()), Params.OBLIQUE_MAX_DEG)) {
            return Verdict.illegal("BA-MOVE-5", () -> String.format(
                    "a translation %.1f° off the facing is more than the %.0f° allowed", a.offsetDeg(),
                    Params.OBLIQUE_MAX_DEG));
        }
        if (type == UnitType.ARTILLERY && !s.setup.params.artilleryMayMove()) {
            if (dist > 0) {
                return Verdict.illegal("BA-MOVE-2", name + " is artillery before 1750 and may not move");
            }
            if (!s.setup.params.options().immobileMayPivot()) {
                return Verdict.illegal("BA-MOVE-2", name + " is artillery before 1750 and may not turn");
            }
        }
        return Verdict.ok();
    }

    private static Plan planIn(Move a, MoveContext ctx) {
        BaState s = ctx.state();
        Plan p = new Plan();
        int u = a.unit();
        String name = BlownAwayRules.name(s, u);
        Verdict order = orderChecks(a, ctx);
        if (!order.legal()) {
            p.verdict = order;
            return p;
        }
        double dist = a.distance();
        Frames fr = ctx.frames();
        boolean pinned = ctx.pinned(u);
        if (pinned && dist > 0 && !s.setup.params.options().pinnedMayWithdraw()) {
            p.verdict = Verdict.illegal("BA-MOVE-3", () -> name + " is pinned (less than 4 in from a facing or faced"
                    + " enemy) and may only pivot in place");
            return p;
        }
        // Pivot (BA-GEO-10), as every move of u with this pivot does it.
        Pivot pv = ctx.pivoted(u, a.pivotDeg(), Pivot.class, deg -> pivot(ctx, u, deg));
        Body b = pv.body;
        p.body = b;
        p.cx = pv.cx;
        p.cy = pv.cy;
        p.facing = pv.facing;
        fr.pivot(u, pv.ax, pv.ay, pv.fx, pv.fy);
        double dirRad = Math.toRadians(p.facing + a.offsetDeg());
        p.ux = Math.cos(dirRad);
        p.uy = Math.sin(dirRad);
        // BA-MOVE-16: the pivoted pose must be legal.
        if (!pv.pose.legal()) {
            p.verdict = pv.pose;
            return p;
        }
        double tEnd = dist;
        if (dist > 0) {
            if (pv.threat(s, fr) < Params.CONTACT_RANGE - Eps.EPS) {
                tEnd = 0; // BA-GEO-13: D < 4 right after the pivot, s := 0
                p.stopBy = pv.threatBy;
            } else {
                int[] who = {-1};
                double t = StopRule.firstStop(s, fr, b, p.ux, p.uy, dist, who);
                if (t < tEnd) {
                    tEnd = t;
                    p.stopBy = who[0];
                }
            }
            if (pinned) {
                // option.pinnedMayWithdraw: the distance to every pinning unit never decreases.
                boolean[] pinners = ctx.pinners(u);
                for (int e = 0; e < pinners.length; e++) {
                    if (pinners[e] && approaches(b, ctx.body(e), p.ux, p.uy)) {
                        String by = BlownAwayRules.name(s, e);
                        p.verdict = Verdict.illegal("BA-MOVE-3", () -> name + " is pinned by " + by
                                + " and may only withdraw from it");
                        return p;
                    }
                }
            }
        }
        p.tEnd = tEnd;
        Verdict v = pathProblems(s, fr, b, p.ux, p.uy, tEnd);
        if (!v.legal()) {
            p.verdict = v;
            return p;
        }
        v = friendlyEndOverlap(s, fr, b, p.ux * tEnd, p.uy * tEnd);
        if (!v.legal()) {
            p.verdict = v;
        }
        return p;
    }

    /**
     * A unit pivoted about c(U) (BA-GEO-10): its body, pivot point, facing and frame, the pose's
     * legality (BA-MOVE-16) and, once asked for, D right after the pivot (BA-GEO-13). Shared by
     * the unit's moves with that pivot; never changed once made but for D being found.
     */
    private static final class Pivot {
        Body body;
        double cx, cy; // pivot point
        double facing; // new facing
        double ax, ay, fx, fy; // the frame's anchor and unit facing
        Verdict pose = Verdict.ok();
        private double threat = Double.NaN;
        int threatBy = -1; // the enemy at D when D < 4

        /** D right after the pivot when under 4 in, else some value ≥ 4 (StopRule.threatDistance); fr pivoted to this. */
        double threat(BaState s, Frames fr) {
            if (Double.isNaN(threat)) {
                int[] who = {-1};
                threat = StopRule.threatDistance(s, fr, body, Params.CONTACT_RANGE - Eps.EPS, who);
                threatBy = who[0];
            }
            return threat;
        }
    }

    private static Pivot pivot(MoveContext ctx, int u, double deg) {
        BaState s = ctx.state();
        Pivot pv = new Pivot();
        double[] c = ctx.pivotPoint(u);
        pv.cx = c[0];
        pv.cy = c[1];
        double rad = Math.toRadians(deg);
        double cos = Math.cos(rad); // once: the JIT does not share the calls (#23)
        double sin = Math.sin(rad);
        pv.body = ctx.bodyToMove(u);
        pv.body.rotate(c[0], c[1], cos, sin);
        pv.facing = Angles.normalize(s.facing(u) + deg);
        double dax = s.anchorX(u) - c[0];
        double day = s.anchorY(u) - c[1];
        pv.ax = c[0] + dax * cos - day * sin;
        pv.ay = c[1] + dax * sin + day * cos;
        pv.fx = Math.cos(Math.toRadians(pv.facing));
        pv.fy = Math.sin(Math.toRadians(pv.facing));
        if (deg != 0) {
            // the frames' entries of other units are the state's, all that the pose check reads
            pv.pose = poseProblems(s, ctx.frames(), pv.body, "BA-MOVE-16", "after the pivot ");
        }
        return pv;
    }

    /** Marks the enemy units with a threat pair under 4 in; true if any (PINNED). */
    static boolean pinningUnits(BaState s, Frames fr, Body b, boolean[] out) {
        return pinningUnits(s, fr, b, out, null);
    }

    /**
     * The same, each pair's answer kept with the state's boxes ({@code bounds}, current: {@link
     * PairFacts#PINS}) when not null, so that a state's copies and successors in which neither
     * unit changed do not look again; {@code fr} and {@code b} must be the state's.
     */
    static boolean pinningUnits(BaState s, Frames fr, Body b, boolean[] out, BodyBounds bounds) {
        boolean any = false;
        int u = b.unit;
        double[] box = new double[4];
        double[] element = new double[3];
        Frames.box(b, 0, 0, box);
        PairFacts.Finder finder = bounds == null ? null : (st, bb, x, e) -> threatPair(st, fr, b, e, element);
        for (int e = 0; e < s.setup.nUnits; e++) {
            if (s.setup.unitSide[e] == s.setup.unitSide[u]
                    || fr.beyond(e, box, Params.CONTACT_RANGE + StopRule.REJECT_MARGIN)) {
                continue;
            }
            if (bounds != null ? bounds.pairFact(s, PairFacts.PINS, u, e, finder) : threatPair(s, fr, b, e, element)) {
                out[e] = true;
                any = true;
            }
        }
        return any;
    }

    /** Is an element of enemy e within 4 in of one of b's, either in the other's front (a threat pair, BA-MOVE-9)? */
    private static boolean threatPair(BaState s, Frames fr, Body b, int e, double[] element) {
        int u = b.unit;
        boolean manned = fr.battery[e] && fr.front[e];
        for (int k = 0; k <= s.setup.startMen[e]; k++) {
            if (!BodyElements.at(s, e, k, manned, element)) {
                continue;
            }
            double ex = element[0];
            double ey = element[1];
            boolean eIn = fr.inFront(u, ex, ey);
            for (int i = 0; i < b.n; i++) {
                if (FastMath.hypot(b.x[i] - ex, b.y[i] - ey) < Params.CONTACT_RANGE - Eps.EPS
                        && (eIn || fr.inFront(e, b.x[i], b.y[i]))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Would translating along u bring any element of b closer to any element of eb (an enemy's body)? */
    private static boolean approaches(Body b, Body eb, double ux, double uy) {
        for (int i = 0; i < b.n; i++) {
            for (int j = 0; j < eb.n; j++) {
                if ((b.x[i] - eb.x[j]) * ux + (b.y[i] - eb.y[j]) * uy < -Eps.EPS) {
                    return true;
                }
            }
        }
        return false;
    }

    /** End-pose checks of a pivot or reform: table, passability, enemy overlap. */
    static Verdict poseProblems(BaState s, Body b, String rule, String when) {
        return poseProblems(s, null, b, rule, when);
    }

    static Verdict poseProblems(BaState s, Frames fr, Body b, String rule, String when) {
        for (int i = 0; i < b.n; i++) {
            String pr = Passability.point(s.setup.board, b.x[i], b.y[i]);
            if (pr != null) {
                int f = b.fig[i];
                String name = BlownAwayRules.name(s, b.unit);
                return Verdict.illegal(rule, () -> when + Body.label(f) + " of " + name + " " + pr);
            }
        }
        return enemyOverlap(s, fr, b, 0, 0, 0, rule);
    }

    /** BA-MOVE-8 / BA-GEO-14 along t in [0, len] of the translation (ux, uy). */
    static Verdict enemyOverlap(BaState s, Body b, double ux, double uy, double len, String rule) {
        return enemyOverlap(s, null, b, ux, uy, len, rule);
    }

    /**
     * The same; with frames {@code fr} (built from the state) units whose bounding box stays
     * clear of the swept body are skipped without looking at their men.
     */
    static Verdict enemyOverlap(BaState s, Frames fr, Body b, double ux, double uy, double len, String rule) {
        Side side = s.setup.unitSide[b.unit];
        double clearance = s.setup.params.options().passClearance();
        double[] box = new double[4];
        if (fr != null) {
            Frames.box(b, ux * len, uy * len, box);
        }
        double reach = 2 * Params.MAX_RADIUS + clearance + StopRule.REJECT_MARGIN;
        for (int e = 0; e < s.setup.nUnits; e++) {
            if (s.setup.unitSide[e] == side || fr != null && fr.beyond(e, box, reach)) {
                continue;
            }
            boolean cannon = cannon(s, fr, e);
            double[] element = new double[3];
            for (int k = 0; k <= s.setup.startMen[e]; k++) {
                if (!BodyElements.at(s, e, k, cannon, element)) {
                    continue;
                }
                double ex = element[0];
                double ey = element[1];
                double er = element[2];
                if (fr != null && BoxGap.squared(ex, ey, box) > reach * reach) {
                    continue; // beyond reach of the whole swept body
                }
                for (int i = 0; i < b.n; i++) {
                    double need = b.r[i] + er + clearance - Eps.EPS;
                    if (Sweep.minDistance(b.x[i], b.y[i], ux, uy, len, ex, ey) < need) {
                        int f = b.fig[i];
                        String name = BlownAwayRules.name(s, b.unit);
                        String other = k < s.setup.startMen[e] ? "man " + (s.setup.firstFigure[e] + k) : "its cannon";
                        String enemy = BlownAwayRules.name(s, e);
                        return Verdict.illegal(rule, () -> Body.label(f) + " of " + name + " would overlap " + other
                                + " of " + enemy);
                    }
                }
            }
        }
        return Verdict.ok();
    }

    /**
     * Is unit e's cannon a body element (a MANNED battery)? The frames (of this state) know it for
     * every unit but the mover, whose entries a plan changes; callers never ask about the mover.
     */
    private static boolean cannon(BaState s, Frames fr, int e) {
        if (fr != null) {
            return fr.battery[e] && fr.front[e];
        }
        return s.setup.unitType[e] == UnitType.ARTILLERY && Relations.manned(s, e);
    }

    /** The translated path: enemy overlap (BA-MOVE-8), table and passability (BA-MOVE-15). */
    static Verdict pathProblems(BaState s, Body b, double ux, double uy, double len) {
        return pathProblems(s, null, b, ux, uy, len);
    }

    static Verdict pathProblems(BaState s, Frames fr, Body b, double ux, double uy, double len) {
        for (int i = 0; i < b.n; i++) {
            String pr = Passability.segment(s.setup.board, b.x[i], b.y[i], b.x[i] + ux * len, b.y[i] + uy * len);
            if (pr != null) {
                int f = b.fig[i];
                String name = BlownAwayRules.name(s, b.unit);
                return Verdict.illegal("BA-MOVE-15", () -> Body.label(f) + " of " + name + " " + pr);
            }
        }
        return enemyOverlap(s, fr, b, ux, uy, len, "BA-MOVE-8");
    }

    /** BA-MOVE-7: the end pose (b displaced by (dx, dy)) clear of other friendly units' bodies. */
    static Verdict friendlyEndOverlap(BaState s, Body b, double dx, double dy) {
        return friendlyEndOverlap(s, null, b, dx, dy);
    }

    static Verdict friendlyEndOverlap(BaState s, Frames fr, Body b, double dx, double dy) {
        Side side = s.setup.unitSide[b.unit];
        double[] box = new double[4];
        if (fr != null) {
            Frames.box(b, 0, 0, box);
            box[0] += dx;
            box[1] += dx;
            box[2] += dy;
            box[3] += dy;
        }
        double reach = 2 * Params.MAX_RADIUS + StopRule.REJECT_MARGIN;
        for (int o = 0; o < s.setup.nUnits; o++) {
            if (o == b.unit || s.setup.unitSide[o] != side
                    || fr != null && fr.beyond(o, box, reach)) {
                continue;
            }
            boolean cannon = cannon(s, fr, o);
            double[] element = new double[3];
            for (int k = 0; k <= s.setup.startMen[o]; k++) {
                if (!BodyElements.at(s, o, k, cannon, element)) {
                    continue;
                }
                double ox = element[0];
                double oy = element[1];
                double or = element[2];
                if (fr != null && BoxGap.squared(ox, oy, box) > reach * reach) {
                    continue; // beyond reach of the whole body at its end
                }
                for (int i = 0; i < b.n; i++) {
                    if (FastMath.hypot(b.x[i] + dx - ox, b.y[i] + dy - oy) < b.r[i] + or - Eps.EPS) {
                        int f = b.fig[i];
                        String name = BlownAwayRules.name(s, b.unit);
                        int man = k < s.setup.startMen[o] ? s.setup.firstFigure[o] + k : -1;
                        String friend = BlownAwayRules.name(s, o);
                        return Verdict.illegal("BA-MOVE-7", () -> Body.label(f) + " of " + name + " would end on "
                                + Body.label(man) + " of friendly " + friend);
                    }
                }
            }
        }
        return Verdict.ok();
    }

    static void apply(BaState s, Move a) {
        apply(s, a, null);
    }

    /** {@code planned}: this move's legal plan on this very state, or null to plan it here. */
    static void apply(BaState s, Move a, Plan planned) {
        Plan p = planned != null ? planned : plan(s, a);
        if (!p.verdict.legal()) {
            throw new IllegalArgumentException(p.verdict.message());
        }
        int u = a.unit();
        Body b = p.body;
        double rad = Math.toRadians(a.pivotDeg());
        double cos = Math.cos(rad);
        double sin = Math.sin(rad);
        // anchor after the pivot
        double dax = s.anchorX(u) - p.cx;
        double day = s.anchorY(u) - p.cy;
        double ax = p.cx + dax * cos - day * sin;
        double ay = p.cy + dax * sin + day * cos;
        if (s.spine[u] != null) {
            double[] sp = s.spine[u];
            for (int k = 0; k + 1 < sp.length; k += 2) {
                double dx = sp[k] - p.cx;
                double dy = sp[k + 1] - p.cy;
                sp[k] = Eps.round3(p.cx + dx * cos - dy * sin + p.ux * p.tEnd);
                sp[k + 1] = Eps.round3(p.cy + dx * sin + dy * cos + p.uy * p.tEnd);
            }
        }
        // Pushes (BA-MOVE-13): walk the translation, pausing at each contact with an enemy mob.
        Side side = s.setup.unitSide[u];
        double tCur = 0;
        int[] hit = {-1};
        for (int guard = 0; guard < 64 && tCur < p.tEnd; guard++) {
            long mobs = Pushes.mobs(s, side.opponent()); // again after each push: one may leave the table
            if (mobs != 0) {
                double[] box = new double[4];
                Frames.box(b, p.ux * p.tEnd, p.uy * p.tEnd, box); // every position of the rest of the way
                mobs = Pushes.mobsNear(s, mobs, box[0], box[1], box[2], box[3]);
            }
            if (mobs == 0) {
                break;
            }
            double first = Double.POSITIVE_INFINITY;
            int mob = -1;
            for (int i = 0; i < b.n; i++) {
                double t = Pushes.firstMobContact(s, mobs, b.x[i] + p.ux * tCur, b.y[i] + p.uy * tCur, b.r[i],
                        p.ux, p.uy, p.tEnd - tCur, hit);
                if (t < first) {
                    first = t;
                    mob = hit[0];
                }
            }
            if (mob < 0) {
                break;
            }
            tCur += first;
            place(s, u, b, ax, ay, p.ux * tCur, p.uy * tCur);
            Pushes.push(s, mob, p.ux, p.uy);
        }
        place(s, u, b, ax, ay, p.ux * p.tEnd, p.uy * p.tEnd);
        s.setFacing(u, p.facing);
        // Objectives passed on the way (BA-MOVE-17, BA-WIN-3).
        if (p.tEnd > 0 && s.objectiveCount() > 0) {
            double[] paths = new double[4 * b.n];
            int n = 0;
            for (int i = 0; i < b.n; i++) {
                if (b.fig[i] >= 0) {
                    paths[4 * n] = b.x[i];
                    paths[4 * n + 1] = b.y[i];
                    paths[4 * n + 2] = b.x[i] + p.ux * p.tEnd;
                    paths[4 * n + 3] = b.y[i] + p.uy * p.tEnd;
                    n++;
                }
            }
            Objectives.passThrough(s, side, paths, n);
        }
    }

    /** Writes the body displaced by (dx, dy) into the state, with the anchor (rounded). */
    private static void place(BaState s, int u, Body b, double ax, double ay, double dx, double dy) {
        for (int i = 0; i < b.n; i++) {
            if (b.fig[i] >= 0) {
                s.moveFigure(b.fig[i], Eps.round3(b.x[i] + dx), Eps.round3(b.y[i] + dy));
            }
        }
        s.moveAnchor(u, Eps.round3(ax + dx), Eps.round3(ay + dy));
    }
}
