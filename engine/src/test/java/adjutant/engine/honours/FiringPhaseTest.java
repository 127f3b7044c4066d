package adjutant.engine.honours;

import static adjutant.engine.honours.FireKit.firing;
import static adjutant.engine.honours.FireKit.roll;
import static adjutant.engine.honours.FireKit.u;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.action.Activate;
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.honours.action.Fire;
import adjutant.engine.honours.action.HowAction;
import adjutant.engine.honours.action.Pass;
import adjutant.engine.honours.action.Roll;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The firing phase: order, entitlement, the dice and deferred reactions (HOW-FIRE-1 to HOW-FIRE-5, HOW-FIRE-11). */
class FiringPhaseTest {

    /** French line at (60, 30) facing up, Prussian grenadiers 16 cm ahead facing down. */
    private static HowState ex3State() {
        HowState s = FireKit.fixture(FireKit.inf("French line", UnitClass.STANDARD, 60, 30, 90),
                FireKit.inf("Prussian grenadiers", UnitClass.SUPERIOR, 60, 46, 270)).start();
        s.units[u(s, "French line")].moved = true;
        return firing(s, Side.BLUE);
    }

    @Test
    @DisplayName("EX-3 / HOW-FIRE-11 / HOW-HIT-5: moved, long range, target superior: rolled 4, −3 = 1: 1 hit")
    void ex3() {
        HowState s = ex3State();
        FireKit.fire(s, "French line", "Prussian grenadiers", Ammo.MUSKETRY);
        String words = s.currentTask().words(s, Roll.of(4));
        assertEquals("French line fire at Prussian grenadiers at 16 cm (long range): rolled 4, −3 (moved, long range, "
                + "target superior) = 1: 1 hit.", words);
        roll(s, 4);
        assertEquals(1, s.units[u(s, "Prussian grenadiers")].hits);
    }

    @Test
    @DisplayName("HOW-FIRE-1: the sides alternate brigade by brigade, starting with the side named by the firing initiative")
    void alternate() {
        HowFixture f = FireKit.fixture(FireKit.inf("b1", UnitClass.STANDARD, 40, 30, 90),
                FireKit.inf("b2", UnitClass.STANDARD, 80, 30, 90),
                FireKit.inf("r1", UnitClass.STANDARD, 40, 46, 270), FireKit.inf("r2", UnitClass.STANDARD, 80, 46, 270));
        HowState s = firing(f.start(), Side.RED);
        assertEquals(Side.RED, s.currentTask().decider(s));
        FireKit.fire(s, "r1", "b1", Ammo.MUSKETRY);
        roll(s, 2);
        FireKit.RULES.apply(s, new Pass());
        assertEquals(Side.BLUE, s.currentTask().decider(s), "blue's turn after red's brigade");
        FireKit.fire(s, "b2", "r2", Ammo.MUSKETRY);
        roll(s, 2);
        FireKit.RULES.apply(s, new Pass());
        assertEquals(Side.RED, s.currentTask().decider(s));
        FireKit.fire(s, "r2", "b2", Ammo.MUSKETRY);
        roll(s, 2);
        FireKit.RULES.apply(s, new Pass());
        assertEquals(Side.BLUE, s.currentTask().decider(s), "red has nothing left: blue goes on");
        FireKit.fire(s, "b1", "r1", Ammo.MUSKETRY);
        roll(s, 2);
        FireKit.RULES.apply(s, new Pass());
        assertEquals(4, s.fireRecords.size());
        assertTrue(s.phase != Phase.FIRING, "all fired: the phase is over");
    }

    @Test
    @DisplayName("HOW-FIRE-2: a unit fires once per turn, and not at all after firing in the movement phase")
    void oncePerTurn() {
        HowState s = ex3State();
        FireKit.fire(s, "French line", "Prussian grenadiers", Ammo.MUSKETRY);
        roll(s, 3);
        List<HowAction> legal = FireKit.RULES.legalActions(s);
        assertEquals(List.of(new Pass()), legal);
        assertEquals("HOW-FIRE-2", FireKit.rule(s, "French line", "Prussian grenadiers", Ammo.MUSKETRY));
        HowState t = ex3State();
        t.units[u(t, "French line")].firedInMovement = true;
        assertEquals("HOW-FIRE-2", FireKit.rule(t, "French line", "Prussian grenadiers", Ammo.MUSKETRY));
    }

