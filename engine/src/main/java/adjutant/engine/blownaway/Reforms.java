package adjutant.engine.blownaway;

import adjutant.engine.geometry.FastMath;
import adjutant.engine.blownaway.action.Reform;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Box;
import adjutant.engine.geometry.Eps;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.UnitType;
import java.util.ArrayList;
import java.util.List;

/**
 * Reform (BA-FORM-1..5, BA-GEO-26): a new grid of the chosen formation and facing about the
 * pivot point, or, for artillery, a rotation of the crew slots about the axle (BA-FORM-4).
 * Reforming is not a move: the stop rule does not apply, so a PINNED unit may reform (BA-FORM-3).
 */
final class Reforms {
    private Reforms() {}

    /** The new layout: figures, their slots and positions, the anchor and facing. */
    static final class Layout {
        Verdict verdict = Verdict.ok();
        Formation formation;
        double facing;
        double ax, ay;
        int n;
        int[] fig;
        short[] slot;
        double[] x, y;
        int gridSize;
    }

    static Layout layout(BaState s, Reform a) {
        Layout l = new Layout();
        int u = a.unit();
        String name = BlownAwayRules.name(s, u);
        Verdict pre = Movement.orderedPrerequisites(s, u, false);
        if (!pre.legal()) {
            l.verdict = pre;
            return l;
        }
        if (!Double.isFinite(a.facingDeg())) {
            l.verdict = Verdict.illegal("BA-FORM-1", "the new facing must be a finite angle");
            return l;
        }
        UnitType type = s.setup.unitType[u];
        Formation current = Formation.of(s.formationOrdinal(u));
        Formation target = a.formation() == null ? current : a.formation();
        l.facing = Angles.normalize(a.facingDeg());
        double fx = SlotGeometry.fx(l.facing);
        double fy = SlotGeometry.fy(l.facing);
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        if (type == UnitType.ARTILLERY) {
            if (target != Formation.BATTERY) {
                l.verdict = Verdict.illegal("BA-FORM-4", name + " is artillery: it has no formation choice, only a facing");
                return l;
            }
            if (!s.setup.params.artilleryMayMove() && !s.setup.params.options().immobileMayPivot()) {
                l.verdict = Verdict.illegal("BA-MOVE-2", name + " is artillery before 1750 and may not turn");
                return l;
            }
            l.formation = Formation.BATTERY;
            l.ax = s.anchorX(u);
            l.ay = s.anchorY(u);
            l.gridSize = s.gridSize(u);
            double[] local = SlotGeometry.local(Formation.BATTERY, type, Math.max(l.gridSize, s.setup.startMen[u]));
            List<Integer> men = new ArrayList<>();
            for (int f = from; f < to; f++) {
                if (s.statusOrdinal(f) == 0 && s.slot(f) >= 0) {
                    men.add(f);
                }
            }
            alloc(l, men.size());
            for (int i = 0; i < l.n; i++) {
                int f = men.get(i);
                l.fig[i] = f;
                l.slot[i] = (short) s.slot(f);
                l.x[i] = SlotGeometry.worldX(l.ax, fx, fy, local[2 * s.slot(f)], local[2 * s.slot(f) + 1]);
                l.y[i] = SlotGeometry.worldY(l.ay, fx, fy, local[2 * s.slot(f)], local[2 * s.slot(f) + 1]);
            }
        } else {
            if (target == Formation.BATTERY) {
                l.verdict = Verdict.illegal("BA-FORM-1", name + " is not artillery and cannot form a battery");
                return l;
            }
            l.formation = target;
            double[] c = SlotGeometry.pivotPoint(s, u);
            l.ax = c[0];
            l.ay = c[1];
            List<Integer> men = new ArrayList<>();
            for (int f = from; f < to; f++) {
                if (s.statusOrdinal(f) == 0) {
                    men.add(f);
                }
            }
            men.sort((p, q) -> {
                int d = SlotGeometry.assignmentRank(s.setup.figRole[p]) - SlotGeometry.assignmentRank(s.setup.figRole[q]);
                return d != 0 ? d : Integer.compare(p, q);
            });
            alloc(l, men.size());
            l.gridSize = l.n;
            double[] local = SlotGeometry.local(target, type, l.n);
            for (int i = 0; i < l.n; i++) {
                l.fig[i] = men.get(i);
                l.slot[i] = (short) i;
                l.x[i] = SlotGeometry.worldX(l.ax, fx, fy, local[2 * i], local[2 * i + 1]);
                l.y[i] = SlotGeometry.worldY(l.ay, fx, fy, local[2 * i], local[2 * i + 1]);
            }
        }
        // BA-FORM-2: on the table, passable, clear of other units' bodies.
        BodyBounds bounds = l.n > 0 ? BodyBounds.of(s) : null;
        long near = l.n > 0 ? unitsNear(s, bounds, u, l) : 0;
        for (int i = 0; i < l.n; i++) {
            String pr = Passability.point(s.setup.board, l.x[i], l.y[i]);
            if (pr != null) {
                int f = l.fig[i];
                l.verdict = Verdict.illegal("BA-FORM-2", () -> "man " + f + " of " + name + " " + pr);
                return l;
            }
            double r = s.setup.figRadius[l.fig[i]];
            int o = overlapping(s, bounds, near, l.x[i], l.y[i], r);
            if (o >= 0) {
                int f = l.fig[i];
                String other = BlownAwayRules.name(s, o);
                l.verdict = Verdict.illegal("BA-FORM-2", () -> String.format("man %d of %s would stand on %s", f, name,
                        other));
                return l;
            }
        }
        return l;
    }

