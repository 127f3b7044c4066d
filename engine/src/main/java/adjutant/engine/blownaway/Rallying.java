package adjutant.engine.blownaway;

import adjutant.engine.geometry.FastMath;
import adjutant.engine.blownaway.action.Rally;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Angles;
import adjutant.engine.geometry.Eps;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * Rallying in both versions (BA-RALLY, BA-GEO-18/19/20). A Rally names only the count; the men
 * are canonical (BA-RALLY-9). The commander is placed next to the unit with the turn's commander
 * move when the rally needs him and he is not already there (BA-CMDR-5).
 */
final class Rallying {
    private Rallying() {}

    private static final double EPS = Eps.EPS;
    /** BA-GEO-20: a gunner who made only his run is within 6 + 0.05 in of his departure point. */
    static final double GUNNER_RUN_TOLERANCE = Params.RUN_DISTANCE + 0.05;

    static Verdict validate(BaState s, Rally a) {
        int u = a.unit();
        String name = BlownAwayRules.name(s, u);
        int running = s.running(u);
        int inRanks = s.inRanks(u);
        if (running == 0) {
            return Verdict.illegal("BA-RALLY-1", name + " has no running man to rally");
        }
        boolean condA = inRanks > 0 && conditionA(s, u);
        boolean condB = inRanks == 0 && conditionB(s, u);
        if (!condA && !condB) {
            return inRanks > 0
                    ? Verdict.illegal("BA-RALLY-2", name + " has a man in ranks within 6 in of an enemy that faces him")
                    : Verdict.illegal("BA-RALLY-3", name + " has a running man less than 24 in from an enemy in ranks");
        }
        boolean chance = s.setup.variant == Variant.CHANCE;
        boolean cmdr = commanderAvailable(s, u);
        int max = maxCount(s, u);
        if (a.count() < 1) {
            return Verdict.illegal("BA-RALLY-9", "a rally returns at least 1 man, not " + a.count());
        }
        if (chance && condB && !cmdr) {
            return Verdict.illegal("BA-RALLY-5", "the commander is not next to " + name
                    + " and has already moved this turn");
        }
        if (!chance && max == 0) {
            return Verdict.illegal("BA-RALLY-8", "without the commander next to " + name + " no man rallies");
        }
        if (a.count() > max) {
            String rule = chance ? (condA ? "BA-RALLY-4" : "BA-RALLY-5") : "BA-RALLY-7";
            return Verdict.illegal(rule, String.format("%d men is more than the %d %s may rally now", a.count(), max,
                    name));
        }
        if (inRanks == 0 && s.setup.unitType[u] != UnitType.ARTILLERY) {
            if (a.anchorFigure() >= 0 && (s.setup.figUnit[a.anchorFigure()] != u || s.statusOrdinal(a.anchorFigure()) != 1)) {
                return Verdict.illegal("BA-RALLY-10", "man " + a.anchorFigure() + " is not a running man of " + name);
            }
            if (a.formation() == Formation.BATTERY) {
                return Verdict.illegal("BA-RALLY-10", name + " cannot re-form as a battery");
            }
        }
        return Verdict.ok();
    }

    /** The most men the unit may rally now (0: it may not rally). */
    static int maxCount(BaState s, int unit) {
        int running = s.running(unit);
        if (running == 0) {
            return 0;
        }
        int inRanks = s.inRanks(unit);
        boolean condA = inRanks > 0 && conditionA(s, unit);
        boolean condB = inRanks == 0 && conditionB(s, unit);
        if (!condA && !condB) {
            return 0;
        }
        if (s.setup.variant == Variant.CHANCE) {
            if (condA) {
                return Math.min(running, inRanks); // BA-RALLY-4: no commander needed
            }
            return commanderAvailable(s, unit) ? 1 : 0; // BA-RALLY-5
        }
        int n = commanderAvailable(s, unit) ? (int) Params.RALLY_WC_MAX
                : s.setup.params.options().wcRallyWithoutCommander();
        return Math.min(n, running); // BA-RALLY-7/8
    }

