package adjutant.engine.blownaway;

import adjutant.engine.geometry.FastMath;
import adjutant.engine.blownaway.action.Fire;
import adjutant.engine.game.Verdict;
import adjutant.engine.blownaway.scenario.UnitType;
import java.util.ArrayList;
import java.util.List;

/** Long-range artillery fire (BA-ART, BA-GEO-21/22). */
final class Artillery {
    private Artillery() {}

    /** Is the gun able to fire at all this turn (manned, has balls, not fired yet)? */
    static boolean canFire(BaState s, int gun) {
        return whyNot(s, gun) == null;
    }

    /** Why the gun cannot fire at all, as a verdict, or null when it can (BA-ART-1, 2, 8). */
    private static Verdict whyNot(BaState s, int gun) {
        if (gun < 0 || gun >= s.setup.nUnits || s.setup.unitType[gun] != UnitType.ARTILLERY) {
            return Verdict.illegal("BA-ART-1", "u" + gun + " is not a gun");
        }
        String name = BlownAwayRules.name(s, gun); // reasons formatted only when read (canFire reads none)
        if (s.fired(gun)) {
            return Verdict.illegal("BA-ART-1", () -> name + " has already fired this turn");
        }
        if (!Relations.manned(s, gun)) {
            return Verdict.illegal("BA-ART-2", () -> name + " is not manned");
        }
        if (s.balls(gun) < 1) {
            return Verdict.illegal("BA-ART-2", () -> name + " has no cannon-ball markers left");
        }
        if (!s.setup.params.options().lraWhileEngaged() && s.engagement(gun) != BaState.NONE) {
            return Verdict.illegal("BA-ART-8", () -> name + " is engaged (option lraWhileEngaged)");
        }
        return null;
    }

    /** Enemy units the gun may fire at now, in id order. */
    static List<Integer> targets(BaState s, int gun) {
        List<Integer> out = new ArrayList<>();
        for (long left = targetSet(s, gun); left != 0; left &= left - 1) {
            out.add(Long.numberOfTrailingZeros(left));
        }
        return out;
    }

    /** The enemy units the gun may fire at now, as a bit set (bit t: unit t). */
    static long targetSet(BaState s, int gun) {
        return canFire(s, gun) ? targetsFrom(s, gun, 0) : 0;
    }

    /** The gun's targets among units {@code from} on, for a gun that can fire. */
    private static long targetsFrom(BaState s, int gun, int from) {
        long out = 0;
        Arc arc = new Arc(s, gun);
        for (int t = from; t < s.setup.nUnits; t++) {
            if (s.setup.unitSide[t] != s.setup.unitSide[gun] && !arc.surelyMisses(s, t) && targetProblem(s, gun, t, arc) == null) {
                out |= 1L << t;
            }
        }
        return out;
    }

    /** The gun's first target in id order, or -1 when it has none ({@link #targetSet} is then 0). */
    static int firstTarget(BaState s, int gun) {
        if (!canFire(s, gun)) {
            return -1;
        }
        Arc arc = new Arc(s, gun);
        for (int t = 0; t < s.setup.nUnits; t++) {
            if (s.setup.unitSide[t] != s.setup.unitSide[gun] && !arc.surelyMisses(s, t) && targetProblem(s, gun, t, arc) == null) {
                return t;
            }
        }
        return -1;
    }

    /**
     * ARTILLERY: the targets of the gun at the cursor: as much as was found when the cursor moved
     * to it ({@link BaState#cursorTargets}, {@link BaState#cursorTargetsKnownTo}), the rest found
     * now and kept on the state.
     */
    static long cursorTargets(BaState s) {
        if (s.cursorTargets == BaState.UNKNOWN_TARGETS) {
            return targetSet(s, s.cursor);
        }
        if (s.cursorTargetsKnownTo < s.setup.nUnits) {
            s.cursorTargets |= targetsFrom(s, s.cursor, s.cursorTargetsKnownTo);
            s.cursorTargetsKnownTo = s.setup.nUnits;
        }
        assert s.cursorTargets == targetSet(s, s.cursor) : "stale targets of the gun at the cursor";
        return s.cursorTargets;
    }

    /** The candidate men of a target: in ranks, or running when none is in ranks (BA-ART-3). */
    static FigureStatus candidateStatus(BaState s, int t) {
        return s.inRanks(t) > 0 ? FigureStatus.IN_RANKS : FigureStatus.RUNNING;
    }

