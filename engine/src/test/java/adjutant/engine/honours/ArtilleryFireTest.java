package adjutant.engine.honours;

import static adjutant.engine.honours.FireKit.firing;
import static adjutant.engine.honours.FireKit.has;
import static adjutant.engine.honours.FireKit.may;
import static adjutant.engine.honours.FireKit.mods;
import static adjutant.engine.honours.FireKit.roll;
import static adjutant.engine.honours.FireKit.rule;
import static adjutant.engine.honours.FireKit.u;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.FireRange.Band;
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.honours.action.Pass;
import adjutant.engine.honours.scenario.OptionalRule;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Artillery fire (HOW-AFIRE-1 to HOW-AFIRE-18, EX-14). Guns at (60, 20) facing up unless said. */
class ArtilleryFireTest {

    private static HowState guns(GunType g, adjutant.engine.honours.scenario.UnitSpec... red) {
        HowFixture f = FireKit.fixture(FireKit.guns("guns", g, 60, 20, 90));
        FireKit.add(f, Side.RED, red);
        return firing(f.start(), Side.BLUE);
    }

    private static adjutant.engine.honours.scenario.UnitSpec enemy(String id, double x, double y) {
        return FireKit.inf(id, UnitClass.STANDARD, x, y, 270);
    }

    @Test
    @DisplayName("HOW-AFIRE-1: canister, effective and long ranges of light, medium, heavy guns and howitzers")
    void ranges() {
        HowState s = guns(GunType.MEDIUM, enemy("r", 60, 60));
        assertEquals(Band.CLOSE, FireRange.artillery(s, GunType.LIGHT, 30));
        assertEquals(Band.EFFECTIVE, FireRange.artillery(s, GunType.LIGHT, 50));
        assertEquals(Band.LONG, FireRange.artillery(s, GunType.LIGHT, 70));
        assertEquals(Band.OUT, FireRange.artillery(s, GunType.LIGHT, 71));
        assertEquals(Band.CLOSE, FireRange.artillery(s, GunType.MEDIUM, 40));
        assertEquals(Band.LONG, FireRange.artillery(s, GunType.MEDIUM, 120));
        assertEquals(Band.EFFECTIVE, FireRange.artillery(s, GunType.HEAVY, 100));
        assertEquals(Band.LONG, FireRange.artillery(s, GunType.HEAVY, 150));
        assertEquals(Band.EFFECTIVE, FireRange.artillery(s, GunType.HOWITZER, 70));
        assertEquals(Band.OUT, FireRange.artillery(s, GunType.HOWITZER, 101));
        s.units[u(s, "r")].y = 70;
        assertEquals("HOW-AFIRE-1", rule(s, "guns", "r", Ammo.CANISTER), "canister only at canister range");
    }

    @Test
    @DisplayName("HOW-AFIRE-2 / AMB-23: canister +2, roundshot at canister range no modifier, long range −1")
    void rangeModifiers() {
        HowState s = guns(GunType.MEDIUM, enemy("r", 60, 55));
        assertEquals(2, FireKit.total(s, "guns", "r", Ammo.CANISTER));
        assertEquals(0, FireKit.total(s, "guns", "r", Ammo.ROUNDSHOT));
        s.units[u(s, "r")].y = 120;
        assertEquals(-1, FireKit.total(s, "guns", "r", Ammo.ROUNDSHOT));
    }

    @Test
    @DisplayName("HOW-AFIRE-3: +1 against cavalry two bases deep, with any ammunition")
    void twoDeep() {
        HowState s = guns(GunType.MEDIUM, FireKit.cav("cav", UnitClass.STANDARD, Formation.DOUBLE_LINE, 60, 55, 270));
        assertTrue(has(mods(s, "guns", "cav", Ammo.CANISTER), "cavalry two deep"));
        assertTrue(has(mods(s, "guns", "cav", Ammo.ROUNDSHOT), "cavalry two deep"));
    }