    /** The unit (other than u) whose body element overlaps a figure of radius r at (px, py), or -1. */
    static int overlapping(BaState s, int u, double px, double py, double r) {
        return overlapping(s, BodyBounds.of(s), u, px, py, r);
    }

    /** The same with the state's boxes: units whose box is beyond any overlap are skipped. */
    static int overlapping(BaState s, BodyBounds bounds, int u, double px, double py, double r) {
        long others = (s.setup.nUnits == 64 ? -1L : (1L << s.setup.nUnits) - 1) & ~(1L << u);
        return overlapping(s, bounds, others, px, py, r);
    }

    /** The same among the units of {@code units} (a bit set), in unit order. */
    private static int overlapping(BaState s, BodyBounds bounds, long units, double px, double py, double r) {
        double reach = r + Params.MAX_RADIUS + StopRule.REJECT_MARGIN;
        for (long left = units; left != 0; left &= left - 1) {
            int o = Long.numberOfTrailingZeros(left);
            if (bounds.gap(o, px, px, py, py) > reach) {
                continue;
            }
            int from = s.setup.firstFigure[o];
            int to = from + s.setup.startMen[o];
            for (int f = from; f < to; f++) {
                if (s.statusOrdinal(f) == 0 && FastMath.hypot(s.x(f) - px, s.y(f) - py) < r + s.setup.figRadius[f] - Eps.EPS) {
                    return o;
                }
            }
            if (s.setup.unitType[o] == UnitType.ARTILLERY && bounds.manned(o)
                    && FastMath.hypot(s.anchorX(o) - px, s.anchorY(o) - py) < r + Params.RADIUS_CANNON - Eps.EPS) {
                return o;
            }
        }
        return -1;
    }

    /**
     * The units other than u (a bit set) whose box comes within overlap reach of the box of the
     * whole layout: no other unit can overlap any of its men (a man's gap to a unit's box is at
     * least the layout box's, {@link BodyBounds#gap}).
     */
    private static long unitsNear(BaState s, BodyBounds bounds, int u, Layout l) {
        double[] box = Box.extent(l.x, l.y, l.n);
        double x0 = box[0], x1 = box[1], y0 = box[2], y1 = box[3];
        double reach = 2 * Params.MAX_RADIUS + StopRule.REJECT_MARGIN; // a man's radius is at most Params.MAX_RADIUS
        long near = 0;
        for (int o = 0; o < s.setup.nUnits; o++) {
            if (o != u && bounds.gap(o, x0, x1, y0, y1) <= reach) {
                near |= 1L << o;
            }
        }
        return near;
    }

    private static void alloc(Layout l, int n) {
        l.n = n;
        l.fig = new int[n];
        l.slot = new short[n];
        l.x = new double[n];
        l.y = new double[n];
    }

    static void apply(BaState s, Reform a) {
        Layout l = layout(s, a);
        if (!l.verdict.legal()) {
            throw new IllegalArgumentException(l.verdict.message());
        }
        int u = a.unit();
        for (int i = 0; i < l.n; i++) {
            s.moveFigure(l.fig[i], Eps.round3(l.x[i]), Eps.round3(l.y[i]));
            s.setSlot(l.fig[i], l.slot[i]);
        }
        s.setFormationOrdinal(u, l.formation.ordinal());
        s.setFacing(u, l.facing);
        s.moveAnchor(u, Eps.round3(l.ax), Eps.round3(l.ay));
        s.setGridSize(u, l.gridSize);
        s.spine[u] = l.formation == Formation.COLUMN
                ? BlownAway.straightSpine(new adjutant.engine.geometry.Vec2(l.ax, l.ay), l.facing, l.gridSize,
                        s.setup.unitType[u])
                : null;
    }
}
