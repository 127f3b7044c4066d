package adjutant.engine.blownaway;

import adjutant.engine.geometry.Vec2;
import adjutant.engine.blownaway.scenario.DeploymentLayout;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.blownaway.scenario.UnitType;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Slot geometry of formation grids (BA-GEO-25/26, BA-GEO-20) and the pivot point (BA-GEO-9).
 * Local slot positions come from {@link DeploymentLayout#localSlots} and are cached per
 * (formation, type, n) as flat arrays x0, y0, x1, y1, ….
 */
final class SlotGeometry {
    private SlotGeometry() {}

    private static final ConcurrentHashMap<Integer, double[]> CACHE = new ConcurrentHashMap<>();
    /** Units of up to this many men are looked up by index (the reform candidates ask at every decision). */
    private static final int INDEXED_MEN = 256;
    private static final int TYPES = UnitType.values().length; // values() copies its array at each call
    private static final AtomicReferenceArray<double[]> INDEXED =
            new AtomicReferenceArray<>(Formation.values().length * TYPES * INDEXED_MEN);

    /** Local slot coordinates (x right, y forward), flattened, in slot order. */
    static double[] local(Formation formation, UnitType type, int n) {
        int index = n >= 0 && n < INDEXED_MEN
                ? (formation.ordinal() * TYPES + type.ordinal()) * INDEXED_MEN + n : -1;
        double[] known = index >= 0 ? INDEXED.get(index) : null;
        if (known != null) {
            return known;
        }
        double[] made = made(formation, type, n);
        if (index >= 0) {
            INDEXED.compareAndSet(index, null, made);
        }
        return made;
    }

    private static double[] made(Formation formation, UnitType type, int n) {
        int key = (formation.ordinal() * 4 + type.ordinal()) * 100_000 + n;
        double[] cached = CACHE.get(key);
        if (cached != null) {
            return cached;
        }
        List<Vec2> slots = DeploymentLayout.localSlots(formation, type, n);
        double[] out = new double[2 * n];
        for (int i = 0; i < n; i++) {
            out[2 * i] = slots.get(i).x();
            out[2 * i + 1] = slots.get(i).y();
        }
        CACHE.putIfAbsent(key, out);
        return out;
    }

    /** Unit vector of a facing, snapped at multiples of 90° (as deployment does). */
    static double fx(double deg) {
        return DeploymentLayout.facing(deg).x();
    }

    static double fy(double deg) {
        return DeploymentLayout.facing(deg).y();
    }

    /** World position of local (lx, ly) for anchor (ax, ay) and facing (fx, fy): a + lx·r + ly·f, r = (fy, -fx). */
    static double worldX(double ax, double fx, double fy, double lx, double ly) {
        return ax + lx * fy + ly * fx;
    }

    static double worldY(double ay, double fx, double fy, double lx, double ly) {
        return ay - lx * fx + ly * fy;
    }

    /** Slot-assignment priority of a role at grid creation (BA-GEO-25): lower first. */
    static int assignmentRank(Role r) {
        return Role.ASSIGNMENT_ORDER.indexOf(r);
    }

    static double rankSpacing(UnitType t) {
        return t == UnitType.CAVALRY ? Params.CAVALRY_RANK : Params.INFANTRY_RANK;
    }

    /**
     * The pivot point c(U) of BA-GEO-9 as {x, y}: the axle for a battery, else the centre of the
     * front rank's extent at the front rank's depth. Falls back to the anchor with no man in ranks.
     */
    static double[] pivotPoint(BaState s, int u) {
        if (s.setup.unitType[u] == UnitType.ARTILLERY) {
            return new double[] {s.anchorX(u), s.anchorY(u)};
        }
        double fx = Math.cos(Math.toRadians(s.facing(u)));
        double fy = Math.sin(Math.toRadians(s.facing(u)));
        double ax = s.anchorX(u);
        double ay = s.anchorY(u);
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        double yPlus = Double.NEGATIVE_INFINITY;
        for (int f = from; f < to; f++) {
            if (s.statusOrdinal(f) == 0) {
                yPlus = Math.max(yPlus, (s.x(f) - ax) * fx + (s.y(f) - ay) * fy);
            }
        }
        if (yPlus == Double.NEGATIVE_INFINITY) {
            return new double[] {ax, ay};
        }
        double half = rankSpacing(s.setup.unitType[u]) / 2;
        double xLo = Double.POSITIVE_INFINITY;
        double xHi = Double.NEGATIVE_INFINITY;
        for (int f = from; f < to; f++) {
            if (s.statusOrdinal(f) != 0) {
                continue;
            }
            double ly = (s.x(f) - ax) * fx + (s.y(f) - ay) * fy;
            if (ly >= yPlus - half - 1e-9) {
                double lx = (s.x(f) - ax) * fy - (s.y(f) - ay) * fx;
                xLo = Math.min(xLo, lx);
                xHi = Math.max(xHi, lx);
            }
        }
        double mid = (xLo + xHi) / 2;
        return new double[] {ax + mid * fy + yPlus * fx, ay - mid * fx + yPlus * fy};
    }
}