    @Test
    @DisplayName("HOW-AFIRE-4: a gun of a massed battery may fire at a target only its battery mate may choose")
    void massed() {
        HowFixture f = new HowFixture();
        f.brigade(Side.BLUE, "art", "Arty", Rating.DEPENDABLE, 60, 10);
        f.unit(Side.BLUE, "art", FireKit.guns("g1", GunType.MEDIUM, 60, 20, 90));
        f.unit(Side.BLUE, "art", FireKit.guns("g2", GunType.MEDIUM, 67, 20, 90));
        FireKit.add(f, Side.RED, enemy("T", 20, 80));
        HowState s = firing(f.start(), Side.BLUE);
        assertTrue(may(s, "g1", "T", Ammo.ROUNDSHOT));
        assertTrue(may(s, "g2", "T", Ammo.ROUNDSHOT), () -> rule(s, "g2", "T", Ammo.ROUNDSHOT));
        HowState t = guns(GunType.MEDIUM, enemy("T", 20, 80));
        t.units[u(t, "guns")].x = 67;
        assertEquals("HOW-FIRE-6", rule(t, "guns", "T", Ammo.ROUNDSHOT), "alone, it must keep to its zone");
    }

    @Test
    @DisplayName("HOW-AFIRE-5: guns on a hill fire over friends ≥10 cm from the guns at a target ≥15 cm from friends; never canister")
    void overheadFromHill() {
        HowFixture f = FireKit.fixture(FireKit.guns("guns", GunType.MEDIUM, 60, 20, 90), FireKit.inf("friend", UnitClass.STANDARD, 60, 40, 90));
        FireKit.add(f, Side.RED, enemy("r", 60, 55));
        f.terrain(FireKit.area("hill", TerrainKind.HILL, 0, 0, 180, 25));
        HowState s = firing(f.start(), Side.BLUE);
        assertTrue(may(s, "guns", "r", Ammo.ROUNDSHOT), () -> rule(s, "guns", "r", Ammo.ROUNDSHOT));
        assertEquals("HOW-AFIRE-7", rule(s, "guns", "r", Ammo.CANISTER));
        s.units[u(s, "friend")].y = 28;
        assertEquals("HOW-FIRE-9", rule(s, "guns", "r", Ammo.ROUNDSHOT), "a friend 4 cm from the guns");
        HowFixture g = FireKit.fixture(FireKit.guns("guns", GunType.MEDIUM, 60, 20, 90), FireKit.inf("friend", UnitClass.STANDARD, 60, 40, 90));
        FireKit.add(g, Side.RED, enemy("r", 60, 55));
        HowState level = firing(g.start(), Side.BLUE);
        assertEquals("HOW-FIRE-9", rule(level, "guns", "r", Ammo.ROUNDSHOT), "no overhead fire from level ground");
    }

    @Test
    @DisplayName("HOW-AFIRE-6: guns on a hill cannot see the 15 cm directly behind a wood")
    void deadGround() {
        HowFixture f = FireKit.fixture(FireKit.guns("guns", GunType.MEDIUM, 60, 20, 90));
        FireKit.add(f, Side.RED, enemy("near", 60, 58));
        f.terrain(FireKit.area("hill", TerrainKind.HILL, 0, 0, 180, 25));
        f.terrain(FireKit.area("wood", TerrainKind.WOODS, 40, 40, 80, 50));
        HowState s = firing(f.start(), Side.BLUE);
        assertEquals("HOW-FIRE-21", rule(s, "guns", "near", Ammo.ROUNDSHOT));
        s.units[u(s, "near")].y = 75;
        assertTrue(may(s, "guns", "near", Ammo.ROUNDSHOT));
    }

    @Test
    @DisplayName("EX-14 / HOW-AFIRE-7: canister at a target more than half outside the zone: +2 and −1; not with a friend in the zone; roundshot then, difficult")
    void ex14() {
        HowState a = guns(GunType.MEDIUM, enemy("A", 80, 50));
        assertTrue(may(a, "guns", "A", Ammo.CANISTER));
        var m = mods(a, "guns", "A", Ammo.CANISTER);
        assertTrue(has(m, "canister") && has(m, "difficult target"));
        assertEquals(1, FireKit.total(a, "guns", "A", Ammo.CANISTER));
        HowFixture f = FireKit.fixture(FireKit.guns("guns", GunType.MEDIUM, 60, 20, 90), FireKit.inf("1", UnitClass.STANDARD, 48, 35, 90));
        FireKit.add(f, Side.RED, enemy("T", 60, 55));
        HowState b = firing(f.start(), Side.BLUE);
        assertEquals("HOW-AFIRE-7", rule(b, "guns", "T", Ammo.CANISTER));
        assertTrue(may(b, "guns", "T", Ammo.ROUNDSHOT));
        assertTrue(has(mods(b, "guns", "T", Ammo.ROUNDSHOT), "difficult target"));
        HowState c = guns(GunType.MEDIUM, enemy("T", 60, 55));
        assertTrue(may(c, "guns", "T", Ammo.CANISTER));
    }

