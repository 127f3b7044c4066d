package adjutant.engine.geometry;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A closed simple polygon (terrain, objectives, the table): the last vertex joins the first.
 * The boundary counts as inside (BA-GEO-24), within {@link Eps#EPS}. Coordinates and the
 * bounding box are precomputed so the hot tests (contains, intersects) allocate nothing.
 *
 * <p>Not a record only because it caches those arrays; equality is by vertex list.
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class Polygon {

    private final List<Vec2> vertices;
    private final double[] xs;
    private final double[] ys;
    private final Box bounds;
    /** The box of the edge from vertex i − 1 (mod n) to vertex i, at index i, grown by EDGE_REACH. */
    private final double[] edgeX0;
    private final double[] edgeX1;
    private final double[] edgeY0;
    private final double[] edgeY1;

    /**
     * A point this far outside an edge's box is nowhere near the boundary tolerance of that
     * edge, whatever the rounding of its distance: far beyond EPS, far below any table size.
     */
    private static final double EDGE_REACH = 1e-3;

    private Polygon(List<Vec2> vertices) {
        if (vertices.size() < 3) {
            throw new IllegalArgumentException("a polygon needs at least 3 vertices, got " + vertices.size());
        }
        this.vertices = List.copyOf(vertices);
        int n = this.vertices.size();
        this.xs = new double[n];
        this.ys = new double[n];
        for (int i = 0; i < n; i++) {
            Vec2 v = this.vertices.get(i);
            xs[i] = v.x();
            ys[i] = v.y();
        }
        this.bounds = Box.around(xs, ys);
        edgeX0 = new double[n];
        edgeX1 = new double[n];
        edgeY0 = new double[n];
        edgeY1 = new double[n];
        for (int i = 0, j = n - 1; i < n; j = i++) {
            edgeX0[i] = Math.min(xs[i], xs[j]) - EDGE_REACH;
            edgeX1[i] = Math.max(xs[i], xs[j]) + EDGE_REACH;
            edgeY0[i] = Math.min(ys[i], ys[j]) - EDGE_REACH;
            edgeY1[i] = Math.max(ys[i], ys[j]) + EDGE_REACH;
        }
    }

    public static Polygon of(List<Vec2> vertices) {
        return new Polygon(vertices);
    }

    public static Polygon of(Vec2... vertices) {
        return new Polygon(Arrays.asList(vertices));
    }

    /** The axis-aligned rectangle [x0, x1] × [y0, y1], counter-clockwise. */
    public static Polygon rectangle(double x0, double y0, double x1, double y1) {
        return of(new Vec2(x0, y0), new Vec2(x1, y0), new Vec2(x1, y1), new Vec2(x0, y1));
    }

    /**
     * A regular n-gon inscribed in the circle (vertices on it, the first at angle 0),
     * counter-clockwise: the polygon stand-in for a circular objective or wood.
     */
    public static Polygon circle(Vec2 center, double radius, int n) {
        if (n < 3 || !(radius > 0)) {
            throw new IllegalArgumentException("circle needs n >= 3 and radius > 0: n=" + n + ", r=" + radius);
        }
        List<Vec2> vs = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            double a = 2 * Math.PI * k / n;
            vs.add(new Vec2(center.x() + radius * Math.cos(a), center.y() + radius * Math.sin(a)));
        }
        return new Polygon(vs);
    }

    public List<Vec2> vertices() {
        return vertices;
    }

    public int size() {
        return xs.length;
    }

    public Box bounds() {
        return bounds;
    }

    /** Edge i runs from vertex i to vertex i + 1 (mod n). */
    public Segment edge(int i) {
        return new Segment(vertices.get(i), vertices.get((i + 1) % xs.length));
    }

    public List<Segment> edges() {
        List<Segment> es = new ArrayList<>(xs.length);
        for (int i = 0; i < xs.length; i++) {
            es.add(edge(i));
        }
        return es;
    }

    /** Signed area (shoelace): positive for counter-clockwise vertices. */
    public double signedArea() {
        double s = 0;
        for (int i = 0, j = xs.length - 1; i < xs.length; j = i++) {
            s += xs[j] * ys[i] - xs[i] * ys[j];
        }
        return s / 2;
    }

    public double area() {
        return Math.abs(signedArea());
    }

    /** Area centroid (of the enclosed region, not of the vertices). */
    public Vec2 centroid() {
        double a = 0;
        double cx = 0;
        double cy = 0;
        // Relative to vertex 0 for precision far from the origin.
        double ox = xs[0];
        double oy = ys[0];
        for (int i = 0, j = xs.length - 1; i < xs.length; j = i++) {
            double xj = xs[j] - ox;
            double yj = ys[j] - oy;
            double xi = xs[i] - ox;
            double yi = ys[i] - oy;
            double c = xj * yi - xi * yj;
            a += c;
            cx += (xj + xi) * c;
            cy += (yj + yi) * c;
        }
        if (a == 0) {
            throw new ArithmeticException("degenerate polygon has no centroid");
        }
        return new Vec2(ox + cx / (3 * a), oy + cy / (3 * a));
    }

    public boolean contains(Vec2 p) {
        return contains(p.x(), p.y());
    }

    /** Point in polygon, boundary (within EPS) inside. */
    public boolean contains(double px, double py) {
        if (!bounds.contains(px, py, Eps.EPS)) {
            return false;
        }
        double eps2 = Eps.EPS * Eps.EPS;
        boolean inside = false;
        for (int i = 0, j = xs.length - 1; i < xs.length; j = i++) {
            double xi = xs[i];
            double yi = ys[i];
            double xj = xs[j];
            double yj = ys[j];
            boolean nearEdgeBox = px >= edgeX0[i] && px <= edgeX1[i] && py >= edgeY0[i] && py <= edgeY1[i];
            if (nearEdgeBox && Segment.pointSegmentDistanceSquared(px, py, xj, yj, xi, yi) <= eps2) {
                return true;
            }
            // Even-odd crossing of the ray to +x (half-open in y, so vertices count once).
            if ((yi > py) != (yj > py) && px < (xj - xi) * (py - yi) / (yj - yi) + xi) {
                inside = !inside;
            }
        }
        return inside;
    }

    /** Distance from p to the nearest point of the boundary (0 on it; inside points too have a distance). */
    public double distanceToBoundary(Vec2 p) {
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0, j = xs.length - 1; i < xs.length; j = i++) {
            best = Math.min(best, Segment.pointSegmentDistanceSquared(p.x(), p.y(), xs[j], ys[j], xs[i], ys[i]));
        }
        return Math.sqrt(best);
    }

    /** Distance from p to the polygon as a region: 0 inside or on the boundary. */
    public double distanceTo(Vec2 p) {
        return contains(p) ? 0 : distanceToBoundary(p);
    }

    public boolean intersects(Segment s) {
        return intersects(s.a().x(), s.a().y(), s.b().x(), s.b().y());
    }

    /** True if segment [a, b] crosses or touches the polygon, or lies inside it. */
    public boolean intersects(double ax, double ay, double bx, double by) {
        if (!bounds.overlapsSegmentBox(ax, ay, bx, by, Eps.EPS)) {
            return false;
        }
        if (contains(ax, ay)) {
            return true;
        }
        for (int i = 0, j = xs.length - 1; i < xs.length; j = i++) {
            if (Segment.segmentsIntersect(ax, ay, bx, by, xs[j], ys[j], xs[i], ys[i])) {
                return true;
            }
        }
        return false;
    }

    /** True if any segment of the path, end points included, meets the polygon (pass-through, BA-GEO-24). */
    public boolean intersects(Polyline path) {
        if (path.size() == 1) {
            return contains(path.point(0));
        }
        for (int k = 0; k + 1 < path.size(); k++) {
            Vec2 p = path.point(k);
            Vec2 q = path.point(k + 1);
            if (intersects(p.x(), p.y(), q.x(), q.y())) {
                return true;
            }
        }
        return false;
    }

    public double lengthInside(Segment s) {
        return lengthInside(s.a().x(), s.a().y(), s.b().x(), s.b().y());
    }

    /**
     * Length of the part of segment [a, b] inside the polygon, boundary included: the depth of a
     * wood along a line of sight (BA-GEO-21).
     */
    public double lengthInside(double ax, double ay, double bx, double by) {
        double len = FastMath.hypot(bx - ax, by - ay);
        if (len == 0 || !bounds.overlapsSegmentBox(ax, ay, bx, by, Eps.EPS)) {
            return 0;
        }
        double[] ts = breakpoints(ax, ay, bx, by);
        double inside = 0;
        for (int k = 0; k + 1 < ts.length; k++) {
            double t0 = ts[k];
            double t1 = ts[k + 1];
            if (t1 <= t0) {
                continue;
            }
            double tm = (t0 + t1) / 2;
            if (contains(ax + tm * (bx - ax), ay + tm * (by - ay))) {
                inside += t1 - t0;
            }
        }
        return inside * len;
    }

    /**
     * The first t in [0, 1] at which a point moving along [a, b] is outside the polygon, or
     * +∞ if it never leaves (boundary is inside). 0 if a is outside.
     */
    public double firstExitParam(double ax, double ay, double bx, double by) {
        if (!contains(ax, ay)) {
            return 0;
        }
        if (ax == bx && ay == by) {
            return Double.POSITIVE_INFINITY;
        }
        double[] ts = breakpoints(ax, ay, bx, by);
        for (int k = 0; k + 1 < ts.length; k++) {
            double t0 = ts[k];
            double t1 = ts[k + 1];
            if (t1 > t0) {
                double tm = (t0 + t1) / 2;
                if (!contains(ax + tm * (bx - ax), ay + tm * (by - ay))) {
                    return t0;
                }
            }
        }
        return Double.POSITIVE_INFINITY;
    }

    /**
     * The first t in [0, 1] at which a point moving along [a, b] is inside the polygon (boundary
     * included), or +∞ if it never enters. 0 if a is inside.
     */
    public double firstEntryParam(double ax, double ay, double bx, double by) {
        if (contains(ax, ay)) {
            return 0;
        }
        if (!bounds.overlapsSegmentBox(ax, ay, bx, by, Eps.EPS)) {
            return Double.POSITIVE_INFINITY;
        }
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0, j = xs.length - 1; i < xs.length; j = i++) {
            double t = Segment.intersectionParam(ax, ay, bx, by, xs[j], ys[j], xs[i], ys[i]);
            if (t < best) {
                best = t;
            }
        }
        return best;
    }

    /**
     * Sorted parameters in [0, 1] where segment [a, b] may change between inside and outside:
     * its ends, its crossings with edges, and the ends of edges it runs along.
     */
    private double[] breakpoints(double ax, double ay, double bx, double by) {
        int n = xs.length;
        double[] ts = new double[2 * n + 2];
        int m = 0;
        ts[m++] = 0;
        ts[m++] = 1;
        double rx = bx - ax;
        double ry = by - ay;
        double len2 = rx * rx + ry * ry;
        double eps2 = Eps.EPS * Eps.EPS;
        for (int i = 0, j = n - 1; i < n; j = i++) {
            double cx = xs[j];
            double cy = ys[j];
            double dx = xs[i];
            double dy = ys[i];
            double sx = dx - cx;
            double sy = dy - cy;
            double denom = rx * sy - ry * sx;
            if (Math.abs(denom) > 1e-12 * Math.sqrt(len2 * (sx * sx + sy * sy))) {
                double t = ((cx - ax) * sy - (cy - ay) * sx) / denom;
                double u = ((cx - ax) * ry - (cy - ay) * rx) / denom;
                double tolU = Eps.EPS / Math.sqrt(sx * sx + sy * sy);
                if (t > 0 && t < 1 && u >= -tolU && u <= 1 + tolU) {
                    ts[m++] = t;
                }
            } else {
                // Parallel edge: if it lies on the segment's line, its end points bound an on-boundary run.
                if (Segment.pointSegmentDistanceSquared(cx, cy, ax, ay, bx, by) <= eps2
                        || Segment.pointSegmentDistanceSquared(dx, dy, ax, ay, bx, by) <= eps2) {
                    ts[m++] = clamp01(((cx - ax) * rx + (cy - ay) * ry) / len2);
                    ts[m++] = clamp01(((dx - ax) * rx + (dy - ay) * ry) / len2);
                }
            }
        }
        Arrays.sort(ts, 0, m);
        return m == ts.length ? ts : Arrays.copyOf(ts, m);
    }

    private static double clamp01(double t) {
        return t < 0 ? 0 : (t > 1 ? 1 : t);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Polygon p && vertices.equals(p.vertices);
    }

    @Override
    public int hashCode() {
        return vertices.hashCode();
    }

    @Override
    public String toString() {
        return "Polygon" + vertices;
    }
}
