package adjutant.engine.geometry;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CircleTest {

    private static final Circle OBJ = Circle.of(new Vec2(12, 24), 3);

    @Test
    void containsIsInclusiveOfTheRim() {
        assertTrue(OBJ.contains(new Vec2(12, 24)));
        assertTrue(OBJ.contains(new Vec2(15, 24)));
        assertTrue(OBJ.contains(new Vec2(15 + 1e-7, 24)));
        assertFalse(OBJ.contains(new Vec2(15.01, 24)));
    }

    @Test
    void bgeo24SegmentPassingThroughOrTouchingIntersects() {
        assertTrue(OBJ.intersects(Segment.of(0, 24, 30, 24)));
        assertTrue(OBJ.intersects(Segment.of(0, 27, 30, 27)), "tangent");
        assertTrue(OBJ.intersects(Segment.of(12, 24, 12, 25)), "inside");
        assertFalse(OBJ.intersects(Segment.of(0, 27.1, 30, 27.1)));
        assertTrue(OBJ.intersects(Polyline.of(new Vec2(0, 0), new Vec2(0, 24), new Vec2(10, 24))));
    }

    @Test
    void negativeRadiusIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> Circle.of(Vec2.ZERO, -1));
    }
}