    @Test
    @DisplayName("HOW-AFIRE-8 / AMB-47: +1 with the whole gun base in the front or rear sector of a march column; howitzers only with canister")
    void marchColumn() {
        var column = FireKit.spec("col", UnitType.INFANTRY, UnitClass.STANDARD, Weapon.MUSKETS_AND_GUNS, null, Formation.MARCH_COLUMN,
                60, 55, 270);
        HowState s = guns(GunType.MEDIUM, column);
        assertTrue(has(mods(s, "guns", "col", Ammo.ROUNDSHOT), "head of a march column"));
        HowState h = guns(GunType.HOWITZER, column);
        assertFalse(has(mods(h, "guns", "col", Ammo.SHELL), "head of a march column"));
        assertTrue(has(mods(h, "guns", "col", Ammo.CANISTER), "head of a march column"));
        HowState l = guns(GunType.MEDIUM, enemy("line", 60, 55));
        assertFalse(has(mods(l, "guns", "line", Ammo.ROUNDSHOT), "head of a march column"));
    }

    @Test
    @DisplayName("HOW-AFIRE-9 / HOW-AFIRE-11 / AMB-80: roundshot grazes units up to 30 cm beyond, friend or foe; each rolls with its own modifiers")
    void grazing() {
        HowFixture f = FireKit.fixture(FireKit.guns("guns", GunType.MEDIUM, 60, 20, 90));
        FireKit.add(f, Side.RED, enemy("A", 60, 60), FireKit.inf("B", UnitClass.INFERIOR, 60, 80, 270));
        HowState s = firing(f.start(), Side.BLUE);
        FireKit.fire(s, "guns", "A", Ammo.ROUNDSHOT);
        roll(s, 2); // no hits on A
        assertTrue(s.currentTask() instanceof GrazingFire, "rolled even when the target took no hits");
        assertEquals("Grazing fire from guns at B: 3, it is hit (needs 3 or more).", s.currentTask().words(s, adjutant.engine.honours.action.Roll.of(3)));
        roll(s, 3);
        roll(s, 4); // B inferior +1: 5 on the Standard Artillery row: 2 hits
        assertEquals(0, s.units[u(s, "A")].hits);
        assertEquals(2, s.units[u(s, "B")].hits);
        HowFixture g = FireKit.fixture(FireKit.guns("guns", GunType.MEDIUM, 60, 20, 90), FireKit.inf("friend", UnitClass.STANDARD, 60, 76, 90));
        FireKit.add(g, Side.RED, enemy("A", 60, 60));
        HowState t = firing(g.start(), Side.BLUE);
        FireKit.fire(t, "guns", "A", Ammo.ROUNDSHOT);
        roll(t, 2);
        roll(t, 6);
        roll(t, 5);
        assertEquals(2, t.units[u(t, "friend")].hits, "friends on the line are hit too");
        HowState c = firing(f.start(), Side.BLUE);
        c.units[u(c, "A")].y = 50;
        FireKit.fire(c, "guns", "A", Ammo.CANISTER);
        roll(c, 2);
        assertFalse(c.currentTask() instanceof GrazingFire, "no grazing with canister");
    }

