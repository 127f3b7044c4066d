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
        Board b = s.setup.board;
        for (int o = 0; o < s.owner.length; o++) {
            boolean blue = false;
            boolean red = false;
            for (int f = 0; f < s.setup.nFigures && !(blue && red); f++) { // both sides in: contested, done
                if (s.status[f] == 0 && b.objectiveContains(o, s.x[f], s.y[f])) {
                    if (s.setup.unitSide[s.setup.figUnit[f]] == Side.BLUE) {
                        blue = true;
                    } else {
                        red = true;
                    }
                }
            }
            if (blue != red) {
                s.owner[o] = (byte) ((blue ? Side.BLUE : Side.RED).ordinal() + 1);
            }
        }
    }

    /**
     * BA-WIN-3: an in-ranks man of {@code side} moving along the segment (x0,y0)→(x1,y1) takes
     * every objective the segment touches in which no enemy man is in ranks at that moment.
     */
    static void passThrough(BaState s, Side side, double x0, double y0, double x1, double y1) {
        Board b = s.setup.board;
        for (int o = 0; o < s.owner.length; o++) {
            if (s.owner[o] == side.ordinal() + 1 || !b.objectiveTouches(o, x0, y0, x1, y1)) {
                continue;
            }
            boolean contested = false;
            for (int f = 0; f < s.setup.nFigures && !contested; f++) {
                contested = s.status[f] == 0 && s.setup.unitSide[s.setup.figUnit[f]] != side
                        && b.objectiveContains(o, s.x[f], s.y[f]);
            }
            if (!contested) {
                s.owner[o] = (byte) (side.ordinal() + 1);
            }
        }
    }
}
