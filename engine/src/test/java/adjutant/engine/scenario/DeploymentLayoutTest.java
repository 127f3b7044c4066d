package adjutant.engine.scenario;

import adjutant.engine.blownaway.scenario.UnitSpec;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.DeploymentLayout;
import adjutant.engine.blownaway.scenario.DeployedFigure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.geometry.Vec2;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** BA-GEO-25 formation grid, BA-GEO-20 battery crew slots. */
class DeploymentLayoutTest {

    private static final double TOL = 1e-9;

    @Test
    void baGeo25LineOf13HasTwoRanksOf7And6() {
        List<Vec2> slots = DeploymentLayout.localSlots(Formation.LINE, UnitType.INFANTRY, 13);
        assertEquals(13, slots.size());
        assertEquals(7, slots.stream().filter(p -> p.y() == 0).count());
        assertEquals(6, slots.stream().filter(p -> p.y() == -1).count());
        // front rank: x = i - 3; rear rank of 6 is centred: x = i - 2.5
        assertEquals(List.of(-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0),
                slots.stream().filter(p -> p.y() == 0).map(Vec2::x).sorted().toList());
        assertEquals(List.of(-2.5, -1.5, -0.5, 0.5, 1.5, 2.5),
                slots.stream().filter(p -> p.y() == -1).map(Vec2::x).sorted().toList());
    }

    @Test
    void baGeo25SlotOrderIsCentreOutwardsLeftFirstRankByRank() {
        List<Vec2> slots = DeploymentLayout.localSlots(Formation.LINE, UnitType.INFANTRY, 13);
        assertEquals(List.of(
                new Vec2(0, 0), new Vec2(-1, 0), new Vec2(1, 0), new Vec2(-2, 0), new Vec2(2, 0),
                new Vec2(-3, 0), new Vec2(3, 0),
                new Vec2(-0.5, -1), new Vec2(0.5, -1), new Vec2(-1.5, -1), new Vec2(1.5, -1),
                new Vec2(-2.5, -1), new Vec2(2.5, -1)), slots);
    }

    @Test
    void baGeo25CavalryRanksAreTwoInchesApart() {
        List<Vec2> slots = DeploymentLayout.localSlots(Formation.LINE, UnitType.CAVALRY, 10);
        assertEquals(List.of(0.0, -2.0), slots.stream().map(Vec2::y).distinct().toList());
        assertEquals(5, slots.stream().filter(p -> p.y() == -2).count());
    }

    @Test
    void baGeo25LastRankHoldsTheRemainder() {
        // N = 5: F = 3, R = 2, the last rank has 5 - 3 = 2 slots
        List<Vec2> slots = DeploymentLayout.localSlots(Formation.LINE, UnitType.INFANTRY, 5);
        assertEquals(List.of(new Vec2(0, 0), new Vec2(-1, 0), new Vec2(1, 0), new Vec2(-0.5, -1), new Vec2(0.5, -1)),
                slots);
        assertEquals(List.of(new Vec2(0, 0)), DeploymentLayout.localSlots(Formation.LINE, UnitType.INFANTRY, 1));
    }

    @Test
    void baGeo25ColumnHasTwoFiles() {
        List<Vec2> slots = DeploymentLayout.localSlots(Formation.COLUMN, UnitType.INFANTRY, 5);
        assertEquals(List.of(new Vec2(-0.5, 0), new Vec2(0.5, 0), new Vec2(-0.5, -1), new Vec2(0.5, -1),
                new Vec2(0, -2)), slots);
        assertEquals(List.of(new Vec2(0, 0)), DeploymentLayout.localSlots(Formation.COLUMN, UnitType.CAVALRY, 1));
        assertEquals(-8.0, DeploymentLayout.localSlots(Formation.COLUMN, UnitType.CAVALRY, 10).get(9).y());
    }

    @Test
    void baGeo20BatteryCrewStandsBehindTheAxleLeftFirst() {
        assertEquals(List.of(new Vec2(-0.75, -1), new Vec2(0.75, -1), new Vec2(-0.75, -2), new Vec2(0.75, -2),
                new Vec2(-0.75, -3)), DeploymentLayout.localSlots(Formation.BATTERY, UnitType.ARTILLERY, 5));
    }