    /** BA-RALLY-2 / BA-GEO-18 (the in-ranks count is checked by the caller). */
    static boolean conditionA(BaState s, int u) {
        Side side = s.setup.unitSide[u];
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        double near = Params.RALLY_THREAT_RANGE + EPS;
        Box mine = new Box(s, u, 0);
        // men in ranks within 6 in of each other are in bodies whose boxes are near
        long nearEnemies = BodyBounds.of(s).near(u) & s.setup.units(side.opponent());
        for (long left = nearEnemies; left != 0; left &= left - 1) {
            int e = Long.numberOfTrailingZeros(left);
            // cheap tests first: a unit with no man in ranks has no front either
            if (s.inRanks(e) == 0 || !anyWithin(s, e, mine, near) || !Relations.hasFront(s, e)) {
                continue;
            }
            int ef = s.setup.firstFigure[e];
            int et = ef + s.setup.startMen[e];
            SectorFrame front = null; // e's frame, built once when some man is near
            for (int m = from; m < to; m++) {
                if (s.statusOrdinal(m) != 0) {
                    continue;
                }
                boolean isNear = false;
                for (int f = ef; f < et && !isNear; f++) {
                    isNear = s.statusOrdinal(f) == 0 && FastMath.hypot(s.x(f) - s.x(m), s.y(f) - s.y(m)) <= near;
                }
                if (isNear) {
                    front = front == null ? new SectorFrame(s, e) : front;
                    if (front.inFront(s.x(m), s.y(m))) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** BA-RALLY-3 / BA-GEO-18 (the in-ranks count is checked by the caller). */
    static boolean conditionB(BaState s, int u) {
        Side side = s.setup.unitSide[u];
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        double safe = Params.RALLY_SAFE_RANGE - EPS;
        Box runners = new Box(s, u, 1);
        BodyBounds bounds = BodyBounds.of(s);
        for (int e = 0; e < s.setup.nUnits; e++) {
            if (s.setup.unitSide[e] == side || s.inRanks(e) == 0 || runners.beyond(bounds, e, safe)) {
                continue; // a unit whose box is that far from the runners' has no man nearer
            }
            int ef = s.setup.firstFigure[e];
            int et = ef + s.setup.startMen[e];
            for (int f = ef; f < et; f++) {
                if (s.statusOrdinal(f) != 0 || runners.beyond(s.x(f), s.y(f), safe)) {
                    continue; // not in ranks, or far from every running man
                }
                for (int q = from; q < to; q++) {
                    if (s.statusOrdinal(q) == 1 && FastMath.hypot(s.x(f) - s.x(q), s.y(f) - s.y(q)) < safe) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Could some in-ranks man of unit e be within {@code limit} of a man in the box? (false: surely not) */
    private static boolean anyWithin(BaState s, int e, Box box, double limit) {
        int from = s.setup.firstFigure[e];
        int to = from + s.setup.startMen[e];
        for (int f = from; f < to; f++) {
            if (s.statusOrdinal(f) == 0 && !box.beyond(s.x(f), s.y(f), limit)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The bounding box of some men of a unit, for rejects before pairwise distances. A point's
     * squared gap to the box is at most the squared distance to any man inside as computed
     * (rounding is monotonic, as in {@link BodyBounds}), so a margin far beyond the rounding of
     * a square root makes the reject exact without taking one.
     */
    private static final class Box {
        private static final double MARGIN = 1 + 1e-9;
        private final double x0;
        private final double x1;
        private final double y0;
        private final double y1;

        /** The box of unit u's men with this status; empty (x0 > x1) when there are none. */
        Box(BaState s, int u, int status) {
            double ax = Double.POSITIVE_INFINITY;
            double bx = Double.NEGATIVE_INFINITY;
            double ay = Double.POSITIVE_INFINITY;
            double by = Double.NEGATIVE_INFINITY;
            int from = s.setup.firstFigure[u];
            int to = from + s.setup.startMen[u];
            for (int f = from; f < to; f++) {
                if (s.statusOrdinal(f) == status) {
                    double x = s.x(f);
                    double y = s.y(f);
                    ax = x < ax ? x : ax;
                    bx = x > bx ? x : bx;
                    ay = y < ay ? y : ay;
                    by = y > by ? y : by;
                }
            }
            x0 = ax;
            x1 = bx;
            y0 = ay;
            y1 = by;
        }

        /** Is every man in the box farther than {@code limit} from (px, py), by hypot? True when it is empty. */
        boolean beyond(double px, double py, double limit) {
            double gx = Math.max(0, Math.max(x0 - px, px - x1));
            double gy = Math.max(0, Math.max(y0 - py, py - y1));
            return x0 > x1 || gx * gx + gy * gy >= limit * limit * MARGIN;
        }

        /** Is every body element of unit e farther than {@code limit} from every man in the box, by its box? */
        boolean beyond(BodyBounds bounds, int e, double limit) {
            return bounds.beyond(e, x0, x1, y0, y1, limit);
        }
    }

    /** BA-CMDR-4 / BA-GEO-19: the commander within 2 in of a man of the unit in ranks or running. */
    static boolean commanderAdjacent(BaState s, int u) {
        int side = s.setup.unitSide[u].ordinal();
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        for (int f = from; f < to; f++) {
            if ((s.statusOrdinal(f) == 0 || s.statusOrdinal(f) == 1)
                    && FastMath.hypot(s.commanderX(side) - s.x(f), s.commanderY(side) - s.y(f))
                            <= Params.COMMANDER_ADJACENCY + EPS) {
                return true;
            }
        }
        return false;
    }

    /** BA-CMDR-5: adjacent already, or the turn's commander move is still available to place him. */
    static boolean commanderAvailable(BaState s, int u) {
        return !s.commanderMoved || commanderAdjacent(s, u); // the flag first: it is free
    }

    /** Does this rally need the commander next to the unit? */
    private static boolean needsCommander(BaState s, int u) {
        return s.setup.variant == Variant.WITHOUT_CHANCE || s.inRanks(u) == 0;
    }

    /** Places the commander next to the unit (BA-CMDR-5), 1 in from its first man in ranks (else running). */
    static void placeCommander(BaState s, int u) {
        int side = s.setup.unitSide[u].ordinal();
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        double[][] offsets = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}, {0, 0}};
        for (int pass = 0; pass < 2; pass++) {
          for (int f = from; f < to; f++) {
            if (s.statusOrdinal(f) != pass) { // men in ranks first: they stay where they are
                continue;
            }
            for (double[] o : offsets) {
                double cx = s.x(f) + o[0];
                double cy = s.y(f) + o[1];
                if (s.setup.board.onTable(cx, cy)) {
                    s.setCommanderX(side, Eps.round3(cx));
                    s.setCommanderY(side, Eps.round3(cy));
                    s.commanderMoved = true;
                    return;
                }
            }
          }
        }
    }

    /** BA-RALLY-9 role classes: pikes and guards first, then soldiers and gunners, command, flag last. */
    static int roleClass(Role r) {
        return switch (r) {
            case PIKEMAN, GUARDSMAN -> 0;
            case SOLDIER, GUNNER -> 1;
            case FLAG_BEARER -> 3;
            default -> 2;
        };
    }

    /** The canonical running men to rally, best first (BA-RALLY-9), ties nearest (ax, ay) then lowest id. */
    static List<Integer> canonicalMen(BaState s, int u, double ax, double ay) {
        List<Integer> men = new ArrayList<>();
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        for (int f = from; f < to; f++) {
            if (s.statusOrdinal(f) == 1) {
                men.add(f);
            }
        }
        men.sort((p, q) -> {
            int c = Integer.compare(roleClass(s.setup.figRole[p]), roleClass(s.setup.figRole[q]));
            if (c != 0) {
                return c;
            }
            c = Double.compare(FastMath.hypot(s.x(p) - ax, s.y(p) - ay), FastMath.hypot(s.x(q) - ax, s.y(q) - ay));
            return c != 0 ? c : Integer.compare(p, q);
        });
        return men;
    }

    /** BA-RALLY-10 canonical anchor man: the running man nearest the running men's centroid, ties lowest id. */
    static int canonicalAnchor(BaState s, int u) {
        double sx = 0;
        double sy = 0;
        int n = 0;
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        for (int f = from; f < to; f++) {
            if (s.statusOrdinal(f) == 1) {
                sx += s.x(f);
                sy += s.y(f);
                n++;
            }
        }
        int best = -1;
        double bd = Double.POSITIVE_INFINITY;
        for (int f = from; f < to; f++) {
            if (s.statusOrdinal(f) == 1) {
                double d = FastMath.hypot(s.x(f) - sx / n, s.y(f) - sy / n);
                if (d < bd - 1e-9) {
                    bd = d;
                    best = f;
                }
            }
        }
        return best;
    }

    static void apply(BaState s, Rally a) {
        int u = a.unit();
        if (needsCommander(s, u) && !commanderAdjacent(s, u)) {
            placeCommander(s, u);
        }
        int count = a.count();
        if (s.setup.unitType[u] == UnitType.ARTILLERY) {
            rallyGunners(s, u, count);
            return;
        }
        List<Integer> men;
        if (s.inRanks(u) == 0) {
            int q = a.anchorFigure() >= 0 ? a.anchorFigure() : canonicalAnchor(s, u);
            Side side = s.setup.unitSide[u];
            double facing = Double.isNaN(a.facingDeg()) ? (side == Side.BLUE ? 90 : -90) : Angles.normalize(a.facingDeg());
            Formation formation = a.formation() == null ? Formation.LINE : a.formation();
            int n = 0;
            int from = s.setup.firstFigure[u];
            for (int f = from; f < from + s.setup.startMen[u]; f++) {
                n += s.statusOrdinal(f) == FigureStatus.REMOVED.ordinal() ? 0 : 1;
            }
            double[] local = SlotGeometry.local(formation, s.setup.unitType[u], n);
            double fx = SlotGeometry.fx(facing);
            double fy = SlotGeometry.fy(facing);
            // q stays where he is and becomes slot 0: anchor = q - (x0·r + y0·f)
            double ax = s.x(q) - (local[0] * fy + local[1] * fx);
            double ay = s.y(q) - (-local[0] * fx + local[1] * fy);
            s.setFormationOrdinal(u, formation.ordinal());
            s.setFacing(u, facing);
            s.moveAnchor(u, Eps.round3(ax), Eps.round3(ay));
            s.setGridSize(u, n);
            s.spine[u] = formation == Formation.COLUMN
                    ? BlownAway.straightSpine(new Vec2(s.anchorX(u), s.anchorY(u)), facing, n, s.setup.unitType[u])
                    : null;
            s.setStatus(q, 0);
            s.setSlot(q, 0);
            count--;
            men = canonicalMen(s, u, s.x(q), s.y(q));
        } else {
            men = canonicalMen(s, u, s.anchorX(u), s.anchorY(u));
        }
        for (int i = 0; i < count && i < men.size(); i++) {
            placeInSlot(s, u, men.get(i));
        }
    }

    /** BA-GEO-18: the first vacant slot in slot order that is on the table, passable and clear; else a new rear rank. */
    private static void placeInSlot(BaState s, int u, int man) {
        int n = s.gridSize(u);
        UnitType type = s.setup.unitType[u];
        Formation formation = Formation.of(s.formationOrdinal(u));
        double[] local = SlotGeometry.local(formation, type, n);
        int files = formation == Formation.LINE ? (n + Params.LINE_RANKS - 1) / Params.LINE_RANKS
                : Math.min(Params.COLUMN_FILES, n);
        int ranks = (n + files - 1) / files;
        double rs = SlotGeometry.rankSpacing(type);
        int total = n + 3 * files;
        boolean[] taken = new boolean[total];
        int from = s.setup.firstFigure[u];
        for (int f = from; f < from + s.setup.startMen[u]; f++) {
            if (s.statusOrdinal(f) == 0 && s.slot(f) >= 0 && s.slot(f) < total) {
                taken[s.slot(f)] = true;
            }
        }
        int[] order = adjutant.engine.geometry.FormationGrid.orderWithinRank(files);
        double[] pos = new double[2];
        for (int k = 0; k < total; k++) {
            if (taken[k]) {
                continue;
            }
            double lx;
            double ly;
            if (k < n) {
                lx = local[2 * k];
                ly = local[2 * k + 1];
            } else {
                int e = k - n;
                lx = (order[e % files] - (files - 1) / 2.0) * Params.INFANTRY_FILE;
                ly = -(ranks + e / files) * rs;
            }
            slotWorld(s, u, lx, ly, pos);
            if (Passability.point(s.setup.board, pos[0], pos[1]) == null
                    && Reforms.overlapping(s, u, pos[0], pos[1], s.setup.figRadius[man]) < 0) {
                s.setStatus(man, 0);
                s.setSlot(man, k);
                s.moveFigure(man, Eps.round3(pos[0]), Eps.round3(pos[1]));
                return;
            }
        }
        // BA-GEO-18: a man who cannot be placed does not rally.
    }

    /** World position of local slot (lx, ly): a line from the anchor; a column along its spine (BA-GEO-12). */
    static void slotWorld(BaState s, int u, double lx, double ly, double[] out) {
        double[] sp = s.spine[u];
        if (s.formationOrdinal(u) == Formation.COLUMN.ordinal() && sp != null && sp.length >= 4) {
            int ranks = sp.length / 2;
            int j = (int) Math.round(-ly / SlotGeometry.rankSpacing(s.setup.unitType[u]));
            if (j >= 0 && j < ranks) {
                int a = j == 0 ? 0 : j - 1;
                int b = j == 0 ? 1 : j;
                // direction of travel at rank j: from the rank behind toward the rank ahead
                double tx = sp[2 * a] - sp[2 * b];
                double ty = sp[2 * a + 1] - sp[2 * b + 1];
                double len = FastMath.hypot(tx, ty);
                tx /= len;
                ty /= len;
                out[0] = sp[2 * j] + lx * ty;
                out[1] = sp[2 * j + 1] - lx * tx;
                return;
            }
        }
        double fx = SlotGeometry.fx(s.facing(u));
        double fy = SlotGeometry.fy(s.facing(u));
        out[0] = SlotGeometry.worldX(s.anchorX(u), fx, fy, lx, ly);
        out[1] = SlotGeometry.worldY(s.anchorY(u), fx, fy, lx, ly);
    }

    /** BA-RALLY-11 / BA-GEO-20: gunners back to the nearest vacant crew slot, or DETACHED where they stand. */
    private static void rallyGunners(BaState s, int u, int count) {
        List<Integer> men = canonicalMen(s, u, s.anchorX(u), s.anchorY(u));
        for (int i = 0; i < count && i < men.size(); i++) {
            int g = men.get(i);
            s.setStatus(g, 0);
            s.setSlot(g, -1);
            if (FastMath.hypot(s.x(g) - s.departX(g), s.y(g) - s.departY(g)) <= GUNNER_RUN_TOLERANCE + EPS) {
                int k = GunnerReturns.nearestVacantCrewSlot(s, u, s.x(g), s.y(g));
                if (k >= 0) {
                    double[] pos = GunnerReturns.crewSlot(s, u, k);
                    s.setSlot(g, k);
                    s.moveFigure(g, Eps.round3(pos[0]), Eps.round3(pos[1]));
                }
            }
        }
    }
}
