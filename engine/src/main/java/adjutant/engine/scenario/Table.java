package adjutant.engine.scenario;

import adjutant.engine.geometry.Vec2;
import java.util.Objects;

/**
 * The table: x in [0, length] along it, y in [0, width] across it, in {@code unit}s. Blue's rear
 * edge is y = 0, red's y = width.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record Table(double length, double width, LengthUnit unit) {

    /** 8 ft × 4 ft (Blown Away, section 0.3). */
    public static final Table STANDARD = new Table(96, 48);

    public Table {
        if (!(length > 0 && width > 0 && Double.isFinite(length) && Double.isFinite(width))) {
            throw new IllegalArgumentException("table sides must be positive: " + length + " × " + width);
        }
        Objects.requireNonNull(unit);
    }

    /** A table measured in inches. */
    public Table(double length, double width) {
        this(length, width, LengthUnit.INCH);
    }

    /** Whether {@code p} is on the table, boundary included (BA-GEO-27). */
    public boolean contains(Vec2 p) {
        double eps = ScenarioGeometry.EPS;
        return p.x() >= -eps && p.x() <= length + eps && p.y() >= -eps && p.y() <= width + eps;
    }

    public Vec2 centre() {
        return new Vec2(length / 2, width / 2);
    }
}
