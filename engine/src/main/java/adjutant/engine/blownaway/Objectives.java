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
     * BA-WIN-3: in-ranks men of {@code side} moving along the segments (x0,y0)→(x1,y1), packed
     * by fours in {@code segments[0 .. 4n)}, take every objective one of them touches in which no
     * enemy man is in ranks. Whether an objective is contested does not depend on the man who
     * touches it, so each objective is looked at once, and not at all when the box of every
     * segment misses its box (no segment's box can meet it then).
     */
    static void passThrough(BaState s, Side side, double[] segments, int n) {
        double x0 = Double.POSITIVE_INFINITY, x1 = Double.NEGATIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY, y1 = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < 4 * n; k += 2) {
            x0 = Math.min(x0, segments[k]);
            x1 = Math.max(x1, segments[k]);
            y0 = Math.min(y0, segments[k + 1]);
            y1 = Math.max(y1, segments[k + 1]);
        }
        Board b = s.setup.board;
        for (int o = 0; o < s.objectiveCount(); o++) {
            if (s.ownerCode(o) == side.ordinal() + 1 || !b.objectiveBounds(o).overlapsSegmentBox(x0, y0, x1, y1, 0)
                    || !touched(b, o, segments, n)) {
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

    private static boolean touched(Board b, int o, double[] segments, int n) {
        for (int k = 0; k < 4 * n; k += 4) {
            if (b.objectiveTouches(o, segments[k], segments[k + 1], segments[k + 2], segments[k + 3])) {
                return true;
            }
        }
        return false;
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