    /** Markers a shot at {@code t} costs (BA-ART-4): 1 open or woods, 2 wall, 3 redoubt/trench. */
    static int cost(BaState s, int gun, int t) {
        switch (Cover.coverClass(s, t, s.anchorX(gun), s.anchorY(gun))) {
            case Cover.REDOUBT_TRENCH:
                return MOST_COSTLY_SHOT;
            case Cover.WALL:
                return 2;
            default:
                return 1;
        }
    }

    /** What the costliest shot takes: a gun with that many markers can pay for any (BA-ART-4). */
    private static final int MOST_COSTLY_SHOT = 3;
    /** The cosine of the long-range arc's half angle, a hair wide so that its edge is in (BA-ART-3). */
    private static final double COS_ARC = Math.cos(Math.toRadians(Params.LRA_ARC_HALF_DEG + 1e-9));

    /**
     * A gun's arc (BA-ART-3) as its target tests read it: the axle, the boresight and the state's
     * boxes, found once for all the enemies a list tries. It also gives the lists, which read no
     * reason, a cheap necessary condition of a target: the arc is the intersection of three
     * half-planes (in front of the gun, and inside each of its edges, 45 degrees either side of
     * the boresight), so a unit whose box lies wholly outside one of them, by a margin far beyond
     * rounding, has no man in the arc, and {@link #targetProblem} would refuse it. Only for a
     * target with men in ranks: the box holds them, not the running men a target without any is
     * shot at through (ArtilleryShortcutsTest checks every refusal against the plain rules on
     * random games).
     */
    static final class Arc {
        /** Inches beyond a half-plane's edge: a man there is more than 1e-6 / 36 rad off the arc, far more than its 1e-9 degrees of slack. */
        private static final double MARGIN = 1e-6;
        private static final double HALF = Math.sqrt(0.5); // cos and sin of 45 degrees

        final BodyBounds bounds;
        final double cx, cy; // the axle
        final double fx, fy; // the boresight
        private final double lx, ly; // the left edge: the boresight turned 45 degrees counter-clockwise
        private final double rx, ry; // the right edge: turned 45 degrees clockwise

        Arc(BaState s, int gun) {
            this.bounds = BodyBounds.of(s);
            this.cx = s.anchorX(gun);
            this.cy = s.anchorY(gun);
            double fr = Math.toRadians(s.facing(gun));
            this.fx = Math.cos(fr);
            this.fy = Math.sin(fr);
            this.lx = (fx - fy) * HALF;
            this.ly = (fx + fy) * HALF;
            this.rx = (fx + fy) * HALF;
            this.ry = (fy - fx) * HALF;
        }

        /** Is unit t surely no target: men in ranks, and its box wholly behind the gun or beyond an edge of the arc? */
        boolean surelyMisses(BaState s, int t) {
            if (s.inRanks(t) == 0) {
                return false;
            }
            return bounds.whollyRightOf(t, cx, cy, fy, -fx, MARGIN) // behind the gun
                    || bounds.whollyRightOf(t, cx, cy, -lx, -ly, MARGIN) // left of the left edge
                    || bounds.whollyRightOf(t, cx, cy, rx, ry, MARGIN); // right of the right edge
        }
    }

    /** Where a man lies for the gun: out of range, in range but off the arc, or in both (BA-ART-3). */
    private static final int OUT_OF_RANGE = 0;
    private static final int OFF_ARC = 1;
    private static final int IN_ARC = 2;

