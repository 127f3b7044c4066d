package adjutant.engine.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PolylineTest {

    private static final double TOL = 1e-9;
    /** An L: 4 east, then 3 north. */
    private static final Polyline L = Polyline.of(new Vec2(0, 0), new Vec2(4, 0), new Vec2(4, 3));

    private static void assertNear(Vec2 expected, Vec2 actual) {
        assertEquals(expected.x(), actual.x(), TOL, "x of " + actual);
        assertEquals(expected.y(), actual.y(), TOL, "y of " + actual);
    }

    @Test
    void lengthIsTheSumOfSegments() {
        assertEquals(7, L.length(), TOL);
        assertEquals(4, L.lengthTo(1), TOL);
    }

    @Test
    void pointAtArcLengthClampsToTheEnds() {
        assertNear(new Vec2(2, 0), L.pointAt(2));
        assertNear(new Vec2(4, 1), L.pointAt(5));
        assertNear(new Vec2(0, 0), L.pointAt(-1));
        assertNear(new Vec2(4, 3), L.pointAt(99));
    }

    @Test
    void bgeo12DirectionAtAVertexIsTheLaterSegment() {
        assertNear(new Vec2(1, 0), L.directionAt(3.999));
        assertNear(new Vec2(0, 1), L.directionAt(4));
        assertNear(new Vec2(0, 1), L.directionAt(7));
        assertNear(new Vec2(1, 0), L.directionAt(0));
    }

    @Test
    void zeroLengthSegmentsAreSkippedForDirection() {
        Polyline p = Polyline.of(new Vec2(0, 0), new Vec2(4, 0), new Vec2(4, 0), new Vec2(4, 3), new Vec2(4, 3));
        assertNear(new Vec2(0, 1), p.directionAt(4));
        assertNear(new Vec2(0, 1), p.directionAt(7));
        assertThrows(IllegalStateException.class, () -> Polyline.of(new Vec2(1, 1)).directionAt(0));
    }

    @Test
    void distanceFromPointIsToTheNearestSegment() {
        assertEquals(1, L.distanceTo(new Vec2(5, 2)), TOL);
        assertEquals(2, L.distanceTo(new Vec2(2, -2)), TOL);
    }

    @Test
    void intersectsSegmentCrossingAnyPart() {
        assertTrue(L.intersects(Segment.of(3, 2, 6, 2)));
        assertTrue(L.intersects(Segment.of(2, 0, 2, 5)), "touching");
        assertFalse(L.intersects(Segment.of(0, 1, 3, 2)));
    }

    @Test
    void reversedRunsBackwards() {
        Polyline r = L.reversed();
        assertEquals(new Vec2(4, 3), r.first());
        assertNear(new Vec2(4, 1), r.pointAt(2));
        assertEquals(L, r.reversed());
    }

    @Test
    void subKeepsInnerVerticesAndCutsTheEnds() {
        Polyline s = L.sub(2, 5);
        assertEquals(3, s.size());
        assertNear(new Vec2(2, 0), s.first());
        assertEquals(new Vec2(4, 0), s.point(1));
        assertNear(new Vec2(4, 1), s.last());
        assertEquals(3, s.length(), TOL);
        assertEquals(1, L.sub(3, 3).size());
        assertEquals(2, L.tail(2).length(), TOL);
    }

    @Test
    void thenJoinsSharedEndPointOnce() {
        Polyline a = Polyline.of(new Vec2(0, 0), new Vec2(1, 0));
        Polyline b = Polyline.of(new Vec2(1, 0), new Vec2(1, 2));
        Polyline ab = a.then(b);
        assertEquals(3, ab.size());
        assertEquals(3, ab.length(), TOL);
        assertEquals(4, a.then(Polyline.of(new Vec2(2, 0), new Vec2(3, 0))).size());
    }

    @Test
    void bgeo12SnakePathQPlacesRankCentresAlongSpineThenHeadPath() {
        // Column of 3 ranks, s_rank = 1, head h = (0, 0) facing +y: spine runs back to (0, -2).
        Polyline spine = Polyline.of(new Vec2(0, 0), new Vec2(0, -2));
        double lambda = spine.length();
        // Head path: 1 north, then 2 east.
        Polyline head = Polyline.of(new Vec2(0, 0), new Vec2(0, 1), new Vec2(2, 1));
        Polyline q = spine.reversed().then(head);
        double t = head.length();
        assertNear(new Vec2(2, 1), q.pointAt(lambda + t));          // rank 0 at the end of H
        assertNear(new Vec2(1, 1), q.pointAt(lambda + t - 1));      // rank 1
        assertNear(new Vec2(0, 1), q.pointAt(lambda + t - 2));      // rank 2 on the vertex
        assertNear(new Vec2(1, 0), q.directionAt(lambda + t - 2));  // ... facing the later segment
        Polyline newSpine = q.tail(lambda).reversed();
        assertEquals(lambda, newSpine.length(), TOL);
        assertNear(new Vec2(2, 1), newSpine.first());
        assertNear(new Vec2(0, 1), newSpine.last());
    }
}
