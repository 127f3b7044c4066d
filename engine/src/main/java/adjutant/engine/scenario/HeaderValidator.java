package adjutant.engine.scenario;

import static adjutant.engine.scenario.JsonCursor.format;

import adjutant.engine.geometry.Vec2;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The checks of a scenario's header that need more than one field: shapes on the table, ids
 * unique, objectives that do not overlap or sit in impassable terrain. {@link ScenarioLoader}
 * runs them on every file before the ruleset's own checks; the helpers are shared with those.
 */
public final class HeaderValidator {

    private final ScenarioHeader s;
    private final HeaderPaths paths;
    private final Problems problems;

    private HeaderValidator(ScenarioHeader s, HeaderPaths paths, Problems problems) {
        this.s = s;
        this.paths = paths;
        this.problems = problems;
    }

    /** Checks the terrain and the objectives of a header. */
    public static void validate(ScenarioHeader header, HeaderPaths paths, Problems problems) {
        HeaderValidator v = new HeaderValidator(header, paths, problems);
        v.terrain();
        v.objectives();
    }

    // ---- terrain ----

    private void terrain() {
        Map<String, String> ids = new HashMap<>();
        for (int i = 0; i < s.terrain().size(); i++) {
            TerrainFeature t = s.terrain().get(i);
            String path = paths.terrain().get(i);
            uniqueId(ids, t.id(), path, "terrain");
            String kind = t.kind().id();
            int n = t.points().size();
            if (t.kind().isPolyline() && n < 2) {
                problems.error(path + ".points", "a " + kind + " polyline needs at least 2 points, found " + n);
            } else if (!t.kind().isPolyline() && n < 3) {
                problems.error(path + ".points", "a " + kind + " polygon needs at least 3 points, found " + n);
            } else if (!t.kind().isPolyline()) {
                polygonShape(t.points(), path + ".points");
            }
            onTable(t.points(), path + ".points", "terrain");
            if (!t.openEdges().isEmpty()) {
                openEdges(t, path + ".openEdges");
            }
            if (t.impassable() && t.kind().isPolyline()) {
                problems.warning(path + ".impassable", "has no effect on a " + kind + " (a polyline has no inside)");
            }
        }
    }

    private void openEdges(TerrainFeature t, String path) {
        if (t.kind() != TerrainKind.REDOUBT) {
            problems.error(path, "only redoubts have open edges, not a " + t.kind().id());
            return;
        }
        int edges = t.points().size();
        List<Integer> seen = new ArrayList<>();
        for (int k = 0; k < t.openEdges().size(); k++) {
            int e = t.openEdges().get(k);
            if (e < 0 || e >= edges) {
                problems.error(path + "[" + k + "]", "no edge " + e + ": the redoubt has edges 0 to " + (edges - 1)
                        + " (edge i runs from point i to point i + 1)");
            } else if (seen.contains(e)) {
                problems.error(path + "[" + k + "]", "edge " + e + " is listed twice");
            }
            seen.add(e);
        }
    }

    // ---- objectives ----

    private void objectives() {
        Map<String, String> ids = new HashMap<>();
        for (int i = 0; i < s.objectives().size(); i++) {
            ObjectiveSpec o = s.objectives().get(i);
            String path = paths.objectives().get(i);
            uniqueId(ids, o.id(), path, "objective");
            if (o.isCircle()) {
                if (!(o.radius() > 0)) {
                    problems.error(path + ".radius", "must be greater than 0, not " + format(o.radius()));
                    continue;
                }
                Vec2 c = o.center();
                Table tb = s.table();
                if (c.x() - o.radius() < -ScenarioGeometry.EPS || c.x() + o.radius() > tb.length() + ScenarioGeometry.EPS
                        || c.y() - o.radius() < -ScenarioGeometry.EPS || c.y() + o.radius() > tb.width() + ScenarioGeometry.EPS) {
                    problems.error(path + ".center", "the objective (radius " + format(o.radius()) + " around " + c
                            + ") reaches off the " + tableName() + " table");
                }
            } else {
                if (o.polygon().size() < 3) {
                    problems.error(path + ".polygon", "a polygon needs at least 3 points, found " + o.polygon().size());
                    continue;
                }
                if (!polygonShape(o.polygon(), path + ".polygon")) {
                    continue;
                }
                onTable(o.polygon(), path + ".polygon", "objective");
            }
            impassableAt(o.center()).ifPresent(t -> problems.error(path + (o.isCircle() ? ".center" : ".polygon"),
                    "the objective's centre " + o.center() + " is in impassable terrain '" + t.id() + "'"));
            for (int j = 0; j < i; j++) {
                ObjectiveSpec other = s.objectives().get(j);
                if (usable(other) && overlap(o, other)) {
                    problems.error(path, "overlaps objective '" + other.id() + "' (" + paths.objectives().get(j) + ")");
                }
            }
        }
    }

