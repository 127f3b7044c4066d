package adjutant.engine.blownaway;

import adjutant.engine.game.Side;

/** Objective ownership: occupation and pass-through (BA-WIN-1..4, 6, 7; BA-MOVE-17). */
final class Objectives {
    private Objectives() {}

    /**
     * BA-WIN-2/4/7: a side with at least one in-ranks man inside an objective and no enemy
     * in-ranks man inside it becomes its owner; contested objectives keep their owner.
     */
    static void update(BaState s) {
        update(s, BodyBounds.of(s));
    }

    /** The same; {@code bounds}: the state's boxes. */
    static void update(BaState s, BodyBounds bounds) {
        for (int o = 0; o < s.objectiveCount(); o++) {
            boolean blue = false;
            boolean red = false;
            // a unit whose men's box misses the objective's has no man inside
            for (long left = bounds.unitsMeeting(o); left != 0 && !(blue && red); left &= left - 1) { // both in: contested, done
                int u = Long.numberOfTrailingZeros(left);
                boolean isBlue = s.setup.unitSide[u] == Side.BLUE;
                if ((isBlue ? blue : red) || !hasManInside(s, u, o)) {
                    continue;
                }
                if (isBlue) {
                    blue = true;
                } else {
                    red = true;
                }
            }
            if (blue != red) {
                s.setOwnerCode(o, (blue ? Side.BLUE : Side.RED).ordinal() + 1);
            }
        }
    }

    /**
     * BA-WIN-3: an in-ranks man of {@code side} moving along the segment (x0,y0)→(x1,y1) takes
     * every objective the segment touches in which no enemy man is in ranks at that moment.
     */
    static void passThrough(BaState s, Side side, double x0, double y0, double x1, double y1) {
        Board b = s.setup.board;
        for (int o = 0; o < s.objectiveCount(); o++) {
            if (s.ownerCode(o) == side.ordinal() + 1 || !b.objectiveTouches(o, x0, y0, x1, y1)) {
                continue;
            }
            boolean contested = false;
            for (int u = 0; u < s.setup.nUnits && !contested; u++) {
                contested = s.setup.unitSide[u] != side && s.inRanks(u) > 0 && hasManInside(s, u, o);
            }
            if (!contested) {
                s.setOwnerCode(o, side.ordinal() + 1);
            }
        }
    }

    /** Has unit u an in-ranks man inside objective o? */
    private static boolean hasManInside(BaState s, int u, int o) {
        Board b = s.setup.board;
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        for (int f = from; f < to; f++) {
            if (s.statusOrdinal(f) == 0 && b.objectiveContains(o, s.x(f), s.y(f))) {
                return true;
            }
        }
        return false;
    }
}
