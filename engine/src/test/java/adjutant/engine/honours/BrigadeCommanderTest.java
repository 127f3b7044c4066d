package adjutant.engine.honours;

import static adjutant.engine.honours.CommandTesting.RULES;
import static adjutant.engine.honours.CommandTesting.activate;
import static adjutant.engine.honours.CommandTesting.blueBrigade;
import static adjutant.engine.honours.CommandTesting.brigade;
import static adjutant.engine.honours.CommandTesting.commander;
import static adjutant.engine.honours.CommandTesting.inMovement;
import static adjutant.engine.honours.CommandTesting.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.MoveCommander;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The brigade commander rides after his units and leaves with them (HOW-CMD-13, HOW-CMD-2). */
class BrigadeCommanderTest {

    @Test
    @DisplayName("HOW-CMD-13: the brigadier rides once, after his units: then none of them may move")
    void ridesAfterHisUnits() {
        HowState s = inMovement(blueBrigade(Rating.DEPENDABLE));
        int b = brigade(s, "b1");
        int bevern = commander(s, "b1-bc");
        activate(s, b);
        roll(s, 3);
        assertTrue(Command.mayMoveUnit(s, b));
        List<HowAction> rides = Command.commanderMoves(s, b);
        Vec2 behind = CommandFigures.behind(s, b, Command.BEHIND);
        assertTrue(rides.contains(new MoveCommander(bevern, behind.x(), behind.y())), rides.toString());
        assertTrue(RULES.legalActions(s).containsAll(rides));
        String said = HonoursRuleset.get().codec().words(s, new MoveCommander(bevern, behind.x(), behind.y()));
        assertTrue(said.matches(".+ rides \\d+ cm, to \\d+ cm behind .+\\."), "said by the unit he rides to, "
                + "not in model coordinates: " + said);
        RULES.apply(s, new MoveCommander(bevern, behind.x(), behind.y()));
        assertFalse(Command.mayMoveUnit(s, b));
        assertFalse(Command.mayMoveVoluntarily(s, CommandTesting.unit(s, "Wedel")));
        assertEquals("HOW-CMD-13", RULES.validate(s, new MoveCommander(bevern, 60, 10)).ruleId());
        assertEquals("HOW-CMD-13", RULES.validate(s, new MoveCommander(commander(s, "r1-bc"), 60, 100)).ruleId());
        assertTrue(Command.commanderMoves(s, b).isEmpty());
    }

    @Test
    @DisplayName("HOW-CMD-13, HOW-CMD-2: the brigadier's ride follows the command figure rules")
    void rideRules() {
        HowState s = inMovement(blueBrigade(Rating.DEPENDABLE));
        int b = brigade(s, "b1");
        int bevern = commander(s, "b1-bc");
        activate(s, b);
        roll(s, 3);
        assertEquals("HOW-CMD-2", RULES.validate(s, new MoveCommander(bevern, 60, 80)).ruleId());
        assertTrue(RULES.validate(s, new MoveCommander(bevern, 60, 40)).legal());
    }

    @Test
    @DisplayName("HOW-CMD-13: when all his units retreat the brigadier may go back with them, even after his ride")
    void followsARetreat() {
        HowState s = inMovement(blueBrigade(Rating.DEPENDABLE));
        int b = brigade(s, "b1");
        int bevern = commander(s, "b1-bc");
        s.commanders[bevern].moved = true;
        assertTrue(CommandFigures.followRetreat(s, b, new Vec2(0, -8)));
        assertEquals(7, s.commanders[bevern].y, 1e-9);
        assertFalse(CommandFigures.followRetreat(s, b, new Vec2(0, -8)), "not off the table");
        assertEquals(7, s.commanders[bevern].y, 1e-9);
    }

    @Test
    @DisplayName("HOW-CMD-13: a brigadier whose units are all Done For leaves the table")
    void removedWithHisBrigade() {
        HowState s = inMovement(blueBrigade(Rating.DEPENDABLE));
        int b = brigade(s, "b1");
        for (int u : s.setup.brigadeUnits(b)) {
            s.units[u].doneFor = true;
        }
        activate(s, brigade(s, "Zieten"));
        assertTrue(s.commanders[commander(s, "b1-bc")].removed);
        assertFalse(s.commanders[commander(s, "r1-bc")].removed);
    }
}
