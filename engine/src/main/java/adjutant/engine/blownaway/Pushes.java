package adjutant.engine.blownaway;

import adjutant.engine.geometry.FastMath;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Sweep;

/**
 * Encounters with enemy MOB units during an ordered move (BA-MOVE-13, BA-GEO-17): the mob is
 * translated 18 in along the canonical legal direction, or eliminated. Also the mob clearance
 * test shared with mob moves (BA-GEO-16).
 */
final class Pushes {
    private Pushes() {}

    static final double EPS = 1e-6;

    /** Is unit u a MOB: no man in ranks, at least one running (spec 1.4)? */
    static boolean mob(BaState s, int u) {
        return s.inRanks(u) == 0 && s.running(u) > 0;
    }

    /**
     * Whether translating every running man of mob unit m by (dx, dy) is legal under BA-GEO-16
     * (clearance from every enemy in-ranks man and manned cannon, BA-MOVE-12) and BA-MOVE-15.
     */
    static Verdict mobPath(BaState s, int m, double dx, double dy) {
        // the boxes and the men's box first, so that a path far from everything is passed at once
        // (#23: an applied mob move, validated on its own, walked every man's path through the terrain)
        return mobPath(s, BodyBounds.of(s), runningBox(s, m), m, dx, dy);
    }

    /**
     * The same; {@code bounds}: the state's boxes, and {@code menBox}: the box of the mob's running
     * men ({@link #runningBox}), when the caller tries many paths, or null.
     */
    static Verdict mobPath(BaState s, BodyBounds bounds, double[] menBox, int m, double dx, double dy) {
        double len = FastMath.hypot(dx, dy);
        double ux = len == 0 ? 0 : dx / len;
        double uy = len == 0 ? 0 : dy / len;
        Side side = s.setup.unitSide[m];
        int from = s.setup.firstFigure[m];
        int to = from + s.setup.startMen[m];
        double reach = Params.MOB_ENEMY_CLEARANCE + StopRule.REJECT_MARGIN;
        long near = 0; // the enemy units within reach of the whole mob's path: no other is near any man
        boolean nearKnown = false;
        if (bounds != null && menBox != null) { // a caller trying many paths: first the proof that none can fail
            near = enemiesNearPath(s, bounds, menBox, m, dx, dy, reach);
            nearKnown = true;
            if (near == 0 && s.setup.board.openGround(Math.min(menBox[0], menBox[0] + dx),
                    Math.max(menBox[1], menBox[1] + dx), Math.min(menBox[2], menBox[2] + dy),
                    Math.max(menBox[3], menBox[3] + dy))) {
                return Verdict.ok(); // every man's path is on open ground, beyond reach of every enemy
            }
        }
        for (int q = from; q < to; q++) {
            if (s.statusOrdinal(q) != 1) {
                continue;
            }
            String p = Passability.segment(s.setup.board, s.x(q), s.y(q), s.x(q) + dx, s.y(q) + dy);
            if (p != null) {
                int man = q;
                return Verdict.illegal("BA-MOVE-15", () -> "man " + man + " " + p);
            }
            if (bounds == null) {
                bounds = BodyBounds.of(s); // enemy boxes, built at the first running man
            }
            if (!nearKnown) {
                near = enemiesNearPath(s, bounds, menBox != null ? menBox : runningBox(s, m), m, dx, dy, reach);
                nearKnown = true;
            }
            double qx0 = Math.min(s.x(q), s.x(q) + dx);
            double qx1 = Math.max(s.x(q), s.x(q) + dx);
            double qy0 = Math.min(s.y(q), s.y(q) + dy);
            double qy1 = Math.max(s.y(q), s.y(q) + dy);
            for (long left = near; left != 0; left &= left - 1) {
                int e = Long.numberOfTrailingZeros(left);
                // the clearance asked is at most 6 in: a unit whose box stays farther is clear
                if (bounds.gap(e, qx0, qx1, qy0, qy1) > reach) {
                    continue;
                }
                int ef = s.setup.firstFigure[e];
                int et = ef + s.setup.startMen[e];
                for (int f = ef; f <= et; f++) {
                    double ex;
                    double ey;
                    if (f < et) {
                        if (s.statusOrdinal(f) != 0) {
                            continue;
                        }
                        ex = s.x(f);
                        ey = s.y(f);
                    } else {
                        if (!bounds.manned(e)) {
                            continue;
                        }
                        ex = s.anchorX(e);
                        ey = s.anchorY(e);
                    }
                    if (BoxGap.squared(ex, ey, qx0, qx1, qy0, qy1) > reach * reach) {
                        continue; // farther than 6 in from the man's whole path
                    }
                    double d0 = FastMath.hypot(s.x(q) - ex, s.y(q) - ey);
                    double need = Math.min(Params.MOB_ENEMY_CLEARANCE, d0) - EPS;
                    double d = Sweep.minDistance(s.x(q), s.y(q), ux, uy, len, ex, ey);
                    if (d < need) {
                        int man = q;
                        String enemy = BlownAwayRules.name(s, e);
                        // the rule used to be read off the reason's text, where only the name can say "table"
                        String rule = enemy.contains("table") || enemy.contains("impassable") ? "BA-MOVE-15" : "BA-MOVE-12";
                        return Verdict.illegal(rule, () -> String.format(
                                "man %d would come %.2f\" from %s (at most %.2f allowed)", man, d, enemy, need + EPS));
                    }
                }
            }
        }
        return Verdict.ok();
    }

