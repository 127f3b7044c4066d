package adjutant.engine.scenario;

import adjutant.engine.geometry.Vec2;
import java.util.List;

/** The few plane-geometry tests scenario validation needs: polygons, segments, circles. */
public final class ScenarioGeometry {

    /** Length tolerance, inches (section 0.2). */
    public static final double EPS = 1e-6;

    private ScenarioGeometry() {}

    /** Point in polygon by ray casting; points on the boundary count as inside. */
    public static boolean insidePolygon(Vec2 p, List<Vec2> poly) {
        int n = poly.size();
        if (n < 3) {
            return false;
        }
        boolean inside = false;
        for (int i = 0, j = n - 1; i < n; j = i++) {
            Vec2 a = poly.get(i);
            Vec2 b = poly.get(j);
            if (segmentDistance(p, a, b) <= EPS) {
                return true;
            }
            if ((a.y() > p.y()) != (b.y() > p.y())
                    && p.x() < (b.x() - a.x()) * (p.y() - a.y()) / (b.y() - a.y()) + a.x()) {
                inside = !inside;
            }
        }
        return inside;
    }

    /** Distance from {@code p} to the segment [a, b]. */
    public static double segmentDistance(Vec2 p, Vec2 a, Vec2 b) {
        Vec2 ab = b.minus(a);
        double len2 = ab.dot(ab);
        double t = len2 == 0 ? 0 : Math.max(0, Math.min(1, p.minus(a).dot(ab) / len2));
        return p.distance(a.plus(ab.times(t)));
    }

    /** Whether the closed segments [a, b] and [c, d] have a point in common. */
    public static boolean segmentsIntersect(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
        double d1 = b.minus(a).cross(c.minus(a));
        double d2 = b.minus(a).cross(d.minus(a));
        double d3 = d.minus(c).cross(a.minus(c));
        double d4 = d.minus(c).cross(b.minus(c));
        if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
            return true;
        }
        return segmentDistance(c, a, b) <= EPS || segmentDistance(d, a, b) <= EPS
                || segmentDistance(a, c, d) <= EPS || segmentDistance(b, c, d) <= EPS;
    }

    /**
     * Why a closed polygon is not simple: two of its points coincide, or two edges that are not
     * neighbours meet (a bowtie); empty when it is simple. Edge i runs from point i to point i + 1.
     */
    public static java.util.Optional<String> notSimple(List<Vec2> poly) {
        int n = poly.size();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (poly.get(i).distance(poly.get(j)) <= EPS) {
                    return java.util.Optional.of("points " + i + " and " + j + " are the same point");
                }
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 2; j < n; j++) {
                if (i == 0 && j == n - 1) {
                    continue; // neighbours through the closing edge
                }
                if (segmentsIntersect(poly.get(i), poly.get((i + 1) % n), poly.get(j), poly.get((j + 1) % n))) {
                    return java.util.Optional.of("edges " + i + " and " + j + " cross (the outline must not cross itself)");
                }
            }
        }
        return java.util.Optional.empty();
    }

    /** Signed area (positive when counter-clockwise). */
    public static double signedArea(List<Vec2> poly) {
        double s = 0;
        for (int i = 0, n = poly.size(); i < n; i++) {
            s += poly.get(i).cross(poly.get((i + 1) % n));
        }
        return s / 2;
    }

    /** Area centroid; the vertex mean for a degenerate polygon. */
    public static Vec2 centroid(List<Vec2> poly) {
        double a = signedArea(poly);
        int n = poly.size();
        if (Math.abs(a) < EPS) {
            Vec2 sum = Vec2.ZERO;
            for (Vec2 p : poly) {
                sum = sum.plus(p);
            }
            return n == 0 ? sum : sum.times(1.0 / n);
        }
        double cx = 0;
        double cy = 0;
        for (int i = 0; i < n; i++) {
            Vec2 p = poly.get(i);
            Vec2 q = poly.get((i + 1) % n);
            double c = p.cross(q);
            cx += (p.x() + q.x()) * c;
            cy += (p.y() + q.y()) * c;
        }
        return new Vec2(cx / (6 * a), cy / (6 * a));
    }

    /** Whether two polygons share a point (boundaries touching counts). */
    public static boolean polygonsOverlap(List<Vec2> p, List<Vec2> q) {
        for (int i = 0; i < p.size(); i++) {
            for (int j = 0; j < q.size(); j++) {
                if (segmentsIntersect(p.get(i), p.get((i + 1) % p.size()), q.get(j), q.get((j + 1) % q.size()))) {
                    return true;
                }
            }
        }
        return insidePolygon(p.get(0), q) || insidePolygon(q.get(0), p);
    }

    /** Whether a circle and a polygon share a point. */
    public static boolean circleOverlapsPolygon(Vec2 c, double r, List<Vec2> poly) {
        return insidePolygon(c, poly) || distanceToOutline(c, poly, true) < r - EPS;
    }

    /** Whether a circle and a polyline share a point. */
    public static boolean circleOverlapsPolyline(Vec2 c, double r, List<Vec2> line) {
        return distanceToOutline(c, line, false) < r - EPS;
    }

    /** Smallest distance from {@code p} to the edges of a polygon ({@code closed}) or polyline. */
    public static double distanceToOutline(Vec2 p, List<Vec2> pts, boolean closed) {
        double best = Double.POSITIVE_INFINITY;
        int edges = closed ? pts.size() : pts.size() - 1;
        for (int i = 0; i < edges; i++) {
            best = Math.min(best, segmentDistance(p, pts.get(i), pts.get((i + 1) % pts.size())));
        }
        return best;
    }
}
