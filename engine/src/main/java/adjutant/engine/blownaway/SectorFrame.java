package adjutant.engine.blownaway;

import adjutant.engine.geometry.FastMath;
import adjutant.engine.blownaway.scenario.UnitType;

/**
 * One unit's sector frame as {@link Relations#sector} classifies points against it: anchor,
 * facing and, for a line or column, the extents of its in-ranks men in the unit frame
 * (BA-GEO-4..6). Computing the extents once lets a caller classify many points in O(1) each
 * instead of rescanning the unit per point. Only for a unit that has a front.
 *
 * @implNote Immutable once built; valid while the unit does not change.
 */
public final class SectorFrame {
    private static final double EPS = 1e-6;
    private static final double TAN_ALPHA = Math.tan(Math.toRadians(Params.FRONT_ARC_HALF_DEG));
    private static final double COS_ALPHA = Math.cos(Math.toRadians(Params.FRONT_ARC_HALF_DEG));

    private final boolean battery;
    private final double ax, ay, fx, fy;
    private double xMin = Double.POSITIVE_INFINITY;
    private double xMax = Double.NEGATIVE_INFINITY;
    private double yMin = Double.POSITIVE_INFINITY;
    private double yMax = Double.NEGATIVE_INFINITY;

    SectorFrame(BaState s, int u) {
        battery = s.setup.unitType[u] == UnitType.ARTILLERY;
        fx = Math.cos(Math.toRadians(s.facing(u)));
        fy = Math.sin(Math.toRadians(s.facing(u)));
        ax = s.anchorX(u);
        ay = s.anchorY(u);
        if (battery) {
            return; // a battery's sector is a cone about its axle: no extents
        }
        // Extents of the body in the unit frame (BA-GEO-4).
        int from = s.setup.firstFigure[u];
        int to = from + s.setup.startMen[u];
        for (int f = from; f < to; f++) {
            if (!Relations.isInRanks(s, f)) {
                continue;
            }
            double dx = s.x(f) - ax;
            double dy = s.y(f) - ay;
            double lx = dx * fy - dy * fx;
            double ly = dx * fx + dy * fy;
            xMin = Math.min(xMin, lx);
            xMax = Math.max(xMax, lx);
            yMin = Math.min(yMin, ly);
            yMax = Math.max(yMax, ly);
        }
    }

    /** The frame of unit u as it stands, or null when it has no front ({@link Relations#hasFront}). */
    public static SectorFrame of(BaState s, int u) {
        return Relations.hasFront(s, u) ? new SectorFrame(s, u) : null;
    }

    /** Is (px, py) in the unit's front sector, as {@link Relations#inFront} answers? */
    public boolean inFront(double px, double py) {
        return sector(px, py) == Relations.Sector.FRONT;
    }

    /** The sector of (px, py): BA-GEO-5 for lines and columns, BA-GEO-6 for batteries. */
    Relations.Sector sector(double px, double py) {
        if (battery) {
            double dx = px - ax;
            double dy = py - ay;
            double len = FastMath.hypot(dx, dy);
            if (len < EPS) {
                return Relations.Sector.FRONT;
            }
            double cos = (dx * fx + dy * fy) / len;
            if (cos >= COS_ALPHA - 1e-12) {
                return Relations.Sector.FRONT;
            }
            if (-cos >= COS_ALPHA - 1e-12) {
                return Relations.Sector.REAR;
            }
            double lateral = dx * fy - dy * fx; // dot with r = (f.y, -f.x)
            return lateral < 0 ? Relations.Sector.LEFT_FLANK : Relations.Sector.RIGHT_FLANK;
        }
        double dx = px - ax;
        double dy = py - ay;
        double lx = dx * fy - dy * fx;
        double ly = dx * fx + dy * fy;
        double excess = Math.max(0, Math.max(xMin - lx, lx - xMax));
        if (ly >= yMin - EPS && ly <= yMax + EPS && excess <= EPS) {
            return Relations.Sector.FRONT;
        }
        if (ly >= yMax - EPS && excess <= (ly - yMax) * TAN_ALPHA + EPS) {
            return Relations.Sector.FRONT;
        }
        if (ly <= yMin + EPS && excess <= (yMin - ly) * TAN_ALPHA + EPS) {
            return Relations.Sector.REAR;
        }
        return lx < (xMin + xMax) / 2 ? Relations.Sector.LEFT_FLANK : Relations.Sector.RIGHT_FLANK;
    }
}
