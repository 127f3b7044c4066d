package adjutant.engine.geometry;

import static adjutant.engine.geometry.SectorKind.FRONT;
import static adjutant.engine.geometry.SectorKind.LEFT_FLANK;
import static adjutant.engine.geometry.SectorKind.REAR;
import static adjutant.engine.geometry.SectorKind.RIGHT_FLANK;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SectorTest {

    /** BA-TEST-22: a line of 7 + 6 men facing +y, anchor (3, 0), front rank y = 0, x = 0…6, rear rank y = −1. */
    private static final UnitFrame FRAME = UnitFrame.of(new Vec2(3, 0), new Vec2(0, 1));

    private static List<Vec2> lineOf7And6() {
        List<Vec2> men = new ArrayList<>();
        for (int x = 0; x <= 6; x++) {
            men.add(new Vec2(x, 0));
        }
        for (int x = 0; x < 6; x++) {
            men.add(new Vec2(x + 0.5, -1));
        }
        return men;
    }

    @Test
    @DisplayName("BA-TEST-22 / BA-GEO-5: sector classification of a line of 7 + 6 men")
    void bgeo5SectorClassificationExample() {
        Sector s = Sector.body(FRAME, -3, 3, -1, 0, 45);
        assertEquals(FRONT, s.classify(new Vec2(3, 3)));
        assertEquals(RIGHT_FLANK, s.classify(new Vec2(9, 2)), "excess 3 > 2");
        assertEquals(FRONT, s.classify(new Vec2(8, 2)), "excess 2 = 2, boundary inclusive");
        assertEquals(REAR, s.classify(new Vec2(3, -4)));
        assertEquals(LEFT_FLANK, s.classify(new Vec2(-2, -0.5)));
        assertEquals(REAR, s.classify(new Vec2(10, -6)), "excess 4 <= 5");
        Sector wide = Sector.body(FRAME, -3, 3, -1, 0, 90);
        assertEquals(FRONT, wide.classify(new Vec2(9, 2)), "alpha = 90: the half-plane ahead");
    }

    @Test
    @DisplayName("BA-GEO-4: extents computed from the body's men match the example's")
    void bgeo4ExtentsFromBodyPoints() {
        Sector s = Sector.body(FRAME, lineOf7And6(), 45);
        assertEquals(-3, s.xMin(), 1e-12);
        assertEquals(3, s.xMax(), 1e-12);
        assertEquals(-1, s.yMin(), 1e-12);
        assertEquals(0, s.yMax(), 1e-12);
        assertEquals(FRONT, s.classify(new Vec2(8, 2)));
    }

    @Test
    @DisplayName("BA-GEO-5: points inside the body's box count as FRONT")
    void bgeo5InsideTheBoxIsFront() {
        Sector s = Sector.body(FRAME, -3, 3, -1, 0, 45);
        assertEquals(FRONT, s.classify(new Vec2(3, -0.5)));
        assertEquals(FRONT, s.classify(new Vec2(0, -1)));
        assertEquals(FRONT, s.classify(new Vec2(6, 0)));
    }

    @Test
    @DisplayName("BA-GEO-5: the front boundary tolerates EPS but not more")
    void bgeo5BoundaryTolerance() {
        Sector s = Sector.body(FRAME, -3, 3, -1, 0, 45);
        assertEquals(FRONT, s.classify(new Vec2(8 + 5e-7, 2)));
        assertEquals(RIGHT_FLANK, s.classify(new Vec2(8 + 1e-4, 2)));
        assertEquals(LEFT_FLANK, s.classify(new Vec2(-2 - 1e-4, 2)));
        assertEquals(FRONT, s.classify(new Vec2(-2, 2)));
    }

    @Test
    @DisplayName("BA-GEO-5: a rotated unit classifies the same points in its own frame")
    void bgeo5RotatedFrame() {
        // The example rotated 90 degrees counter-clockwise about the origin.
        UnitFrame rotated = UnitFrame.of(new Vec2(3, 0).rotate(90), new Vec2(0, 1).rotate(90));
        Sector s = Sector.body(rotated, -3, 3, -1, 0, 45);
        assertEquals(FRONT, s.classify(new Vec2(8, 2).rotate(90)));
        assertEquals(RIGHT_FLANK, s.classify(new Vec2(9, 2).rotate(90)));
        assertEquals(LEFT_FLANK, s.classify(new Vec2(-2, -0.5).rotate(90)));
        assertEquals(REAR, s.classify(new Vec2(10, -6).rotate(90)));
    }

    @Test
    @DisplayName("BA-GEO-5: a single man's front is the 90-degree wedge ahead of him")
    void bgeo5SingleMan() {
        Sector s = Sector.body(UnitFrame.of(new Vec2(10, 10), new Vec2(0, -1)), 0, 0, 0, 0, 45);
        assertEquals(FRONT, s.classify(new Vec2(12, 8)));
        assertEquals(RIGHT_FLANK, s.classify(new Vec2(7, 9)), "his right is -x when facing -y");
        assertEquals(REAR, s.classify(new Vec2(10, 11)));
        assertEquals(FRONT, s.classify(new Vec2(10, 10)));
    }

    @Test
    @DisplayName("BA-GEO-6: battery cone of +-45 degrees about the boresight")
    void bgeo6BatteryCone() {
        Sector s = Sector.battery(new Vec2(10, 10), new Vec2(0, 1), 45);
        assertEquals(FRONT, s.classify(new Vec2(10, 10)), "the axle itself");
        assertEquals(FRONT, s.classify(new Vec2(10, 30)));
        assertEquals(FRONT, s.classify(new Vec2(15, 15)), "exactly 45 degrees");
        assertEquals(RIGHT_FLANK, s.classify(new Vec2(15.01, 15)));
        assertEquals(LEFT_FLANK, s.classify(new Vec2(4.99, 15)));
        assertEquals(REAR, s.classify(new Vec2(6, 5)));
        assertEquals(RIGHT_FLANK, s.classify(new Vec2(20, 10)));
    }

    @Test
    void unitFrameRoundTripsAndUsesRightHandLateral() {
        UnitFrame f = UnitFrame.of(new Vec2(5, 5), new Vec2(0, -2));
        assertEquals(new Vec2(0, -1), f.facing());
        assertEquals(-1, f.right().x(), 1e-12);
        assertEquals(0, f.right().y(), 1e-12);
        Vec2 local = f.toLocal(new Vec2(3, 2));
        assertEquals(2, local.x(), 1e-12);
        assertEquals(3, local.y(), 1e-12);
        Vec2 back = f.toWorld(local);
        assertEquals(3, back.x(), 1e-12);
        assertEquals(2, back.y(), 1e-12);
    }
}
