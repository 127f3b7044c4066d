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

    Terrain(HowScenario scenario) {
        this.table = scenario.table();
        this.features = scenario.terrain();
        this.fortified = scenario.fortified();
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
        for (TerrainFeature t : features) {
            if (t.contains(p)) {
                out.add(t);
            }
        }
        return out;
    }

    /** Whether a polygon feature of the kind contains the point. */
    public boolean at(Vec2 p, TerrainKind kind) {
        for (TerrainFeature t : features) {
            if (t.kind() == kind && t.contains(p)) {
                return true;
            }
        }
        return false;
    }

    /** Index of the first polygon feature of the kind containing the point, −1 if none. */
    public int indexAt(Vec2 p, TerrainKind kind) {
        for (int i = 0; i < features.size(); i++) {
            TerrainFeature t = features.get(i);
            if (t.kind() == kind && t.contains(p)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether a polygon feature of the kind holds more than half of the footprint's base centres. */
    public boolean mostlyIn(Footprint f, TerrainKind kind) {
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
        for (TerrainFeature t : features) {
            if (t.kind() == kind && touches(f, t)) {
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
}
