package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.scenario.ObjectiveValue;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;

/**
 * Geographical objectives (HOW-VIC-3, HOW-VIC-4, AMB-40). An objective whose centre lies in a
 * built-up area is occupied by units inside that area; any other by a unit whose footprint
 * touches its area or comes within 5 cm of it. Only units in play count. Units of both sides:
 * disputed, counting for neither; of one side: that side holds it; none: the last holder keeps
 * it. The holders are recomputed at each end-of-turn check, so retaking an objective restores
 * its points; its original holder has lost its points while the enemy alone holds it.
 */
final class Objectives {

    static final int NONE = 0;
    static final int BLUE = 1;
    static final int RED = 2;
    static final int DISPUTED = BLUE | RED;

    private Objectives() {
    }

    /** Who occupies objective {@code i} now: {@link #NONE}, {@link #BLUE}, {@link #RED} or {@link #DISPUTED}. */
    static int occupants(HowState s, int i) {
        ObjectiveSpec area = spec(s, i);
        int bua = buaAt(s, area.center());
        int mask = NONE;
        for (int u = 0; u < s.units.length; u++) {
            if (!s.inPlay(u)) {
                continue;
            }
            boolean occupies = bua >= 0 ? MeleeModifiers.buaOf(s, u) == bua
                    : distance(s.footprint(u), area) <= s.setup.cm(Distance.OBJECTIVE_REACH);
            if (occupies) {
                mask |= s.setup.side(u) == Side.BLUE ? BLUE : RED;
            }
        }
        return mask;
    }

    /** Recomputes every holder (HOW-VIC-4, AMB-40). */
    static void update(HowState s) {
        List<ObjectiveValue> values = s.setup.scenario().objectiveValues();
        for (int i = 0; i < values.size(); i++) {
            if (s.objectiveHolder[i] == null) {
                s.objectiveHolder[i] = values.get(i).holder();
            }
            int m = occupants(s, i);
            if (m == BLUE) {
                s.objectiveHolder[i] = Side.BLUE;
            } else if (m == RED) {
                s.objectiveHolder[i] = Side.RED;
            }
        }
    }

    /** Army points the side has lost through objectives the enemy took from it (HOW-VIC-3). */
    static double lost(HowState s, Side side) {
        List<ObjectiveValue> values = s.setup.scenario().objectiveValues();
        double out = 0;
        for (int i = 0; i < values.size(); i++) {
            ObjectiveValue v = values.get(i);
            if (v.holder() == side && s.objectiveHolder[i] == side.opponent() && occupants(s, i) != DISPUTED) {
                out += v.points();
            }
        }
        return out;
    }

    private static ObjectiveSpec spec(HowState s, int i) {
        String id = s.setup.scenario().objectiveValues().get(i).objective();
        for (ObjectiveSpec o : s.setup.scenario().header().objectives()) {
            if (o.id().equals(id)) {
                return o;
            }
        }
        throw new IllegalStateException("no objective '" + id + "' in the scenario header");
    }

    private static int buaAt(HowState s, Vec2 p) {
        int v = s.setup.terrain().indexAt(p, TerrainKind.VILLAGE);
        return v >= 0 ? v : s.setup.terrain().indexAt(p, TerrainKind.TOWN);
    }

    /** Distance from a footprint to an objective area, 0 when they overlap. */
    static double distance(Footprint f, ObjectiveSpec o) {
        if (o.isCircle()) {
            return Math.max(0, f.distanceTo(o.center()) - o.radius());
        }
        List<Vec2> poly = o.polygon();
        double best = Double.MAX_VALUE;
        for (Vec2 c : f.corners()) {
            if (o.contains(c)) {
                return 0;
            }
        }
        for (int i = 0; i < poly.size(); i++) {
            Vec2 a = poly.get(i);
            Vec2 b = poly.get((i + 1) % poly.size());
            best = Math.min(best, f.distanceTo(a));
            for (Vec2 c : f.corners()) {
                best = Math.min(best, Segment.pointSegmentDistance(c.x(), c.y(), a.x(), a.y(), b.x(), b.y()));
            }
        }
        return best;
    }
}