    @Test
    void baGeo25InitialAssignmentPutsTheFlagAtTheCentreThenOfficerDrummer() {
        UnitSpec u = unit(UnitType.INFANTRY, Formation.LINE, new Vec2(30, 6), 90,
                Map.of(Role.SOLDIER, 8, Role.PIKEMAN, 2, Role.OFFICER, 1, Role.DRUMMER, 1, Role.FLAG_BEARER, 1));
        List<DeployedFigure> figs = DeploymentLayout.layout(u);
        assertEquals(List.of(Role.FLAG_BEARER, Role.OFFICER, Role.DRUMMER, Role.PIKEMAN, Role.PIKEMAN,
                Role.SOLDIER, Role.SOLDIER, Role.SOLDIER, Role.SOLDIER, Role.SOLDIER, Role.SOLDIER, Role.SOLDIER,
                Role.SOLDIER), figs.stream().map(DeployedFigure::role).toList());
        for (int i = 0; i < figs.size(); i++) {
            assertEquals(i, figs.get(i).slot());
        }
        // facing +y: the owner's right is +x, so the officer (slot 1, left of centre) is at smaller x
        assertEquals(new Vec2(30, 6), figs.get(0).position());
        assertEquals(new Vec2(29, 6), figs.get(1).position());
        assertEquals(new Vec2(31, 6), figs.get(2).position());
        assertEquals(new Vec2(29.5, 5), figs.get(7).position());
    }

    @Test
    void baGeo25WorldPositionsFollowTheFacing() {
        // red faces -y: its right is -x, its rear +y
        UnitSpec red = unit(UnitType.INFANTRY, Formation.LINE, new Vec2(66, 42), -90, UnitSpec.standardInfantry());
        List<DeployedFigure> figs = DeploymentLayout.layout(red);
        assertEquals(new Vec2(67, 42), figs.get(1).position()); // officer, on red's left
        assertEquals(new Vec2(66.5, 43), figs.get(7).position());
        // an oblique facing: every slot is anchor + x r + y f
        UnitSpec oblique = unit(UnitType.CAVALRY, Formation.LINE, new Vec2(10, 10), 30,
                Map.of(Role.SOLDIER, 10));
        Vec2 f = Vec2.unit(30);
        Vec2 r = f.rightNormal();
        List<Vec2> local = DeploymentLayout.localSlots(Formation.LINE, UnitType.CAVALRY, 10);
        List<DeployedFigure> figs2 = DeploymentLayout.layout(oblique);
        for (int i = 0; i < 10; i++) {
            Vec2 expect = new Vec2(10, 10).plus(r.times(local.get(i).x())).plus(f.times(local.get(i).y()));
            assertTrue(expect.distance(figs2.get(i).position()) < TOL, "slot " + i);
        }
    }

    @Test
    void batteryHasItsGunAtTheAnchor() {
        UnitSpec gun = unit(UnitType.ARTILLERY, Formation.BATTERY, new Vec2(50, 6), 90, Map.of(Role.GUNNER, 4));
        assertEquals(Optional.of(new Vec2(50, 6)), DeploymentLayout.gunAxle(gun));
        assertEquals(List.of(new Vec2(49.25, 5), new Vec2(50.75, 5), new Vec2(49.25, 4), new Vec2(50.75, 4)),
                DeploymentLayout.layout(gun).stream().map(DeployedFigure::position).toList());
        assertEquals(Optional.empty(), DeploymentLayout.gunAxle(
                unit(UnitType.INFANTRY, Formation.LINE, new Vec2(0, 0), 90, Map.of(Role.SOLDIER, 1))));
    }

    @Test
    void neighboursInAGridNeverOverlap() {
        for (UnitType type : List.of(UnitType.INFANTRY, UnitType.CAVALRY)) {
            List<Vec2> slots = DeploymentLayout.localSlots(Formation.LINE, type, 13);
            double r = DeploymentLayout.manRadius(type);
            for (int i = 0; i < slots.size(); i++) {
                for (int j = i + 1; j < slots.size(); j++) {
                    assertTrue(slots.get(i).distance(slots.get(j)) >= 2 * r - 1e-6, type + " " + i + "," + j);
                }
            }
        }
    }

    static UnitSpec unit(UnitType type, Formation formation, Vec2 anchor, double facing, Map<Role, Integer> men) {
        return new UnitSpec("u", "U", type, "", false, formation, anchor, facing, men);
    }
}
