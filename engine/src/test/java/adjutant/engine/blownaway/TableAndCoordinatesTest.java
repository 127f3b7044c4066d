package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.DeploymentLayout;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.UnitFrame;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.Table;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The table, its coordinates and how distances are measured. */
class TableAndCoordinatesTest {

    @Test
    @DisplayName("BA-SETUP-1 the table is 96 × 48 by default; blue's rear edge is y = 0, red's y = W")
    void tableAndRearEdges() {
        assertEquals(new Table(96, 48), Table.STANDARD);
        BaScenario encounter = BaScenario.named("encounter");
        BaState s = BlownAway.newGame(encounter, Variant.CHANCE, 1);
        double width = encounter.table().width();
        for (int u = 0; u < s.setup().unitCount(); u++) {
            for (int f = s.setup().firstFigure(u); f < s.setup().firstFigure(u) + s.setup().startMen(u); f++) {
                double fromRear = s.setup().side(u) == Side.BLUE ? s.y(f) : width - s.y(f);
                assertTrue(fromRear >= 0 && fromRear <= encounter.deployDepth() + 1e-9,
                        "unit " + u + " deploys along its own rear edge, " + fromRear + " in from it");
            }
        }
    }

    @Test
    @DisplayName("BA-GEO-1 angles run counter-clockwise from +x; the right-hand lateral of f is (f.y, −f.x); P1 faces +y")
    void coordinatesAndFacings() {
        assertEquals(new Vec2(1, 0), DeploymentLayout.facing(0));
        assertEquals(new Vec2(0, 1), DeploymentLayout.facing(90), "90° is a quarter turn counter-clockwise");
        assertEquals(new Vec2(-1, 0), DeploymentLayout.facing(180));
        UnitFrame frame = UnitFrame.of(new Vec2(10, 10), DeploymentLayout.facing(90));
        assertEquals(1, frame.right().x(), 1e-12, "facing +y, the right hand is +x");
        assertEquals(0, frame.right().y(), 1e-12);
        assertEquals(2, frame.lateral(12, 10), 1e-12);
        assertEquals(3, frame.forward(10, 13), 1e-12);
        BaScenario encounter = BaScenario.named("encounter");
        encounter.army(Side.BLUE).units().forEach(u -> assertEquals(90, u.facingDeg(), "P1 forward is +y"));
        encounter.army(Side.RED).units().forEach(u -> assertEquals(-90, u.facingDeg(), "P2 forward is −y"));
    }

    @Test
    @DisplayName("BA-GEO-2 distances are between figure centres; the footprint counts only for overlaps")
    void distancesAreCentreToCentre() {
        Positions p = Positions.chance();
        int blue = p.infantry(Side.BLUE, 30, 10, 90);
        int red = p.infantry(Side.RED, 30, 30, -90);
        BaState s = p.start();
        double nearest = Double.POSITIVE_INFINITY;
        for (int f = s.setup().firstFigure(blue); f < s.setup().firstFigure(blue) + s.setup().startMen(blue); f++) {
            for (int g = s.setup().firstFigure(red); g < s.setup().firstFigure(red) + s.setup().startMen(red); g++) {
                nearest = Math.min(nearest, Math.hypot(s.x(f) - s.x(g), s.y(f) - s.y(g)));
            }
        }
        assertEquals(nearest, Relations.distance(s, blue, red), 1e-9, "the unit distance is the nearest centres'");
        assertTrue(Relations.distanceBelow(s, blue, red, nearest + 1e-6));
        assertFalse(Relations.distanceBelow(s, blue, red, nearest - 1e-6), "footprints do not shorten a distance");
    }
}
