package adjutant.engine.augsburg;

import adjutant.engine.geometry.Polygon;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.ArrayList;
import java.util.List;

/**
 * The ground (LOA-TERR-1 to LOA-TERR-3): which terrain is bad going, which lines are obstacles,
 * whether a footprint stands in bad going, what a path crosses, and the cover a unit has.
 *
 * <p>Bad going (LOA-TERR-1): woods, rough ground, buildings, villages, towns and works (works are
 * obstacles that count as cover). Obstacles: hedges, fences, walls and streams, each crossed
 * costing the rate's obstacle deduction (LOA-MOVE-1). Hills and roads are good going.
 *
 * @implNote This class is thread-safe; it keeps the last scenario's polygons.
 */
public final class Going {

    /** Touching the edge of a wood is not standing in it. */
    private static final double SHRINK = 0.01;
    /** A linear obstacle this close to a unit's front edge covers it (it lines the hedge). */
    static final double LINING = 1.0;

    /** The last scenario's ground, found by identity (hashing the terrain on every look-up would cost more than building). */
    private static volatile Ground last;

    private Going() {
    }

    /** A scenario's terrain as polygons and polylines, built once. */
    private record Ground(List<TerrainFeature> features, List<Polygon> polygons) {
    }

    private static Ground ground(LoaState s) {
        List<TerrainFeature> t = s.setup.scenario().header().terrain();
        Ground g = last;
        if (g != null && g.features == t) {
            return g;
        }
        List<Polygon> ps = new ArrayList<>();
        for (TerrainFeature f : t) {
            ps.add(f.kind().isPolyline() || f.points().size() < 3 ? null : Polygon.of(f.points()));
        }
        g = new Ground(t, ps);
        last = g;
        return g;
    }

    /** LOA-TERR-1: bad going. */
    public static boolean isBadGoing(TerrainKind k) {
        return switch (k) {
            case WOODS, ROUGH, BUILDING, VILLAGE, TOWN, REDOUBT, TRENCH -> true;
            default -> false;
        };
    }

    /** LOA-TERR-1: linear obstacles, which cost distance to cross (LOA-MOVE-1). */
    public static boolean isObstacle(TerrainKind k) {
        return k == TerrainKind.HEDGE || k == TerrainKind.FENCE || k == TerrainKind.WALL || k == TerrainKind.STREAM;
    }

    /** LOA-TERR-3 (AMB-30): the cover category of a kind of terrain. */
    public static Cover cover(TerrainKind k) {
        return switch (k) {
            case ROUGH -> Cover.BRUSH;
            case VILLAGE -> Cover.WOODEN_BUILDING;
            case HEDGE, FENCE, WALL -> Cover.LINEAR;
            case WOODS -> Cover.WOODS;
            case BUILDING, TOWN -> Cover.BUILDING;
            case TRENCH -> Cover.LIGHT_WORKS;
            case REDOUBT -> Cover.HARD;
            default -> Cover.NONE;
        };
    }

    /** Whether any part of the footprint stands in bad going (LOA-TERR-2). */
    public static boolean inBadGoing(LoaState s, Footprint f) {
        Ground g = ground(s);
        List<Vec2> box = shrunk(f);
        for (int i = 0; i < g.features.size(); i++) {
            TerrainFeature t = g.features.get(i);
            if (isBadGoing(t.kind()) && g.polygons.get(i) != null && overlaps(box, g.polygons.get(i))) {
                return true;
            }
        }
        return false;
    }

    /** Whether the footprint overlaps terrain no unit may enter (the scenario's impassable flag). */
    public static boolean impassable(LoaState s, Footprint f) {
        Ground g = ground(s);
        List<Vec2> box = shrunk(f);
        for (int i = 0; i < g.features.size(); i++) {
            if (g.features.get(i).impassable() && g.polygons.get(i) != null && overlaps(box, g.polygons.get(i))) {
                return true;
            }
        }
        return false;
    }

