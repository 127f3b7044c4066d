package adjutant.engine.blownaway;

import adjutant.engine.geometry.FastMath;
import adjutant.engine.blownaway.action.GunnerReturn;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Eps;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.UnitType;

/**
 * Crew slots of a battery and the gunner-return move (BA-RALLY-11, BA-GEO-20): each detached
 * gunner walks straight toward the nearest vacant crew slot by up to 6 in (no enemy overlap,
 * BA-MOVE-15, no stop rule) and takes the slot if he reaches it. Allowed while MIXED; not while
 * engaged (BA-MOVE-10).
 */
final class GunnerReturns {
    private GunnerReturns() {}

    static int crewSlots(BaState s, int u) {
        return Math.max(s.gridSize(u), s.setup.startMen[u]);
    }

    static double[] crewSlot(BaState s, int u, int k) {
        double[] local = SlotGeometry.local(Formation.BATTERY, UnitType.ARTILLERY, crewSlots(s, u));
        double fx = SlotGeometry.fx(s.facing(u));
        double fy = SlotGeometry.fy(s.facing(u));
        return new double[] {SlotGeometry.worldX(s.anchorX(u), fx, fy, local[2 * k], local[2 * k + 1]),
            SlotGeometry.worldY(s.anchorY(u), fx, fy, local[2 * k], local[2 * k + 1])};
    }

    /** The vacant crew slot nearest (px, py), ties lowest slot; -1 if none. */
    static int nearestVacantCrewSlot(BaState s, int u, double px, double py) {
        return nearestVacantCrewSlot(s, u, px, py, null);
    }

    /** As above, slots marked in {@code claimed} (if not null) also taken. */
    private static int nearestVacantCrewSlot(BaState s, int u, double px, double py, boolean[] claimed) {
        int n = crewSlots(s, u);
        int from = s.setup.firstFigure[u];
        int best = -1;
        double bd = Double.POSITIVE_INFINITY;
        for (int k = 0; k < n; k++) {
            boolean taken = claimed != null && claimed[k];
            for (int f = from; f < from + s.setup.startMen[u] && !taken; f++) {
                taken = s.statusOrdinal(f) == 0 && s.slot(f) == k;
            }
            if (taken) {
                continue;
            }
            double[] p = crewSlot(s, u, k);
            double d = FastMath.hypot(p[0] - px, p[1] - py);
            if (d < bd - 1e-9) {
                bd = d;
                best = k;
            }
        }
        return best;
    }

    static Verdict validate(BaState s, GunnerReturn a) {
        int u = a.unit();
        String name = BlownAwayRules.name(s, u);
        if (s.setup.unitType[u] != UnitType.ARTILLERY) {
            return Verdict.illegal("BA-RALLY-11", name + " is not artillery");
        }
        if (s.engaged(u)) {
            return Verdict.illegal("BA-MOVE-10", name + " is engaged and may not move");
        }
        int moved = walk(s, u, false);
        if (moved < 0) {
            return Verdict.illegal("BA-GEO-20", "a detached gunner of " + name + " cannot walk back: "
                    + "his path is blocked by an enemy or impassable ground");
        }
        if (moved == 0) {
            return Verdict.illegal("BA-RALLY-11", name + " has no detached gunner to walk back");
        }
        return Verdict.ok();
    }

    static void apply(BaState s, GunnerReturn a) {
        walk(s, a.unit(), true);
    }

    /**
     * Walks every detached gunner; returns how many walked, -1 if a path is illegal. Without
     * {@code commit} nothing is written: the slots the gunners before took are marked aside, the
     * one thing a later gunner's walk reads of theirs (their paths are checked against enemies
     * and the ground only), so that validating needs no copy of the state.
     */
    static int walk(BaState s, int u, boolean commit) {
        int from = s.setup.firstFigure[u];
        int moved = 0;
        boolean[] claimed = commit ? null : new boolean[crewSlots(s, u)];
        for (int g = from; g < from + s.setup.startMen[u]; g++) {
            if (s.statusOrdinal(g) != 0 || s.slot(g) >= 0) {
                continue;
            }
            int k = nearestVacantCrewSlot(s, u, s.x(g), s.y(g), claimed);
            if (k < 0) {
                continue;
            }
            double[] p = crewSlot(s, u, k);
            double d = FastMath.hypot(p[0] - s.x(g), p[1] - s.y(g));
            double step = Math.min(Params.GUNNER_RETURN, d);
            double nx = d == 0 ? p[0] : s.x(g) + (p[0] - s.x(g)) * step / d;
            double ny = d == 0 ? p[1] : s.y(g) + (p[1] - s.y(g)) * step / d;
            if (Passability.segment(s.setup.board, s.x(g), s.y(g), nx, ny) != null) {
                return -1;
            }
            for (int f = 0; f < s.setup.nFigures; f++) {
                if (s.statusOrdinal(f) == 0 && s.setup.unitSide[s.setup.figUnit[f]] != s.setup.unitSide[u]
                        && adjutant.engine.geometry.Segment.pointSegmentDistance(s.x(f), s.y(f), s.x(g), s.y(g), nx, ny)
                                < s.setup.figRadius[f] + s.setup.figRadius[g] - Eps.EPS) {
                    return -1;
                }
            }
            if (!commit) {
                claimed[k] |= step >= d - Eps.EPS;
            } else if (step >= d - Eps.EPS) {
                s.moveFigure(g, Eps.round3(p[0]), Eps.round3(p[1]));
                s.setSlot(g, k);
            } else {
                s.moveFigure(g, Eps.round3(nx), Eps.round3(ny));
            }
            moved++;
        }
        return moved;
    }
}
