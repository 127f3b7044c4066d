package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Move;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The moves offered for random play and bots: few, varied, every one legal. */
class MoveCandidatesTest {

    @Test
    @DisplayName("HOW-MOVE-2: every offered move is legal, at most about twenty a unit, advancing and re-forming among them")
    void candidates() {
        HowState s = HowFixture.smallBattle().start();
        int reforming = 0;
        for (int u = 0; u < s.units.length; u++) {
            List<HowAction> moves = MoveRules.candidates(s, u);
            assertFalse(moves.isEmpty(), s.setup.unitName(u));
            assertTrue(moves.size() <= 22, s.setup.unitName(u) + ": " + moves.size());
            int brigade = s.setup.brigadeOf(u);
            boolean advance = false;
            boolean reform = false;
            for (HowAction a : moves) {
                Move m = (Move) a;
                assertTrue(MoveRules.validate(s, brigade, m).legal(), () -> MoveRules.validate(s, brigade, m).message());
                advance |= s.footprint(u).ahead(new adjutant.engine.geometry.Vec2(m.x(), m.y())) > 1;
                reform |= m.formation() != s.units[u].formation;
            }
            assertTrue(advance, s.setup.unitName(u));
            reforming += reform ? 1 : 0;
        }
        assertTrue(reforming >= 3, "units offered a formation change: " + reforming);
    }

    @Test
    @DisplayName("HOW-MOVE-9: a column on a road is offered the march to the road's next bend")
    void roadMarch() {
        HowFixture f = MoveTesting.farEnemy(MoveTesting.table());
        f.terrain(adjutant.engine.scenario.TerrainFeature.of("road", adjutant.engine.scenario.TerrainKind.ROAD,
                List.of(new adjutant.engine.geometry.Vec2(60, 0), new adjutant.engine.geometry.Vec2(60, 60),
                        new adjutant.engine.geometry.Vec2(100, 100))));
        MoveTesting.blue(f, "col", UnitType.INFANTRY, Formation.MARCH_COLUMN, 60, 25);
        HowState s = f.start();
        int u = s.setup.unit("col");
        assertTrue(MoveRules.candidates(s, u).contains(new Move(u, 60, 60, 90, Formation.MARCH_COLUMN)));
    }

    @Test
    @DisplayName("HOW-TERR-21: infantry near a village are offered to occupy it, and once inside to leave it")
    void villages() {
        HowFixture f = MoveTesting.farEnemy(MoveTesting.table())
                .terrain(MoveTesting.rect("village", adjutant.engine.scenario.TerrainKind.VILLAGE, 50, 50, 70, 70));
        MoveTesting.blue(f, "inf", UnitType.INFANTRY, Formation.LINE, 60, 45);
        HowState s = f.start();
        int u = s.setup.unit("inf");
        Move occupy = (Move) MoveRules.candidates(s, u).stream()
                .filter(a -> ((Move) a).formation() == Formation.IN_BUA).findFirst().orElseThrow();
        MoveRules.apply(s, occupy);
        MoveTesting.nextTurn(s);
        List<HowAction> out = MoveRules.candidates(s, u);
        assertFalse(out.isEmpty());
        for (HowAction a : out) {
            assertTrue(((Move) a).formation() != Formation.IN_BUA);
            assertTrue(MoveRules.validate(s, s.setup.brigadeOf(u), (Move) a).legal());
        }
    }
}
