package adjutant.engine.blownaway;

import adjutant.engine.geometry.Box;
import adjutant.engine.geometry.Eps;
import adjutant.engine.geometry.Polygon;
import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import java.util.List;

/**
 * Cover of a unit against an opponent (BA-GEO-22, BA-TERR-2..4, 7) and "in woods" (BA-GEO-23,
 * BA-TERR-1). Cover is always per opponent reference point; woods are absolute.
 */
final class Cover {
    private Cover() {}

    static final int NONE = 0;
    static final int WALL = 1;
    static final int REDOUBT_TRENCH = 2;

    /** Wall proximity with its tolerance, plus slack so that the box reject never changes a result. */
    private static final double NEAR_REJECT = Params.COVER_WALL_PROXIMITY + 1e-6 + 1e-3;

    /**
     * Cover class of {@code unit} against reference point (rx, ry): REDOUBT_TRENCH when at least
     * half of M(U) (in-ranks men plus the axle if manned) is behind a parapet or in a trench,
     * else WALL when at least half has any hard cover, else NONE. A unit with no man in ranks
     * has no cover.
     */
    static int coverClass(BaState s, int unit, double rx, double ry) {
        Board b = s.setup.board;
        if (b.redoubts.isEmpty() && b.trenches.isEmpty() && !nearAWall(s, unit)) {
            return NONE;
        }
        int n = 0;
        int rt = 0;
        int any = 0;
        int from = s.setup.firstFigure[unit];
        int to = from + s.setup.startMen[unit];
        for (int f = from; f <= to; f++) {
            double px;
            double py;
            if (f == to) {
                if (!Relations.manned(s, unit)) {
                    break;
                }
                px = s.anchorX(unit);
                py = s.anchorY(unit);
            } else {
                if (s.statusOrdinal(f) != FigureStatus.IN_RANKS.ordinal()) {
                    continue;
                }
                px = s.x(f);
                py = s.y(f);
            }
            n++;
            int c = pointCover(b, px, py, rx, ry);
            if (c == REDOUBT_TRENCH) {
                rt++;
            }
            if (c != NONE) {
                any++;
            }
        }
        if (n == 0) {
            return NONE;
        }
        if (rt >= Params.COVER_MAJORITY * n - 1e-9) {
            return REDOUBT_TRENCH;
        }
        if (any >= Params.COVER_MAJORITY * n - 1e-9) {
            return WALL;
        }
        return NONE;
    }

    /**
     * Does the unit's box come within the wall proximity of some wall's box? If not, no element
     * of it has wall cover: {@link #pointCover} rejects each of them by the same comparisons.
     */
    private static boolean nearAWall(BaState s, int unit) {
        Board b = s.setup.board;
        BodyBounds bounds = b.walls.isEmpty() ? null : BodyBounds.of(s);
        for (double[] box : b.wallBoxes) {
            if (bounds.meets(unit, box[0] - NEAR_REJECT, box[1] + NEAR_REJECT, box[2] - NEAR_REJECT, box[3] + NEAR_REJECT)) {
                return true;
            }
        }
        return false;
    }

    /** hardCover (HC): class ≠ NONE. */
    static boolean hard(BaState s, int unit, double rx, double ry) {
        return coverClass(s, unit, rx, ry) != NONE;
    }

    /** The cover of one element p against R: redoubt/trench beats wall (BA-GEO-22). */
    static int pointCover(Board b, double px, double py, double rx, double ry) {
        for (Polygon t : b.trenches) {
            if (t.contains(px, py) && !t.contains(rx, ry)) {
                return REDOUBT_TRENCH;
            }
        }
        for (Board.Redoubt r : b.redoubts) {
            Polygon a = r.area();
            if (!a.contains(px, py) || a.contains(rx, ry)) {
                continue;
            }
            List<Vec2> v = a.vertices();
            for (int i = 0; i < v.size(); i++) {
                if (!r.parapet()[i]) {
                    continue;
                }
                Vec2 p0 = v.get(i);
                Vec2 p1 = v.get((i + 1) % v.size());
                if (Segment.segmentsIntersect(px, py, rx, ry, p0.x(), p0.y(), p1.x(), p1.y())) {
                    return REDOUBT_TRENCH;
                }
            }
        }
        for (int k = 0; k < b.walls.size(); k++) {
            double[] box = b.wallBoxes.get(k);
            if (px < box[0] - NEAR_REJECT || px > box[1] + NEAR_REJECT
                    || py < box[2] - NEAR_REJECT || py > box[3] + NEAR_REJECT) {
                continue; // farther than the proximity from every point of this wall: no wall cover
            }
            List<Vec2> pts = b.walls.get(k).points();
            boolean near = false;
            boolean between = false;
            for (int i = 0; i + 1 < pts.size(); i++) {
                Vec2 p0 = pts.get(i);
                Vec2 p1 = pts.get(i + 1);
                if (Segment.pointSegmentDistance(px, py, p0.x(), p0.y(), p1.x(), p1.y())
                        <= Params.COVER_WALL_PROXIMITY + 1e-6) {
                    near = true;
                }
                if (Segment.segmentsIntersect(px, py, rx, ry, p0.x(), p0.y(), p1.x(), p1.y())) {
                    between = true;
                }
            }
            if (near && between) {
                return WALL;
            }
        }
        return NONE;
    }

    /**
     * Does the unit's box meet some wood's box grown by the boundary tolerance? If not, no
     * element of it is in a wood: Polygon.contains rejects each of them by the same comparisons.
     */
    private static boolean meetsAWood(BaState s, int unit) {
        Board b = s.setup.board;
        BodyBounds bounds = b.woods.isEmpty() ? null : BodyBounds.of(s);
        for (Polygon p : b.woods) {
            Box w = p.bounds();
            if (bounds.meets(unit, w.minX() - Eps.EPS, w.maxX() + Eps.EPS, w.minY() - Eps.EPS, w.maxY() + Eps.EPS)) {
                return true;
            }
        }
        return false;
    }

    /** inWoods(U): at least half of M(U) inside woods (BA-GEO-23); false with no body. */
    static boolean inWoods(BaState s, int unit) {
        Board b = s.setup.board;
        if (!meetsAWood(s, unit)) {
            return false; // no element inside any wood
        }
        int n = 0;
        int in = 0;
        int from = s.setup.firstFigure[unit];
        int to = from + s.setup.startMen[unit];
        for (int f = from; f < to; f++) {
            if (s.statusOrdinal(f) == FigureStatus.IN_RANKS.ordinal()) {
                n++;
                if (b.inWoods(s.x(f), s.y(f))) {
                    in++;
                }
            }
        }
        if (Relations.manned(s, unit)) {
            n++;
            if (b.inWoods(s.anchorX(unit), s.anchorY(unit))) {
                in++;
            }
        }
        return n > 0 && in >= Params.COVER_MAJORITY * n - 1e-9;
    }
}