    @Test
    @DisplayName("HOW-AFIRE-10 / AMB-8: affected on 3–6, 5–6 with an obstacle beyond or firing up a gentle hill, 6 in heavy rain")
    void grazingThreshold() {
        HowFixture f = FireKit.fixture(FireKit.guns("guns", GunType.MEDIUM, 60, 20, 90));
        FireKit.add(f, Side.RED, enemy("A", 60, 60), enemy("B", 60, 80));
        f.option(OptionalRule.WEATHER);
        HowState s = firing(f.start(), Side.BLUE);
        int g = u(s, "guns");
        int a = u(s, "A");
        int b = u(s, "B");
        assertEquals(3, GrazingFire.threshold(s, g, a, b));
        s.weather = 11;
        assertEquals(6, GrazingFire.threshold(s, g, a, b));
        HowFixture w = FireKit.fixture(FireKit.guns("guns", GunType.MEDIUM, 60, 20, 90));
        FireKit.add(w, Side.RED, enemy("A", 60, 60), enemy("B", 60, 80));
        w.terrain(FireKit.line("wall", TerrainKind.WALL, 30, 70, 90, 70));
        HowState t = firing(w.start(), Side.BLUE);
        assertEquals(5, GrazingFire.threshold(t, g, a, b));
        HowFixture h = FireKit.fixture(FireKit.guns("guns", GunType.MEDIUM, 60, 20, 90));
        FireKit.add(h, Side.RED, enemy("A", 60, 60), enemy("B", 60, 80));
        h.terrain(FireKit.area("hill", TerrainKind.HILL, 0, 55, 180, 95));
        HowState up = firing(h.start(), Side.BLUE);
        assertEquals(5, GrazingFire.threshold(up, g, a, b));
        HowFixture steep = FireKit.fixture(FireKit.guns("guns", GunType.MEDIUM, 60, 20, 90));
        FireKit.add(steep, Side.RED, enemy("A", 60, 60), enemy("B", 60, 80));
        steep.terrain(FireKit.area("steep", TerrainKind.STEEP_HILL, 0, 55, 180, 66));
        HowState st = firing(steep.start(), Side.BLUE);
        assertFalse(GrazingFire.eligible(st, g, a, Ammo.ROUNDSHOT), "no grazing at a steep hill (HOW-AFIRE-9)");
        HowFixture river = FireKit.fixture(FireKit.guns("guns", GunType.MEDIUM, 60, 20, 90));
        FireKit.add(river, Side.RED, enemy("A", 60, 60), enemy("B", 60, 80));
        river.terrain(FireKit.area("river", TerrainKind.RIVER, 0, 70, 180, 74));
        HowState rv = firing(river.start(), Side.BLUE);
        assertFalse(GrazingFire.eligible(rv, g, a, Ammo.ROUNDSHOT), "no grazing with a river beyond");
    }

    @Test
    @DisplayName("HOW-AFIRE-12: each shell fire rolls a D6 for fuses; 1–2 gives −1")
    void fuses() {
        HowState s = guns(GunType.HOWITZER, enemy("r", 60, 70));
        FireKit.fire(s, "guns", "r", Ammo.SHELL);
        assertTrue(s.currentTask().describe(s).contains("fuses"));
        roll(s, 1);
        assertTrue(s.currentTask().words(s, adjutant.engine.honours.action.Roll.of(4)).contains("bad fuses"));
        roll(s, 4); // 4 −1 = 3: 1 hit
        assertEquals(1, s.units[u(s, "r")].hits);
    }

    @Test
    @DisplayName("HOW-AFIRE-13: no shell under 20 cm; canister there")
    void minimum() {
        HowState s = guns(GunType.HOWITZER, enemy("r", 60, 35));
        assertEquals("HOW-AFIRE-13", rule(s, "guns", "r", Ammo.SHELL));
        assertTrue(may(s, "guns", "r", Ammo.CANISTER));
    }

    @Test
    @DisplayName("HOW-AFIRE-14 / AMB-81: howitzers fire over friends on level ground with none within 15 cm of gun or target")
    void howitzerOverhead() {
        HowState s = howitzerBehindFriend(70);
        assertTrue(may(s, "guns", "r", Ammo.SHELL), () -> rule(s, "guns", "r", Ammo.SHELL));
        s.units[u(s, "friend")].x = 60;
        s.units[u(s, "friend")].y = 30;
        assertEquals("HOW-FIRE-9", rule(s, "guns", "r", Ammo.SHELL), "within 15 cm of the gun: no overhead fire, and the target is screened");
    }

