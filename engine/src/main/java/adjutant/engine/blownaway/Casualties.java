package adjutant.engine.blownaway;

import adjutant.engine.geometry.FastMath;
import adjutant.engine.geometry.Eps;
import adjutant.engine.blownaway.scenario.Role;

/**
 * Casualty selection and the fate of the chosen men (BA-CAS-1..6, BA-CMB-7..9, BA-GEO-15).
 *
 * <p>The CANONICAL order (BA-CAS-4) ranks a unit's candidate men once: class (PIKEMAN/GUARDSMAN,
 * other non-command, OFFICER/DRUMMER/OTHER_COMMAND, FLAG_BEARER), then farthest from the causing
 * unit's reference point, then the owner's left-most, then lowest id. Because the classes are
 * ranked in the order BA-CAS-2 releases them, taking men from the front of that ranking always
 * respects BA-CAS-2; killing or running a man never changes the others' rank.
 */
final class Casualties {
    private Casualties() {}

    /** BA-CAS-4 class of a role: 0 pikes/guards, 1 other non-command, 2 command, 3 flag bearer. */
    static int roleClass(Role r) {
        switch (r) {
            case PIKEMAN:
            case GUARDSMAN:
                return 0;
            case OFFICER:
            case DRUMMER:
            case OTHER_COMMAND:
                return 2;
            case FLAG_BEARER:
                return 3;
            default:
                return 1;
        }
    }

    /**
     * Writes the canonical victim order of {@code unit}'s men in state {@code status} into
     * {@code out} and returns how many there are. {@code (rx, ry)} is the causing unit's
     * reference point (BA-CAS-4; for long-range fire, the axle).
     */
    static int canonicalOrder(BaState s, int unit, FigureStatus status, double rx, double ry, int[] out) {
        return canonicalOrder(s, unit, status, rx, ry, out, out.length);
    }

    /**
     * The first {@code limit} men of the canonical order, written into {@code out}; returns how
     * many (at most {@code limit}). A loss applied at once needs only its kills and runners, so
     * the insertion sort keeps only that many: the order is total (ties go to the lower index),
     * so the kept men are the front of the whole order.
     */
    static int canonicalOrder(BaState s, int unit, FigureStatus status, double rx, double ry, int[] out, int limit) {
        int from = s.setup.firstFigure[unit];
        int to = from + s.setup.startMen[unit];
        double fr = Math.toRadians(s.facing(unit));
        double fx = Math.cos(fr);
        double fy = Math.sin(fr);
        // each man's keys once (index f - from), not once per comparison
        int[] cls = new int[to - from];
        double[] dist = new double[to - from];
        double[] lateral = new double[to - from];
        int n = 0;
        for (int f = from; f < to; f++) {
            if (s.statusOrdinal(f) != status.ordinal()) {
                continue;
            }
            int k = f - from;
            cls[k] = roleClass(s.setup.figRole[f]);
            dist[k] = FastMath.hypot(s.x(f) - rx, s.y(f) - ry);
            lateral[k] = s.x(f) * fy - s.y(f) * fx; // along r = (f.y, -f.x): smaller is further to the owner's left
            // insertion sort: men are few; once limit are kept, the last of them falls off
            int i = n < limit ? n++ : limit;
            while (i > 0 && before(k, out[i - 1] - from, cls, dist, lateral)) {
                if (i < limit) {
                    out[i] = out[i - 1];
                }
                i--;
            }
            if (i < limit) {
                out[i] = f;
            }
        }
        return n;
    }

    /** Does man a come before man b in the canonical order (their indices in the unit, their keys)? */
    private static boolean before(int a, int b, int[] cls, double[] dist, double[] lateral) {
        if (cls[a] != cls[b]) {
            return cls[a] < cls[b];
        }
        if (Math.abs(dist[a] - dist[b]) > Eps.EPS) {
            return dist[a] > dist[b];
        }
        if (Math.abs(lateral[a] - lateral[b]) > Eps.EPS) {
            return lateral[a] < lateral[b];
        }
        return a < b;
    }

