package adjutant.engine.honours;

import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.TerrainFeature;
import java.util.List;

/**
 * Whether a move is "on a road" (HOW-TERR-15, HOW-MOVE-9): the unit is in march column and the
 * centre of its front edge stays within one infantry base width (4 cm at 28mm) of one road
 * polyline all the way, checked at its start, its end and every centimetre between. A road that
 * bends is followed by several straight moves, one leg at a time.
 */
final class Roads {

    private Roads() {
    }

    /** Whether the straight path of the front centre from {@code a} to {@code b} follows one road. */
    static boolean follows(HowState s, Vec2 a, Vec2 b) {
        Terrain t = s.setup.terrain();
        double tol = s.setup.cm(Distance.INFANTRY_BASE);
        List<TerrainFeature> roads = t.roadsNear(a, tol);
        if (roads.isEmpty()) {
            return false;
        }
        int steps = Math.max(1, (int) Math.ceil(a.distance(b)));
        for (TerrainFeature road : roads) {
            boolean all = true;
            for (int i = 1; i <= steps && all; i++) {
                Vec2 p = a.plus(b.minus(a).times(i / (double) steps));
                all = Terrain.distanceToLine(p, road) <= tol;
            }
            if (all) {
                return true;
            }
        }
        return false;
    }

    /** Whether a unit in this formation counts as march column for roads and fords (HOW-ORG-7, AMB-62). */
    static boolean column(HowState s, int u, Formation f) {
        return f.isColumn() || s.setup.type(u) == UnitType.TRANSPORT;
    }
}
