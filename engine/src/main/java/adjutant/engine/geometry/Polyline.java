package adjutant.engine.geometry;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An open path through one or more points, parametrised by arc length σ from the first point:
 * column spines, head paths and their combination Q of the snake move (BA-GEO-12), walls
 * (BA-GEO-22), a moving man's path (BA-GEO-24). Cumulative lengths are precomputed so that
 * {@link #pointAt(double)} is a binary search.
 *
 * <p>Not a record only because it caches those arrays; equality is by point list.
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class Polyline {

    private final List<Vec2> points;
    private final double[] xs;
    private final double[] ys;
    /** cum[k] = arc length from point 0 to point k. */
    private final double[] cum;

    private Polyline(List<Vec2> points) {
        if (points.isEmpty()) {
            throw new IllegalArgumentException("a polyline needs at least one point");
        }
        this.points = List.copyOf(points);
        int n = this.points.size();
        xs = new double[n];
        ys = new double[n];
        cum = new double[n];
        for (int k = 0; k < n; k++) {
            Vec2 p = this.points.get(k);
            xs[k] = p.x();
            ys[k] = p.y();
            if (k > 0) {
                cum[k] = cum[k - 1] + FastMath.hypot(xs[k] - xs[k - 1], ys[k] - ys[k - 1]);
            }
        }
    }

    public static Polyline of(List<Vec2> points) {
        return new Polyline(points);
    }

    public static Polyline of(Vec2... points) {
        return new Polyline(Arrays.asList(points));
    }

    /** The straight path of the given length from {@code start} in direction {@code dir} (normalised). */
    public static Polyline ray(Vec2 start, Vec2 dir, double length) {
        return of(start, start.plus(dir.normalized().times(length)));
    }

    public List<Vec2> points() {
        return points;
    }

    /** Number of points. */
    public int size() {
        return xs.length;
    }

    public Vec2 point(int k) {
        return points.get(k);
    }

    public Vec2 first() {
        return points.get(0);
    }

    public Vec2 last() {
        return points.get(xs.length - 1);
    }

    public double length() {
        return cum[xs.length - 1];
    }

    /** Arc length from the first point to point k. */
    public double lengthTo(int k) {
        return cum[k];
    }

    public Segment segment(int k) {
        return new Segment(points.get(k), points.get(k + 1));
    }

    public List<Segment> segments() {
        List<Segment> ss = new ArrayList<>(Math.max(0, xs.length - 1));
        for (int k = 0; k + 1 < xs.length; k++) {
            ss.add(segment(k));
        }
        return ss;
    }

    /**
     * Index k of the segment [point k, point k+1] holding arc length σ; at a vertex the later
     * segment, at or past the end the last one; zero-length segments are skipped when possible.
     * -1 for a single-point polyline.
     */
    public int segmentIndexAt(double sigma) {
        int n = xs.length;
        if (n < 2) {
            return -1;
        }
        // Largest k in [0, n-2] with cum[k] <= sigma, then past any zero-length segments.
        int lo = 0;
        int hi = n - 2;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (cum[mid] <= sigma) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        int k = lo;
        while (k > 0 && cum[k + 1] == cum[k]) {
            k--;
        }
        return k;
    }

    /** The point at arc length σ, clamped to [0, length]. */
    public Vec2 pointAt(double sigma) {
        int n = xs.length;
        if (n == 1 || sigma <= 0) {
            return points.get(0);
        }
        if (sigma >= cum[n - 1]) {
            return points.get(n - 1);
        }
        int k = segmentIndexAt(sigma);
        double segLen = cum[k + 1] - cum[k];
        double t = segLen == 0 ? 0 : (sigma - cum[k]) / segLen;
        return new Vec2(xs[k] + t * (xs[k + 1] - xs[k]), ys[k] + t * (ys[k + 1] - ys[k]));
    }

    /**
     * Unit direction of travel at arc length σ: the direction of the segment holding σ, at a
     * vertex the later segment (BA-GEO-12's τ_j).
     *
     * @throws IllegalStateException if the polyline has zero length
     */
    public Vec2 directionAt(double sigma) {
        int k = segmentIndexAt(sigma);
        if (k < 0 || length() == 0) {
            throw new IllegalStateException("a zero-length polyline has no direction");
        }
        double segLen = cum[k + 1] - cum[k];
        if (segLen == 0) {
            // Only zero-length segments after the last real one: use the last real one.
            while (cum[k + 1] == cum[k]) {
                k--;
            }
            segLen = cum[k + 1] - cum[k];
        }
        return new Vec2((xs[k + 1] - xs[k]) / segLen, (ys[k + 1] - ys[k]) / segLen);
    }

    /** Minimum distance from p to the path. */
    public double distanceTo(Vec2 p) {
        if (xs.length == 1) {
            return p.distance(points.get(0));
        }
        double best = Double.POSITIVE_INFINITY;
        for (int k = 0; k + 1 < xs.length; k++) {
            best = Math.min(best, Segment.pointSegmentDistanceSquared(p.x(), p.y(), xs[k], ys[k], xs[k + 1], ys[k + 1]));
        }
        return Math.sqrt(best);
    }

    /** True if the segment crosses or touches (within EPS) the path. */
    public boolean intersects(Segment s) {
        double ax = s.a().x();
        double ay = s.a().y();
        double bx = s.b().x();
        double by = s.b().y();
        if (xs.length == 1) {
            return Segment.pointSegmentDistance(xs[0], ys[0], ax, ay, bx, by) <= Eps.EPS;
        }
        for (int k = 0; k + 1 < xs.length; k++) {
            if (Segment.segmentsIntersect(ax, ay, bx, by, xs[k], ys[k], xs[k + 1], ys[k + 1])) {
                return true;
            }
        }
        return false;
    }

    public Polyline reversed() {
        List<Vec2> r = new ArrayList<>(points);
        java.util.Collections.reverse(r);
        return new Polyline(r);
    }

    /** The part between arc lengths {@code from} and {@code to} (clamped, from ≤ to). */
    public Polyline sub(double from, double to) {
        double len = length();
        double a = Math.max(0, Math.min(len, from));
        double b = Math.max(0, Math.min(len, to));
        if (a > b) {
            throw new IllegalArgumentException("sub needs from <= to: " + from + " > " + to);
        }
        List<Vec2> out = new ArrayList<>();
        out.add(pointAt(a));
        for (int k = 0; k < xs.length; k++) {
            if (cum[k] > a && cum[k] < b) {
                out.add(points.get(k));
            }
        }
        if (b > a) {
            out.add(pointAt(b));
        }
        return new Polyline(out);
    }

    /** The last {@code len} of the path (BA-GEO-12: the new spine is the last Λ of Q, reversed). */
    public Polyline tail(double len) {
        return sub(length() - len, length());
    }

    /**
     * This path followed by {@code next}; if next starts where this ends (within EPS) the joint
     * point appears once, otherwise the gap becomes a straight segment.
     */
    public Polyline then(Polyline next) {
        List<Vec2> out = new ArrayList<>(points.size() + next.points.size());
        out.addAll(points);
        int start = last().distance(next.first()) <= Eps.EPS ? 1 : 0;
        out.addAll(next.points.subList(start, next.points.size()));
        return new Polyline(out);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Polyline p && points.equals(p.points);
    }

    @Override
    public int hashCode() {
        return points.hashCode();
    }

    @Override
    public String toString() {
        return "Polyline" + points;
    }
}
