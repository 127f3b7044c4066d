package adjutant.engine.honours;

import static adjutant.engine.honours.CommandTesting.activate;
import static adjutant.engine.honours.CommandTesting.blueBrigade;
import static adjutant.engine.honours.CommandTesting.brigade;
import static adjutant.engine.honours.CommandTesting.inMovement;
import static adjutant.engine.honours.CommandTesting.roll;
import static adjutant.engine.honours.CommandTesting.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What Feeble and Inspiring do at once (HOW-CMD-7, HOW-CMD-9, AMB-19, AMB-66). */
class CommandEffectsTest {

    private static Vec2 at(HowState s, int u) {
        return new Vec2(s.units[u].x, s.units[u].y);
    }

    @Test
    @DisplayName("HOW-CMD-7, AMB-66: Feeble with half the units hit: every unit falls back a full move straight from its nearest enemy")
    void feebleFallsBack() {
        HowState s = inMovement(CommandTesting.blueBrigade(Rating.DITHERING));
        int wedel = unit(s, "Wedel");
        int kleist = unit(s, "Kleist");
        int itz = unit(s, "Itzenplitz");
        s.units[wedel].hits = 1;
        s.units[kleist].hits = 1;
        Vec2 wedelFrom = at(s, wedel);
        Vec2 away = s.footprint(wedel).centre().minus(s.footprint(s.nearestEnemy(wedel)).centre()).normalized();
        Vec2 itzFrom = at(s, itz);
        activate(s, brigade(s, "b1"));
        String words = s.currentTask().words(s, adjutant.engine.honours.action.Roll.of(1));
        assertTrue(words.contains("Feeble") && words.contains("fall back"), words);
        roll(s, 1);
        assertEquals(CommandResult.FEEBLE, s.brigadeOrder[brigade(s, "b1")]);
        Vec2 moved = at(s, wedel).minus(wedelFrom);
        assertEquals(20, moved.length(), 1e-9, "one infantry normal move");
        assertEquals(1, moved.normalized().dot(away), 1e-9, "straight away from its nearest enemy");
        assertEquals(20, at(s, itz).distance(itzFrom), 1e-9, "unhit units fall back with the brigade");
        assertTrue(s.units[itz].moved);
    }

    @Test
    @DisplayName("HOW-CMD-7: Feeble with fewer than half hit stays; a unit fixed in contact or reforming stays; the table edge stops a unit")
    void feebleExemptionsAndEdge() {
        HowState few = inMovement(blueBrigade(Rating.DITHERING));
        int wedel = unit(few, "Wedel");
        few.units[wedel].hits = 1;
        Vec2 from = at(few, wedel);
        activate(few, brigade(few, "b1"));
        roll(few, 1);
        assertEquals(from, at(few, wedel));

        HowState s = inMovement(blueBrigade(Rating.DITHERING));
        int kleist = unit(s, "Kleist");
        int itz = unit(s, "Itzenplitz");
        s.units[wedel].hits = 2;
        s.units[kleist].hits = 1;
        s.units[kleist].fixed = true;
        s.units[itz].reforming = true;
        s.units[wedel].y = 12; // 12 cm from its own edge: it cannot go a full 20
        Vec2 kleistFrom = at(s, kleist);
        Vec2 itzFrom = at(s, itz);
        Vec2 wedelFrom = at(s, wedel);
        activate(s, brigade(s, "b1"));
        roll(s, 1);
        assertEquals(kleistFrom, at(s, kleist));
        assertEquals(itzFrom, at(s, itz));
        double went = at(s, wedel).distance(wedelFrom);
        assertTrue(went > 0 && went < 20, "stopped by the table edge after " + went);
        assertTrue(s.setup.terrain().onTable(s.footprint(wedel)));
    }

    @Test
    @DisplayName("HOW-CMD-9 (d): Inspiring rallies a hit from every unit, never the last")
    void inspiringRallies() {
        HowState s = inMovement(blueBrigade(Rating.DASHING));
        int wedel = unit(s, "Wedel");
        int kleist = unit(s, "Kleist");
        s.units[wedel].hits = 3;
        s.units[kleist].hits = 1;
        activate(s, brigade(s, "b1"));
        roll(s, 6);
        assertEquals(CommandResult.INSPIRING, s.brigadeOrder[brigade(s, "b1")]);
        assertEquals(2, s.units[wedel].hits);
        assertEquals(1, s.units[kleist].hits);
        assertEquals(0, s.units[unit(s, "Itzenplitz")].hits);
    }