    /** The box {x0, x1, y0, y1} of mob m's running men. */
    static double[] runningBox(BaState s, int m) {
        double x0 = Double.POSITIVE_INFINITY, x1 = Double.NEGATIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY, y1 = Double.NEGATIVE_INFINITY;
        int from = s.setup.firstFigure[m];
        for (int q = from; q < from + s.setup.startMen[m]; q++) {
            if (s.statusOrdinal(q) == 1) {
                x0 = Math.min(x0, s.x(q));
                x1 = Math.max(x1, s.x(q));
                y0 = Math.min(y0, s.y(q));
                y1 = Math.max(y1, s.y(q));
            }
        }
        return new double[] {x0, x1, y0, y1};
    }

    /**
     * The enemy units (a bit set) whose box is within {@code reach} of {@code menBox} (the running
     * men's, {@link #runningBox}) swept by (dx, dy). That box holds each man's path (rounding is
     * monotonic: x ≥ x0 gives x + dx ≥ x0 + dx), so a unit left out is beyond reach of every man:
     * {@link BodyBounds#gap} only shrinks as the box grows.
     */
    private static long enemiesNearPath(BaState s, BodyBounds bounds, double[] menBox, int m, double dx, double dy,
            double reach) {
        double x0 = Math.min(menBox[0], menBox[0] + dx);
        double x1 = Math.max(menBox[1], menBox[1] + dx);
        double y0 = Math.min(menBox[2], menBox[2] + dy);
        double y1 = Math.max(menBox[3], menBox[3] + dy);
        long near = 0;
        for (int e = 0; e < s.setup.nUnits; e++) {
            if (s.setup.unitSide[e] != s.setup.unitSide[m] && bounds.gap(e, x0, x1, y0, y1) <= reach) {
                near |= 1L << e;
            }
        }
        return near;
    }

    /** Translates the running men of unit m by (dx, dy), rounding (AMB-57). */
    static void translateMob(BaState s, int m, double dx, double dy) {
        int from = s.setup.firstFigure[m];
        int to = from + s.setup.startMen[m];
        for (int q = from; q < to; q++) {
            if (s.statusOrdinal(q) == 1) {
                s.moveFigure(q, Math.round((s.x(q) + dx) * 1000.0) / 1000.0 + 0.0,
                        Math.round((s.y(q) + dy) * 1000.0) / 1000.0 + 0.0);
            }
        }
    }

    /**
     * Pushes mob unit m away from a mover travelling along (ux, uy) (BA-GEO-17, canonical mode):
     * candidates Rot(k·15°)·u, k = 0, +1, −1, … ±6; the legal one maximising the minimum
     * distance to enemy in-ranks men after the push; ties: smaller |k|, then counter-clockwise.
     * No legal direction: every man of the unit is REMOVED and counted as eliminated.
     *
     * @return true if pushed, false if eliminated
     */
    static boolean push(BaState s, int m, double ux, double uy) {
        int steps = (int) Math.round(Params.PUSH_MAX_DEVIATION_DEG / Params.PUSH_DIRECTION_STEP_DEG);
        double bestScore = Double.NEGATIVE_INFINITY;
        double bx = 0;
        double by = 0;
        BodyBounds bounds = BodyBounds.of(s); // nobody moves while the directions are tried
        double[] menBox = runningBox(s, m);
        for (int j = 0; j <= 2 * steps; j++) {
            int k = j == 0 ? 0 : ((j + 1) / 2) * (j % 2 == 1 ? 1 : -1);
            double rad = Math.toRadians(k * Params.PUSH_DIRECTION_STEP_DEG);
            double dx = (ux * Math.cos(rad) - uy * Math.sin(rad)) * Params.PUSH_DISTANCE;
            double dy = (ux * Math.sin(rad) + uy * Math.cos(rad)) * Params.PUSH_DISTANCE;
            if (!mobPath(s, bounds, menBox, m, dx, dy).legal()) {
                continue;
            }
            double score = minEnemyDistanceAfter(s, m, dx, dy);
            if (score > bestScore + EPS) {
                bestScore = score;
                bx = dx;
                by = dy;
            }
        }
        if (bestScore == Double.NEGATIVE_INFINITY) {
            eliminate(s, m);
            return false;
        }
        translateMob(s, m, bx, by);
        return true;
    }