    /**
     * BA-CAS-2: may man {@code f} of {@code unit} be taken now from the in-ranks men? Command men
     * only when no non-command man is left in ranks, the flag bearer only when he is the last.
     */
    static boolean eligible(BaState s, int f) {
        if (s.statusOrdinal(f) != FigureStatus.IN_RANKS.ordinal()) {
            return false;
        }
        Role r = s.setup.figRole[f];
        if (!r.isCommand()) {
            return true;
        }
        int unit = s.setup.figUnit[f];
        int from = s.setup.firstFigure[unit];
        int to = from + s.setup.startMen[unit];
        for (int g = from; g < to; g++) {
            if (g == f || s.statusOrdinal(g) != FigureStatus.IN_RANKS.ordinal()) {
                continue;
            }
            Role q = s.setup.figRole[g];
            if (!q.isCommand()) {
                return false;
            }
            if (r == Role.FLAG_BEARER) {
                return false; // someone else is still in ranks
            }
        }
        return true;
    }

    /** A man is killed: KILLED_ON_FIELD with k + 1 when {@code onField}, else REMOVED (BA-CMB-8, BA-ART-7). */
    static void kill(BaState s, int f, boolean onField) {
        int unit = s.setup.figUnit[f];
        s.setStatus(f, (onField ? FigureStatus.KILLED_ON_FIELD : FigureStatus.REMOVED).ordinal());
        s.setSlot(f, -1);
        if (onField) {
            s.setK(unit, s.k(unit) + 1);
        }
        s.countKilled(s.setup.unitSide[unit].ordinal());
    }

    /**
     * A man runs (BA-CMB-7, BA-GEO-15): 6 in straight back along the unit's facing, stopped at
     * the last legal point before the table edge or impassable terrain (AMB-28); a gunner
     * records where he ran from. Running men face the rear implicitly (no per-man facing).
     */
    static void run(BaState s, int f) {
        int unit = s.setup.figUnit[f];
        double fr = Math.toRadians(s.facing(unit));
        double px = s.x(f);
        double py = s.y(f);
        double dx = -Params.RUN_DISTANCE * Math.cos(fr);
        double dy = -Params.RUN_DISTANCE * Math.sin(fr);
        double t = 1;
        Board b = s.setup.board;
        // table edges
        t = Math.min(t, edgeParam(px, dx, b.length()));
        t = Math.min(t, edgeParam(py, dy, b.width()));
        if (!b.impassable.isEmpty()) {
            t = RunPath.lastPassable(b, px, py, dx, dy, Params.RUN_DISTANCE, t);
        }
        if (s.setup.unitType[unit] == adjutant.engine.blownaway.scenario.UnitType.ARTILLERY) {
            s.setDepartX(f, px);
            s.setDepartY(f, py);
        }
        s.moveFigure(f, Eps.round3(px + t * dx), Eps.round3(py + t * dy));
        s.setStatus(f, FigureStatus.RUNNING.ordinal());
        s.setSlot(f, -1);
    }

    private static double edgeParam(double p, double d, double max) {
        if (d > 0 && p + d > max) {
            return Math.max(0, (max - p) / d);
        }
        if (d < 0 && p + d < 0) {
            return Math.max(0, p / -d);
        }
        return 1;
    }

    /** All of a unit's in-ranks men run (cavalry weakness, F-11). */
    static void allRun(BaState s, int unit) {
        int from = s.setup.firstFigure[unit];
        int to = from + s.setup.startMen[unit];
        for (int f = from; f < to; f++) {
            if (s.statusOrdinal(f) == FigureStatus.IN_RANKS.ordinal()) {
                run(s, f);
            }
        }
    }

    /** Has the unit a PIKEMAN or GUARDSMAN in ranks (PG, BA-CMB-11)? */
    static boolean pikesInRanks(BaState s, int unit) {
        int from = s.setup.firstFigure[unit];
        int to = from + s.setup.startMen[unit];
        for (int f = from; f < to; f++) {
            if (s.statusOrdinal(f) == FigureStatus.IN_RANKS.ordinal()) {
                Role r = s.setup.figRole[f];
                if (r == Role.PIKEMAN || r == Role.GUARDSMAN) {
                    return true;
                }
            }
        }
        return false;
    }
}
