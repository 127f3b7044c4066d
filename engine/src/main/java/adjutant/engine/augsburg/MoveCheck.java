package adjutant.engine.augsburg;

import adjutant.engine.augsburg.action.Move;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Vec2;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether a unit may end a move of its M, W or R order at a position and facing, and the paths
 * its front edge takes to get there (LOA-MOVE-1 to LOA-MOVE-3, AMB-23 to AMB-26):
 * <ul>
 *   <li>M: straight ahead only, facing unchanged, up to one allowance (AMB-25);</li>
 *   <li>W: a forward wheel, pivoting on the front corner on the side it turns to, the outer
 *       corner's arc within one allowance (AMB-25); an unlimbered gun pivots on its centre up to
 *       45° instead (AMB-24);</li>
 *   <li>R: about face (the rear edge becomes the front) and straight on, at half rate (LOA-MOVE-3).</li>
 * </ul>
 * Positions are the centre of the front edge. A move ends on the table, off impassable terrain,
 * overlapping no unit and touching no enemy (melee comes only by a Charge, LOA-MELEE-1); on the
 * way it passes through no enemy, nor through friends unless it is skirmishers or gunners (AMB-63).
 * A move that leaves the footprint where it was (standing, or an about face in place) is always
 * allowed.
 *
 * @implNote This class is stateless and thread-safe.
 */
final class MoveCheck {

    /** Inches and degrees a position entered at a table may be off the exact geometry. */
    static final double TOL = 1e-3;
    private static final double COST_TOL = 1e-4;
    /** Samples along a path are at most this far apart, inches. */
    private static final double STEP = 0.5;

    private MoveCheck() {
    }

    /** The fraction of the allowance an order's move may spend: half rate to retire (LOA-MOVE-3). */
    static double allowance(Order order) {
        return order == Order.RETIRE ? 0.5 : 1.0;
    }

    static boolean unlimberedGun(LoaState s, int unit) {
        return s.setup.kind(unit).isArtillery() && s.units[unit].formation == Formation.UNLIMBERED;
    }

    /** The footprint the unit would have at a front position and facing. */
    static Footprint at(LoaState s, int unit, Vec2 front, double facing) {
        UnitState u = s.units[unit];
        return Footprints.of(s.setup.kind(unit), u.formation, u.figureCount(), front, facing);
    }

    /** Where the front edge starts for an order: for R, the rear edge after the about face. */
    static Footprint start(LoaState s, int unit, Order order) {
        Footprint f = s.footprint(unit);
        if (order == Order.RETIRE) {
            return at(s, unit, f.front().minus(f.forward().times(f.depth())), deg360(f.facing() + 180));
        }
        return f;
    }

    /** The verdict on a Move for the unit's order (M, W or R). */
    static Verdict check(LoaState s, int unit, Order order, Move m) {
        if (m.unit() != unit) {
            return Verdict.illegal("LOA-ORD-2", () -> Words.unit(s, unit) + " is carrying out its order, not another unit");
        }
        if (!Double.isFinite(m.x()) || !Double.isFinite(m.y()) || !Double.isFinite(m.facing())) {
            return Verdict.illegal("LOA-MOVE-2", "a position is finite numbers");
        }
        Footprint from = start(s, unit, order);
        Vec2 end = new Vec2(m.x(), m.y());
        Footprint to = at(s, unit, end, m.facing());
        double turn = Angles.turnDeg(from.facing(), m.facing());
        List<List<Vec2>> paths = new ArrayList<>();
        List<Footprint> way = new ArrayList<>();
        boolean gun = unlimberedGun(s, unit);
        if (order == Order.WHEEL) {
            if (gun) {
                if (Math.abs(turn) > 45 + TOL) {
                    return Verdict.illegal("LOA-MOVE-1", "AMB-24: an unlimbered gun pivots at most 45°");
                }
                Vec2 c = from.centre();
                Vec2 want = c.plus(from.front().minus(c).rotate(turn));
                if (want.distance(end) > TOL) {
                    return Verdict.illegal("LOA-MOVE-1", () -> "AMB-24: an unlimbered gun pivots on its centre: its front would be at "
                            + fmt(want));
                }
                return clear(s, unit, List.of(to), to, from);
            }
            Vec2 pivot = corner(from, turn >= 0);
            Vec2 want = pivot.plus(from.front().minus(pivot).rotate(turn));
            if (want.distance(end) > TOL) {
                return Verdict.illegal("LOA-MOVE-2", () -> "AMB-25: a wheel pivots on the front corner it turns toward; "
                        + "turning " + fmt(turn) + "° puts the front at " + fmt(want));
            }
            int n = Math.max(1, (int) Math.ceil(Math.abs(Math.toRadians(turn)) * from.width() / STEP));
            for (Vec2 p : List.of(corner(from, true), from.front(), corner(from, false))) {
                List<Vec2> arc = new ArrayList<>();
                for (int k = 0; k <= n; k++) {
                    arc.add(pivot.plus(p.minus(pivot).rotate(turn * k / n)));
                }
                paths.add(arc);
            }
            for (int k = 1; k <= n; k++) {
                double t = turn * k / n;
                way.add(at(s, unit, pivot.plus(from.front().minus(pivot).rotate(t)), from.facing() + t));
            }
        } else {
            if (Math.abs(turn) > TOL) {
                return Verdict.illegal(order == Order.RETIRE ? "LOA-MOVE-3" : "LOA-MOVE-2", order == Order.RETIRE
                        ? "a retiring unit ends facing the way it moved, its back to where it faced (AMB-26)"
                        : "AMB-25: a Move is straight ahead, its facing unchanged");
            }
            Vec2 d = end.minus(from.front());
            double ahead = d.dot(from.forward());
            double across = d.dot(from.forward().rightNormal());
            if (Math.abs(across) > TOL || ahead < -TOL) {
                return Verdict.illegal(order == Order.RETIRE ? "LOA-MOVE-3" : "LOA-MOVE-2", order == Order.RETIRE
                        ? "a retiring unit moves straight to its rear"
                        : "AMB-25: a Move is straight ahead, its facing unchanged");
            }
            if (gun && ahead > TOL) {
                return Verdict.illegal("LOA-MOVE-1", "AMB-24: an unlimbered gun cannot move, only pivot on a Wheel order");
            }
            Vec2 half = from.forward().rightNormal().times(from.width() / 2);
            for (Vec2 p : List.of(from.front().minus(half), from.front(), from.front().plus(half))) {
                paths.add(List.of(p, p.plus(d)));
            }
            int n = Math.max(1, (int) Math.ceil(d.length() / STEP));
            for (int k = 1; k <= n; k++) {
                way.add(at(s, unit, from.front().plus(d.times((double) k / n)), from.facing()));
            }
        }
        double spent = MoveRates.spent(s, MoveRates.of(s, unit), paths);
        double allowed = allowance(order);
        if (spent > allowed + COST_TOL) {
            if (Double.isInfinite(spent)) {
                return Verdict.illegal("LOA-MOVE-1", "limbered guns may not enter bad going or cross an obstacle");
            }
            return Verdict.illegal("LOA-MOVE-1", () -> "AMB-23: that takes " + pct(spent) + " of a move"
                    + (order == Order.RETIRE ? " at half rate (LOA-MOVE-3): " : ": ") + Words.unit(s, unit) + " has " + pct(allowed));
        }
        return clear(s, unit, way, to, s.footprint(unit));
    }

