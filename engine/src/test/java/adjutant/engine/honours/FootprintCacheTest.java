package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.scenario.HowScenario;
import adjutant.engine.scenario.ScenarioLoader;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** HOW-GEN-5: the footprints kept for speed are the ones the rules would build afresh. */
class FootprintCacheTest {

    private static HowState kutzdorf() {
        return HowGame.newGame(HowScenario.from(ScenarioLoader.load(Path.of("..", "scenarios", "honours-of-war", "kutzdorf.json"))));
    }

    @Test
    @DisplayName("HOW-GEN-5: a copy shares its units' footprints until a unit moves, and the original keeps its own")
    void copiesShareFootprintsUntilAUnitMoves() {
        HowState s = kutzdorf();
        Footprint before = s.footprint(0);
        HowState copy = s.copy();
        assertSame(before, copy.footprint(0));
        copy.units[0].x += 5;
        Footprint moved = copy.footprint(0);
        assertNotSame(before, moved);
        assertEquals(Bases.footprint(s.setup, 0, new Vec2(copy.units[0].x, copy.units[0].y), copy.units[0].facing,
                copy.units[0].formation).centre(), moved.centre());
        assertSame(before, s.footprint(0), "the original's unit did not move");
    }

    @Test
    @DisplayName("HOW-GEN-5: base centres are found once, cannot be changed, and match a new footprint's")
    void baseCentresAreKept() {
        HowState s = kutzdorf();
        Footprint f = s.footprint(0);
        List<Vec2> centres = f.baseCentres();
        assertSame(centres, f.baseCentres());
        assertThrows(UnsupportedOperationException.class, () -> centres.add(new Vec2(0, 0)));
        UnitState u = s.units[0];
        assertEquals(centres, Bases.footprint(s.setup, 0, new Vec2(u.x, u.y), u.facing, u.formation).baseCentres());
    }
}
