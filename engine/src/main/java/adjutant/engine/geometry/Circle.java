package adjutant.engine.geometry;

/**
 * A closed disc: circular objectives (BA-GEO-24) and "within r of a point" zones.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record Circle(Vec2 center, double radius) {

    public Circle {
        if (center == null) {
            throw new NullPointerException("center");
        }
        if (!(radius >= 0)) {
            throw new IllegalArgumentException("radius must be >= 0: " + radius);
        }
    }

    public static Circle of(Vec2 center, double radius) {
        return new Circle(center, radius);
    }

    /** Inclusive: dist(center, p) ≤ radius + EPS. */
    public boolean contains(Vec2 p) {
        return contains(p.x(), p.y());
    }

    public boolean contains(double x, double y) {
        double r = radius + Eps.EPS;
        double dx = x - center.x();
        double dy = y - center.y();
        return dx * dx + dy * dy <= r * r;
    }

    /** True if the segment touches the disc (end points inside included). */
    public boolean intersects(Segment s) {
        return Segment.pointSegmentDistance(center.x(), center.y(), s.a().x(), s.a().y(), s.b().x(), s.b().y())
                <= radius + Eps.EPS;
    }

    /** True if the path, end points included, touches the disc (pass-through, BA-GEO-24). */
    public boolean intersects(Polyline path) {
        return path.distanceTo(center) <= radius + Eps.EPS;
    }

    /** The polygon stand-in with n vertices on the circle. */
    public Polygon toPolygon(int n) {
        return Polygon.circle(center, radius, n);
    }
}