    /** The front corner on the side a turn goes to: left for a turn to the left (positive degrees). */
    static Vec2 corner(Footprint f, boolean left) {
        Vec2 half = f.forward().rightNormal().times(f.width() / 2);
        return left ? f.front().minus(half) : f.front().plus(half);
    }

    /** The end on the table and clear terrain; the way and the end clear of other units (AMB-63, LOA-MELEE-1). */
    static Verdict clear(LoaState s, int unit, List<Footprint> way, Footprint end, Footprint now) {
        if (Rects.same(end, now)) {
            return Verdict.ok();
        }
        var table = s.setup.scenario().header().table();
        for (Vec2 c : end.polygon().vertices()) {
            if (!table.contains(c)) {
                return Verdict.illegal("LOA-MOVE-1", () -> Words.unit(s, unit) + " would leave the table");
            }
        }
        if (Going.impassable(s, end)) {
            return Verdict.illegal("LOA-TERR-1", () -> Words.unit(s, unit) + " cannot stand in impassable terrain");
        }
        boolean passes = MoveRates.skirmishingFoot(s, unit);
        Vec2 here = now.front();
        double span = here.distance(end.front()) + 40;
        for (int o = 0; o < s.units.length; o++) {
            if (o == unit || !s.inPlay(o)) {
                continue;
            }
            Footprint of = s.footprint(o);
            if (of.front().distance(here) > span) {
                continue;
            }
            boolean enemy = s.setup.side(o) != s.setup.side(unit);
            if (enemy && Rects.overlap(end, of, Rects.CONTACT)) {
                final int e = o;
                return Verdict.illegal("LOA-MELEE-1", () -> Words.unit(s, unit) + " would touch " + Words.unit(s, e)
                        + ": melee comes only from a Charge");
            }
            if (!enemy && Rects.overlap(end, of, -Rects.CONTACT)) {
                final int f = o;
                return Verdict.illegal("LOA-FIRE-9", () -> "AMB-63: " + Words.unit(s, unit) + " would end on " + Words.unit(s, f));
            }
            if (enemy || !passes) {
                for (Footprint w : way) {
                    if (Rects.overlap(w, of, -Rects.CONTACT)) {
                        final int f = o;
                        return Verdict.illegal(enemy ? "LOA-MELEE-1" : "LOA-FIRE-9", () -> (enemy ? "" : "AMB-63: only skirmishers "
                                + "and gunners pass through friends; ") + Words.unit(s, unit) + " would pass through " + Words.unit(s, f));
                    }
                }
            }
        }
        return Verdict.ok();
    }

    /** A facing in [0, 360). */
    static double deg360(double deg) {
        double a = deg % 360.0;
        return a < 0 ? a + 360.0 : a + 0.0;
    }

    static String fmt(Vec2 p) {
        return "(" + fmt(p.x()) + ", " + fmt(p.y()) + ")";
    }

    static String fmt(double v) {
        return String.format(java.util.Locale.ROOT, "%.2f", v).replaceAll("\\.?0+$", "");
    }

    private static String pct(double f) {
        return Math.round(f * 100) + "%";
    }
}
