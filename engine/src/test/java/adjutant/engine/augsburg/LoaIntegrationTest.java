package adjutant.engine.augsburg;

import static adjutant.engine.augsburg.MeleeFixture.game;
import static adjutant.engine.augsburg.MeleeFixture.id;
import static adjutant.engine.augsburg.MeleeFixture.spec;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The sections wired together: fire through a screen, a fall-back into an enemy's front. */
class LoaIntegrationTest {

    /** LOA-EVADE-3 (AMB-57): fire aimed at a formed unit through its light screen hits the screen. */
    @Test
    void fireThroughAScreenHitsTheScreen() {
        LoaState s = game(Map.of(), spec("b1", Kind.FRENCH_FOOT, 36, 20, Side.BLUE),
                spec("r1", Kind.DUTCH_FOOT, 36, 30, Side.RED), spec("r2", Kind.SKIRMISH_FOOT, 36, 25, Side.RED));
        int b1 = id(s, "b1");
        int r1 = id(s, "r1");
        int r2 = id(s, "r2");
        assertEquals(r2, Evade.screen(s, b1, r1));
        Shooting.fire(s, b1, r1, Shooting.ORDER, -1);
        assertTrue(s.currentTask() instanceof Shooting.PoolRoll, () -> "" + s.currentTask());
        assertEquals(r2, ((Shooting.PoolRoll) s.currentTask()).shot().target());
    }

    /** LOA-MELEE-1 c (AMB-38), LOA-MOR-5: a unit falling back into an enemy's front is attacked by it, without the charging bonus. */
    @Test
    void aFallBackIntoAnEnemyFrontIsAMelee() {
        LoaState s = game(Map.of(), spec("b1", Kind.FRENCH_FOOT, 36, 27, Side.BLUE),
                spec("r1", Kind.DUTCH_FOOT, 36, 30, Side.RED), spec("b2", Kind.FRENCH_FOOT, 36, 38, Side.BLUE));
        s.unit(id(s, "b2")).facing = 270; // b2 faces down the table, toward r1's rear
        int r1 = id(s, "r1");
        int b2 = id(s, "b2");
        Morale.fallBack(s, r1, 4, 9); // failed by 4: faces away from b1 and falls back 9" toward b2
        assertEquals(r1, s.unit(b2).melee);
        assertEquals(b2, s.unit(r1).melee);
        assertTrue(s.currentTask() instanceof ChargeSteps.MeleeRoll m && m.attacker() && m.c().charger() == b2,
                () -> "" + s.currentTask());
    }
}
