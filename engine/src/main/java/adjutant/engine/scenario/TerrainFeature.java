package adjutant.engine.scenario;

import adjutant.engine.geometry.Vec2;
import java.util.List;
import java.util.Objects;

/**
 * A piece of terrain: a polygon, or a polyline for walls and roads.
 *
 * @param points the polygon's vertices (closed implicitly) or the polyline's points, in inches
 * @param blocksLos whether it blocks long-range line of sight (BA-GEO-21)
 * @param impassable whether figures may not stand in or cross it (polygons only, BA-GEO-27)
 * @param openEdges for a redoubt, the indices i of the edges from point i to point i + 1 (mod n)
 *     that are open (the gorge); every other edge is a parapet. Empty for other kinds.
 * @implNote This class is immutable and thread-safe.
 */
public record TerrainFeature(
        String id, TerrainKind kind, List<Vec2> points, boolean blocksLos, boolean impassable, List<Integer> openEdges) {

    public TerrainFeature {
        Objects.requireNonNull(id);
        Objects.requireNonNull(kind);
        points = List.copyOf(points);
        openEdges = List.copyOf(openEdges);
    }

    /** A feature with its kind's default flags and no open edges. */
    public static TerrainFeature of(String id, TerrainKind kind, List<Vec2> points) {
        return new TerrainFeature(id, kind, points, kind.defaultBlocksLos(), kind.defaultImpassable(), List.of());
    }

    /** Whether a figure at {@code p} is inside this polygon (boundary included); false for polylines. */
    public boolean contains(Vec2 p) {
        return !kind.isPolyline() && ScenarioGeometry.insidePolygon(p, points);
    }
}
