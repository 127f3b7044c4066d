package adjutant.engine.honours;

import static adjutant.engine.honours.CommandTesting.blueBrigade;
import static adjutant.engine.honours.CommandTesting.commander;
import static adjutant.engine.honours.CommandTesting.roll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import adjutant.engine.game.Side;
import adjutant.engine.honours.action.Roll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Rating the commanders before turn 1 (HOW-ORG-13, HOW-ORG-14; D-6). */
class CommandAtStartTest {

    @Test
    @DisplayName("HOW-ORG-13: an unrated brigadier is diced on his army's national table before the first turn")
    void brigadierDiced() {
        HowState s = blueBrigade(null).start();
        int bevern = commander(s, "b1-bc");
        assertEquals(new BrigadierRating(bevern), s.currentTask());
        assertEquals(6, s.currentTask().outcomes(s).size());
        assertEquals("Bevern is rated dashing (rolled 6).", s.currentTask().words(s, Roll.of(6)));
        HowState two = s.copy();
        roll(s, 6);
        assertEquals(Rating.DASHING, s.commanders[bevern].rating);
        assertEquals(new Generals.Placement(commander(s, "blue-cg")), s.currentTask(), "then turn 1 begins");
        roll(two, 2); // Austria: 1–2 dithering, 3–5 dependable, 6 dashing
        assertEquals(Rating.DITHERING, two.commanders[bevern].rating);

        HowState prussia = blueBrigade(null).nation(Side.BLUE, Nation.PRUSSIA).start();
        roll(prussia, 2); // Prussia: 1 dithering, 2–4 dependable
        assertEquals(Rating.DEPENDABLE, prussia.commanders[bevern].rating);
    }

    @Test
    @DisplayName("HOW-ORG-14: an unrated commanding general is not diced and acts as dependable")
    void unratedGeneral() {
        HowState s = blueBrigade(Rating.DEPENDABLE).start();
        int cg = commander(s, "blue-cg");
        assertEquals(new Generals.Placement(cg), s.currentTask());
        assertNull(s.commanders[cg].rating);
        assertEquals(Rating.DEPENDABLE, Ratings.effective(s, cg));
    }

    @Test
    @DisplayName("D-6, HOW-ORG-12: 14 units, 2 of them independent, call for at most 4 brigade commanders")
    void maxBrigadeCommanders() {
        assertEquals(4, CommandLimits.maxBrigadeCommanders(14, 2));
        assertEquals(0, CommandLimits.maxBrigadeCommanders(3, 1));
    }
}