    @Test
    @DisplayName("HOW-AFIRE-14: on level ground the howitzer must still see its target through a gap of 4 cm between friends")
    void howitzerSightGap() {
        // the friend spans x ± 10 at y 36–40; the line from the gun (60, 20) to the target's left base (52, 72)
        // passes x 57.5 there: 2.5 cm clear of a friend at x = 70, 1.5 cm of one at x = 69
        assertTrue(may(howitzerBehindFriend(70), "guns", "r", Ammo.SHELL), "a gap of 5 cm");
        assertEquals("HOW-AFIRE-14", rule(howitzerBehindFriend(69), "guns", "r", Ammo.SHELL), "a gap of 3 cm");
        assertEquals("HOW-AFIRE-14", rule(howitzerBehindFriend(60), "guns", "r", Ammo.SHELL), "the friend squarely across");
        HowFixture f = FireKit.fixture(FireKit.guns("guns", GunType.HOWITZER, 60, 20, 90), FireKit.inf("friend", UnitClass.STANDARD, 60, 40, 90));
        FireKit.add(f, Side.RED, enemy("r", 60, 70));
        f.terrain(FireKit.area("hill", TerrainKind.HILL, 40, 0, 80, 24));
        HowState hill = firing(f.start(), Side.BLUE);
        assertTrue(may(hill, "guns", "r", Ammo.SHELL), () -> "from a hill the gun rules apply, with no gap: " + rule(hill, "guns", "r", Ammo.SHELL));
    }

    /** A howitzer at (60, 20), a friendly battalion in line at (friendX, 40) and the enemy at (60, 70). */
    private static HowState howitzerBehindFriend(double friendX) {
        HowFixture f = FireKit.fixture(FireKit.guns("guns", GunType.HOWITZER, 60, 20, 90), FireKit.inf("friend", UnitClass.STANDARD, friendX, 40, 90));
        FireKit.add(f, Side.RED, enemy("r", 60, 70));
        return firing(f.start(), Side.BLUE);
    }

    @Test
    @DisplayName("HOW-AFIRE-15: shell +1 against cavalry and against works; no grazing from howitzers")
    void howitzerEffects() {
        HowState s = guns(GunType.HOWITZER, FireKit.cav("cav", UnitClass.STANDARD, Formation.LINE, 60, 70, 270));
        assertTrue(has(mods(s, "guns", "cav", Ammo.SHELL), "shell against cavalry"));
        assertFalse(GrazingFire.eligible(s, u(s, "guns"), u(s, "cav"), Ammo.SHELL));
        HowFixture f = FireKit.fixture(FireKit.guns("guns", GunType.HOWITZER, 60, 20, 90));
        FireKit.add(f, Side.RED, enemy("r", 60, 70));
        f.terrain(FireKit.area("works", TerrainKind.TRENCH, 40, 68, 80, 80));
        HowState t = firing(f.start(), Side.BLUE);
        assertTrue(has(mods(t, "guns", "r", Ammo.SHELL), "shell against works"));
    }

    @Test
    @DisplayName("HOW-AFIRE-16: heavy guns +1 against BUAs or works with roundshot only")
    void heavy() {
        HowFixture f = FireKit.fixture(FireKit.guns("guns", GunType.HEAVY, 60, 20, 90));
        FireKit.add(f, Side.RED, enemy("r", 60, 60));
        f.terrain(FireKit.area("works", TerrainKind.TRENCH, 40, 58, 80, 70));
        HowState s = firing(f.start(), Side.BLUE);
        assertTrue(has(mods(s, "guns", "r", Ammo.ROUNDSHOT), "heavy guns against works"));
        assertFalse(has(mods(s, "guns", "r", Ammo.CANISTER), "heavy guns against works"));
    }

    @Test
    @DisplayName("HOW-AFIRE-18: Shuvalovs fire canister only; unicorns roundshot or shell at howitzer ranges; light unicorns at light-gun ranges")
    void national() {
        HowState s = guns(GunType.SHUVALOV, enemy("r", 60, 50));
        assertEquals(List.of(Ammo.CANISTER), Firing.ammunition(s, u(s, "guns")));
        assertEquals("HOW-AFIRE-1", rule(s, "guns", "r", Ammo.ROUNDSHOT));
        HowState uni = guns(GunType.UNICORN, enemy("r", 60, 110));
        assertEquals(List.of(Ammo.CANISTER, Ammo.ROUNDSHOT, Ammo.SHELL), Firing.ammunition(uni, u(uni, "guns")));
        assertTrue(may(uni, "guns", "r", Ammo.ROUNDSHOT));
        uni.units[u(uni, "r")].y = 125;
        assertEquals("HOW-AFIRE-1", rule(uni, "guns", "r", Ammo.ROUNDSHOT), "howitzer ranges: 100 cm");
        HowState light = guns(GunType.LIGHT_UNICORN, enemy("r", 60, 95));
        assertEquals("HOW-AFIRE-1", rule(light, "guns", "r", Ammo.SHELL), "light-gun ranges: 70 cm");
    }