    @Test
    @DisplayName("HOW-CMD-9 (a), AMB-19: each Inspiring unit owes a move toward its nearest enemy, measured from the activation's start")
    void inspiringObligation() {
        HowState s = inMovement(blueBrigade(Rating.DASHING));
        int wedel = unit(s, "Wedel");
        int itz = unit(s, "Itzenplitz");
        s.units[itz].reforming = true;
        double start = s.nearestEnemyDistance(wedel);
        activate(s, brigade(s, "b1"));
        roll(s, 6);
        assertEquals(start, s.units[wedel].inspiredFrom, 1e-9);
        assertEquals(-1, s.units[itz].inspiredFrom, "a reforming unit is exempt");
        assertFalse(Inspiring.closed(s, wedel));
        s.units[wedel].y += 5;
        assertTrue(Inspiring.closed(s, wedel));
        // The obligation binds only while the move rules offer a closing move or a charge.
        assertEquals(!Inspiring.canClose(s, unit(s, "Kleist")), Command.mayEnd(s, brigade(s, "b1")).legal());
    }

    @Test
    @DisplayName("HOW-CMD-9 (c): a brigade the general directs moves as it likes when Inspiring")
    void directedInspiringIsFree() {
        HowState s = inMovement(blueBrigade(Rating.DEPENDABLE));
        int b = brigade(s, "b1");
        s.directed[Side.BLUE.ordinal()] = b;
        activate(s, b);
        roll(s, 6);
        assertEquals(CommandResult.INSPIRING, s.brigadeOrder[b]);
        for (int u : s.setup.brigadeUnits(b)) {
            assertEquals(-1, s.units[u].inspiredFrom);
        }
        assertTrue(Command.mayEnd(s, b).legal());
    }

    @Test
    @DisplayName("HOW-CMD-9 (b): an Inspiring unit owes a charge only at an enemy no friend touches yet")
    void chargeOnlyIfNoFriendTouches() {
        HowState s = inMovement(blueBrigade(Rating.DASHING));
        int kleist = unit(s, "Kleist");
        int harrach = unit(s, "Harrach");
        assertFalse(Inspiring.touchedByFriend(s, kleist, harrach));
        s.units[unit(s, "Wedel")].x = 50;
        s.units[unit(s, "Wedel")].y = 95; // Wedel's front edge on Harrach's: in contact
        assertTrue(s.inContact(unit(s, "Wedel"), harrach));
        assertTrue(Inspiring.touchedByFriend(s, kleist, harrach));
    }

    @Test
    @DisplayName("AMB-45: a brigade the scenario holds still rolls, but its units take Poor and owe nothing; light infantry may be exempt")
    void heldBrigade() {
        HowFixture f = blueBrigade(Rating.DASHING).holdUntil(Side.BLUE, "b1", 3, true);
        f.unit(Side.BLUE, "b1", new adjutant.engine.honours.scenario.UnitSpec("Jäger", "Jäger", UnitType.LIGHT_INFANTRY, null,
                null, false, Weapon.RIFLES, UnitClass.STANDARD, UnitSize.SMALL, null, false, Formation.LINE, 60, 35, 90));
        HowState s = inMovement(f);
        int b = brigade(s, "b1");
        activate(s, b);
        roll(s, 6);
        assertEquals(CommandResult.INSPIRING, s.brigadeOrder[b]);
        int wedel = unit(s, "Wedel");
        int jager = unit(s, "Jäger");
        assertEquals(CommandResult.POOR, s.units[wedel].order);
        assertFalse(Command.mayMoveVoluntarily(s, wedel));
        assertEquals(-1, s.units[wedel].inspiredFrom);
        assertEquals(CommandResult.INSPIRING, s.units[jager].order);
        assertTrue(Command.mayMoveVoluntarily(s, jager));
        s.turn = 3;
        assertTrue(Command.mayMoveVoluntarily(s, wedel));
    }
}
