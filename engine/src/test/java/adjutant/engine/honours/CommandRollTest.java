package adjutant.engine.honours;

import static adjutant.engine.honours.CommandTesting.activate;
import static adjutant.engine.honours.CommandTesting.blueBrigade;
import static adjutant.engine.honours.CommandTesting.brigade;
import static adjutant.engine.honours.CommandTesting.inMovement;
import static adjutant.engine.honours.CommandTesting.roll;
import static adjutant.engine.honours.CommandTesting.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.action.Roll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The command roll and what its result sets (HOW-CMD-4 to HOW-CMD-8, HOW-CMD-10, HOW-CMD-14 to 17, HOW-CMD-20, HOW-CMD-22). */
class CommandRollTest {

    static CommandResult rollFor(HowState s, int b, int face) {
        activate(s, b);
        roll(s, face);
        return s.brigadeOrder[b];
    }

    @Test
    @DisplayName("HOW-CMD-4: the command table, column by column")
    void commandTable() {
        CommandResult F = CommandResult.FEEBLE, P = CommandResult.POOR, S = CommandResult.STEADY;
        CommandResult A = CommandResult.ADMIRABLE, I = CommandResult.INSPIRING;
        CommandResult[][] expected = {
            {F, P, S, S, S, S}, // dithering
            {P, S, S, S, S, A}, // dependable
            {S, S, S, S, A, I}, // dashing
        };
        for (Rating r : Rating.values()) {
            for (int face = 1; face <= 6; face++) {
                assertEquals(expected[r.ordinal()][face - 1], CommandResult.read(r, face), r + " " + face);
            }
        }
    }

    @Test
    @DisplayName("HOW-CMD-4, HOW-CMD-16: a roll sets the brigade's and each unit's result; an unrated general adjusts nothing")
    void rollSetsBrigadeAndUnitOrders() {
        HowState s = inMovement(blueBrigade(Rating.DEPENDABLE));
        int b = brigade(s, "b1");
        activate(s, b);
        assertInstanceOf(CommandRoll.class, s.currentTask());
        String words = s.currentTask().words(s, Roll.of(6));
        assertTrue(words.contains("Bevern's brigade") && words.contains("Admirable"), words);
        roll(s, 6);
        assertEquals(CommandResult.ADMIRABLE, s.brigadeOrder[b]);
        for (int u : s.setup.brigadeUnits(b)) {
            assertEquals(CommandResult.ADMIRABLE, s.units[u].order);
        }
        assertInstanceOf(MovementPhase.UnitOrders.class, s.currentTask(), "no adjustment roll under an unrated general");
    }

    @Test
    @DisplayName("HOW-CMD-5, HOW-CMD-6, HOW-CMD-8: Steady one move, Admirable and Inspiring two, Poor and Feeble none forward")
    void movesPerResult() {
        assertEquals(1, CommandResult.STEADY.moves());
        assertEquals(2, CommandResult.ADMIRABLE.moves());
        assertEquals(2, CommandResult.INSPIRING.moves());
        assertEquals(0, CommandResult.POOR.moves());
        assertTrue(CommandResult.POOR.restricted() && CommandResult.FEEBLE.restricted());
        assertFalse(CommandResult.STEADY.restricted());
    }

    @Test
    @DisplayName("HOW-CMD-10, HOW-CMD-12: units take results individually; a unit out of command that fails acts as Poor")
    void unitsIndividually() {
        HowState s = inMovement(blueBrigade(Rating.DEPENDABLE));
        int kleist = unit(s, "Kleist");
        s.units[kleist].y = 50; // 30 cm from Bevern, far from its neighbours
        int b = brigade(s, "b1");
        activate(s, b);
        roll(s, 3);
        assertEquals(new OutOfCommandTest(kleist), s.currentTask());
        roll(s, 3);
        assertEquals(CommandResult.POOR, s.units[kleist].order);
        assertEquals(CommandResult.STEADY, s.units[unit(s, "Wedel")].order);
        assertEquals(CommandResult.STEADY, s.brigadeOrder[b]);
    }

