package adjutant.engine.honours;

import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.scenario.HowScenario;
import adjutant.engine.scenario.Table;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The table's terrain as the Honours of War rules read it (HOW-TERR): which features lie where,
 * which a path crosses. What each costs a troop type, hides or covers is worked out by the rules
 * that need it ({@link Movement}, firing) from these queries.
 *
 * <p>Kinds as Honours of War reads them: HILL a gentle hill, STEEP_HILL, WOODED_STEEP_HILL,
 * WOODS, ROUGH, TRENCH an entrenchment, VILLAGE a rustic built-up area, TOWN an urban one,
 * RIVER (impassable unless the feature says otherwise: then fordable), STREAM, FORD, BRIDGE,
 * ROAD, and the linear obstacles WALL, HEDGE, FENCE and TREELINE.
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class Terrain {

    private final Table table;
    private final List<TerrainFeature> features;
    private final Set<String> fortified;
    /** Per feature, the box around its points (min x, min y, max x, max y): a cheap test before the exact ones. */
    private final double[][] boxes;

    Terrain(HowScenario scenario) {
        this.table = scenario.table();
        this.features = scenario.terrain();
        this.fortified = scenario.fortified();
        this.boxes = new double[features.size()][];
        for (int i = 0; i < boxes.length; i++) {
            boxes[i] = box(features.get(i).points());
        }
    }

    private static double[] box(List<Vec2> points) {
        double[] b = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (Vec2 p : points) {
            b[0] = Math.min(b[0], p.x());
            b[1] = Math.min(b[1], p.y());
            b[2] = Math.max(b[2], p.x());
            b[3] = Math.max(b[3], p.y());
        }
        return b;
    }

    /** Whether the box around feature {@code index} meets the box around both footprints (false: the move cannot touch it). */
    public boolean mayMeet(int index, Footprint a, Footprint b) {
        double[] f = boxes[index];
        double x0 = Math.min(a.minX(), b.minX());
        double y0 = Math.min(a.minY(), b.minY());
        double x1 = Math.max(a.maxX(), b.maxX());
        double y1 = Math.max(a.maxY(), b.maxY());
        double slack = 1e-6; // a crossing reckoned a rounding away from the box's edge still counts
        return f[0] <= x1 + slack && x0 - slack <= f[2] && f[1] <= y1 + slack && y0 - slack <= f[3];
    }

    public Table table() {
        return table;
    }

    public List<TerrainFeature> features() {
        return features;
    }

    public TerrainFeature feature(int index) {
        return features.get(index);
    }

    /** Whether a built-up area was fortified before the game (HOW-TERR-24). */
    public boolean fortified(TerrainFeature bua) {
        return fortified.contains(bua.id());
    }

    /** Whether every corner of the footprint is on the table. */
    public boolean onTable(Footprint f) {
        for (Vec2 c : f.corners()) {
            if (!table.contains(c)) {
                return false;
            }
        }
        return true;
    }

    /** The polygon features containing the point (boundary included). */
    public List<TerrainFeature> at(Vec2 p) {
        List<TerrainFeature> out = new ArrayList<>(2);
        for (int i = 0; i < boxes.length; i++) {
            if (contains(i, p)) {
                out.add(features.get(i));
            }
        }
        return out;
    }

    /** Whether a polygon feature of the kind contains the point. */
    public boolean at(Vec2 p, TerrainKind kind) {
        return indexAt(p, kind) >= 0;
    }

    /** Whether polygon feature {@code index} contains the point (its box first, then the polygon). */
    public boolean contains(int index, Vec2 p) {
        double[] b = boxes[index];
        return p.x() >= b[0] && p.x() <= b[2] && p.y() >= b[1] && p.y() <= b[3] && features.get(index).contains(p);
    }

    /** Index of the first polygon feature of the kind containing the point, −1 if none. */
    public int indexAt(Vec2 p, TerrainKind kind) {
        for (int i = 0; i < features.size(); i++) {
            TerrainFeature t = features.get(i);
            if (t.kind() == kind && contains(i, p)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether a polygon feature of the kind holds more than half of the footprint's base centres. */
    public boolean mostlyIn(Footprint f, TerrainKind kind) {
        int known = f.mostlyInAnswer(this, kind);
        if (known >= 0) {
            return known == 1;
        }
        boolean mostly = countMostlyIn(f, kind);
        f.rememberMostlyIn(this, kind, mostly);
        return mostly;
    }

    /** {@link #mostlyIn}, counted afresh. */
    boolean countMostlyIn(Footprint f, TerrainKind kind) {
        int in = 0;
        List<Vec2> centres = f.baseCentres();
        for (Vec2 c : centres) {
            if (at(c, kind)) {
                in++;
            }
        }
        return 2 * in > centres.size();
    }

    /** Whether any part of the footprint (a corner, a base centre or an edge) touches a feature of the kind. */
    public boolean touches(Footprint f, TerrainKind kind) {
        for (int i = 0; i < boxes.length; i++) {
            TerrainFeature t = features.get(i);
            double[] b = boxes[i];
            if (t.kind() == kind && f.boxMeets(b[0] - 1e-9, b[1] - 1e-9, b[2] + 1e-9, b[3] + 1e-9) && touches(f, t)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the footprint touches the feature (polyline crossing an edge, or polygon overlap). */
    public static boolean touches(Footprint f, TerrainFeature t) {
        List<Vec2> pts = t.points();
        int n = pts.size();
        int segments = t.kind().isPolyline() ? n - 1 : n;
        for (int i = 0; i < segments; i++) {
            Vec2 a = pts.get(i);
            Vec2 b = pts.get((i + 1) % n);
            if (f.contains(a) || f.contains(b)) {
                return true;
            }
            for (Segment e : f.edges()) {
                if (e.intersects(Segment.of(a, b))) {
                    return true;
                }
            }
        }
        if (!t.kind().isPolyline()) {
            for (Vec2 c : f.corners()) {
                if (t.contains(c)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The features whose line (a polyline, or a polygon's boundary) the segment crosses or touches. */
    public List<TerrainFeature> crossed(Segment s) {
        List<TerrainFeature> out = new ArrayList<>();
        for (TerrainFeature t : features) {
            if (crosses(s, t)) {
                out.add(t);
            }
        }
        return out;
    }

    /** Whether the segment crosses or touches the feature's line (a polyline, or a polygon's boundary). */
    public static boolean crosses(Segment s, TerrainFeature t) {
        List<Vec2> pts = t.points();
        int n = pts.size();
        int segments = t.kind().isPolyline() ? n - 1 : n;
        for (int i = 0; i < segments; i++) {
            if (s.intersects(Segment.of(pts.get(i), pts.get((i + 1) % n)))) {
                return true;
            }
        }
        return false;
    }

    // ---- movement queries (HOW-TERR-2, HOW-TERR-15, HOW-TERR-17, HOW-TERR-19) ----

    /**
     * The parameters t in (0, 1) at which the segment crosses the boundary of a polygon
     * feature, sorted, with 0 and 1 added: between two of them the ground is the same.
     */
    public double[] breakpoints(Segment s) {
        List<Double> ts = new ArrayList<>();
        ts.add(0.0);
        ts.add(1.0);
        Vec2 a = s.a();
        Vec2 b = s.b();
        for (int f = 0; f < boxes.length; f++) {
            TerrainFeature t = features.get(f);
            double[] box = boxes[f];
            if (t.kind().isPolyline() || Math.max(a.x(), b.x()) < box[0] || Math.min(a.x(), b.x()) > box[2]
                    || Math.max(a.y(), b.y()) < box[1] || Math.min(a.y(), b.y()) > box[3]) {
                continue;
            }
            List<Vec2> pts = t.points();
            int n = pts.size();
            for (int i = 0; i < n; i++) {
                Vec2 c = pts.get(i);
                Vec2 d = pts.get((i + 1) % n);
                double p = Segment.intersectionParam(a.x(), a.y(), b.x(), b.y(), c.x(), c.y(), d.x(), d.y());
                if (!Double.isNaN(p) && p > 0 && p < 1) {
                    ts.add(p);
                }
            }
        }
        double[] out = new double[ts.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ts.get(i);
        }
        java.util.Arrays.sort(out);
        return out;
    }

    /**
     * Whether water at the point may be crossed there: at a bridge, or at a designated ford by a
     * unit in march column (HOW-TERR-17, HOW-TERR-19).
     */
    public boolean atCrossingPlace(Vec2 p, boolean column) {
        return at(p, TerrainKind.BRIDGE) || column && at(p, TerrainKind.FORD);
    }

    /** The road polylines passing within {@code tolerance} cm of the point. */
    public List<TerrainFeature> roadsNear(Vec2 p, double tolerance) {
        List<TerrainFeature> out = new ArrayList<>(1);
        for (TerrainFeature t : features) {
            if (t.kind() == TerrainKind.ROAD && distanceToLine(p, t) <= tolerance) {
                out.add(t);
            }
        }
        return out;
    }

    /** Distance from the point to the feature's line (a polyline, or a polygon's boundary). */
    public static double distanceToLine(Vec2 p, TerrainFeature t) {
        List<Vec2> pts = t.points();
        int n = pts.size();
        int segments = t.kind().isPolyline() ? n - 1 : n;
        double best = Double.MAX_VALUE;
        for (int i = 0; i < segments; i++) {
            Vec2 a = pts.get(i);
            Vec2 b = pts.get((i + 1) % n);
            best = Math.min(best, Segment.pointSegmentDistance(p.x(), p.y(), a.x(), a.y(), b.x(), b.y()));
        }
        return best;
    }

    /** The points where the segment crosses the feature's line, in order along the segment. */
    public static List<Vec2> crossings(Segment s, TerrainFeature t) {
        List<Vec2> pts = t.points();
        int n = pts.size();
        int segments = t.kind().isPolyline() ? n - 1 : n;
        List<Double> ts = new ArrayList<>();
        Vec2 a = s.a();
        Vec2 b = s.b();
        for (int i = 0; i < segments; i++) {
            Vec2 c = pts.get(i);
            Vec2 d = pts.get((i + 1) % n);
            double p = Segment.intersectionParam(a.x(), a.y(), b.x(), b.y(), c.x(), c.y(), d.x(), d.y());
            if (!Double.isNaN(p)) {
                ts.add(p);
            }
        }
        ts.sort(null);
        List<Vec2> out = new ArrayList<>(ts.size());
        for (double p : ts) {
            out.add(s.pointAt(p));
        }
        return out;
    }

    /** The built-up area blocks (VILLAGE and TOWN features, HOW-TERR-20), by feature index. */
    public List<Integer> buaBlocks() {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < features.size(); i++) {
            if (isBua(features.get(i).kind())) {
                out.add(i);
            }
        }
        return out;
    }

    public static boolean isBua(TerrainKind kind) {
        return kind == TerrainKind.VILLAGE || kind == TerrainKind.TOWN;
    }

    /** The first BUA block containing the point, −1 if none. */
    public int buaAt(Vec2 p) {
        for (int i = 0; i < features.size(); i++) {
            TerrainFeature t = features.get(i);
            if (isBua(t.kind()) && contains(i, p)) {
                return i;
            }
        }
        return -1;
    }
}