    /** Whether a point stands in bad going. */
    public static boolean inBadGoing(LoaState s, Vec2 p) {
        Ground g = ground(s);
        for (int i = 0; i < g.features.size(); i++) {
            if (isBadGoing(g.features.get(i).kind()) && g.polygons.get(i) != null && g.polygons.get(i).contains(p)) {
                return true;
            }
        }
        return false;
    }

    /** The length of a straight path inside bad going (overlapping features counted once, at most the path). */
    public static double badLength(LoaState s, Vec2 a, Vec2 b) {
        Ground g = ground(s);
        double in = 0;
        for (int i = 0; i < g.features.size(); i++) {
            if (isBadGoing(g.features.get(i).kind()) && g.polygons.get(i) != null) {
                in += g.polygons.get(i).lengthInside(a.x(), a.y(), b.x(), b.y());
            }
        }
        return Math.min(in, a.distance(b));
    }

    /** The obstacles (indices of terrain features) any of the paths crosses; each counts once. */
    public static List<Integer> obstaclesCrossed(LoaState s, List<Segment> paths) {
        Ground g = ground(s);
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < g.features.size(); i++) {
            TerrainFeature t = g.features.get(i);
            if (!isObstacle(t.kind())) {
                continue;
            }
            boolean crossed = false;
            for (Segment p : paths) {
                for (int k = 0; k + 1 < t.points().size() && !crossed; k++) {
                    crossed = p.length() > 0 && p.intersects(Segment.of(t.points().get(k), t.points().get(k + 1)));
                }
            }
            if (crossed) {
                out.add(i);
            }
        }
        return out;
    }

    /**
     * LOA-TERR-3: the best cover a unit has (AMB-35): the area terrain its footprint's centre
     * stands in, and the linear obstacles within 1" of its front edge, which it lines.
     */
    public static Cover cover(LoaState s, int unit) {
        Ground g = ground(s);
        Footprint f = s.footprint(unit);
        Vec2 centre = f.centre();
        Vec2 half = f.forward().rightNormal().times(f.width() / 2);
        Segment front = Segment.of(f.front().minus(half), f.front().plus(half));
        Cover best = Cover.NONE;
        for (int i = 0; i < g.features.size(); i++) {
            TerrainFeature t = g.features.get(i);
            Cover c = cover(t.kind());
            if (c == Cover.NONE) {
                continue;
            }
            boolean in;
            if (t.kind().isPolyline()) {
                in = false;
                for (int k = 0; k + 1 < t.points().size() && !in; k++) {
                    in = front.distanceTo(Segment.of(t.points().get(k), t.points().get(k + 1))) <= LINING;
                }
            } else {
                in = g.polygons.get(i) != null && g.polygons.get(i).contains(centre);
            }
            if (in) {
                best = best.best(c);
            }
        }
        return best;
    }

    /** The footprint's corners pulled in a little, so that touching is not overlapping. */
    static List<Vec2> shrunk(Footprint f) {
        Vec2 fw = f.forward();
        Vec2 r = fw.rightNormal();
        double w = Math.max(0, f.width() / 2 - SHRINK);
        Vec2 a = f.front().minus(fw.times(SHRINK));
        Vec2 b = f.front().minus(fw.times(Math.max(SHRINK, f.depth() - SHRINK)));
        return List.of(a.minus(r.times(w)), a.plus(r.times(w)), b.plus(r.times(w)), b.minus(r.times(w)));
    }

    private static boolean overlaps(List<Vec2> box, Polygon p) {
        for (int i = 0; i < 4; i++) {
            Vec2 a = box.get(i);
            Vec2 b = box.get((i + 1) % 4);
            if (p.intersects(a.x(), a.y(), b.x(), b.y())) {
                return true;
            }
        }
        return Polygon.of(box).contains(p.vertices().get(0));
    }
}
