package adjutant.engine.blownaway;

import adjutant.engine.geometry.Polygon;
import adjutant.engine.geometry.Segment;

/** Long-range line of sight (BA-GEO-21, AMB-58). */
final class LineOfSight {
    private LineOfSight() {}

    /**
     * A unit whose box is this much farther than the block radius from the line's box, or from
     * the line itself, has no element near enough to block: far beyond the rounding of the
     * closest point of the line and of the distances to the line as computed (a few ulps of
     * table coordinates).
     */
    private static final double BOX_MARGIN = 1e-9;
    private static final double LINE_MARGIN = 1e-6;

    /**
     * Is the line from the axle of {@code gun} at (cx, cy) to the target man at (tx, ty) of
     * {@code target} clear? Blocked by (i) an in-ranks man or manned cannon of any third unit
     * less than {@code los.blockRadius} from the segment, (ii) a LOS-blocking polygon, except
     * that up to {@code los.woodsDepth} inside the wood holding the target and up to that much
     * inside the wood holding the gun are allowed. Running men, killed markers, commanders,
     * unmanned cannons and fieldworks never block. {@code bounds}: the state's boxes.
     */
    static boolean clear(BaState s, BodyBounds bounds, int gun, int target, double cx, double cy, double tx, double ty) {
        double r2 = Params.LOS_BLOCK_RADIUS * Params.LOS_BLOCK_RADIUS;
        double reach = Params.LOS_BLOCK_RADIUS + BOX_MARGIN;
        double lx0 = Math.min(cx, tx);
        double lx1 = Math.max(cx, tx);
        double ly0 = Math.min(cy, ty);
        double ly1 = Math.max(cy, ty);
        double dx = tx - cx;
        double dy = ty - cy;
        double wide = (Params.LOS_BLOCK_RADIUS + LINE_MARGIN) * Math.sqrt(dx * dx + dy * dy);
        for (int u = 0; u < s.setup.nUnits; u++) {
            if (u == gun || u == target || bounds.gap(u, lx0, lx1, ly0, ly1) > reach
                    || bounds.beyondLine(u, cx, cy, dx, dy, wide)) {
                continue;
            }
            int from = s.setup.firstFigure[u];
            int to = from + s.setup.startMen[u];
            for (int f = from; f < to; f++) {
                if (s.statusOrdinal(f) == FigureStatus.IN_RANKS.ordinal()
                        && Segment.pointSegmentDistanceSquared(s.x(f), s.y(f), cx, cy, tx, ty) < r2 - 1e-12) {
                    return false;
                }
            }
            if (bounds.manned(u) && Segment.pointSegmentDistanceSquared(
                    s.anchorX(u), s.anchorY(u), cx, cy, tx, ty) < r2 - 1e-12) {
                return false;
            }
        }
        Board b = s.setup.board;
        for (int i = 0; i < b.losBlockers.size(); i++) {
            Polygon p = b.losBlockers.get(i);
            double inside = p.lengthInside(cx, cy, tx, ty);
            if (inside <= 1e-6) {
                continue;
            }
            double allowed = 0;
            if (b.losBlockerIsWoods.get(i)) {
                if (p.contains(tx, ty)) {
                    allowed += Params.LOS_WOODS_DEPTH;
                }
                if (p.contains(cx, cy)) {
                    allowed += Params.LOS_WOODS_DEPTH;
                }
            }
            if (inside > allowed + 1e-6) {
                return false;
            }
        }
        return true;
    }
}
