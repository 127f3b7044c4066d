package adjutant.engine.augsburg;

import adjutant.engine.geometry.Polygon;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;

/**
 * The cover categories of LOA-TERR-3 (AMB-30) as shooting and morale read them: whether a unit
 * is concealed, in cover or in hard cover, and whether it fires from inside buildings or area
 * cover (LOA-FIRE-3). Area terrain counts when the unit's centre is inside it; a hedge, fence,
 * low wall or line of trees counts for a unit within 1" of it (for fire: when the line of fire
 * crosses it too).
 */
final class FireCover {

    /** Worst to best for the target (LOA-FIRE-6, LOA-MOR-3). */
    enum Category {
        NONE,
        /** Smoke, light brush, wooden buildings, hedges: save 6, morale −1. */
        CONCEALED,
        /** Substantial buildings, woods, light works: save 5–6, morale −2. */
        COVER,
        /** Substantial works, forts, heavy stone walls: save 4–6, morale −3. */
        HARD
    }

    /** How close a linear obstacle must be to shelter a unit, inches (decision, fire helper). */
    static final double LINEAR_REACH = 1.0;

    private FireCover() {
    }

    static Category area(TerrainKind k) {
        return switch (k) {
            case ROUGH -> Category.CONCEALED; // light brush
            case WOODS, BUILDING, VILLAGE, TOWN, FARM, REDOUBT, TRENCH -> Category.COVER;
            case HEDGE, FENCE, WALL, TREELINE -> Category.CONCEALED; // linear obstacles (AMB-30)
            default -> Category.NONE;
        };
    }

    /** Whether firing from inside it halves the basic pool (LOA-FIRE-3: buildings, brush, woods; not works). */
    static boolean halves(TerrainKind k) {
        return switch (k) {
            case ROUGH, WOODS, BUILDING, VILLAGE, TOWN, FARM -> true;
            default -> false;
        };
    }

    private static List<TerrainFeature> terrain(LoaState s) {
        return s.setup.scenario().header().terrain();
    }

    /** The unit's cover for morale (LOA-MOR-3): the best area it stands in or linear obstacle it stands at. */
    static Category of(LoaState s, int unit) {
        Footprint f = s.footprint(unit);
        Category best = Category.NONE;
        for (TerrainFeature t : terrain(s)) {
            Category c = area(t.kind());
            if (c == Category.NONE || c.ordinal() <= best.ordinal()) {
                continue;
            }
            if (t.kind().isPolyline() ? near(t, f.polygon()) : t.contains(f.centre())) {
                best = c;
            }
        }
        return best;
    }

    /** The target's cover against fire from {@code from} (LOA-FIRE-6): a linear obstacle must also lie across the line of fire. */
    static Category against(LoaState s, int target, Vec2 from) {
        Footprint f = s.footprint(target);
        Category best = Category.NONE;
        for (TerrainFeature t : terrain(s)) {
            Category c = area(t.kind());
            if (c == Category.NONE || c.ordinal() <= best.ordinal()) {
                continue;
            }
            boolean in;
            if (t.kind().isPolyline()) {
                in = near(t, f.polygon()) && crosses(t, new Segment(from, f.centre()));
            } else {
                in = t.contains(f.centre());
            }
            if (in) {
                best = c;
            }
        }
        return best;
    }

    /** LOA-FIRE-3: the firer stands inside buildings or area cover that halve its pool. */
    static boolean firesFromCover(LoaState s, int unit) {
        Vec2 c = s.footprint(unit).centre();
        for (TerrainFeature t : terrain(s)) {
            if (!t.kind().isPolyline() && halves(t.kind()) && t.contains(c)) {
                return true;
            }
        }
        return false;
    }

    private static boolean near(TerrainFeature t, Polygon p) {
        List<Vec2> pts = t.points();
        for (int i = 0; i + 1 < pts.size(); i++) {
            Segment seg = new Segment(pts.get(i), pts.get(i + 1));
            if (p.intersects(seg)) {
                return true;
            }
            for (Segment e : p.edges()) {
                if (e.distanceTo(seg) <= LINEAR_REACH) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean crosses(TerrainFeature t, Segment line) {
        List<Vec2> pts = t.points();
        for (int i = 0; i + 1 < pts.size(); i++) {
            if (new Segment(pts.get(i), pts.get(i + 1)).intersects(line)) {
                return true;
            }
        }
        return false;
    }
}
