package adjutant.engine.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class SweepTest {

    private static final double TOL = 1e-9;
    private static final double INF = Double.POSITIVE_INFINITY;
    private static final Vec2 NORTH = new Vec2(0, 1);

    @Test
    void bgeo13FirstContactTimeIsWhereDistanceFirstReachesTheRadius() {
        // Man at (0, 0) advancing north 12 in; enemy at (3, 10); stop at distance 4 − δ = 3.9.
        double t = Sweep.firstWithin(Vec2.ZERO, NORTH, 12, new Vec2(3, 10), 3.9);
        assertEquals(10 - Math.sqrt(3.9 * 3.9 - 9), t, TOL);
        assertEquals(3.9, new Vec2(0, t).distance(new Vec2(3, 10)), TOL);
    }

    @Test
    void bgeo13GrazingPassOutsideTheRadiusNeverStops() {
        // Closest approach 3.95 lies in the tolerance band (3.9, 4): no stop.
        assertEquals(INF, Sweep.firstWithin(Vec2.ZERO, NORTH, 12, new Vec2(3.95, 6), 3.9));
        assertEquals(3.95, Sweep.minDistance(Vec2.ZERO, NORTH, 12, new Vec2(3.95, 6)), TOL);
    }

    @Test
    void contactBeyondTheMoveLengthOrBehindIsNever() {
        assertEquals(INF, Sweep.firstWithin(Vec2.ZERO, NORTH, 5, new Vec2(0, 10), 4));
        assertEquals(INF, Sweep.firstWithin(Vec2.ZERO, NORTH, 12, new Vec2(0, -6), 4));
        assertEquals(6, Sweep.firstWithin(Vec2.ZERO, NORTH, 6, new Vec2(0, 10), 4), TOL, "exactly at the end");
    }

    @Test
    void alreadyWithinTheRadiusIsContactAtZero() {
        assertEquals(0, Sweep.firstWithin(Vec2.ZERO, NORTH, 6, new Vec2(0, -3), 4));
        assertEquals(0, Sweep.firstWithin(Vec2.ZERO, Vec2.ZERO, 6, new Vec2(0, -3), 4));
        assertEquals(INF, Sweep.firstWithin(Vec2.ZERO, Vec2.ZERO, 6, new Vec2(0, -5), 4));
    }

    @Test
    void nonUnitDirectionMeasuresTInItsOwnUnits() {
        assertEquals(3, Sweep.firstWithin(Vec2.ZERO, new Vec2(0, 2), 12, new Vec2(0, 10), 4), TOL);
    }

    @Test
    void bgeo16MobClearanceUsesTheClosedFormMinimumDistance() {
        // Running man passes an enemy: closest approach 2 at the foot of the perpendicular.
        assertEquals(2, Sweep.minDistance(new Vec2(0, 0), new Vec2(1, 0), 18, new Vec2(9, 2)), TOL);
        assertEquals(9, Sweep.closestT(0, 0, 1, 0, 18, 9, 2), TOL);
        // Moving away: the minimum is at the start.
        assertEquals(5, Sweep.minDistance(new Vec2(0, 0), new Vec2(1, 0), 18, new Vec2(-3, 4)), TOL);
    }

    @Test
    void minDistanceAndFirstContactMatchBruteForceSampling() {
        Random rnd = new Random(13L);
        for (int n = 0; n < 500; n++) {
            Vec2 p0 = new Vec2(rnd.nextDouble() * 20, rnd.nextDouble() * 20);
            Vec2 u = Vec2.unit(rnd.nextDouble() * 360);
            double s = rnd.nextDouble() * 12;
            Vec2 q = new Vec2(rnd.nextDouble() * 20, rnd.nextDouble() * 20);
            double r = 1 + rnd.nextDouble() * 5;
            int steps = 4000;
            double brute = INF;
            double firstSampled = INF;
            for (int i = 0; i <= steps; i++) {
                double t = s * i / steps;
                double d = p0.plus(u.times(t)).distance(q);
                brute = Math.min(brute, d);
                if (firstSampled == INF && d <= r) {
                    firstSampled = t;
                }
            }
            double step = s / steps;
            double min = Sweep.minDistance(p0, u, s, q);
            assertTrue(min <= brute + 1e-12);
            assertEquals(brute, min, step + 1e-9);
            double first = Sweep.firstWithin(p0, u, s, q, r);
            if (firstSampled < INF) {
                assertTrue(first <= firstSampled + 1e-9 && first >= firstSampled - step - 1e-9,
                        "analytic " + first + " vs sampled " + firstSampled);
                assertTrue(p0.plus(u.times(first)).distance(q) <= r + 1e-9, "at first contact the distance is r");
            } else if (first < INF) {
                // A contact shorter than one sampling step: the minimum must be within r.
                assertTrue(min <= r + 1e-9);
            }
        }
    }

    @Test
    void twoMovingPointsUseRelativeVelocity() {
        // Head-on: both at speed 1 towards each other from 10 apart; within 4 after t = 3.
        Vec2 u = new Vec2(1, 0);
        assertEquals(3, Sweep.firstWithin(Vec2.ZERO, u, new Vec2(10, 0), u.negate(), 12, 4), TOL);
        assertEquals(0, Sweep.minDistance(Vec2.ZERO, u, new Vec2(10, 0), u.negate(), 12), TOL);
        // Same velocity: distance never changes.
        assertEquals(5, Sweep.minDistance(Vec2.ZERO, u, new Vec2(3, 4), u, 12), TOL);
        assertEquals(5, Sweep.minDistanceCoMoving(Vec2.ZERO, new Vec2(3, 4)), TOL);
        assertEquals(INF, Sweep.firstWithinCoMoving(Vec2.ZERO, new Vec2(3, 4), 4));
        assertEquals(0, Sweep.firstWithinCoMoving(Vec2.ZERO, new Vec2(3, 4), 5));
    }

    @Test
    void bmove15FirstEntryIntoImpassableTerrainAndFirstCrossingOfARiverSegment() {
        Polygon marsh = Polygon.rectangle(-2, 5, 2, 8);
        assertEquals(5, Sweep.firstEntry(Vec2.ZERO, NORTH, 12, marsh), TOL);
        assertEquals(INF, Sweep.firstEntry(Vec2.ZERO, NORTH, 4, marsh));
        assertEquals(INF, Sweep.firstEntry(new Vec2(3, 0), NORTH, 12, marsh));
        assertEquals(0, Sweep.firstEntry(new Vec2(0, 6), NORTH, 12, marsh));
        assertEquals(7, Sweep.firstCrossing(Vec2.ZERO, NORTH, 12, Segment.of(-5, 7, 5, 7)), TOL);
        assertEquals(INF, Sweep.firstCrossing(Vec2.ZERO, NORTH, 6, Segment.of(-5, 7, 5, 7)));
    }

    @Test
    void firstExitFromTheTable() {
        Polygon table = Polygon.rectangle(0, 0, 96, 48);
        Vec2 south = new Vec2(0, -1);
        assertEquals(2, Sweep.firstExit(new Vec2(10, 2), south, 6, table), TOL);
        assertEquals(INF, Sweep.firstExit(new Vec2(10, 2), south, 2, table));
        assertEquals(0, Sweep.firstExit(new Vec2(10, -1), south, 2, table));
    }
}
