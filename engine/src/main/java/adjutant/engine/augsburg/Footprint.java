package adjutant.engine.augsburg;

import adjutant.engine.geometry.Polygon;
import adjutant.engine.geometry.Vec2;
import java.util.Objects;

/**
 * The rectangle a unit's figures cover: {@code files} figures wide and {@code ranks} deep at 1"
 * a figure and 1" a rank (LOA-ORG-2, AMB-10, AMB-11), placed by the centre of its front edge and
 * its facing in degrees. Says in which sector of the unit a point lies (AMB-34: the flank
 * sectors lie beyond 45° lines from the front corners; the rear is behind the rear edge).
 *
 * <p>Not a record only because it keeps its forward vector, centre and polygon once made: the rules ask
 * for them again and again of the same footprint (#23: making them anew was a fifth of the League
 * of Augsburg's MCTS). Equality is by the four values.
 *
 * @implNote This class is immutable and thread-safe (the kept values are immutable and made alike
 *     by any thread).
 */
public final class Footprint {
    private final Vec2 front;
    private final double facing;
    private final double width;
    private final double depth;
    private Vec2 forward;
    private Vec2 centre;
    private Polygon polygon;

    public Footprint(Vec2 front, double facing, double width, double depth) {
        this.front = Objects.requireNonNull(front);
        this.facing = facing;
        this.width = width;
        this.depth = depth;
    }

    public Vec2 front() {
        return front;
    }

    public double facing() {
        return facing;
    }

    public double width() {
        return width;
    }

    public double depth() {
        return depth;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Footprint f && front.equals(f.front) && Double.compare(facing, f.facing) == 0
                && Double.compare(width, f.width) == 0 && Double.compare(depth, f.depth) == 0;
    }

    @Override
    public int hashCode() {
        return Objects.hash(front, facing, width, depth);
    }

    @Override
    public String toString() {
        return "Footprint[front=" + front + ", facing=" + facing + ", width=" + width + ", depth=" + depth + "]";
    }

    /** Where a point lies relative to a unit (AMB-34). */
    public enum Sector {
        FRONT,
        LEFT_FLANK,
        RIGHT_FLANK,
        REAR
    }

    public Vec2 forward() {
        Vec2 f = forward;
        if (f == null) {
            f = Vec2.unit(facing);
            forward = f;
        }
        return f;
    }

    /** Front-left, front-right, rear-right, rear-left. */
    public Polygon polygon() {
        Polygon p = polygon;
        if (p == null) {
            Vec2 f = forward();
            Vec2 right = f.rightNormal().times(width / 2);
            Vec2 back = f.times(-depth);
            p = Polygon.of(front.minus(right), front.plus(right), front.plus(right).plus(back), front.minus(right).plus(back));
            polygon = p;
        }
        return p;
    }

    public Vec2 centre() {
        Vec2 c = centre;
        if (c == null) {
            c = front.plus(forward().times(-depth / 2));
            centre = c;
        }
        return c;
    }

    /**
     * Whether the circles around the two footprints (centre and half diagonal) miss each other
     * by more than rounding: then no part of one can meet the other. The cheap test before a
     * polygon overlap, which slides and forced moves ask at every quarter inch against every unit.
     */
    public boolean circlesApart(Footprint o) {
        double reach = radius() + o.radius() + CIRCLE_SLACK;
        return centre().distanceSquared(o.centre()) > reach * reach;
    }

    private static final double CIRCLE_SLACK = 1e-6;

    /** Half the diagonal: no point of the footprint lies further than this from its centre. */
    public double radius() {
        return Math.sqrt(width * width + depth * depth) / 2;
    }

    /** Distance from the nearest point of this footprint to the nearest of the other (AMB-41). */
    public double distanceTo(Footprint other) {
        Polygon a = polygon();
        Polygon b = other.polygon();
        double best = Double.POSITIVE_INFINITY;
        for (Vec2 v : a.vertices()) {
            best = Math.min(best, b.distanceTo(v));
        }
        for (Vec2 v : b.vertices()) {
            best = Math.min(best, a.distanceTo(v));
        }
        return best;
    }

    /** The sector of this unit that {@code p} lies in. */
    public Sector sector(Vec2 p) {
        Vec2 f = forward();
        Vec2 r = f.rightNormal();
        Vec2 d = p.minus(front);
        double ahead = d.dot(f);
        double across = d.dot(r);
        if (ahead < -depth && Math.abs(across) <= width / 2) {
            return Sector.REAR;
        }
        // beyond the 45° lines from the front corners: |across| − width/2 > ahead
        if (Math.abs(across) - width / 2 > ahead) {
            return across > 0 ? Sector.RIGHT_FLANK : Sector.LEFT_FLANK;
        }
        return ahead >= 0 ? Sector.FRONT : (across > 0 ? Sector.RIGHT_FLANK : Sector.LEFT_FLANK);
    }
}