    @Test
    @DisplayName("HOW-CMD-12: 4–6 passes, +1 superior, −1 inferior; no test when the brigade is Poor anyway")
    void outOfCommandTest() {
        HowFixture f = blueBrigade(Rating.DEPENDABLE);
        f.unit(Side.BLUE, "b1", HowFixture.infantrySpec("Garde", UnitClass.SUPERIOR, 20, 60, 90, Formation.LINE));
        f.unit(Side.BLUE, "b1", HowFixture.infantrySpec("Militia", UnitClass.INFERIOR, 100, 60, 90, Formation.LINE));
        HowState s = inMovement(f);
        int kleist = unit(s, "Kleist");
        assertTrue(OutOfCommandTest.passes(s, kleist, 4));
        assertFalse(OutOfCommandTest.passes(s, kleist, 3));
        assertTrue(OutOfCommandTest.passes(s, unit(s, "Garde"), 3));
        assertFalse(OutOfCommandTest.passes(s, unit(s, "Militia"), 4));
        assertTrue(OutOfCommandTest.passes(s, unit(s, "Militia"), 5));

        int b = brigade(s, "b1");
        activate(s, b);
        roll(s, 1); // dependable 1: Poor
        assertEquals(CommandResult.POOR, s.brigadeOrder[b]);
        assertInstanceOf(MovementPhase.UnitOrders.class, s.currentTask(), "no out-of-command test when Poor");
        assertEquals(CommandResult.POOR, s.units[unit(s, "Garde")].order);
    }

    @Test
    @DisplayName("HOW-CMD-12 (EX-7): passing, the unit takes the brigade's result")
    void passTakesBrigadeResult() {
        HowState s = inMovement(blueBrigade(Rating.DEPENDABLE));
        int kleist = unit(s, "Kleist");
        s.units[kleist].y = 50;
        activate(s, brigade(s, "b1"));
        roll(s, 6);
        roll(s, 5);
        assertEquals(CommandResult.ADMIRABLE, s.units[kleist].order);
    }

    @Test
    @DisplayName("HOW-CMD-20: an independent unit rolls as dependable, as dashing when directed, and never tests")
    void independentUnit() {
        HowState s = inMovement(blueBrigade(Rating.DEPENDABLE));
        int z = brigade(s, "Zieten");
        assertEquals(CommandResult.POOR, rollFor(s.copy(), z, 1));
        assertEquals(CommandResult.ADMIRABLE, rollFor(s.copy(), z, 6));
        s.directed[Side.BLUE.ordinal()] = z;
        assertEquals(CommandResult.INSPIRING, rollFor(s.copy(), z, 6));
        assertEquals(CommandResult.STEADY, rollFor(s.copy(), z, 1));
        s.units[unit(s, "Zieten")].y = 70; // far from everyone: still no test
        HowState t = s.copy();
        rollFor(t, z, 3);
        assertInstanceOf(MovementPhase.UnitOrders.class, t.currentTask());
    }

    @Test
    @DisplayName("HOW-CMD-14: encouragement raises dithering to dependable, dependable to dashing, and gives a dashing commander +1")
    void encouragement() {
        HowState dith = inMovement(blueBrigade(Rating.DITHERING));
        int b = brigade(dith, "b1");
        dith.directed[Side.BLUE.ordinal()] = b;
        assertEquals(Rating.DEPENDABLE, Ratings.column(dith, b));
        assertEquals(CommandResult.POOR, rollFor(dith, b, 1));

        HowState dep = inMovement(blueBrigade(Rating.DEPENDABLE));
        dep.directed[Side.BLUE.ordinal()] = b;
        assertEquals(CommandResult.ADMIRABLE, rollFor(dep, b, 5));

        HowState dash = inMovement(blueBrigade(Rating.DASHING));
        dash.directed[Side.BLUE.ordinal()] = b;
        assertEquals(1, Ratings.modifier(dash, b));
        assertEquals(CommandResult.ADMIRABLE, rollFor(dash.copy(), b, 4));
        assertEquals(CommandResult.INSPIRING, rollFor(dash, b, 5));
    }