    private static double minEnemyDistanceAfter(BaState s, int m, double dx, double dy) {
        Side side = s.setup.unitSide[m];
        double best = Double.POSITIVE_INFINITY;
        int from = s.setup.firstFigure[m];
        int to = from + s.setup.startMen[m];
        for (int q = from; q < to; q++) {
            if (s.statusOrdinal(q) != 1) {
                continue;
            }
            for (int f = 0; f < s.setup.nFigures; f++) {
                if (s.statusOrdinal(f) == 0 && s.setup.unitSide[s.setup.figUnit[f]] != side) {
                    best = Math.min(best, FastMath.hypot(s.x(q) + dx - s.x(f), s.y(q) + dy - s.y(f)));
                }
            }
        }
        return best;
    }

    /** BA-MOVE-13: all the unit's men REMOVED; the running ones count as eliminated (BA-END-4). */
    static void eliminate(BaState s, int m) {
        int from = s.setup.firstFigure[m];
        int to = from + s.setup.startMen[m];
        for (int q = from; q < to; q++) {
            if (s.statusOrdinal(q) == 1) {
                s.countEliminated(s.setup.unitSide[m].ordinal());
            }
            if (s.statusOrdinal(q) != FigureStatus.REMOVED.ordinal()) {
                s.setStatus(q, FigureStatus.REMOVED.ordinal());
                s.setSlot(q, -1);
            }
        }
    }

    /** The MOB units of {@code side}, as a bit set. */
    static long mobs(BaState s, Side side) {
        long mobs = 0;
        for (long left = s.setup.units(side); left != 0; left &= left - 1) {
            int m = Long.numberOfTrailingZeros(left);
            if (mob(s, m)) {
                mobs |= 1L << m;
            }
        }
        return mobs;
    }

    /**
     * The mobs of {@code mobs} whose running men's box comes within contact reach of the box
     * {x0, x1, y0, y1}, which holds every position of the mover's element centres on the way: a
     * mob left out is farther than two radii from every path, so {@link #firstMobContact} would
     * find it never touched (#23: most moves pass no mob, and each path met each running man).
     */
    static long mobsNear(BaState s, long mobs, double x0, double x1, double y0, double y1) {
        double reach = 2 * Params.MAX_RADIUS + StopRule.REJECT_MARGIN;
        long near = 0;
        for (long left = mobs; left != 0; left &= left - 1) {
            int m = Long.numberOfTrailingZeros(left);
            int from = s.setup.firstFigure[m];
            for (int q = from; q < from + s.setup.startMen[m]; q++) {
                if (s.statusOrdinal(q) == 1 && BoxGap.squared(s.x(q), s.y(q), x0, x1, y0, y1) <= reach * reach) {
                    near |= 1L << m;
                    break;
                }
            }
        }
        return near;
    }

    /**
     * The first t in [0, len] at which mover element (px, py) of radius r moving along unit
     * (ux, uy) touches a running man of a unit of {@code mobs} (the enemy MOB units, {@link #mobs});
     * the unit goes to hit[0]. +inf if none.
     */
    static double firstMobContact(BaState s, long mobs, double px, double py, double r, double ux, double uy,
            double len, int[] hit) {
        double best = Double.POSITIVE_INFINITY;
        for (long left = mobs; left != 0; left &= left - 1) {
            int m = Long.numberOfTrailingZeros(left);
            int from = s.setup.firstFigure[m];
            int to = from + s.setup.startMen[m];
            for (int q = from; q < to; q++) {
                if (s.statusOrdinal(q) != 1) {
                    continue;
                }
                double t = Sweep.firstWithin(px, py, ux, uy, len, s.x(q), s.y(q), r + s.setup.figRadius[q] - EPS);
                if (t < best) {
                    best = t;
                    hit[0] = m;
                }
            }
        }
        return best;
    }
}