    /**
     * Null when t is a legal target of a gun that can fire, else the reason (BA-ART-3, 4,
     * BA-GEO-21); {@code arc}: the gun's, as of s.
     */
    private static Verdict targetProblem(BaState s, int gun, int t, Arc arc) {
        if (t < 0 || t >= s.setup.nUnits || s.setup.unitSide[t] == s.setup.unitSide[gun]) {
            return Verdict.illegal("BA-ART-3", "u" + t + " is not an enemy unit");
        }
        // Reasons are formatted only when read: the target lists try every enemy and read none.
        String tn = BlownAwayRules.name(s, t);
        BodyBounds bounds = arc.bounds;
        double cx = arc.cx;
        double cy = arc.cy;
        if (s.inRanks(t) > 0 && bounds.gap(t, cx, cx, cy, cy) > Params.LRA_MAX_RANGE + 1e-6) {
            // every man in ranks is as far as the box at least: the loop below would find none in range
            return Verdict.illegal("BA-ART-3", () -> tn + " is out of range (more than 36\")");
        }
        FigureStatus cand = candidateStatus(s, t);
        double fx = arc.fx;
        double fy = arc.fy;
        int from = s.setup.firstFigure[t];
        int to = from + s.setup.startMen[t];
        double nearest = Double.POSITIVE_INFINITY;
        boolean inBand = false;
        boolean inArc = false;
        boolean[] aimed = new boolean[to - from]; // man f - from is in range and arc
        for (int f = from; f < to; f++) {
            if (s.statusOrdinal(f) == cand.ordinal()) {
                double dx = s.x(f) - cx;
                double dy = s.y(f) - cy;
                double d = FastMath.hypot(dx, dy);
                nearest = Math.min(nearest, d);
                int where = aim(dx, dy, d, fx, fy);
                inBand |= where != OUT_OF_RANGE;
                aimed[f - from] = where == IN_ARC;
                inArc |= where == IN_ARC;
            }
        }
        if (nearest == Double.POSITIVE_INFINITY) {
            return Verdict.illegal("BA-ART-3", () -> tn + " has no man in ranks or running");
        }
        if (nearest < Params.LRA_MIN_RANGE - 1e-6) {
            double d = nearest;
            return Verdict.illegal("BA-ART-3", () -> String.format("%s is %.2f\" from the gun, less than 4\"", tn, d));
        }
        if (!inBand) {
            return Verdict.illegal("BA-ART-3", () -> tn + " is out of range (more than 36\")");
        }
        if (!inArc) {
            return Verdict.illegal("BA-ART-3", () -> tn + " is not within 45 degrees of the boresight");
        }
        // the lines of sight, the dear part, only once range and arc allow a shot
        boolean some = false;
        for (int f = from; f < to && !some; f++) {
            some = aimed[f - from] && LineOfSight.clear(s, bounds, gun, t, cx, cy, s.x(f), s.y(f));
        }
        if (!some) {
            return Verdict.illegal("BA-GEO-21", () -> "no clear line of sight to " + tn);
        }
        if (s.balls(gun) < MOST_COSTLY_SHOT) {
            int c = cost(s, gun, t);
            if (s.balls(gun) < c) {
                int balls = s.balls(gun);
                return Verdict.illegal("BA-ART-4", () -> tn + " costs " + c + " markers, the gun has " + balls);
            }
        }
        return null;
    }

    /**
     * Where the man at (dx, dy) from the axle, d away, lies for a gun facing (fx, fy):
     * {@link #OUT_OF_RANGE} beyond 36 in, {@link #OFF_ARC} more than 45 degrees off the
     * boresight, else {@link #IN_ARC}.
     */
    private static int aim(double dx, double dy, double d, double fx, double fy) {
        if (d > Params.LRA_MAX_RANGE + 1e-6) {
            return OUT_OF_RANGE;
        }
        return d < 1e-9 || (dx * fx + dy * fy) / d < COS_ARC - 1e-12 ? OFF_ARC : IN_ARC;
    }

    static Verdict validate(BaState s, Fire a) {
        Verdict v = whyNot(s, a.gun());
        if (v != null) {
            return v;
        }
        if (s.setup.unitSide[a.gun()] != s.active) {
            return Verdict.illegal("BA-ART-1", "only the active player's guns fire");
        }
        v = targetProblem(s, a.gun(), a.target(), new Arc(s, a.gun()));
        return v == null ? Verdict.ok() : v;
    }

    /**
     * Fires: balls spent, one man killed (the firing side chooses him in FREE mode, BA-ART-6),
     * engagement checks (BA-ART-5..9). In FREE mode the state waits in Phase.LOSSES and
     * {@link Combat#allocate} finishes the shot.
     */
    static void apply(BaState s, Fire a) {
        int gun = a.gun();
        int t = a.target();
        s.setBalls(gun, s.balls(gun) - (byte) cost(s, gun, t));
        s.setFired(gun, true);
        Losses.add(s, Losses.LRA, t, gun, s.anchorX(gun), s.anchorY(gun), 1, false, 0, false,
                s.engagement(t) != BaState.NONE);
        if (Losses.settle(s)) {
            Engagements.check(s);
        }
    }
}
