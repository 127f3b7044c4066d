package adjutant.engine.scenario;

import adjutant.engine.geometry.Vec2;
import java.util.List;
import java.util.Objects;

/**
 * An objective area (BA-WIN): a circle, or a polygon when {@code polygon} is not empty. For a
 * polygon, {@code center} is its centroid and {@code radius} the distance from there to its
 * farthest vertex (for labels and quick tests only).
 *
 * @implNote This class is immutable and thread-safe.
 */
public record ObjectiveSpec(String id, String name, Vec2 center, double radius, List<Vec2> polygon) {

    /** Radius of an objective given by its centre alone (section 0.3 {@code objective.defaultRadius}). */
    public static final double DEFAULT_RADIUS = 3;

    public ObjectiveSpec {
        Objects.requireNonNull(id);
        Objects.requireNonNull(name);
        Objects.requireNonNull(center);
        polygon = List.copyOf(polygon);
    }

    public static ObjectiveSpec circle(String id, String name, Vec2 center, double radius) {
        return new ObjectiveSpec(id, name, center, radius, List.of());
    }

    /** A polygonal objective; centre and radius are derived from the vertices. */
    public static ObjectiveSpec polygon(String id, String name, List<Vec2> polygon) {
        Vec2 c = ScenarioGeometry.centroid(polygon);
        double r = polygon.stream().mapToDouble(c::distance).max().orElse(0);
        return new ObjectiveSpec(id, name, c, r, polygon);
    }

    public boolean isCircle() {
        return polygon.isEmpty();
    }

    /** Whether {@code p} is inside the objective, boundary included (BA-GEO-24). */
    public boolean contains(Vec2 p) {
        return isCircle()
                ? p.distance(center) <= radius + ScenarioGeometry.EPS
                : ScenarioGeometry.insidePolygon(p, polygon);
    }
}
