package adjutant.engine.geometry;

/**
 * A unit's local frame (BA-GEO-4): anchor a and facing f; a point p has lateral coordinate
 * x = (p − a)·r (r = f's right-hand normal, so negative x is the owner's left) and forward
 * coordinate y = (p − a)·f. The facing is normalised on construction.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record UnitFrame(Vec2 anchor, Vec2 facing) {

    public UnitFrame {
        if (anchor == null || facing == null) {
            throw new NullPointerException("anchor and facing must not be null");
        }
        facing = facing.normalized();
    }

    public static UnitFrame of(Vec2 anchor, Vec2 facing) {
        return new UnitFrame(anchor, facing);
    }

    /** The right-hand lateral r = (f.y, −f.x). */
    public Vec2 right() {
        return facing.rightNormal();
    }

    /** (p − a)·r. */
    public double lateral(double px, double py) {
        return (px - anchor.x()) * facing.y() - (py - anchor.y()) * facing.x();
    }

    /** (p − a)·f. */
    public double forward(double px, double py) {
        return (px - anchor.x()) * facing.x() + (py - anchor.y()) * facing.y();
    }

    /** (lateral x, forward y) of a world point. */
    public Vec2 toLocal(Vec2 p) {
        return new Vec2(lateral(p.x(), p.y()), forward(p.x(), p.y()));
    }

    /** The world point a + x·r + y·f of a local (x, y). */
    public Vec2 toWorld(Vec2 local) {
        return toWorld(local.x(), local.y());
    }

    public Vec2 toWorld(double x, double y) {
        double fx = facing.x();
        double fy = facing.y();
        return new Vec2(anchor.x() + x * fy + y * fx, anchor.y() - x * fx + y * fy);
    }
}
