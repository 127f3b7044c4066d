package adjutant.engine.augsburg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.augsburg.action.LoaAction;
import adjutant.engine.augsburg.action.Move;
import adjutant.engine.augsburg.action.PlaceChit;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Casualty bookkeeping (LOA-ORG-10, AMB-36, LOA-SEQ-3) and the codec's notation and words. */
class CasualtiesAndWordsTest {

    private final LoaActionCodec codec = new LoaActionCodec();

    /** AMB-36, LOA-ORG-10: rank and file go first, command figures last; the morale test falls due (LOA-SEQ-3). */
    @Test
    void casualtiesTakeRankAndFileFirst() {
        LoaState s = LoaFixture.game();
        int u = s.setup().unitOf("f0-1"); // 12 musketeers, 2 officers, 2 flags
        int enemy = s.setup().unitOf("a0-1");
        assertEquals(16, s.setup().originalFigures(u));
        assertEquals(3, s.removeFigures(u, 3, enemy));
        assertEquals(9, s.unit(u).figures[FigureType.MUSKETEER.ordinal()]);
        assertTrue(s.unit(u).moraleDue);
        assertEquals(3, s.inflicted(enemy, u));
        assertEquals(11, s.removeFigures(u, 11, enemy));
        assertEquals(0, s.unit(u).figures[FigureType.MUSKETEER.ordinal()]);
        assertEquals(0, s.unit(u).figures[FigureType.FLAG.ordinal()]);
        assertEquals(2, s.unit(u).figures[FigureType.OFFICER.ordinal()]);
        assertEquals(2, s.removeFigures(u, 5, -1));
        assertEquals(0, s.unit(u).figureCount());
        assertEquals(16, s.setup().originalFigures(u));
    }

    /** Pikes replace musketeers in a battalion (LOA-ORG-6, AMB-13). */
    @Test
    void pikesReplaceMusketeers() {
        var spec = new adjutant.engine.augsburg.scenario.UnitSpec("p", "Pikes", Kind.DUTCH_FOOT, java.util.Set.of(), 6,
                new adjutant.engine.geometry.Vec2(20, 6), 90, Formation.LINE);
        var scenario = LoaFixture.scenario(List.of(LoaFixture.brigade("b", 20, 4, spec)),
                List.of(LoaFixture.brigade("r", 20, 44, LoaFixture.unit("r1", Kind.DUTCH_FOOT, 20, 42, adjutant.engine.game.Side.RED))));
        LoaSetup setup = new LoaSetup(scenario);
        assertEquals(6, setup.startFigures(0)[FigureType.PIKE.ordinal()]);
        assertEquals(12, setup.startFigures(0)[FigureType.MUSKETEER.ordinal()]);
        assertEquals(24, setup.originalFigures(0));
    }

    @Test
    void notationRoundTripsAndRejectsNonsense() {
        for (LoaAction a : List.of(new PlaceChit(3, Order.FIRE.ordinal()), new Move(-3, 10.5, 12, 90),
                new Move(4, 1, 2, 270.25))) {
            assertEquals(a, codec.parse(codec.notation(a)));
        }
        assertEquals("chit u3 F", codec.notation(new PlaceChit(3, Order.FIRE.ordinal())));
        assertEquals("move c2 10.5 12 90", codec.notation(new Move(-3, 10.5, 12, 90)));
        assertThrows(IllegalArgumentException.class, () -> codec.parse("chit u3 Q"));
        assertThrows(IllegalArgumentException.class, () -> codec.parse("fire u1"));
        assertThrows(IllegalArgumentException.class, () -> codec.parse("activate b1"));
        assertThrows(IllegalArgumentException.class, () -> codec.parse("teleport u1"));
    }

    /** Words name units by name. */
    @Test
    void wordsNameTheUnits() {
        LoaState s = LoaFixture.game();
        String w = codec.words(s, LeagueOfAugsburgRuleset.get().rules().legalActions(s).get(0));
        assertTrue(w.contains(s.setup().unitName(0)), w);
        assertFalse(s.currentTask().describe(s).isBlank());
    }
}
