package adjutant.engine.honours;

import static adjutant.engine.honours.CommandTesting.RULES;
import static adjutant.engine.honours.CommandTesting.blueBrigade;
import static adjutant.engine.honours.CommandTesting.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.action.ChooseFirst;
import adjutant.engine.honours.action.Roll;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Movement and firing initiative (HOW-INIT-1 to 6, HOW-SEQ-2). */
class InitiativeTest {

    /** The state as the phase begins on the given turn, nothing else waiting. */
    private static HowState at(HowFixture f, Phase phase, int turn) {
        HowState s = f.start();
        s.tasks.clear();
        s.turn = turn;
        s.phase = phase;
        s.phaseStarted = true;
        TurnFlow.logic(phase).start(s);
        return s;
    }

    @Test
    @DisplayName("HOW-INIT-1: each side rolls a D6 plus its national modifier; the higher total wins")
    void nationalModifier() {
        HowState s = at(blueBrigade(Rating.DEPENDABLE).nation(Side.BLUE, Nation.PRUSSIA), Phase.MOVE_INITIATIVE, 2);
        assertEquals(new Initiative.InitiativeRoll(true), s.currentTask());
        assertEquals(36, s.currentTask().outcomes(s).size());
        String words = s.currentTask().words(s, new Roll(3, 3));
        assertTrue(words.contains("total 4") && words.contains("Blue wins"), words);
        roll(s, 3, 3);
        assertEquals(Side.BLUE, s.moveInitiative);
        assertEquals(new Initiative.FirstChoice(Side.BLUE, true), s.currentTask());
    }

    @Test
    @DisplayName("HOW-INIT-2, HOW-SEQ-2: the designated attacker has the initiative in turn 1 without a roll, and +1 every later turn")
    void designatedAttacker() {
        HowState one = at(blueBrigade(Rating.DEPENDABLE).attacker(Side.RED), Phase.MOVE_INITIATIVE, 1);
        assertEquals(Side.RED, one.moveInitiative);
        assertEquals(new Initiative.FirstChoice(Side.RED, true), one.currentTask());
        HowState two = at(blueBrigade(Rating.DEPENDABLE).attacker(Side.RED), Phase.MOVE_INITIATIVE, 2);
        roll(two, 4, 4);
        assertEquals(Side.RED, two.moveInitiative);
    }

    @Test
    @DisplayName("HOW-INIT-3: tied totals are rolled again")
    void ties() {
        HowState s = at(blueBrigade(Rating.DEPENDABLE), Phase.MOVE_INITIATIVE, 2);
        roll(s, 5, 5);
        assertEquals(new Initiative.InitiativeRoll(true), s.currentTask());
        roll(s, 2, 5);
        assertEquals(Side.RED, s.moveInitiative);
    }

    @Test
    @DisplayName("HOW-INIT-4: the winner decides who activates first, himself or the opponent")
    void winnersOption() {
        HowState s = at(blueBrigade(Rating.DEPENDABLE), Phase.MOVE_INITIATIVE, 2);
        roll(s, 6, 1);
        assertEquals(List.of(new ChooseFirst(Side.BLUE), new ChooseFirst(Side.RED)), RULES.legalActions(s));
        RULES.apply(s, new ChooseFirst(Side.RED));
        assertEquals(Side.RED, s.active);
        assertEquals(Phase.MOVEMENT, s.phase);
        assertEquals(new MovementPhase.ActivationChoice(Side.RED), s.currentTask());
    }

    @Test
    @DisplayName("HOW-INIT-5, AMB-15: firing initiative with the fire modifier, no attacker bonus, ties re-rolled, the winner may have the opponent start")
    void firingInitiative() {
        HowState s = at(blueBrigade(Rating.DEPENDABLE).attacker(Side.BLUE), Phase.FIRE_INITIATIVE, 1);
        assertEquals(new Initiative.InitiativeRoll(false), s.currentTask());
        roll(s, 3, 3);
        assertEquals(new Initiative.InitiativeRoll(false), s.currentTask(), "no attacker +1 for firing");
        HowState hbm = at(blueBrigade(Rating.DEPENDABLE).nation(Side.RED, Nation.HBM), Phase.FIRE_INITIATIVE, 1);
        roll(hbm, 3, 3);
        assertEquals(Side.RED, hbm.fireInitiative);
        assertTrue(RULES.legalActions(hbm).contains(new ChooseFirst(Side.BLUE)));
    }

    @Test
    @DisplayName("HOW-INIT-6: allied armies are not supported: one army a side, and its own initiative modifiers")
    void alliedArmiesUnsupported() {
        HowState s = blueBrigade(Rating.DEPENDABLE).nation(Side.BLUE, Nation.REICHSARMEE).start();
        assertEquals(3 + Nation.REICHSARMEE.moveInitiative(), Initiative.total(s, true, Side.BLUE, 3));
        assertEquals(3 + Nation.REICHSARMEE.fireInitiative(), Initiative.total(s, false, Side.BLUE, 3));
        assertEquals(1, s.setup.scenario().armies().stream().filter(a -> a.side() == Side.BLUE).count());
    }
}
