package adjutant.engine.scenario;

import adjutant.engine.blownaway.scenario.ArmySpec;
import adjutant.engine.blownaway.scenario.UnitSpec;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.blownaway.scenario.VictoryKind;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.blownaway.scenario.BaScenario;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ShippedScenariosTest {

    static List<String> shipped() {
        return ScenarioCatalog.names();
    }

    static List<String> shippedBlownAway() {
        return ScenarioCatalog.names("blown-away");
    }

    @Test
    void catalogListsTheShippedScenarios() {
        assertEquals(List.of("crossroads", "encounter", "fieldworks", "skirmish"), ScenarioCatalog.names("blown-away"));
        assertEquals(List.of("kutzdorf", "lobositz", "spittelwitz", "st-ulrich"), ScenarioCatalog.names("honours-of-war"));
        assertTrue(ScenarioCatalog.names("league-of-augsburg").contains("meeting-engagement"));
        assertTrue(ScenarioCatalog.contains("encounter"));
    }

    @ParameterizedTest
    @MethodSource("shipped")
    void everyShippedScenarioLoadsWithoutErrors(String name) {
        LoadResult r = ScenarioLoader.checkNamed(name);
        assertEquals(List.of(), r.errors(), () -> r.problems().stream().map(Problem::toString)
                .collect(Collectors.joining("\n")));
        assertEquals(name, r.orThrow().name());
    }

    @ParameterizedTest
    @MethodSource("shippedBlownAway")
    void onlyFieldworksWarnsAndOnlyAboutBalance(String name) {
        List<String> warnings = ScenarioLoader.checkNamed(name).warnings().stream().map(Problem::toString).toList();
        if (name.equals("fieldworks")) {
            assertEquals(List.of("$.armies: warning: BA-SETUP-2: the sides differ in men (blue 116, red 67)"), warnings);
        } else {
            assertEquals(List.of(), warnings);
        }
    }

    @Test
    void encounterIsTheStandardEncounter() {
        BaScenario s = BaScenario.named("encounter");
        assertEquals(Table.STANDARD, s.table());
        assertEquals(Variant.CHANCE, s.variant());
        assertEquals(1757, s.year());
        assertTrue(s.artilleryMayMove());
        assertEquals(200, s.turnLimit());
        assertEquals(7, s.deployDepth());
        assertEquals(VictoryKind.OBJECTIVES, s.victory());
        assertEquals(3, s.objectivesToWin());
        assertEquals(List.of(12.0, 36.0, 60.0, 84.0), s.objectives().stream().map(o -> o.center().x()).toList());
        assertTrue(s.objectives().stream().allMatch(o -> o.center().y() == 24 && o.radius() == 3));
        assertEquals("Prussians", s.army(Side.BLUE).name());
        assertEquals("Austrians", s.army(Side.RED).name());
        assertEquals(12, s.unitCount());
        for (Side side : Side.values()) {
            ArmySpec a = s.army(side);
            assertEquals(3, a.units().stream().filter(u -> u.type() == UnitType.INFANTRY && u.menCount() == 13).count());
            assertEquals(2, a.units().stream().filter(u -> u.type() == UnitType.CAVALRY && u.menCount() == 10).count());
            assertEquals(1, a.guns());
            assertTrue(a.units().stream().filter(u -> u.type() == UnitType.ARTILLERY)
                    .allMatch(u -> u.count(Role.GUNNER) == 4));
            assertEquals(side == Side.BLUE ? 90 : -90, a.units().get(0).facingDeg());
        }
    }

    /** Neither side is favoured: a half turn about the centre maps blue onto red and the terrain onto itself. */
    @Test
    void encounterIsPointSymmetric() {
        BaScenario s = BaScenario.named("encounter");
        Vec2 c = s.table().centre();
        List<UnitSpec> blue = s.army(Side.BLUE).units();
        List<UnitSpec> red = s.army(Side.RED).units();
        assertEquals(blue.size(), red.size());
        for (int i = 0; i < blue.size(); i++) {
            UnitSpec b = blue.get(i);
            UnitSpec r = red.get(i);
            assertEquals(half(b.anchor(), c), r.anchor());
            assertEquals(b.facingDeg() - 180, r.facingDeg());
            assertEquals(b.type(), r.type());
            assertEquals(b.men(), r.men());
        }
        for (TerrainFeature t : s.terrain()) {
            List<Vec2> turned = t.points().stream().map(p -> half(p, c)).toList();
            assertTrue(s.terrain().stream().anyMatch(o -> o.kind() == t.kind() && o.points().containsAll(turned)
                    && turned.containsAll(o.points())), t.id());
        }
        for (ObjectiveSpec o : s.objectives()) {
            assertTrue(s.objectives().stream().anyMatch(p -> p.center().equals(half(o.center(), c))), o.id());
        }
    }

    @Test
    void fieldworksHasTheReportsForces() {
        BaScenario s = BaScenario.named("fieldworks");
        assertEquals(116, s.army(Side.BLUE).men());
        assertEquals(67, s.army(Side.RED).men());
        assertEquals(Side.BLUE, s.firstSide());
        assertEquals(2, s.terrain().stream().filter(t -> t.kind() == TerrainKind.REDOUBT).count());
    }

    private static Vec2 half(Vec2 p, Vec2 c) {
        return new Vec2(2 * c.x() - p.x(), 2 * c.y() - p.y());
    }
}