    @Test
    @DisplayName("HOW-FIRE-3: hits add to the running total and stay")
    void cumulative() {
        HowState s = ex3State();
        int g = u(s, "Prussian grenadiers");
        s.units[g].hits = 2;
        FireKit.fire(s, "French line", "Prussian grenadiers", Ammo.MUSKETRY);
        roll(s, 4);
        assertEquals(3, s.units[g].hits);
    }

    @Test
    @DisplayName("HOW-FIRE-4: a unit that reached 3 hits earlier in the phase fires with −1")
    void threeHits() {
        HowFixture f = FireKit.fixture(FireKit.inf("b1", UnitClass.STANDARD, 60, 30, 90),
                FireKit.inf("r1", UnitClass.STANDARD, 60, 38, 270));
        HowState s = firing(f.start(), Side.BLUE);
        s.units[u(s, "r1")].hits = 2;
        FireKit.fire(s, "b1", "r1", Ammo.MUSKETRY);
        roll(s, 4); // short range, no modifiers: 3 hits on the Standard Infantry row
        assertEquals(5, s.units[u(s, "r1")].hits);
        assertTrue(s.units[u(s, "r1")].active(), "HOW-FIRE-5: stays in place until all firing is done");
        assertEquals("HOW-FIRE-5", FireKit.rule(s, "r1", "b1", Ammo.MUSKETRY), "AMB-75: Done For may not fire");
        HowState t = firing(f.start(), Side.BLUE);
        t.units[u(t, "r1")].hits = 3;
        assertTrue(FireKit.has(FireKit.mods(t, "r1", "b1", Ammo.MUSKETRY), "3 hits"));
    }

    @Test
    @DisplayName("HOW-FIRE-5: reactions wait until both sides have fired; a unit at 4 hits may still fire; who fired at whom is recorded")
    void deferred() {
        HowFixture f = FireKit.fixture(FireKit.inf("b1", UnitClass.STANDARD, 60, 30, 90),
                FireKit.inf("r1", UnitClass.STANDARD, 60, 38, 270));
        HowState s = firing(f.start(), Side.BLUE);
        int r1 = u(s, "r1");
        s.units[r1].hits = 1;
        double y = s.units[r1].y;
        FireKit.fire(s, "b1", "r1", Ammo.MUSKETRY);
        roll(s, 4); // 3 hits: total 4
        FireKit.RULES.apply(s, new Pass());
        assertEquals(4, s.units[r1].hits);
        assertEquals(y, s.units[r1].y, 1e-9, "no retreat yet");
        FireKit.fire(s, "r1", "b1", Ammo.MUSKETRY);
        assertTrue(FireKit.has(FireKit.mods(s, "r1", "b1", Ammo.MUSKETRY), "4 hits"));
        roll(s, 3);
        assertEquals(List.of(new FireRecord(u(s, "b1"), r1, false), new FireRecord(r1, u(s, "b1"), false)), s.fireRecords);
        FireKit.RULES.apply(s, new Pass());
        assertInstanceOf(Reactions.RetreatChoice.class, s.currentTask(), "now the reaction");
    }

    @Test
    @DisplayName("HOW-FIRE-1: a side may pass; a side with nothing that can fire is skipped")
    void pass() {
        HowFixture f = FireKit.fixture(FireKit.inf("b1", UnitClass.STANDARD, 60, 30, 90),
                FireKit.inf("r1", UnitClass.STANDARD, 60, 90, 270));
        HowState s = firing(f.start(), Side.BLUE);
        assertFalse(s.phase == Phase.FIRING && s.currentTask() instanceof FiringPhase.BrigadeChoice,
                "60 cm apart: nobody can fire");
        HowState t = firing(FireKit.fixture(FireKit.inf("b1", UnitClass.STANDARD, 60, 30, 90),
                FireKit.inf("r1", UnitClass.STANDARD, 60, 46, 270)).start(), Side.BLUE);
        assertTrue(FireKit.RULES.legalActions(t).contains(new Pass()));
        assertTrue(FireKit.RULES.legalActions(t).contains(new Activate(t.setup.brigadeOf(u(t, "b1")))));
        FireKit.RULES.apply(t, new Pass());
        assertEquals(Side.RED, t.currentTask().decider(t));
        FireKit.RULES.apply(t, new Activate(t.setup.brigadeOf(u(t, "r1"))));
        assertTrue(FireKit.RULES.legalActions(t).contains(new Fire(u(t, "r1"), u(t, "b1"), Ammo.MUSKETRY, false)));
    }
}