    @Test
    @DisplayName("HOW-CMD-22: a modified roll is read as 1 to 6")
    void clamping() {
        HowState s = inMovement(blueBrigade(Rating.DITHERING));
        int b = brigade(s, "b1");
        s.commanders[s.setup.brigadeCommander(b)].penalty = 3;
        assertEquals(1, CommandRoll.modified(s, b, 2));
        assertEquals(CommandResult.FEEBLE, rollFor(s.copy(), b, 2));
        assertEquals(CommandResult.POOR, rollFor(s, b, 5)); // 5 − 3 = 2

        HowState dash = inMovement(blueBrigade(Rating.DASHING));
        dash.directed[Side.BLUE.ordinal()] = b;
        assertEquals(6, CommandRoll.modified(dash, b, 6));
        assertEquals(CommandResult.INSPIRING, rollFor(dash, b, 6));
    }

    @Test
    @DisplayName("HOW-CMD-15: under a dithering general an Admirable or Inspiring result becomes Steady on 1–2")
    void ditheringGeneral() {
        HowState s = inMovement(withGeneral(Rating.DITHERING, Rating.DASHING));
        int b = brigade(s, "b1");
        HowState one = s.copy();
        activate(one, b);
        roll(one, 5);
        assertInstanceOf(GlobalAdjustment.class, one.currentTask());
        HowState two = one.copy();
        roll(one, 2);
        assertEquals(CommandResult.STEADY, one.brigadeOrder[b]);
        roll(two, 3);
        assertEquals(CommandResult.ADMIRABLE, two.brigadeOrder[b]);
        HowState poor = inMovement(withGeneral(Rating.DITHERING, Rating.DITHERING));
        activate(poor, b);
        roll(poor, 2);
        assertEquals(CommandResult.POOR, poor.brigadeOrder[b], "a dithering general does not touch Poor");
        assertInstanceOf(MovementPhase.UnitOrders.class, poor.currentTask());
    }

    @Test
    @DisplayName("HOW-CMD-17: under a dashing general a Poor or Feeble result becomes Steady on 5–6")
    void dashingGeneral() {
        HowState s = inMovement(withGeneral(Rating.DASHING, Rating.DEPENDABLE));
        int b = brigade(s, "b1");
        activate(s, b);
        roll(s, 1);
        assertInstanceOf(GlobalAdjustment.class, s.currentTask());
        HowState stays = s.copy();
        roll(s, 5);
        assertEquals(CommandResult.STEADY, s.brigadeOrder[b]);
        roll(stays, 4);
        assertEquals(CommandResult.POOR, stays.brigadeOrder[b]);
        HowState admirable = inMovement(withGeneral(Rating.DASHING, Rating.DEPENDABLE));
        activate(admirable, b);
        roll(admirable, 6);
        assertEquals(CommandResult.ADMIRABLE, admirable.brigadeOrder[b]);
    }

    /** The blue brigade under a rated general. */
    static HowFixture withGeneral(Rating general, Rating brigadier) {
        HowFixture f = new HowFixture().table(122, 122);
        f.general(Side.BLUE, "blue-cg", general, 60, 5);
        f.brigade(Side.BLUE, "b1", "Bevern", brigadier, 60, 15);
        f.infantry(Side.BLUE, "b1", "Wedel", 38, 25, 90);
        f.infantry(Side.BLUE, "b1", "Kleist", 60, 25, 90);
        f.general(Side.RED, "red-cg", null, 60, 115);
        f.brigade(Side.RED, "r1", "Browne", Rating.DEPENDABLE, 60, 105);
        f.infantry(Side.RED, "r1", "Harrach", 50, 95, 270);
        return f;
    }
}
