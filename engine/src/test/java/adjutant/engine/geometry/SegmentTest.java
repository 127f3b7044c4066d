package adjutant.engine.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class SegmentTest {

    private static final double TOL = 1e-9;

    @Test
    void pointAtInterpolatesAndLengthIsEuclidean() {
        Segment s = Segment.of(0, 0, 3, 4);
        assertEquals(5, s.length(), TOL);
        assertEquals(new Vec2(1.5, 2), s.pointAt(0.5));
    }

    @Test
    void distanceToPointUsesPerpendicularInsideAndEndPointsOutside() {
        Segment s = Segment.of(0, 0, 10, 0);
        assertEquals(3, s.distanceTo(new Vec2(4, 3)), TOL);
        assertEquals(5, s.distanceTo(new Vec2(-3, 4)), TOL);
        assertEquals(5, s.distanceTo(new Vec2(13, -4)), TOL);
        assertEquals(new Vec2(10, 0), s.closestPoint(new Vec2(13, -4)));
        assertEquals(0.4, s.closestParam(new Vec2(4, 3)), TOL);
    }

    @Test
    void degenerateSegmentIsAPoint() {
        Segment s = Segment.of(1, 1, 1, 1);
        assertEquals(5, s.distanceTo(new Vec2(4, 5)), TOL);
    }

    @Test
    void crossingSegmentsIntersectAtTheRightParameter() {
        Segment s = Segment.of(0, 0, 4, 0);
        Segment o = Segment.of(1, -1, 1, 1);
        assertTrue(s.intersects(o));
        assertEquals(0.25, s.intersectionParam(o), TOL);
        assertEquals(0, s.distanceTo(o), TOL);
    }

    @Test
    void touchingAtAnEndPointCountsAsIntersecting() {
        Segment s = Segment.of(0, 0, 4, 0);
        Segment t = Segment.of(2, 0, 2, 5); // T-junction
        assertTrue(s.intersects(t));
        assertEquals(0.5, s.intersectionParam(t), TOL);
        assertTrue(s.intersects(Segment.of(4, 0, 9, 9)));
        assertEquals(1, s.intersectionParam(Segment.of(4, 0, 9, 9)), TOL);
    }

    @Test
    void collinearOverlapReportsTheStartOfTheOverlap() {
        Segment s = Segment.of(0, 0, 10, 0);
        assertEquals(0.3, s.intersectionParam(Segment.of(3, 0, 15, 0)), TOL);
        assertEquals(0.3, s.intersectionParam(Segment.of(15, 0, 3, 0)), TOL);
        assertEquals(0, Segment.of(5, 0, 8, 0).intersectionParam(s), TOL);
    }

    @Test
    void separateSegmentsDoNotIntersectAndReportTheirGap() {
        Segment s = Segment.of(0, 0, 4, 0);
        Segment o = Segment.of(5, 1, 5, 3);
        assertFalse(s.intersects(o));
        assertTrue(Double.isNaN(s.intersectionParam(o)));
        assertEquals(Math.sqrt(2), s.distanceTo(o), TOL);
        assertFalse(s.intersects(Segment.of(0, 1e-5, 4, 1e-5)));
        assertTrue(s.intersects(Segment.of(0, 1e-7, 4, 1e-7)));
    }

    @Test
    void segmentDistanceMatchesSampling() {
        Random rnd = new Random(20260101L);
        for (int n = 0; n < 300; n++) {
            Segment s = Segment.of(rnd.nextDouble() * 10, rnd.nextDouble() * 10, rnd.nextDouble() * 10, rnd.nextDouble() * 10);
            Segment o = Segment.of(rnd.nextDouble() * 10, rnd.nextDouble() * 10, rnd.nextDouble() * 10, rnd.nextDouble() * 10);
            double brute = Double.POSITIVE_INFINITY;
            for (int i = 0; i <= 400; i++) {
                brute = Math.min(brute, o.distanceTo(s.pointAt(i / 400.0)));
            }
            double d = s.distanceTo(o);
            assertTrue(d <= brute + 1e-12, "closed form never exceeds a sample");
            assertEquals(brute, d, s.length() / 400 + 1e-9);
            if (s.intersects(o)) {
                double t = s.intersectionParam(o);
                assertEquals(0, o.distanceTo(s.pointAt(t)), 1e-6);
            }
        }
    }
}
