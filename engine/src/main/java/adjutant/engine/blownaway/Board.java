package adjutant.engine.blownaway;

import adjutant.engine.geometry.Box;
import adjutant.engine.geometry.Circle;
import adjutant.engine.geometry.Eps;
import adjutant.engine.geometry.Polygon;
import adjutant.engine.geometry.Polyline;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.scenario.Table;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.ArrayList;
import java.util.List;

/**
 * The table's static geometry, prepared for fast queries: terrain by rule effect (spec 1.8) and
 * the objective areas. Shared by every state of a game.
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class Board {
    private final double length;
    private final double width;
    private final List<TerrainFeature> features;
    private final List<ObjectiveSpec> objectiveSpecs;
    private final Circle[] objectiveCircles; // null entry: polygon objective
    private final Polygon[] objectivePolygons;
    /** Per objective, a box around every point {@link #objectiveContains} accepts, for cheap rejects. */
    private final Box[] objectiveBounds;
    /** Per objective, the square of a distance from its centre beyond which no point is inside it. */
    private final double[] objectiveReachSquared;

    final List<Polygon> woods = new ArrayList<>();
    final List<Polyline> walls = new ArrayList<>();
    /** Per wall, its points' bounding box {x0, x1, y0, y1}: most points are nowhere near a wall. */
    final List<double[]> wallBoxes = new ArrayList<>();
    final List<Redoubt> redoubts = new ArrayList<>();
    final List<Polygon> trenches = new ArrayList<>();
    final List<Polygon> impassable = new ArrayList<>();
    final List<Polygon> bridges = new ArrayList<>();
    /** Line-of-sight blockers (BA-GEO-21 ii), with whether each is a wood (depth allowance). */
    final List<Polygon> losBlockers = new ArrayList<>();
    final List<Boolean> losBlockerIsWoods = new ArrayList<>();

    /** A redoubt polygon; parapet[i] is true when edge i → i+1 is a parapet (not the open gorge). */
    record Redoubt(Polygon area, boolean[] parapet) {}

    /** Slack of the objectives' reject boxes beyond the tolerance, far above any rounding error. */
    static final double BOUNDS_SLACK = 1e-6;

    public Board(Table table, List<TerrainFeature> terrain, List<ObjectiveSpec> objectives) {
        this.length = table.length();
        this.width = table.width();
        this.features = List.copyOf(terrain);
        this.objectiveSpecs = List.copyOf(objectives);
        objectiveCircles = new Circle[objectives.size()];
        objectivePolygons = new Polygon[objectives.size()];
        objectiveBounds = new Box[objectives.size()];
        objectiveReachSquared = new double[objectives.size()];
        for (int i = 0; i < objectives.size(); i++) {
            ObjectiveSpec o = objectives.get(i);
            objectiveReachSquared[i] = reachSquared(o);
            if (o.isCircle()) {
                objectiveCircles[i] = Circle.of(o.center(), o.radius());
                double r = o.radius() + Eps.EPS + BOUNDS_SLACK;
                objectiveBounds[i] = new Box(o.center().x() - r, o.center().y() - r, o.center().x() + r, o.center().y() + r);
            } else {
                objectivePolygons[i] = Polygon.of(o.polygon());
                Box b = objectivePolygons[i].bounds();
                double m = Eps.EPS + BOUNDS_SLACK;
                objectiveBounds[i] = new Box(b.minX() - m, b.minY() - m, b.maxX() + m, b.maxY() + m);
            }
        }
        for (TerrainFeature t : terrain) {
            if (t.kind().isPolyline()) {
                if (t.kind() == TerrainKind.WALL) {
                    walls.add(Polyline.of(t.points()));
                    wallBoxes.add(boxOf(t.points()));
                }
                continue;
            }
            Polygon p = Polygon.of(t.points());
            switch (t.kind()) {
                case WOODS -> woods.add(p);
                case TRENCH -> trenches.add(p);
                case BRIDGE -> bridges.add(p);
                case REDOUBT -> {
                    boolean[] parapet = new boolean[p.size()];
                    java.util.Arrays.fill(parapet, true);
                    for (int e : t.openEdges()) {
                        parapet[e] = false;
                    }
                    redoubts.add(new Redoubt(p, parapet));
                }
                default -> { }
            }
            if (t.impassable()) {
                impassable.add(p);
            }
            if (t.blocksLos()) {
                losBlockers.add(p);
                losBlockerIsWoods.add(t.kind() == TerrainKind.WOODS);
            }
        }
    }

    private static double[] boxOf(List<adjutant.engine.geometry.Vec2> points) {
        double[] box = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (adjutant.engine.geometry.Vec2 p : points) {
            box[0] = Math.min(box[0], p.x());
            box[1] = Math.max(box[1], p.x());
            box[2] = Math.min(box[2], p.y());
            box[3] = Math.max(box[3], p.y());
        }
        return box;
    }

    public double length() {
        return length;
    }

    public double width() {
        return width;
    }

    public List<TerrainFeature> features() {
        return features;
    }

    public List<ObjectiveSpec> objectives() {
        return objectiveSpecs;
    }

    public int objectiveCount() {
        return objectiveSpecs.size();
    }

    /**
     * Objective {@code i}'s reject box: a point outside it is not in the objective. Grown beyond
     * the tolerance by {@link #BOUNDS_SLACK} so that rounding in the exact tests never matters.
     */
    Box objectiveBounds(int i) {
        return objectiveBounds[i];
    }

    /** Is (x, y) inside objective {@code i}, boundary included (BA-GEO-24)? */
    public boolean objectiveContains(int i, double x, double y) {
        return objectiveCircles[i] != null ? objectiveCircles[i].contains(x, y) : objectivePolygons[i].contains(x, y);
    }

    /** No point of a polygon is farther from a point than its farthest vertex; the tolerance, and slack. */
    private static double reachSquared(ObjectiveSpec o) {
        double r = o.radius();
        for (Vec2 v : o.polygon()) {
            r = Math.max(r, v.distance(o.center()));
        }
        r += Eps.EPS + BOUNDS_SLACK;
        return r * r;
    }

    /**
     * The square of a distance from objective {@code i}'s centre beyond which
     * {@link #objectiveContains} is false: a point farther needs no test.
     */
    public double objectiveReachSquared(int i) {
        return objectiveReachSquared[i];
    }

    /** Does the path segment touch objective {@code i} (pass-through, BA-GEO-24)? */
    public boolean objectiveTouches(int i, double x0, double y0, double x1, double y1) {
        if (!objectiveBounds[i].overlapsSegmentBox(x0, y0, x1, y1, 0)) {
            return false; // the segment's box misses the objective's: no point of it is near enough
        }
        return objectiveCircles[i] != null
                ? objectiveCircles[i].intersects(Segment.of(x0, y0, x1, y1))
                : objectivePolygons[i].intersects(x0, y0, x1, y1);
    }

    /**
     * Does the box {x0..x1, y0..y1} lie on the table, clear of every impassable polygon's box? Then
     * no point or straight path inside it leaves the table or passable ground (BA-GEO-27,
     * BA-MOVE-15): {@link Passability} finds nothing there.
     */
    boolean openGround(double x0, double x1, double y0, double y1) {
        if (!(x0 >= 0 && y0 >= 0 && x1 <= length && y1 <= width)) {
            return false;
        }
        double pad = 1e-3; // polygons answer within Eps.EPS of their boxes
        for (Polygon poly : impassable) {
            Box pb = poly.bounds();
            if (pb.minX() <= x1 + pad && pb.maxX() >= x0 - pad && pb.minY() <= y1 + pad && pb.maxY() >= y0 - pad) {
                return false;
            }
        }
        return true;
    }

    /** On the table (BA-GEO-27). */
    public boolean onTable(double x, double y) {
        return x >= -1e-6 && x <= length + 1e-6 && y >= -1e-6 && y <= width + 1e-6;
    }

    /** Passable: not inside impassable terrain, or on a bridge (BA-GEO-27, BA-TERR-5). */
    public boolean passable(double x, double y) {
        for (Polygon p : impassable) {
            if (p.contains(x, y)) {
                for (Polygon b : bridges) {
                    if (b.contains(x, y)) {
                        return true;
                    }
                }
                return false;
            }
        }
        return true;
    }

    /** Is (x, y) in a wood? */
    public boolean inWoods(double x, double y) {
        for (Polygon p : woods) {
            if (p.contains(x, y)) {
                return true;
            }
        }
        return false;
    }
}