    private static boolean usable(ObjectiveSpec o) {
        return o.isCircle() ? o.radius() > 0 : o.polygon().size() >= 3;
    }

    private static boolean overlap(ObjectiveSpec a, ObjectiveSpec b) {
        if (a.isCircle() && b.isCircle()) {
            return a.center().distance(b.center()) < a.radius() + b.radius() - ScenarioGeometry.EPS;
        }
        if (a.isCircle()) {
            return ScenarioGeometry.circleOverlapsPolygon(a.center(), a.radius(), b.polygon());
        }
        if (b.isCircle()) {
            return ScenarioGeometry.circleOverlapsPolygon(b.center(), b.radius(), a.polygon());
        }
        return ScenarioGeometry.polygonsOverlap(a.polygon(), b.polygon());
    }

    /** A simple polygon with an area; false (and reported) when not. */
    private boolean polygonShape(List<Vec2> points, String path) {
        Optional<String> crossing = ScenarioGeometry.notSimple(points);
        if (crossing.isPresent()) {
            problems.error(path, "the polygon is not simple: " + crossing.get());
            return false;
        }
        if (Math.abs(ScenarioGeometry.signedArea(points)) < ScenarioGeometry.EPS) {
            problems.error(path, "the polygon has no area (its points lie on one line)");
            return false;
        }
        return true;
    }

    // ---- helpers, shared with the rulesets' validators ----

    /** Reports an empty id, or one seen before under another path. */
    public static void uniqueId(Problems problems, Map<String, String> seen, String id, String path, String what) {
        if (id.isBlank()) {
            problems.error(path + ".id", "must not be empty");
            return;
        }
        String first = seen.putIfAbsent(id, path);
        if (first != null) {
            problems.error(path + ".id", "duplicate " + what + " id '" + id + "' (also " + first + ")");
        }
    }

    private void uniqueId(Map<String, String> seen, String id, String path, String what) {
        uniqueId(problems, seen, id, path, what);
    }

    private void onTable(List<Vec2> pts, String path, String what) {
        for (int k = 0; k < pts.size(); k++) {
            if (!s.table().contains(pts.get(k))) {
                problems.error(path + "[" + k + "]", what + " point " + pts.get(k) + " is off the " + tableName(s.table())
                        + " table");
            }
        }
    }

    /** The impassable polygon a point is in, unless it is also on a bridge (BA-GEO-27). */
    public static Optional<TerrainFeature> impassableAt(List<TerrainFeature> terrain, Vec2 p) {
        boolean onBridge = terrain.stream()
                .anyMatch(t -> t.kind() == TerrainKind.BRIDGE && t.points().size() >= 3 && t.contains(p));
        if (onBridge) {
            return Optional.empty();
        }
        return terrain.stream().filter(t -> t.impassable() && t.points().size() >= 3 && t.contains(p)).findFirst();
    }

    private Optional<TerrainFeature> impassableAt(Vec2 p) {
        return impassableAt(s.terrain(), p);
    }

    /** "96 × 48", for messages. */
    public static String tableName(Table table) {
        return format(table.length()) + " × " + format(table.width());
    }

    private String tableName() {
        return tableName(s.table());
    }
}
