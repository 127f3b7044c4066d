package adjutant.engine.geometry;

import java.util.Collection;

/**
 * Front, rear and flank sectors of a formed body (BA-GEO-5) or a manned battery (BA-GEO-6).
 * Boundaries are inclusive within {@link Eps#EPS} (angles within {@link Eps#ANGLE_EPS}).
 * Trigonometry is precomputed, so {@link #classify(double, double)} allocates nothing.
 * A body with no front (a mob, an unmanned battery) is not a Sector: it has FS = ∅.
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class Sector {

    private final UnitFrame frame;
    private final boolean battery;
    private final double xMin;
    private final double xMax;
    private final double yMin;
    private final double yMax;
    private final double alphaDeg;
    /** Body: tan α, +∞ for α ≥ 90. Battery: cos(α + ANGLE_EPS). */
    private final double trig;

    private Sector(UnitFrame frame, boolean battery, double xMin, double xMax, double yMin, double yMax,
                   double alphaDeg) {
        if (!(alphaDeg >= 0 && alphaDeg <= (battery ? 180 : 90))) {
            throw new IllegalArgumentException("alpha out of range: " + alphaDeg);
        }
        if (!(xMin <= xMax && yMin <= yMax)) {
            throw new IllegalArgumentException("extents must satisfy X- <= X+ and Y- <= Y+");
        }
        this.frame = frame;
        this.battery = battery;
        this.xMin = xMin;
        this.xMax = xMax;
        this.yMin = yMin;
        this.yMax = yMax;
        this.alphaDeg = alphaDeg;
        if (battery) {
            this.trig = Math.cos(Math.toRadians(alphaDeg + Eps.ANGLE_EPS));
        } else {
            this.trig = alphaDeg >= 90 - Eps.ANGLE_EPS ? Double.POSITIVE_INFINITY : Math.tan(Math.toRadians(alphaDeg));
        }
    }

    /**
     * The sectors of a formed LINE or COLUMN (BA-GEO-5), from its frame and its body's extents
     * X− ≤ X+ (lateral), Y− ≤ Y+ (forward) in that frame.
     */
    public static Sector body(UnitFrame frame, double xMin, double xMax, double yMin, double yMax, double alphaDeg) {
        return new Sector(frame, false, xMin, xMax, yMin, yMax, alphaDeg);
    }

    /** As {@link #body(UnitFrame, double, double, double, double, double)}, extents taken from the body's points (BA-GEO-4). */
    public static Sector body(UnitFrame frame, Collection<Vec2> bodyPoints, double alphaDeg) {
        if (bodyPoints.isEmpty()) {
            throw new IllegalArgumentException("a formed body has at least one element");
        }
        double x0 = Double.POSITIVE_INFINITY;
        double x1 = Double.NEGATIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY;
        double y1 = Double.NEGATIVE_INFINITY;
        for (Vec2 p : bodyPoints) {
            double x = frame.lateral(p.x(), p.y());
            double y = frame.forward(p.x(), p.y());
            x0 = Math.min(x0, x);
            x1 = Math.max(x1, x);
            y0 = Math.min(y0, y);
            y1 = Math.max(y1, y);
        }
        return body(frame, x0, x1, y0, y1, alphaDeg);
    }

    /** The ±α cone sectors of a manned battery with axle c and boresight f (BA-GEO-6). */
    public static Sector battery(Vec2 axle, Vec2 boresight, double alphaDeg) {
        return new Sector(new UnitFrame(axle, boresight), true, 0, 0, 0, 0, alphaDeg);
    }

    public UnitFrame frame() {
        return frame;
    }

    public boolean isBattery() {
        return battery;
    }

    public double alphaDeg() {
        return alphaDeg;
    }

    public double xMin() {
        return xMin;
    }

    public double xMax() {
        return xMax;
    }

    public double yMin() {
        return yMin;
    }

    public double yMax() {
        return yMax;
    }

    public SectorKind classify(Vec2 p) {
        return classify(p.x(), p.y());
    }

    public boolean isFront(Vec2 p) {
        return classify(p.x(), p.y()) == SectorKind.FRONT;
    }

    public SectorKind classify(double px, double py) {
        double x = frame.lateral(px, py);
        double y = frame.forward(px, py);
        return battery ? classifyCone(x, y) : classifyBox(x, y);
    }

    private SectorKind classifyBox(double x, double y) {
        double eps = Eps.EPS;
        double excess = Math.max(0, Math.max(xMin - x, x - xMax));
        if (excess <= eps && y >= yMin - eps && y <= yMax + eps) {
            return SectorKind.FRONT; // inside the box counts as front
        }
        double ahead = y - yMax;
        if (ahead >= -eps && (trig == Double.POSITIVE_INFINITY || excess <= Math.max(0, ahead) * trig + eps)) {
            return SectorKind.FRONT;
        }
        double behind = yMin - y;
        if (behind >= -eps && (trig == Double.POSITIVE_INFINITY || excess <= Math.max(0, behind) * trig + eps)) {
            return SectorKind.REAR;
        }
        return x < (xMin + xMax) / 2 ? SectorKind.LEFT_FLANK : SectorKind.RIGHT_FLANK;
    }

    private SectorKind classifyCone(double x, double y) {
        double len = FastMath.hypot(x, y);
        if (len <= Eps.EPS) {
            return SectorKind.FRONT; // the axle itself
        }
        // angle(v, f) ≤ α + 1e-9 ⇔ cos(angle) ≥ cos(α + 1e-9), and y = |v|·cos(angle).
        if (y >= len * trig) {
            return SectorKind.FRONT;
        }
        if (-y >= len * trig) {
            return SectorKind.REAR;
        }
        return x < 0 ? SectorKind.LEFT_FLANK : SectorKind.RIGHT_FLANK;
    }

    @Override
    public String toString() {
        return battery
                ? "Sector[battery " + frame + ", alpha=" + alphaDeg + "]"
                : "Sector[body " + frame + ", x=[" + xMin + ", " + xMax + "], y=[" + yMin + ", " + yMax
                        + "], alpha=" + alphaDeg + "]";
    }
}