    @Test
    @DisplayName("HOW-AFIRE-17 / HOW-FIRE-11: guns read the artillery rows; the sentence names the ammunition")
    void words() {
        HowState s = guns(GunType.MEDIUM, enemy("r", 60, 55));
        FireKit.fire(s, "guns", "r", Ammo.CANISTER);
        assertEquals("guns fire canister at r at 35 cm (canister range): rolled 4, +2 (canister) = 6: 2 hits.",
                s.currentTask().words(s, adjutant.engine.honours.action.Roll.of(4)));
        roll(s, 4);
        assertEquals(2, s.units[u(s, "r")].hits);
        FireKit.RULES.apply(s, new Pass());
    }

    @Test
    @DisplayName("HOW-HIT-6: the artillery modifiers add up: canister +2, two-deep cavalry +1, shell against cavalry +1, bad fuses −1")
    void artilleryTable() {
        HowState s = guns(GunType.HOWITZER, FireKit.cav("cav", UnitClass.STANDARD, Formation.DOUBLE_LINE, 60, 55, 270));
        assertEquals(3, FireKit.total(s, "guns", "cav", Ammo.CANISTER), "+2 canister, +1 two deep");
        assertEquals(2, FireKit.total(s, "guns", "cav", Ammo.SHELL), "+1 two deep, +1 shell against cavalry");
        int g = u(s, "guns");
        int c = u(s, "cav");
        var bad = FireModifiers.of(s, new FireModifiers.Shot(g, c, Ammo.SHELL, Band.EFFECTIVE, Firing.When.FIRING_PHASE, false, true));
        assertEquals(1, FireModifiers.total(bad));
    }

    @Test
    @DisplayName("HOW-FIRE-15 / AMB-26 (the Firing API side): crossing fire before moving may promise to stay still and then takes no moved −1")
    void holdStill() {
        HowState s = guns(GunType.MEDIUM, enemy("r", 60, 55));
        int g = u(s, "guns");
        int r = u(s, "r");
        var opts = Firing.options(s, g, Firing.When.CROSSING_FIRE);
        assertTrue(opts.contains(new adjutant.engine.honours.action.Fire(g, r, Ammo.ROUNDSHOT, true)));
        assertFalse(Firing.options(s, g, Firing.When.FIRING_PHASE).contains(new adjutant.engine.honours.action.Fire(g, r, Ammo.ROUNDSHOT, true)));
        assertEquals("HOW-FIRE-15", Firing.validate(s, new adjutant.engine.honours.action.Fire(g, r, Ammo.ROUNDSHOT, true),
                Firing.When.FIRING_PHASE).ruleId());
        Firing.fire(s, new adjutant.engine.honours.action.Fire(g, r, Ammo.ROUNDSHOT, true), Firing.When.CROSSING_FIRE);
        assertTrue(s.units[g].mustNotMove && s.units[g].firedInMovement && s.units[g].usedCrossingFire);
    }

    @Test
    @DisplayName("D-1 / HOW-HIT-3: a standard battery at net −4 rolls a natural 5: modified 1 reads 0, raised to 1 hit")
    void d1() {
        HowFixture f = FireKit.fixture(FireKit.guns("guns", GunType.MEDIUM, 60, 20, 90));
        FireKit.add(f, Side.RED, FireKit.inf("gren", UnitClass.SUPERIOR, 60, 110, 270));
        f.terrain(FireKit.area("wood", TerrainKind.WOODS, 30, 108, 90, 119));
        HowState s = firing(f.start(), Side.BLUE);
        s.units[u(s, "guns")].unlimberedThisTurn = true;
        assertEquals(-4, FireKit.total(s, "guns", "gren", Ammo.ROUNDSHOT));
        FireKit.fire(s, "guns", "gren", Ammo.ROUNDSHOT);
        assertEquals("guns fire roundshot at gren at 90 cm (long range): rolled 5, −4 (moved, long range, target in light cover, "
                + "target superior) = 1: 1 hit (a natural 5).", s.currentTask().words(s, adjutant.engine.honours.action.Roll.of(5)));
        roll(s, 5);
        assertEquals(1, s.units[u(s, "gren")].hits);
    }
}
