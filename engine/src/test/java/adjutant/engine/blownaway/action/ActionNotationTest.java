package adjutant.engine.blownaway.action;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.scenario.Formation;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every action's text notation and JSON form round-trip. */
class ActionNotationTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static List<BaAction> examples() {
        return List.of(
                new Pass(),
                new Move(3, 20, -10, 6),
                new Move(0, -22.5, 45, 0.1),
                new Move(7, 0.123456789, 0, 11.999),
                new Snake(2, 0, List.of(new Snake.Leg(0, 4), new Snake.Leg(30, 2), new Snake.Leg(-45, 0.5))),
                new MobMove(7, 1.5, -18),
                new GunnerReturn(5),
                new Reform(3, Formation.COLUMN, 90),
                Rally.of(3, 4),
                new Rally(3, 1, 57, -90, Formation.LINE),
                PlaceCommander.stayPut(),
                PlaceCommander.at(30.25, 12),
                new Fire(5, 12),
                new HoldFire(5),
                new Fight(3, 10),
                new EndCombats(),
                new Declare(3, 10),
                new Declare(3, Declare.HOLD),
                new AllocateLosses(3, List.of(40), List.of(41, 42)),
                new AllocateLosses(3, List.of(40), List.of()),
                new CardDraw(7, 12));
    }

    @ParameterizedTest
    @MethodSource("examples")
    void notationRoundTrips(BaAction a) {
        assertEquals(a, ActionNotation.parse(a.notation()), a.notation());
    }

    @ParameterizedTest
    @MethodSource("examples")
    void jsonRoundTrips(BaAction a) throws Exception {
        String json = JSON.writeValueAsString(a);
        assertEquals(a, JSON.readValue(json, BaAction.class), json);
    }

    @Test
    void notationReadsLikeATableInstruction() {
        assertEquals("move u3 pivot=20 dir=-10 dist=6", new Move(3, 20, -10, 6).notation());
        assertEquals("declare u3 hold", new Declare(3, Declare.HOLD).notation());
        assertEquals("cards 1 13", new CardDraw(1, 13).notation());
    }

    @Test
    void badNotationSaysWhatIsWrong() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ActionNotation.parse("move x3 dist=6"));
        assertTrue(e.getMessage().contains("unit id"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ActionNotation.parse("teleport u1"));
        assertTrue(e.getMessage().contains("unknown action 'teleport'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ActionNotation.parse("move u1 dist=six"));
        assertTrue(e.getMessage().contains("bad number 'six'"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ActionNotation.parse("cards 0 5"));
    }
}
