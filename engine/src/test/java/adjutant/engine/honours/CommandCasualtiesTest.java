package adjutant.engine.honours;

import static adjutant.engine.honours.CommandTesting.blueBrigade;
import static adjutant.engine.honours.CommandTesting.commander;
import static adjutant.engine.honours.CommandTesting.inMovement;
import static adjutant.engine.honours.CommandTesting.roll;
import static adjutant.engine.honours.CommandTesting.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.action.Roll;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Command casualties (HOW-CMD-18, HOW-CMD-19, AMB-17). */
class CommandCasualtiesTest {

    private static List<Task> queued(HowState s) {
        return new ArrayList<>(s.tasks);
    }

    @Test
    @DisplayName("HOW-CMD-18 (a): a figure within 15 cm of a unit hit by fire this turn tests once, after all firing")
    void nearAHitUnit() {
        HowState s = inMovement(blueBrigade(Rating.DEPENDABLE));
        s.units[unit(s, "Kleist")].hitsThisTurn = 1;
        s.units[unit(s, "Wedel")].hitsThisTurn = 2; // Bevern is near both: one test
        CommandCasualties.afterFiring(s);
        assertEquals(List.of(new CasualtyTest(commander(s, "b1-bc"))), queued(s));
    }

    @Test
    @DisplayName("HOW-CMD-18 (a), AMB-17: in the line of infantry fire or of canister a figure tests; roundshot's line does not count")
    void lineOfFire() {
        HowState s = inMovement(blueBrigade(Rating.DEPENDABLE));
        int browne = commander(s, "r1-bc");
        s.commanders[browne].x = 52;
        s.commanders[browne].y = 60; // between Harrach and Kleist
        record(s, unit(s, "Harrach"), unit(s, "Kleist"), false);
        CommandCasualties.afterFiring(s);
        assertEquals(List.of(new CasualtyTest(browne)), queued(s), "friendly infantry fire counts too");

        HowFixture f = blueBrigade(Rating.DEPENDABLE);
        f.battery(Side.RED, "r1", "Guns", 50, 80, 270);
        HowState t = inMovement(f);
        t.commanders[browne].x = 52;
        t.commanders[browne].y = 55;
        record(t, unit(t, "Guns"), unit(t, "Kleist"), false);
        HowState canister = t.copy();
        CommandCasualties.afterFiring(t);
        assertTrue(t.tasks.isEmpty());
        record(canister, unit(canister, "Guns"), unit(canister, "Kleist"), true);
        CommandCasualties.afterFiring(canister);
        assertEquals(List.of(new CasualtyTest(browne)), queued(canister));
    }

    @Test
    @DisplayName("HOW-CMD-18 (b), AMB-17: moved aside for an enemy, or near a unit hit by movement-phase fire, a figure tests at once")
    void immediateTests() {
        HowState s = inMovement(blueBrigade(Rating.DEPENDABLE));
        CommandCasualties.movedAside(s, commander(s, "blue-cg"));
        assertEquals(new CasualtyTest(commander(s, "blue-cg")), s.currentTask());
        HowState t = inMovement(blueBrigade(Rating.DEPENDABLE));
        t.units[unit(t, "Kleist")].hitsThisTurn = 1;
        CommandCasualties.afterMovementFire(t, unit(t, "Harrach"), unit(t, "Kleist"));
        assertTrue(queued(t).contains(new CasualtyTest(commander(t, "b1-bc"))));
    }

    @Test
    @DisplayName("HOW-CMD-18: 2D6, 11 or 12 is a casualty")
    void theTest() {
        HowState s = inMovement(blueBrigade(Rating.DASHING));
        int bevern = commander(s, "b1-bc");
        s.push(new CasualtyTest(bevern));
        assertEquals(21, s.currentTask().outcomes(s).size());
        String words = s.currentTask().words(s, new Roll(4, 6));
        assertTrue(words.contains("unhurt"), words);
        roll(s, 4, 6);
        assertEquals(Rating.DASHING, s.commanders[bevern].rating);
        s.push(new CasualtyTest(bevern));
        words = s.currentTask().words(s, new Roll(5, 6));
        assertTrue(words.contains("Bevern") && words.contains("dependable"), words);
        roll(s, 5, 6);
        assertEquals(Rating.DEPENDABLE, s.commanders[bevern].rating);
    }

    @Test
    @DisplayName("HOW-CMD-19: dashing to dependable to dithering, then −1 per casualty; an unrated general turns dithering; a dithering general loses nothing more")
    void effects() {
        HowState s = inMovement(blueBrigade(Rating.DASHING));
        int bevern = commander(s, "b1-bc");
        CommandCasualties.wound(s, bevern);
        assertEquals(Rating.DEPENDABLE, s.commanders[bevern].rating);
        CommandCasualties.wound(s, bevern);
        assertEquals(Rating.DITHERING, s.commanders[bevern].rating);
        CommandCasualties.wound(s, bevern);
        CommandCasualties.wound(s, bevern);
        assertEquals(2, s.commanders[bevern].penalty);
        assertEquals(-2, Ratings.modifier(s, CommandTesting.brigade(s, "b1")));
        assertEquals(4, s.commanders[bevern].casualties);

        int cg = commander(s, "blue-cg");
        assertNull(s.commanders[cg].rating);
        CommandCasualties.wound(s, cg);
        assertEquals(Rating.DITHERING, s.commanders[cg].rating);
        CommandCasualties.wound(s, cg);
        assertEquals(Rating.DITHERING, s.commanders[cg].rating);
        assertEquals(0, s.commanders[cg].penalty);
    }

    /** What the firing rules do for each fire: append it to the phase's record. */
    private static void record(HowState s, int firer, int target, boolean canister) {
        s.fireRecords.add(new FireRecord(firer, target, canister));
    }
}
