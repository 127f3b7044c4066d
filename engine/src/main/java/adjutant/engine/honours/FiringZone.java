package adjutant.engine.honours;

import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a unit may fire (HOW-FIRE-6, HOW-FIRE-7, AMB-2): a 60° wedge from the centre of its front
 * edge, bisected by its facing; light infantry and dismounted cavalry the whole front sector; a
 * unit in a built-up area all round (it fires through its faces, HOW-TERR-25). The range to a
 * target is measured from the front centre to the nearest point of the target inside the zone.
 * "Half of the target in the zone" counts base centres, as in HOW-ORG-9.
 */
final class FiringZone {

    private static final double HALF_WEDGE = 30;
    private static final double EPS = 1e-9;

    private FiringZone() {
    }

    /** A half-plane: points p with (p − origin) × dir ≤ 0 lie inside, i.e. to the right of dir. */
    private record Edge(Vec2 origin, Vec2 dir, boolean keepLeft) {
        double side(Vec2 p) {
            double c = dir.cross(p.minus(origin));
            return keepLeft ? c : -c;
        }
    }

    /** Whether the unit fires all round: it stands in a built-up area (HOW-TERR-25). */
    static boolean allRound(HowState s, int unit) {
        return Cover.buaOf(s, unit) >= 0;
    }

    static boolean frontSector(HowState s, int unit) {
        UnitType t = s.setup.type(unit);
        return t == UnitType.LIGHT_INFANTRY || s.units[unit].formation == Formation.DISMOUNTED;
    }

    private static List<Edge> edges(HowState s, int unit) {
        Footprint f = s.footprint(unit);
        List<Edge> out = new ArrayList<>(3);
        if (allRound(s, unit)) {
            return out;
        }
        double facing = f.facing();
        if (frontSector(s, unit)) {
            out.add(new Edge(f.frontLeft(), Vec2.unit(facing + 45), false));
            out.add(new Edge(f.frontRight(), Vec2.unit(facing - 45), true));
            out.add(new Edge(f.frontLeft(), f.frontRight().minus(f.frontLeft()), true));
        } else {
            out.add(new Edge(f.frontCentre(), Vec2.unit(facing + HALF_WEDGE), false));
            out.add(new Edge(f.frontCentre(), Vec2.unit(facing - HALF_WEDGE), true));
        }
        return out;
    }

    /** Whether the point lies in the unit's firing zone. */
    static boolean contains(HowState s, int unit, Vec2 p) {
        return inside(edges(s, unit), p);
    }

    private static boolean inside(List<Edge> edges, Vec2 p) {
        for (Edge e : edges) {
            if (e.side(p) < -EPS) {
                return false;
            }
        }
        return true;
    }

    /** The target's bases whose centres lie in the firer's zone. */
    static int basesIn(HowState s, int firer, Footprint target) {
        List<Edge> edges = edges(s, firer); // the same for every base: built once
        int n = 0;
        for (Vec2 c : target.baseCentres()) {
            if (inside(edges, c)) {
                n++;
            }
        }
        return n;
    }

    /** The part of a footprint inside the zone, as a convex polygon (empty when none). */
    static List<Vec2> clip(HowState s, int firer, Footprint target) {
        List<Vec2> poly = new ArrayList<>(target.corners());
        for (Edge e : edges(s, firer)) {
            poly = clip(poly, e);
            if (poly.isEmpty()) {
                break;
            }
        }
        return poly;
    }

    private static List<Vec2> clip(List<Vec2> poly, Edge e) {
        List<Vec2> out = new ArrayList<>();
        int n = poly.size();
        for (int i = 0; i < n; i++) {
            Vec2 a = poly.get(i);
            Vec2 b = poly.get((i + 1) % n);
            double sa = e.side(a);
            double sb = e.side(b);
            if (sa >= -EPS) {
                out.add(a);
            }
            if ((sa >= -EPS) != (sb >= -EPS)) {
                double t = sa / (sa - sb);
                out.add(a.plus(b.minus(a).times(t)));
            }
        }
        return out;
    }

    /** Whether any part of the footprint lies in the zone. */
    static boolean touches(HowState s, int firer, Footprint target) {
        return !clip(s, firer, target).isEmpty();
    }

    /**
     * The range (HOW-FIRE-7, AMB-2): from the firer's front centre to the nearest point of the
     * target inside the zone; +∞ when no part is inside. All-round firers measure from their
     * nearest edge.
     */
    static double range(HowState s, int firer, Footprint target) {
        if (allRound(s, firer)) {
            return s.footprint(firer).distanceTo(target);
        }
        return distance(s.footprint(firer).frontCentre(), clip(s, firer, target));
    }

    /** The nearest point of the target inside the zone, null if none: where the fire is aimed. */
    static Vec2 aimPoint(HowState s, int firer, Footprint target) {
        List<Vec2> poly = allRound(s, firer) ? target.corners() : clip(s, firer, target);
        if (poly.isEmpty()) {
            return null;
        }
        Vec2 from = s.footprint(firer).frontCentre();
        Vec2 best = null;
        double bestD = Double.POSITIVE_INFINITY;
        int n = poly.size();
        for (int i = 0; i < n; i++) {
            Vec2 p = Segment.of(poly.get(i), poly.get((i + 1) % n)).closestPoint(from);
            double d = p.distance(from);
            if (d < bestD) {
                bestD = d;
                best = p;
            }
        }
        return best;
    }

    /** Distance from a point to a convex polygon (0 inside), +∞ for an empty one. */
    static double distance(Vec2 p, List<Vec2> poly) {
        if (poly.isEmpty()) {
            return Double.POSITIVE_INFINITY;
        }
        int n = poly.size();
        boolean inside = n >= 3;
        double best = Double.POSITIVE_INFINITY;
        double sign = 0;
        for (int i = 0; i < n; i++) {
            Vec2 a = poly.get(i);
            Vec2 b = poly.get((i + 1) % n);
            double c = b.minus(a).cross(p.minus(a));
            if (sign == 0 && Math.abs(c) > EPS) {
                sign = Math.signum(c);
            } else if (Math.abs(c) > EPS && Math.signum(c) != sign) {
                inside = false;
            }
            best = Math.min(best, Segment.of(a, b).distanceTo(p));
        }
        return inside ? 0 : best;
    }
}
