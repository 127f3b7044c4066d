package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Vec2;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a move passes: the unit's footprint at points along the way (the front centre moving
 * straight, the facing turning evenly, the new formation from halfway), and what it comes near.
 * Used for the distance limits that hold "at any point" of a move (HOW-MOVE-6, HOW-MOVE-7,
 * HOW-CMD-6, AMB-49, AMB-67, AMB-69) and for the units it passes through (HOW-INTP).
 */
final class Proximity {

    /** Overlaps smaller than this (cm) are bases in contact, not overlapping (HOW-INTP-3). */
    static final double TOUCH = 0.05;

    private Proximity() {
    }

    /** The footprints along the move, the start and the end included. */
    static List<Footprint> path(HowState s, int u, Footprint a, Formation fa, Footprint b, Formation fb) {
        double dist = a.frontCentre().distance(b.frontCentre());
        double turn = Angles.turnDeg(a.facing(), b.facing());
        int n = Math.max(2, Math.min(40, (int) Math.ceil(dist / 3) + (int) Math.ceil(Math.abs(turn) / 15)));
        List<Footprint> out = new ArrayList<>(n + 1);
        out.add(a);
        for (int k = 1; k < n; k++) {
            double t = k / (double) n;
            Vec2 p = a.frontCentre().plus(b.frontCentre().minus(a.frontCentre()).times(t));
            Formation f = t < 0.5 ? fa : fb;
            out.add(Bases.footprint(s.setup, u, p, a.facing() + turn * t, f));
        }
        out.add(b);
        return out;
    }

    /** Whether some enemy in play is within {@code cm} of the unit at the start, the end or a point between. */
    static boolean within(HowState s, int u, Footprint a, Footprint b, double cm) {
        Formation f = s.units[u].formation;
        return within(new Sweep(s, u, a, f, b, f), cm);
    }

    /** The same along a move's sweep, the unit keeping its present formation all the way. */
    static boolean within(Sweep w, double cm) {
        HowState s = w.s;
        Side side = s.setup.side(w.u);
        for (int e = 0; e < s.units.length; e++) {
            if (s.setup.side(e) == side || !s.inPlay(e)) {
                continue;
            }
            Footprint ef = s.footprint(e);
            if (w.a.within(ef, cm) || w.b.within(ef, cm)) {
                return true;
            }
            if (lowerBound(w.a, w.b, ef) > cm) {
                continue;
            }
            for (Footprint p : w.pathIn(s.units[w.u].formation)) {
                if (p.within(ef, cm)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A distance no footprint on the straight way from a to b comes nearer to o than. */
    static double lowerBound(Footprint a, Footprint b, Footprint o) {
        Vec2 p = o.centre();
        Vec2 x = a.centre();
        Vec2 y = b.centre();
        double d = adjutant.engine.geometry.Segment.pointSegmentDistance(p.x(), p.y(), x.x(), x.y(), y.x(), y.y());
        return d - 2 * Math.max(radius(a), radius(b)) - radius(o); // the turning footprint strays from the chord
    }

    private static double radius(Footprint f) {
        return f.radius();
    }

    /** Distance from the footprint to the nearest enemy unit in play, +∞ if none. */
    static double nearestEnemy(HowState s, int u, Footprint f) {
        Side side = s.setup.side(u);
        double best = Double.POSITIVE_INFINITY;
        for (int e = 0; e < s.units.length; e++) {
            if (s.setup.side(e) != side && s.inPlay(e)) {
                Footprint ef = s.footprint(e);
                if (f.boxGap(ef) < best) {
                    best = Math.min(best, f.distanceTo(ef));
                }
            }
        }
        return best;
    }

    /** Whether the footprint overlaps no other unit in play (bases in contact are fine). */
    static boolean clear(HowState s, int u, Footprint f) {
        for (int o = 0; o < s.units.length; o++) {
            if (o != u && s.inPlay(o) && overlap(f, s.footprint(o))) {
                return false;
            }
        }
        return true;
    }

    /** Whether two footprints overlap by more than a touch. */
    static boolean overlap(Footprint a, Footprint b) {
        double reach = a.width() + a.depth() + b.width() + b.depth();
        if (a.frontCentre().distance(b.frontCentre()) > reach) {
            return false;
        }
        return a.overlapsInterior(b, TOUCH);
    }
}
