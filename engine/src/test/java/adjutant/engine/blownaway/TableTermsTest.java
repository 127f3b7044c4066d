package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.action.AllocateLosses;
import adjutant.engine.blownaway.action.CardDraw;
import adjutant.engine.blownaway.action.Fight;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.blownaway.action.Pass;
import adjutant.engine.blownaway.action.Reform;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.game.Side;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Actions said as a person carries them out on a table. */
class TableTermsTest {

    private static BaState facing(double gap) {
        Positions p = Positions.chance();
        p.infantry(Side.BLUE, 30, 10, 90);
        p.infantry(Side.RED, 30, 10 + gap, -90);
        return p.start();
    }

    @Test
    void aMoveSaysPivotAndDistance() {
        BaState s = facing(30);
        assertEquals("Blue infantry 1: pivot 20° left on the centre of the front rank, then advance 6 in straight ahead.",
                TableTerms.describe(s, new Move(0, 20, 0, 6)));
        assertEquals("Blue infantry 1: advance 3 in obliquely, 22.5° right of straight ahead.",
                TableTerms.describe(s, new Move(0, 0, -22.5, 3)));
    }

    @Test
    void aMoveCutShortByTheStopRuleSaysWhere_BA_TEST_24() {
        BaState s = facing(8);
        String text = TableTerms.describe(s, new Move(0, 0, 0, 6));
        assertTrue(text.contains("it stops after 4.1 in"), text);
    }

    @Test
    void lossesNameEachManByRoleAndPlace_BA_CAS_2() {
        BaState s = facing(30);
        assertEquals("Blue infantry 1: 1 man killed, 2 men running. Killed: the flag bearer in the centre of the front rank. "
                + "Running: the soldier at the right end of the rear rank, the soldier at the left end of the rear rank.",
                TableTerms.describe(s, new AllocateLosses(0, List.of(BaTableFrameTest.figureOf(s, Role.FLAG_BEARER)), List.of(12, 11))));
    }

    @Test
    void cardsSayTheMenTheyCost_BA_CMB_C_1() {
        Positions p = Positions.chance();
        int a = p.infantry(Side.BLUE, 30, 10, 90);
        int e = p.infantry(Side.RED, 30, 13, -90);
        BaState s = p.start();
        Fx.RULES.apply(s, new Pass());
        Fx.RULES.apply(s, new Fight(a, e));
        String said = TableTerms.describe(s, new CardDraw(9, 3));
        assertTrue(said.startsWith("Cards turned up: Blues 9, Reds 3. Red infantry 1: 1 man killed (the "), said);
        BaState after = s.copy();
        Fx.RULES.apply(after, new CardDraw(9, 3));
        assertEquals(1, after.killedInFight(e), "the words tell what the rules do");
    }

    @Test
    void aReformSaysTheNewFacingFromTheOldOne_BA_FORM_2() {
        BaState s = facing(30);
        assertEquals("Blue infantry 1: form column facing the end on the Blues' left (turned 90° left), about the centre of "
                + "the front rank; no move this turn.", TableTerms.describe(s, new Reform(0, Formation.COLUMN, 180)));
        assertEquals("Blue infantry 1: form line facing the Reds' edge (facing as it does now), about the centre of the "
                + "front rank; no move this turn.", TableTerms.describe(s, new Reform(0, Formation.LINE, 90)));
    }

    @Test
    void cardsAndPassReadPlainly() {
        BaState s = facing(30);
        assertEquals("Cards turned up: Blues Ace, Reds Queen.", TableTerms.describe(s, new CardDraw(1, 12)));
        assertEquals("Do nothing this turn (pass the one action).", TableTerms.describe(s, new Pass()));
    }
}
