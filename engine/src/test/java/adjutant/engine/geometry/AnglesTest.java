package adjutant.engine.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class AnglesTest {

    private static final double TOL = 1e-9;

    @Test
    void normalizeMapsIntoHalfOpenRangeWith180Included() {
        assertEquals(180, Angles.normalize(-180), TOL);
        assertEquals(180, Angles.normalize(540), TOL);
        assertEquals(-90, Angles.normalize(270), TOL);
        assertEquals(10, Angles.normalize(-710), TOL);
        assertEquals(0, Angles.normalize(720), TOL);
    }

    @Test
    void betweenIsUnsignedAndAtMost180() {
        assertEquals(90, Angles.between(new Vec2(1, 0), new Vec2(0, -3)), TOL);
        assertEquals(180, Angles.between(new Vec2(1, 0), new Vec2(-2, 0)), TOL);
        assertEquals(45, Angles.between(new Vec2(0, 1), new Vec2(1, 1)), TOL);
        assertEquals(0, Angles.between(Vec2.ZERO, new Vec2(1, 1)), TOL);
    }

    @Test
    void betweenDirectionsInDegreesWrapsAround() {
        assertEquals(20, Angles.betweenDeg(170, -170), TOL);
        assertEquals(180, Angles.betweenDeg(0, 180), TOL);
    }

    @Test
    void turnIsCounterClockwisePositive() {
        assertEquals(90, Angles.turn(new Vec2(1, 0), new Vec2(0, 1)), TOL);
        assertEquals(-90, Angles.turn(new Vec2(1, 0), new Vec2(0, -1)), TOL);
        assertEquals(180, Angles.turn(new Vec2(1, 0), new Vec2(-1, 0)), TOL);
        assertEquals(-20, Angles.turnDeg(170, 150), TOL);
        assertEquals(20, Angles.turnDeg(170, -170), TOL);
    }

    @Test
    void unitVectorRoundTripsThroughAngleDeg() {
        for (int d = -179; d <= 180; d += 7) {
            assertEquals(d, Vec2.unit(d).angleDeg(), 1e-9);
        }
        assertEquals(Math.PI, Angles.toRad(180), TOL);
        assertEquals(90, Angles.toDeg(Math.PI / 2), TOL);
    }
}
