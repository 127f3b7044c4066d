package adjutant.engine.honours;

import adjutant.engine.geometry.Segment;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.TerrainKind;
import java.util.ArrayList;
import java.util.List;

/**
 * The ground a unit covers: one rectangle of bases, given by the centre of its front edge, its
 * facing, its frontage and its depth, and the centres of its bases (for "more than half of a
 * unit", HOW-ORG-9).
 *
 * <p>Local frame: {@code forward} is the facing, {@code left} is forward turned 90° counter-
 * clockwise. The front edge runs from front-left to front-right through {@link #frontCentre()};
 * the rear edge lies {@code depth} behind it.
 *
 * <p>Sectors (HOW-ORG-9, AMB-1): rays leave each corner at 45° to both adjacent sides. The front
 * sector lies ahead of the front edge between the two front rays, the rear sector behind the
 * rear edge between the two rear rays, and the flanks are what is left on each side.
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class Footprint {

    private final Vec2 front;
    private final double facing;
    private final double width;
    private final double depth;
    private final int files;
    private final int ranks;
    private final double fx;
    private final double fy;
    private final Vec2[] corners;
    /** The axis-aligned box around the corners: a cheap test before the exact ones. */
    private final double minX;
    private final double minY;
    private final double maxX;
    private final double maxY;
    /** Half the diagonal: no point of the rectangle is farther than this from its centre. */
    private final double radius;

    /**
     * @param files bases side by side along the front
     * @param ranks bases one behind another
     */
    public Footprint(Vec2 frontCentre, double facingDeg, double width, double depth, int files, int ranks) {
        if (!(width > 0 && depth > 0 && files > 0 && ranks > 0)) {
            throw new IllegalArgumentException("a footprint needs a size: " + width + " × " + depth);
        }
        this.front = frontCentre;
        this.facing = facingDeg;
        this.width = width;
        this.depth = depth;
        this.files = files;
        this.ranks = ranks;
        double rad = Math.toRadians(facingDeg);
        this.fx = Math.cos(rad);
        this.fy = Math.sin(rad);
        Vec2 halfLeft = left().times(width / 2);
        Vec2 back = forward().times(-depth);
        Vec2 fl = front.plus(halfLeft);
        Vec2 fr = front.minus(halfLeft);
        this.corners = new Vec2[] {fl, fr, fr.plus(back), fl.plus(back)};
        this.minX = Math.min(Math.min(corners[0].x(), corners[1].x()), Math.min(corners[2].x(), corners[3].x()));
        this.minY = Math.min(Math.min(corners[0].y(), corners[1].y()), Math.min(corners[2].y(), corners[3].y()));
        this.maxX = Math.max(Math.max(corners[0].x(), corners[1].x()), Math.max(corners[2].x(), corners[3].x()));
        this.maxY = Math.max(Math.max(corners[0].y(), corners[1].y()), Math.max(corners[2].y(), corners[3].y()));
        this.radius = Math.sqrt(width * width + depth * depth) / 2; // not hypot: this runs for every footprint built
    }

    public Vec2 frontCentre() {
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

    public Vec2 forward() {
        return new Vec2(fx, fy);
    }

    public Vec2 left() {
        return new Vec2(-fy, fx);
    }

    public Vec2 centre() {
        return front.plus(forward().times(-depth / 2));
    }

    /** Front-left, front-right, rear-right, rear-left: counter-clockwise seen from above when facing +y. */
    public List<Vec2> corners() {
        return List.of(corners);
    }

    public Vec2 frontLeft() {
        return corners[0];
    }

    public Vec2 frontRight() {
        return corners[1];
    }

    public Vec2 rearRight() {
        return corners[2];
    }

    public Vec2 rearLeft() {
        return corners[3];
    }

    public Segment frontEdge() {
        return Segment.of(corners[0], corners[1]);
    }

    public Segment rearEdge() {
        return Segment.of(corners[3], corners[2]);
    }

    public Segment leftEdge() {
        return Segment.of(corners[0], corners[3]);
    }

    public Segment rightEdge() {
        return Segment.of(corners[1], corners[2]);
    }

    public List<Segment> edges() {
        return List.of(Segment.of(corners[0], corners[1]), Segment.of(corners[1], corners[2]),
                Segment.of(corners[2], corners[3]), Segment.of(corners[3], corners[0]));
    }

    /**
     * The centre of every base, file by file within rank by rank from the front (unmodifiable).
     * Kept once found: a search's evaluation asks for them of the same footprints many times.
     * A race between threads only computes the same list twice.
     */
    public List<Vec2> baseCentres() {
        List<Vec2> known = baseCentres;
        if (known == null) {
            known = List.copyOf(computeBaseCentres());
            baseCentres = known;
        }
        return known;
    }

    private List<Vec2> baseCentres;

    /**
     * {@link Terrain#mostlyIn} answered for this footprint, kept: a unit keeps its footprint while
     * it stands ({@link UnitState}), and cover, fire and melee ask again for every shot (5% of an
     * MCTS game on Lobositz). Immutable and replaced whole, so that a footprint shared between
     * threads never shows a half-written answer; a lost answer is only found again.
     */
    private TerrainAnswers terrainAnswers;

    private record TerrainAnswers(Terrain terrain, long known, long yes) {}

    /** The kept answer of {@code terrain.mostlyIn(this, kind)}: 1 yes, 0 no, −1 not yet found. */
    int mostlyInAnswer(Terrain terrain, TerrainKind kind) {
        TerrainAnswers a = terrainAnswers;
        long bit = 1L << kind.ordinal();
        if (a == null || a.terrain() != terrain || (a.known() & bit) == 0) {
            return -1;
        }
        return (a.yes() & bit) != 0 ? 1 : 0;
    }

    void rememberMostlyIn(Terrain terrain, TerrainKind kind, boolean yes) {
        TerrainAnswers a = terrainAnswers;
        long known = a == null || a.terrain() != terrain ? 0 : a.known();
        long yeses = a == null || a.terrain() != terrain ? 0 : a.yes();
        long bit = 1L << kind.ordinal();
        terrainAnswers = new TerrainAnswers(terrain, known | bit, yes ? yeses | bit : yeses & ~bit);
    }

    private List<Vec2> computeBaseCentres() {
        List<Vec2> out = new ArrayList<>(files * ranks);
        double bw = width / files;
        double bd = depth / ranks;
        for (int r = 0; r < ranks; r++) {
            for (int f = 0; f < files; f++) {
                double lateral = -width / 2 + bw * (f + 0.5);
                double ahead = -bd * (r + 0.5);
                out.add(toWorld(ahead, lateral));
            }
        }
        return out;
    }

    public int bases() {
        return files * ranks;
    }

    /** The point {@code ahead} cm in front of the front edge and {@code lateral} cm to the left of its centre. */
    public Vec2 toWorld(double ahead, double lateral) {
        return new Vec2(front.x() + fx * ahead - fy * lateral, front.y() + fy * ahead + fx * lateral);
    }

    /** How far {@code p} lies ahead of the front edge (negative behind it). */
    public double ahead(Vec2 p) {
        return (p.x() - front.x()) * fx + (p.y() - front.y()) * fy;
    }

    /** How far {@code p} lies left of the front edge's centre line (negative to the right). */
    public double lateral(Vec2 p) {
        return -(p.x() - front.x()) * fy + (p.y() - front.y()) * fx;
    }

    /** Whether {@code p} lies on the rectangle (boundary included). */
    public boolean contains(Vec2 p) {
        double a = ahead(p);
        double b = lateral(p);
        return a <= 1e-9 && a >= -depth - 1e-9 && Math.abs(b) <= width / 2 + 1e-9;
    }

    /**
     * The sector of this unit that {@code p} lies in (HOW-ORG-9). A point on a 45° ray belongs to
     * the front or rear sector; a point inside the footprint to the sector of its nearest edge.
     */
    public Sector sectorOf(Vec2 p) {
        double a = ahead(p);
        double b = lateral(p);
        double side = Math.abs(b) - width / 2;
        if (a >= 0 && side <= a + 1e-9) {
            return Sector.FRONT;
        }
        double behind = -depth - a;
        if (behind >= 0 && side <= behind + 1e-9) {
            return Sector.REAR;
        }
        if (side <= 0) {
            // inside the rectangle: the nearest of front and rear edges (flanks beyond)
            return a > -depth / 2 ? Sector.FRONT : Sector.REAR;
        }
        return b > 0 ? Sector.LEFT_FLANK : Sector.RIGHT_FLANK;
    }

    /** Whether more than half of {@code other}'s bases lie in this unit's sector {@code s} (strict majority, HOW-ORG-9). */
    public boolean mostlyIn(Footprint other, Sector s) {
        int in = 0;
        List<Vec2> centres = other.baseCentres();
        for (Vec2 c : centres) {
            if (sectorOf(c) == s) {
                in++;
            }
        }
        return 2 * in > centres.size();
    }

    /** The sector of this unit holding most of {@code other}'s bases, FRONT on a tie with it, else the first most. */
    public Sector sectorHoldingMostOf(Footprint other) {
        int[] count = new int[Sector.values().length];
        for (Vec2 c : other.baseCentres()) {
            count[sectorOf(c).ordinal()]++;
        }
        Sector best = Sector.FRONT;
        for (Sector s : Sector.values()) {
            if (count[s.ordinal()] > count[best.ordinal()]) {
                best = s;
            }
        }
        return best;
    }

    /** Nearest edge to nearest edge (HOW-GEN-5); 0 when the rectangles touch or overlap. */
    public double distanceTo(Footprint o) {
        if (boxGap(o) <= 1e-9 && overlaps(o)) {
            return 0;
        }
        // Disjoint convex shapes: the nearest points are a corner of one and an edge of the other,
        // the same pairs the sixteen edge-to-edge distances would compare, at half the cost.
        return Math.sqrt(Math.min(cornersToEdgesSquared(o), o.cornersToEdgesSquared(this)));
    }

    /** The least squared distance from a corner of this rectangle to an edge of the other. */
    private double cornersToEdgesSquared(Footprint o) {
        double best = Double.MAX_VALUE;
        for (Vec2 p : corners) {
            for (int j = 0; j < 4; j++) {
                Vec2 c = o.corners[j];
                Vec2 d = o.corners[(j + 1) % 4];
                best = Math.min(best, Segment.pointSegmentDistanceSquared(p.x(), p.y(), c.x(), c.y(), d.x(), d.y()));
            }
        }
        return best;
    }

    /** Distance from a point to the rectangle (0 inside). */
    public double distanceTo(Vec2 p) {
        if (contains(p)) {
            return 0;
        }
        double best = Double.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            Vec2 a = corners[i];
            Vec2 b = corners[(i + 1) % 4];
            best = Math.min(best, Segment.pointSegmentDistance(p.x(), p.y(), a.x(), a.y(), b.x(), b.y()));
        }
        return best;
    }

    /** Whether the rectangles come within {@code cm} of each other (touching is 0). */
    public boolean within(Footprint o, double cm) {
        return boxGap(o) <= cm && distanceTo(o) <= cm;
    }

    /**
     * A lower bound on the distance to the other rectangle: the gap between the boxes around
     * them along x or y, 0 when the boxes meet.
     */
    public double boxGap(Footprint o) {
        double gx = Math.max(o.minX - maxX, minX - o.maxX);
        double gy = Math.max(o.minY - maxY, minY - o.maxY);
        return Math.max(0, Math.max(gx, gy));
    }

    /** Whether the box around the rectangle meets the box given. */
    public boolean boxMeets(double x0, double y0, double x1, double y1) {
        return minX <= x1 && x0 <= maxX && minY <= y1 && y0 <= maxY;
    }

    /** Half the diagonal: no point of the rectangle is farther than this from its centre. */
    public double radius() {
        return radius;
    }

    public double minX() {
        return minX;
    }

    public double minY() {
        return minY;
    }

    public double maxX() {
        return maxX;
    }

    public double maxY() {
        return maxY;
    }

    /** Whether the two rectangles share any point (touching counts). */
    public boolean overlaps(Footprint o) {
        if (boxGap(o) > 1e-9) {
            return false;
        }
        for (Vec2 c : o.corners) {
            if (contains(c)) {
                return true;
            }
        }
        for (Vec2 c : corners) {
            if (o.contains(c)) {
                return true;
            }
        }
        for (int i = 0; i < 4; i++) {
            Vec2 a = corners[i];
            Vec2 b = corners[(i + 1) % 4];
            for (int j = 0; j < 4; j++) {
                Vec2 c = o.corners[j];
                Vec2 d = o.corners[(j + 1) % 4];
                if (Segment.segmentsIntersect(a.x(), a.y(), b.x(), b.y(), c.x(), c.y(), d.x(), d.y())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the interiors overlap by more than {@code tolerance} (bases in contact do not). */
    public boolean overlapsInterior(Footprint o, double tolerance) {
        if (boxGap(o) > 1e-9) {
            return false; // the shrunk rectangle lies inside this one's box
        }
        Footprint shrunk = shrunk(tolerance);
        return shrunk != null && shrunk.overlaps(o);
    }

    /** This rectangle with every side moved in by {@code margin}; null if nothing is left. */
    public Footprint shrunk(double margin) {
        double w = width - 2 * margin;
        double d = depth - 2 * margin;
        if (w <= 0 || d <= 0) {
            return null;
        }
        return new Footprint(front.minus(forward().times(margin)), facing, w, d, 1, 1);
    }

    /** The same rectangle moved so that its front centre is at {@code p} facing {@code facingDeg}. */
    public Footprint movedTo(Vec2 p, double facingDeg) {
        return new Footprint(p, facingDeg, width, depth, files, ranks);
    }

    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT, "Footprint[front (%.2f, %.2f) facing %.1f, %.1f × %.1f]",
                front.x(), front.y(), facing, width, depth);
    }
}
