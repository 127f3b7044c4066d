package adjutant.engine.honours;

import static adjutant.engine.honours.CommandTesting.RULES;
import static adjutant.engine.honours.CommandTesting.blueBrigade;
import static adjutant.engine.honours.CommandTesting.brigade;
import static adjutant.engine.honours.CommandTesting.commander;
import static adjutant.engine.honours.CommandTesting.inMovement;
import static adjutant.engine.honours.CommandTesting.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.action.Activate;
import adjutant.engine.honours.action.EndActivation;
import adjutant.engine.honours.action.Pass;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The movement phase's alternation and its interrupts (HOW-SEQ-3, HOW-SEQ-4, AMB-13). */
class ActivationTest {

    private static void activateAndEnd(HowState s, int brigade) {
        RULES.apply(s, new Activate(brigade));
        roll(s, 3);
        while (!(s.currentTask() instanceof MovementPhase.UnitOrders)) {
            roll(s, 6); // out-of-command tests, if any
        }
        RULES.apply(s, new EndActivation());
    }

    @Test
    @DisplayName("HOW-SEQ-3, AMB-13: sides alternate one brigade at a time, each activated once, and no side may pass; one that runs out leaves the rest to the other")
    void alternation() {
        HowState s = inMovement(blueBrigade(Rating.DEPENDABLE));
        s.active = Side.BLUE;
        TurnFlow.advance(s);
        int b1 = brigade(s, "b1");
        int zieten = brigade(s, "Zieten");
        int r1 = brigade(s, "r1");
        assertEquals(new MovementPhase.ActivationChoice(Side.BLUE), s.currentTask());
        assertEquals(List.of(new Activate(b1), new Activate(zieten)), RULES.legalActions(s));
        assertEquals("HOW-SEQ-3", RULES.validate(s, new Pass()).ruleId());
        activateAndEnd(s, b1);
        assertEquals(new MovementPhase.ActivationChoice(Side.RED), s.currentTask());
        assertEquals("HOW-SEQ-3", RULES.validate(s, new Activate(b1)).ruleId());
        activateAndEnd(s, r1);
        assertEquals(new MovementPhase.ActivationChoice(Side.BLUE), s.currentTask(), "red is out: blue goes on");
        activateAndEnd(s, zieten);
        assertEquals(Phase.FIRE_INITIATIVE, s.phase);
        assertTrue(s.brigadeMoved[b1] && s.brigadeMoved[zieten] && s.brigadeMoved[r1]);
    }

    @Test
    @DisplayName("HOW-SEQ-4: a step pushed above a brigade's orders (a reaction, a casualty test) resolves first, then the orders go on")
    void interrupts() {
        HowState s = inMovement(blueBrigade(Rating.DEPENDABLE));
        CommandTesting.activate(s, brigade(s, "b1"));
        assertInstanceOf(CommandRoll.class, s.currentTask(), "the command roll comes before any order");
        roll(s, 3);
        assertInstanceOf(MovementPhase.UnitOrders.class, s.currentTask());
        CommandCasualties.movedAside(s, commander(s, "blue-cg"));
        assertEquals(new CasualtyTest(commander(s, "blue-cg")), s.currentTask());
        roll(s, 1, 2);
        assertInstanceOf(MovementPhase.UnitOrders.class, s.currentTask());
    }
}
