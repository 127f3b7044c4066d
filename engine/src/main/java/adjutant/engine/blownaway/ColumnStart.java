package adjutant.engine.blownaway;

import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Eps;
import adjutant.engine.geometry.FastMath;
import adjutant.engine.geometry.FormationGrid;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.UnitType;

/**
 * A column pivoted about its head, ready to snake ({@link Snakes}, BA-GEO-10/12): the pivoted
 * body and its BA-MOVE-16 check, whether D &lt; 4 right after the pivot (BA-GEO-13), the stored
 * spine pivoted, and (once asked for) each tracker's rank and lateral offset and the rank centres
 * that begin the path Q. It depends only on the unit and the pivot, so the snakes of one unit
 * with one pivot share it through their {@link MoveContext}. Never changed once made.
 */
final class ColumnStart {
    final int unit;
    final Body body; // pivoted
    final double ax, ay; // the head, about which the column pivots
    final double facing, hfx, hfy; // facing after the pivot and its unit vector
    final Verdict pose; // BA-MOVE-16 (legal without a pivot)
    final double sRank;
    final int nR; // ranks of the stored spine
    final double[] spx, spy; // stored spine after the pivot
    private final double pivot;
    private final double[] stored;
    private byte stopsAtOnce; // 0 not yet known, 1 yes, 2 no
    private Trackers trackers;

    /** The men (0..n-1), then the spine's rank centres: rank and lateral offset, and the centres beginning Q. */
    static final class Trackers {
        int m; // trackers
        int[] rank;
        double[] lat;
        int rMax; // ranks, with those appended behind the grid
        double[] qx, qy; // rank centres, head first, for the spine part of Q
    }

    ColumnStart(MoveContext ctx, int u, double pivot) {
        BaState s = ctx.state();
        unit = u;
        this.pivot = pivot;
        ax = s.anchorX(u);
        ay = s.anchorY(u);
        facing = Angles.normalize(s.facing(u) + pivot);
        hfx = Math.cos(Math.toRadians(facing));
        hfy = Math.sin(Math.toRadians(facing));
        double cos = Math.cos(Math.toRadians(pivot)); // once, for the men and the spine
        double sin = Math.sin(Math.toRadians(pivot));
        body = ctx.bodyToMove(u);
        body.rotate(ax, ay, cos, sin);
        // the frames' entries of other units are the state's, all that the pose check reads
        pose = pivot != 0 ? RigidMoves.poseProblems(s, ctx.frames(), body, "BA-MOVE-16", "after the pivot ")
                : Verdict.ok();
        UnitType type = s.setup.unitType[u];
        sRank = SlotGeometry.rankSpacing(type);
        stored = s.spine[u] != null ? s.spine[u]
                : BlownAway.straightSpine(new adjutant.engine.geometry.Vec2(ax, ay), s.facing(u), s.gridSize(u), type);
        nR = stored.length / 2;
        spx = new double[nR];
        spy = new double[nR];
        for (int j = 0; j < nR; j++) {
            double dx = (j == 0 ? ax : stored[2 * j]) - ax;
            double dy = (j == 0 ? ay : stored[2 * j + 1]) - ay;
            spx[j] = ax + dx * cos - dy * sin;
            spy[j] = ay + dx * sin + dy * cos;
        }
    }

    /**
     * BA-GEO-13: is D &lt; 4 right after the pivot, so that the column may not advance at all?
     * When first asked, sets u's frame in {@code fr} to the pivoted pose to find out.
     */
    boolean stopsAtOnce(BaState s, Frames fr) {
        if (stopsAtOnce == 0) {
            fr.setPose(unit, ax, ay, hfx, hfy, body.x, body.y, body.n);
            double limit = Params.CONTACT_RANGE - Eps.EPS;
            stopsAtOnce = StopRule.threatDistance(s, fr, body, limit, null) < limit ? (byte) 1 : (byte) 2;
        }
        return stopsAtOnce == 1;
    }

    /** The trackers of a moving column (BA-GEO-12). */
    Trackers trackers(BaState s) {
        if (trackers == null) {
            trackers = findTrackers(s);
        }
        return trackers;
    }

    private Trackers findTrackers(BaState s) {
        Trackers t = new Trackers();
        int u = unit;
        UnitType type = s.setup.unitType[u];
        int n = body.n;
        t.m = n + nR;
        t.rank = new int[t.m];
        t.lat = new double[t.m];
        int grid = s.gridSize(u);
        double[] local = SlotGeometry.local(Formation.COLUMN, type, grid);
        int files = Math.max(1, Math.min(Params.COLUMN_FILES, grid));
        int gridRanks = (grid + files - 1) / files;
        int rMax = nR;
        for (int i = 0; i < n; i++) {
            int k = s.slot(body.fig[i]);
            double lx = 0;
            double ly = 0;
            if (k >= 0 && k < grid) {
                lx = local[2 * k];
                ly = local[2 * k + 1];
            } else if (k >= grid) {
                int e = k - grid;
                lx = (FormationGrid.orderWithinRank(files)[e % files] - (files - 1) / 2.0) * Params.INFANTRY_FILE;
                ly = -(gridRanks + e / files) * sRank;
            }
            t.rank[i] = (int) Math.round(-ly / sRank);
            t.lat[i] = lx;
            rMax = Math.max(rMax, t.rank[i] + 1);
        }
        for (int j = 0; j < nR; j++) {
            t.rank[n + j] = j;
        }
        t.rMax = rMax;
        rankCentres(s, t);
        return t;
    }

    /** The rank centres beginning Q: the pivoted spine, exactly straight when it is so up to rounding. */
    private void rankCentres(BaState s, Trackers t) {
        int u = unit;
        int rMax = t.rMax;
        double cos = Math.cos(Math.toRadians(pivot));
        double sin = Math.sin(Math.toRadians(pivot));
        double f0x = SlotGeometry.fx(s.facing(u));
        double f0y = SlotGeometry.fy(s.facing(u));
        boolean straight = true;
        for (int j = 1; j < nR && straight; j++) {
            straight = Math.abs(stored[2 * j] - (ax - j * sRank * f0x)) <= Snakes.DRESS_TOL
                    && Math.abs(stored[2 * j + 1] - (ay - j * sRank * f0y)) <= Snakes.DRESS_TOL;
        }
        double[] qx = new double[rMax];
        double[] qy = new double[rMax];
        for (int j = 0; j < nR; j++) {
            if (straight) {
                double dx = -j * sRank * f0x;
                double dy = -j * sRank * f0y;
                qx[j] = ax + dx * cos - dy * sin;
                qy[j] = ay + dx * sin + dy * cos;
            } else {
                qx[j] = spx[j];
                qy[j] = spy[j];
            }
        }
        if (rMax > nR) {
            double tx = hfx;
            double ty = hfy;
            if (nR >= 2) {
                double cx = qx[nR - 2] - qx[nR - 1];
                double cy = qy[nR - 2] - qy[nR - 1];
                double c = FastMath.hypot(cx, cy);
                if (c > 1e-12) {
                    tx = cx / c;
                    ty = cy / c;
                }
            }
            for (int j = nR; j < rMax; j++) {
                qx[j] = qx[nR - 1] - (j - nR + 1) * sRank * tx;
                qy[j] = qy[nR - 1] - (j - nR + 1) * sRank * ty;
            }
        }
        t.qx = qx;
        t.qy = qy;
    }
}
