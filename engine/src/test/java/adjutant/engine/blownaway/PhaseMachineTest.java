package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.Pass;
import adjutant.engine.blownaway.action.PlaceCommander;
import adjutant.engine.game.IllegalActionException;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The turn's phase machine on positions where nothing can fight or fire (BA-TURN). */
class PhaseMachineTest {
    private final BlownAwayRules rules = new BlownAwayRules();

    private static BaState farApart(boolean chance) {
        Positions p = chance ? Positions.chance() : Positions.withoutChance();
        p.infantry(Side.BLUE, 20, 5, 90);
        p.infantry(Side.RED, 70, 43, -90);
        return p.start();
    }

    @Test
    @DisplayName("BA-TURN-1: both versions alternate turns when nothing can fight")
    void bothVersionsAlternateTurnsWhenNothingCanFight_BA_TURN_1_and_8() {
        for (boolean chance : new boolean[] {true, false}) {
            BaState s = farApart(chance);
            assertEquals(Side.BLUE, s.active());
            assertEquals(Phase.MAIN, s.phase());
            rules.apply(s, new Pass());
            assertEquals(Side.RED, s.active(), "after a pass with no guns and no combats the turn passes");
            assertEquals(2, s.turn());
            assertEquals(Phase.MAIN, s.phase());
            assertEquals(Side.RED, rules.toAct(s));
        }
    }

    @Test
    @DisplayName("BA-END-2: idle turns end the game as a draw")
    void idleTurnsEndTheGameAsADraw_BA_END_2() {
        BaState s = farApart(true);
        for (int i = 0; i < 4; i++) {
            assertFalse(rules.result(s).isOver());
            rules.apply(s, new Pass());
        }
        assertEquals(Outcome.DRAW, rules.result(s).outcome());
        assertEquals("BA-END-2", rules.result(s).ruleId());
        assertEquals(Phase.OVER, s.phase());
        assertThrows(IllegalActionException.class, () -> rules.apply(s, new Pass()));
    }

    @Test
    @DisplayName("BA-CMDR-2: commander moves once per turn anywhere on the table")
    void commanderMovesOncePerTurnAnywhereOnTheTable_BA_CMDR_2() {
        BaState s = farApart(true);
        rules.apply(s, PlaceCommander.at(40, 20));
        assertEquals(40, s.commander(Side.BLUE).x());
        assertFalse(rules.validate(s, PlaceCommander.at(41, 20)).legal());
        assertEquals("BA-CMDR-2", rules.validate(s, PlaceCommander.at(41, 20)).ruleId());
        assertFalse(rules.validate(farApart(true), PlaceCommander.at(97, 20)).legal());
        assertEquals(Phase.MAIN, s.phase(), "the commander move is a free action");
    }

    @Test
    void copiesAreIndependentAndHashEqually() {
        BaState s = farApart(false);
        BaState c = s.copy();
        assertEquals(s.hash(), c.hash());
        rules.apply(c, new Pass());
        assertNotEquals(s.hash(), c.hash());
        assertEquals(Side.BLUE, s.active());
        assertTrue(farApart(false).hash() == s.hash());
    }
}
