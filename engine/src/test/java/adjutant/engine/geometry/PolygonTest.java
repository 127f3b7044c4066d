package adjutant.engine.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PolygonTest {

    private static final double TOL = 1e-9;
    private static final Polygon SQUARE = Polygon.rectangle(0, 0, 10, 10);
    /** A "U": the notch x in (3, 7), y in (4, 10] is outside. */
    private static final Polygon U = Polygon.of(new Vec2(0, 0), new Vec2(10, 0), new Vec2(10, 10), new Vec2(7, 10),
            new Vec2(7, 4), new Vec2(3, 4), new Vec2(3, 10), new Vec2(0, 10));

    @Test
    void interiorPointsAreInsideAndFarPointsOutside() {
        assertTrue(SQUARE.contains(new Vec2(5, 5)));
        assertFalse(SQUARE.contains(new Vec2(15, 5)));
        assertFalse(SQUARE.contains(new Vec2(5, -0.1)));
    }

    @Test
    void bgeo24BoundaryPointsCountAsInside() {
        // edges, all four vertices, and points on the edges of a concave polygon
        assertTrue(SQUARE.contains(new Vec2(10, 5)));
        assertTrue(SQUARE.contains(new Vec2(5, 0)));
        assertTrue(SQUARE.contains(new Vec2(0, 10)));
        for (Vec2 v : SQUARE.vertices()) {
            assertTrue(SQUARE.contains(v), v.toString());
        }
        for (Vec2 v : U.vertices()) {
            assertTrue(U.contains(v), v.toString());
        }
        assertTrue(U.contains(new Vec2(5, 4)));
        assertTrue(U.contains(new Vec2(3, 7)));
        assertTrue(SQUARE.contains(new Vec2(10 + 1e-7, 5)), "within EPS of the boundary");
        assertFalse(SQUARE.contains(new Vec2(10 + 1e-5, 5)));
    }

    @Test
    void concaveNotchIsOutside() {
        assertFalse(U.contains(new Vec2(5, 7)));
        assertTrue(U.contains(new Vec2(1, 7)));
        // on the horizontal line through a reflex vertex
        assertTrue(U.contains(new Vec2(1, 4)));
        assertTrue(U.contains(new Vec2(9, 4)));
        assertFalse(U.contains(new Vec2(-1, 4)));
    }

    @Test
    void areaAndCentroidOfRectangleAndU() {
        assertEquals(100, SQUARE.area(), TOL);
        assertEquals(100, SQUARE.signedArea(), TOL, "rectangle() is counter-clockwise");
        assertEquals(new Vec2(5, 5), SQUARE.centroid());
        assertEquals(100 - 24, U.area(), TOL);
        Vec2 c = U.centroid();
        assertEquals(5, c.x(), TOL);
        assertEquals((100 * 5 - 24 * 7) / 76.0, c.y(), TOL);
    }

    @Test
    void boundsAreTheVertexExtents() {
        assertEquals(new Box(0, 0, 10, 10), U.bounds());
        assertEquals(8, U.edges().size());
        assertEquals(new Segment(new Vec2(0, 10), new Vec2(0, 0)), U.edge(7));
    }

    @Test
    void segmentIntersectsWhenCrossingTouchingOrInside() {
        assertTrue(SQUARE.intersects(Segment.of(-5, 5, 15, 5)), "crosses");
        assertTrue(SQUARE.intersects(Segment.of(2, 2, 3, 3)), "fully inside");
        assertTrue(SQUARE.intersects(Segment.of(-5, 5, 0, 5)), "ends on the boundary");
        assertTrue(SQUARE.intersects(Segment.of(-1, 11, 1, 9)), "clips a corner");
        assertTrue(SQUARE.intersects(Segment.of(-5, 10, 15, 10)), "runs along an edge");
        assertFalse(SQUARE.intersects(Segment.of(-5, 11, 15, 11)));
        assertFalse(U.intersects(Segment.of(4, 6, 6, 9)), "inside the notch");
    }

    @Test
    void bgeo21WoodsDepthIsTheLengthOfTheSegmentInsideTheWood() {
        assertEquals(10, SQUARE.lengthInside(Segment.of(-5, 5, 15, 5)), TOL);
        assertEquals(4, SQUARE.lengthInside(Segment.of(6, 5, 15, 5)), TOL, "starts inside");
        assertEquals(3, SQUARE.lengthInside(Segment.of(2, 2, 2, 5)), TOL, "fully inside");
        assertEquals(10 * Math.sqrt(2), SQUARE.lengthInside(Segment.of(-1, -1, 11, 11)), TOL, "through corners");
        assertEquals(10, SQUARE.lengthInside(Segment.of(-5, 0, 15, 0)), TOL, "along an edge counts");
        assertEquals(0, SQUARE.lengthInside(Segment.of(-5, 11, 15, 11)), TOL);
        assertEquals(6, U.lengthInside(Segment.of(-2, 7, 12, 7)), TOL, "two arms of the U");
        assertEquals(10, U.lengthInside(Segment.of(-2, 4, 12, 4)), TOL, "along the notch bottom");
    }

    @Test
    void lengthInsideMatchesSamplingOnRandomStarPolygons() {
        Random rnd = new Random(42L);
        for (int n = 0; n < 50; n++) {
            Polygon star = randomStar(rnd);
            Segment s = Segment.of(rnd.nextDouble() * 20 - 10, rnd.nextDouble() * 20 - 10,
                    rnd.nextDouble() * 20 - 10, rnd.nextDouble() * 20 - 10);
            int samples = 20000;
            int inside = 0;
            for (int i = 0; i < samples; i++) {
                if (star.contains(s.pointAt((i + 0.5) / samples))) {
                    inside++;
                }
            }
            assertEquals(s.length() * inside / samples, star.lengthInside(s), s.length() * 40.0 / samples);
        }
    }

    @Test
    void circleFactoryPutsVerticesOnTheCircle() {
        Vec2 c = new Vec2(12, 24);
        Polygon p = Polygon.circle(c, 3, 32);
        assertEquals(32, p.size());
        for (Vec2 v : p.vertices()) {
            assertEquals(3, v.distance(c), TOL);
        }
        assertEquals(new Vec2(15, 24), p.vertices().get(0));
        assertTrue(p.signedArea() > 0);
        assertEquals(16 * 9 * Math.sin(2 * Math.PI / 32), p.area(), TOL, "inscribed 32-gon");
        assertTrue(p.contains(c));
        assertThrows(IllegalArgumentException.class, () -> Polygon.circle(c, 3, 2));
    }

    @Test
    void distanceToBoundaryIsZeroOnItAndPositiveInsideAndOutside() {
        assertEquals(0, SQUARE.distanceToBoundary(new Vec2(10, 3)), TOL);
        assertEquals(2, SQUARE.distanceToBoundary(new Vec2(8, 5)), TOL);
        assertEquals(5, SQUARE.distanceToBoundary(new Vec2(13, 14)), TOL);
        assertEquals(0, SQUARE.distanceTo(new Vec2(8, 5)), TOL);
    }

    @Test
    void firstEntryAndExitAlongASegment() {
        assertEquals(0.25, SQUARE.firstEntryParam(-5, 5, 15, 5), TOL);
        assertEquals(0, SQUARE.firstEntryParam(5, 5, 15, 5), TOL);
        assertEquals(Double.POSITIVE_INFINITY, SQUARE.firstEntryParam(-5, 11, 15, 11));
        assertEquals(0.5, SQUARE.firstExitParam(5, 5, 15, 5), TOL);
        assertEquals(Double.POSITIVE_INFINITY, SQUARE.firstExitParam(5, 5, 10, 5), "reaching the boundary is not leaving");
        assertEquals(0.2, U.firstExitParam(1, 7, 11, 7), TOL);
    }

    @Test
    void polylinePathThroughAPolygonIntersects() {
        Polyline path = Polyline.of(new Vec2(-5, 5), new Vec2(-5, 20), new Vec2(5, 20));
        assertFalse(SQUARE.intersects(path));
        assertTrue(SQUARE.intersects(Polyline.of(new Vec2(-5, 5), new Vec2(-5, 20), new Vec2(5, 9))));
        assertTrue(SQUARE.intersects(Polyline.of(new Vec2(5, 5))));
    }

    @Test
    void equalityIsByVertices() {
        assertEquals(Polygon.rectangle(0, 0, 10, 10), SQUARE);
        assertEquals(Polygon.rectangle(0, 0, 10, 10).hashCode(), SQUARE.hashCode());
    }

    private static Polygon randomStar(Random rnd) {
        int n = 5 + rnd.nextInt(10);
        List<Vec2> vs = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            double a = 2 * Math.PI * k / n;
            double r = 2 + rnd.nextDouble() * 6;
            vs.add(new Vec2(r * Math.cos(a), r * Math.sin(a)));
        }
        return Polygon.of(vs);
    }

    @Test
    void bgeo24ContainsSkippingFarEdgesIsTheEdgeByEdgeTest() {
        Random r = new Random(7);
        int boundary = 0;
        for (int k = 0; k < 200; k++) {
            List<Vec2> vs = new ArrayList<>(); // a star-shaped polygon, some edges axis-parallel
            int n = 3 + r.nextInt(8);
            for (int i = 0; i < n; i++) {
                double a = 2 * Math.PI * i / n;
                double rad = 1 + 20 * r.nextDouble();
                double x = 40 + rad * Math.cos(a);
                double y = 20 + rad * Math.sin(a);
                vs.add(new Vec2(r.nextBoolean() ? Math.rint(x) : x, i > 0 && r.nextInt(4) == 0 ? vs.get(i - 1).y() : y));
            }
            Polygon p = Polygon.of(vs);
            for (int q = 0; q < 400; q++) {
                Vec2 a = vs.get(r.nextInt(n));
                Vec2 b = vs.get((vs.indexOf(a) + 1) % n);
                double t = r.nextDouble();
                double off = (r.nextBoolean() ? 1 : -1) * Math.pow(10, -8 + 8 * r.nextDouble()); // near an edge, near EPS
                double len = Math.hypot(b.x() - a.x(), b.y() - a.y());
                double px = a.x() + t * (b.x() - a.x()) - off * (b.y() - a.y()) / len;
                double py = a.y() + t * (b.y() - a.y()) + off * (b.x() - a.x()) / len;
                if (q % 4 == 0) {
                    px = 10 + 60 * r.nextDouble();
                    py = r.nextDouble() * 45;
                }
                boolean plain = edgeByEdge(vs, px, py);
                assertEquals(plain, p.contains(px, py), "(" + px + ", " + py + ") in " + vs);
                boundary += Math.abs(off) <= Eps.EPS && q % 4 != 0 ? 1 : 0;
            }
        }
        assertTrue(boundary > 1000, "points within the tolerance of an edge");
    }

    /** BA-GEO-24 as Polygon.contains had it: the bounds, then every edge's distance and crossing. */
    private static boolean edgeByEdge(List<Vec2> vs, double px, double py) {
        double x0 = Double.POSITIVE_INFINITY, x1 = Double.NEGATIVE_INFINITY, y0 = Double.POSITIVE_INFINITY, y1 = Double.NEGATIVE_INFINITY;
        for (Vec2 v : vs) {
            x0 = Math.min(x0, v.x());
            x1 = Math.max(x1, v.x());
            y0 = Math.min(y0, v.y());
            y1 = Math.max(y1, v.y());
        }
        if (!(px >= x0 - Eps.EPS && px <= x1 + Eps.EPS && py >= y0 - Eps.EPS && py <= y1 + Eps.EPS)) {
            return false;
        }
        boolean inside = false;
        for (int i = 0, j = vs.size() - 1; i < vs.size(); j = i++) {
            double xi = vs.get(i).x();
            double yi = vs.get(i).y();
            double xj = vs.get(j).x();
            double yj = vs.get(j).y();
            if (Segment.pointSegmentDistanceSquared(px, py, xj, yj, xi, yi) <= Eps.EPS * Eps.EPS) {
                return true;
            }
            if ((yi > py) != (yj > py) && px < (xj - xi) * (py - yi) / (yj - yi) + xi) {
                inside = !inside;
            }
        }
        return inside;
    }
}
