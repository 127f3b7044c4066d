package adjutant.engine.honours;

import static adjutant.engine.honours.FireKit.firing;
import static adjutant.engine.honours.FireKit.has;
import static adjutant.engine.honours.FireKit.may;
import static adjutant.engine.honours.FireKit.mods;
import static adjutant.engine.honours.FireKit.rule;
import static adjutant.engine.honours.FireKit.u;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.honours.FireRange.Band;
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.honours.action.Fire;
import adjutant.engine.honours.scenario.OptionalRule;
import adjutant.engine.honours.scenario.UnitSpec;
import adjutant.engine.scenario.TerrainKind;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Who may fire at whom, at what range, and what it can see (HOW-FIRE-6 to HOW-FIRE-21 except HOW-FIRE-15). */
class FiringRulesTest {

    private static HowState pair(UnitSpec blue, UnitSpec red) {
        return firing(FireKit.fixture(blue, red).start(), Side.BLUE);
    }

    private static UnitSpec line(String id, double x, double y, double facing) {
        return FireKit.inf(id, UnitClass.STANDARD, x, y, facing);
    }

    @Test
    @DisplayName("HOW-FIRE-6: line infantry fire within 30° of straight ahead; light infantry in their whole front sector")
    void zone() {
        HowState s = pair(line("b", 60, 30, 90), line("r", 95, 46, 270));
        assertEquals("HOW-FIRE-6", rule(s, "b", "r", Ammo.MUSKETRY));
        HowState t = firing(FireKit.fixture(FireKit.spec("b", UnitType.LIGHT_INFANTRY, UnitClass.STANDARD, Weapon.RIFLES, null,
                Formation.LINE, 60, 30, 90), FireKit.inf("r", UnitClass.STANDARD, 95, 46, 270)).start(), Side.BLUE);
        assertTrue(may(t, "b", "r", Ammo.MUSKETRY));
    }

    @Test
    @DisplayName("HOW-FIRE-7 / AMB-2: range to the nearest point of the target inside the zone, from the front centre")
    void range() {
        HowState s = pair(line("b", 60, 30, 90), line("r", 75, 46, 270));
        double r = Firing.range(s, u(s, "b"), u(s, "r"), false);
        assertEquals(Math.hypot(5, 16), r, 1e-6);
        HowState t = pair(line("b", 60, 30, 90), line("r", 60, 46, 270));
        assertEquals(16, Firing.range(t, u(t, "b"), u(t, "r"), false), 1e-9);
    }

    @Test
    @DisplayName("EX-13 (A) / HOW-FIRE-16: a target more than half outside the zone is a difficult target")
    void ex13a() {
        HowState s = pair(line("b", 60, 30, 90), line("r", 75, 46, 270));
        assertTrue(may(s, "b", "r", Ammo.MUSKETRY));
        assertTrue(has(mods(s, "b", "r", Ammo.MUSKETRY), "difficult target"));
        HowState t = pair(line("b", 60, 30, 90), line("r", 60, 46, 270));
        assertFalse(has(mods(t, "b", "r", Ammo.MUSKETRY), "difficult target"));
    }

    @Test
    @DisplayName("EX-13 (B) / HOW-FIRE-9 / AMB-77: more than half hidden by friends cannot be targeted; up to half is difficult; terrain instead is difficult")
    void ex13b() {
        HowFixture f = FireKit.fixture(FireKit.inf("B", UnitClass.STANDARD, 60, 30, 90), FireKit.inf("1", UnitClass.STANDARD, 60, 56, 270));
        FireKit.add(f, Side.BLUE, FireKit.inf("A", UnitClass.STANDARD, 60, 40, 90));
        HowState s = firing(f.start(), Side.BLUE);
        assertEquals("HOW-FIRE-9", rule(s, "B", "1", Ammo.MUSKETRY));
        HowFixture g = FireKit.fixture(FireKit.inf("B", UnitClass.STANDARD, 60, 30, 90), FireKit.inf("1", UnitClass.STANDARD, 60, 50, 270));
        FireKit.add(g, Side.BLUE, FireKit.inf("A", UnitClass.STANDARD, 48, 38, 90));
        HowState t = firing(g.start(), Side.BLUE);
        assertTrue(may(t, "B", "1", Ammo.MUSKETRY), () -> rule(t, "B", "1", Ammo.MUSKETRY));
        assertTrue(has(mods(t, "B", "1", Ammo.MUSKETRY), "difficult target"));
        HowFixture w = FireKit.fixture(FireKit.inf("B", UnitClass.STANDARD, 60, 30, 90), FireKit.inf("1", UnitClass.STANDARD, 60, 50, 270));
        w.terrain(FireKit.area("wood", TerrainKind.WOODS, 40, 38, 62, 44));
        HowState v = firing(w.start(), Side.BLUE);
        assertTrue(may(v, "B", "1", Ammo.MUSKETRY), () -> rule(v, "B", "1", Ammo.MUSKETRY));
        assertTrue(has(mods(v, "B", "1", Ammo.MUSKETRY), "difficult target"));
    }

    @Test
    @DisplayName("HOW-FIRE-9: no fire through a gap between friends narrower than half the firer's frontage; howitzers may")
    void gap() {
        HowFixture f = FireKit.fixture(FireKit.inf("B", UnitClass.STANDARD, 60, 30, 90), FireKit.inf("1", UnitClass.STANDARD, 60, 60, 270));
        FireKit.add(f, Side.BLUE, FireKit.inf("L", UnitClass.STANDARD, 46, 40, 90), FireKit.inf("R", UnitClass.STANDARD, 74, 40, 90));
        HowState s = firing(f.start(), Side.BLUE);
        assertEquals("HOW-FIRE-9", rule(s, "B", "1", Ammo.MUSKETRY), "an 8 cm gap for a 20 cm frontage");
        HowFixture g = FireKit.fixture(FireKit.inf("B", UnitClass.STANDARD, 60, 30, 90), FireKit.inf("1", UnitClass.STANDARD, 60, 60, 270));
        FireKit.add(g, Side.BLUE, FireKit.inf("L", UnitClass.STANDARD, 40, 40, 90), FireKit.inf("R", UnitClass.STANDARD, 80, 40, 90));
        HowState t = firing(g.start(), Side.BLUE);
        assertTrue(may(t, "B", "1", Ammo.MUSKETRY), "a 20 cm gap");
    }

    @Test
    @DisplayName("HOW-FIRE-8 / AMB-76: units in melee contact may not be fired on, nor fire")
    void melee() {
        HowFixture f = FireKit.fixture(FireKit.inf("B", UnitClass.STANDARD, 60, 30, 90), FireKit.inf("1", UnitClass.STANDARD, 80, 46, 270));
        FireKit.add(f, Side.BLUE, FireKit.inf("C", UnitClass.STANDARD, 80, 46, 90));
        HowState s = firing(f.start(), Side.BLUE);
        assertEquals("HOW-FIRE-8", rule(s, "B", "1", Ammo.MUSKETRY));
        assertEquals("HOW-FIRE-8", rule(s, "C", "1", Ammo.MUSKETRY));
    }

    @Test
    @DisplayName("HOW-FIRE-10: march column and limbered guns cannot fire; light infantry fire at full effect")
    void formations() {
        HowState s = firing(FireKit.fixture(FireKit.spec("col", UnitType.INFANTRY, UnitClass.STANDARD, Weapon.MUSKETS_AND_GUNS, null,
                Formation.MARCH_COLUMN, 60, 30, 90), FireKit.inf("r", UnitClass.STANDARD, 60, 46, 270)).start(), Side.BLUE);
        assertEquals("HOW-FIRE-10", rule(s, "col", "r", Ammo.MUSKETRY));
        HowState t = firing(FireKit.fixture(FireKit.spec("limbered", UnitType.ARTILLERY, UnitClass.STANDARD, Weapon.NONE,
                GunType.MEDIUM, Formation.LIMBERED, 60, 30, 90), FireKit.inf("r", UnitClass.STANDARD, 60, 60, 270)).start(), Side.BLUE);
        assertEquals("HOW-FIRE-10", rule(t, "limbered", "r", Ammo.ROUNDSHOT));
    }

    @Test
    @DisplayName("HOW-FIRE-19: cavalry fire only dismounted, with carbines (0–8 short, 8–15 long)")
    void cavalry() {
        HowState s = firing(FireKit.fixture(FireKit.cav("hussars", UnitClass.STANDARD, Formation.LINE, 60, 30, 90),
                FireKit.inf("r", UnitClass.STANDARD, 60, 40, 270)).start(), Side.BLUE);
        assertEquals("HOW-FIRE-19", rule(s, "hussars", "r", Ammo.MUSKETRY));
        s.units[u(s, "hussars")].formation = Formation.DISMOUNTED;
        assertTrue(may(s, "hussars", "r", Ammo.MUSKETRY));
        assertEquals(Weapon.CARBINES, FireRange.weapon(s, u(s, "hussars")));
        assertTrue(has(mods(s, "hussars", "r", Ammo.MUSKETRY), "long range"));
    }

    @Test
    @DisplayName("HOW-FIRE-18 / AMB-79 / AMB-20: weapon bands, the boundary in the shorter band, nothing beyond the last")
    void weapons() {
        HowState s = pair(line("b", 60, 30, 90), line("r", 60, 46, 270));
        assertEquals(Band.CLOSE, FireRange.smallArms(s, Weapon.MUSKETS_AND_GUNS, 10));
        assertEquals(Band.LONG, FireRange.smallArms(s, Weapon.MUSKETS_AND_GUNS, 30));
        assertEquals(Band.OUT, FireRange.smallArms(s, Weapon.MUSKETS_AND_GUNS, 30.5));
        assertEquals(Band.OUT, FireRange.smallArms(s, Weapon.MUSKETS, 21));
        assertEquals(Band.CLOSE, FireRange.smallArms(s, Weapon.RIFLES, 15));
        assertEquals(Band.LONG, FireRange.smallArms(s, Weapon.RIFLES, 29));
        assertEquals(Band.CLOSE, FireRange.smallArms(s, Weapon.CARBINES, 8));
        assertEquals(Band.OUT, FireRange.smallArms(s, Weapon.CARBINES, 16));
        HowState t = firing(FireKit.fixture(FireKit.light("li", UnitClass.STANDARD, 60, 30, 90),
                FireKit.inf("r", UnitClass.STANDARD, 60, 55, 270)).start(), Side.BLUE);
        assertEquals("HOW-FIRE-18", rule(t, "li", "r", Ammo.MUSKETRY), "light infantry have muskets only: 20 cm");
    }

    @Test
    @DisplayName("HOW-OPT-3: battalions without battalion guns reach 20 cm and fire at −1")
    void noBattalionGuns() {
        HowState s = firing(FireKit.fixture(FireKit.spec("b", UnitType.INFANTRY, UnitClass.STANDARD, Weapon.MUSKETS, null,
                Formation.LINE, 60, 30, 90), FireKit.inf("r", UnitClass.STANDARD, 60, 46, 270)).start(), Side.BLUE);
        assertTrue(has(mods(s, "b", "r", Ammo.MUSKETRY), "no battalion guns"));
        s.units[u(s, "r")].y = 55;
        assertEquals("HOW-FIRE-18", rule(s, "b", "r", Ammo.MUSKETRY));
    }

    @Test
    @DisplayName("HOW-FIRE-12 / AMB-78: the nearest target, or a further one with a strictly better net modifier")
    void priority() {
        HowFixture f = FireKit.fixture(FireKit.guns("guns", GunType.MEDIUM, 60, 20, 90),
                FireKit.light("A", UnitClass.STANDARD, 60, 56, 270),
                FireKit.cav("B", UnitClass.INFERIOR, Formation.DOUBLE_LINE, 90, 100, 270));
        HowState s = firing(f.start(), Side.BLUE);
        // A: canister +2, difficult −1 = +1; B: long −1, inferior +1, two deep +1 = +1: not strictly better
        assertTrue(may(s, "guns", "A", Ammo.CANISTER));
        assertEquals("HOW-FIRE-12", rule(s, "guns", "B", Ammo.ROUNDSHOT));
        HowFixture h = FireKit.fixture(FireKit.guns("guns", GunType.MEDIUM, 60, 20, 90),
                FireKit.spec("A", UnitType.LIGHT_INFANTRY, UnitClass.STANDARD, Weapon.MUSKETS, null, Formation.LINE, 60, 56, 270),
                FireKit.cav("B", UnitClass.INFERIOR, Formation.DOUBLE_LINE, 90, 100, 270));
        h.terrain(FireKit.area("wood", TerrainKind.WOODS, 45, 52, 68, 62));
        HowState w = firing(h.start(), Side.BLUE);
        // A in a wood: canister +2, difficult −1, light cover −1 = 0 < B's +1
        assertTrue(may(w, "guns", "B", Ammo.ROUNDSHOT), () -> rule(w, "guns", "B", Ammo.ROUNDSHOT));
        assertTrue(may(w, "guns", "A", Ammo.CANISTER));
    }

    @Test
    @DisplayName("HOW-FIRE-13 / AMB-24: fire is split between two targets ≤10 cm apart with ranges within 5 cm; hits halved, the odd one by a die")
    void split() {
        HowState s = firing(FireKit.fixture(FireKit.guns("guns", GunType.MEDIUM, 60, 20, 90),
                FireKit.inf("A", UnitClass.STANDARD, 48, 80, 270), FireKit.inf("B", UnitClass.STANDARD, 72, 80, 270)).start(), Side.BLUE);
        FireKit.fire(s, "guns", "A", Ammo.ROUNDSHOT);
        FireKit.roll(s, 5); // Standard Artillery, effective range, no modifiers: 2 hits, 1 each
        assertEquals(1, s.units[u(s, "A")].hits);
        assertEquals(1, s.units[u(s, "B")].hits);
        HowState t = firing(FireKit.fixture(FireKit.guns("guns", GunType.MEDIUM, 60, 20, 90),
                FireKit.inf("A", UnitClass.STANDARD, 48, 80, 270), FireKit.inf("B", UnitClass.SUPERIOR, 72, 80, 270)).start(), Side.BLUE);
        FireKit.fire(t, "guns", "A", Ammo.ROUNDSHOT);
        assertTrue(t.currentTask().describe(t).contains("whose modifiers"), "different modifiers: a die picks the set");
        FireKit.roll(t, 2); // A's modifiers (none)
        FireKit.roll(t, 3); // 1 hit: odd
        assertTrue(t.currentTask().describe(t).contains("odd hit"));
        FireKit.roll(t, 6); // to the other
        assertEquals(0, t.units[u(t, "A")].hits);
        assertEquals(1, t.units[u(t, "B")].hits);
    }

    @Test
    @DisplayName("HOW-FIRE-14: +1 when more than half of the firer is in the target's flank or rear sector")
    void flank() {
        HowFixture f = FireKit.fixture(FireKit.inf("b", UnitClass.STANDARD, 60, 30, 90));
        FireKit.add(f, Side.RED, FireKit.inf("r", UnitClass.STANDARD, 58, 46, 0));
        HowState s = firing(f.start(), Side.BLUE);
        assertTrue(has(mods(s, "b", "r", Ammo.MUSKETRY), "fire into flank or rear"));
        HowState t = pair(line("b", 60, 30, 90), line("r", 60, 46, 270));
        assertFalse(has(mods(t, "b", "r", Ammo.MUSKETRY), "fire into flank or rear"));
    }

    @Test
    @DisplayName("HOW-FIRE-16 / HOW-HIT-9: light infantry and deployed guns are difficult targets, −1 once whatever the reasons")
    void difficult() {
        HowState s = firing(FireKit.fixture(FireKit.inf("b", UnitClass.STANDARD, 60, 30, 90),
                FireKit.light("li", UnitClass.STANDARD, 75, 46, 270)).start(), Side.BLUE);
        long n = mods(s, "b", "li", Ammo.MUSKETRY).stream().filter(m -> m.words().equals("difficult target")).count();
        assertEquals(1, n, "LI and more than half outside the zone: one −1");
        HowState t = firing(FireKit.fixture(FireKit.inf("b", UnitClass.STANDARD, 60, 30, 90),
                FireKit.guns("guns", GunType.MEDIUM, 60, 46, 270)).start(), Side.BLUE);
        assertTrue(has(mods(t, "b", "guns", Ammo.MUSKETRY), "difficult target"));
    }

    @Test
    @DisplayName("HOW-FIRE-17: transport is shot at as inferior close-order infantry")
    void transport() {
        HowState s = firing(FireKit.fixture(FireKit.inf("b", UnitClass.STANDARD, 60, 30, 90),
                FireKit.spec("wagons", UnitType.TRANSPORT, UnitClass.INFERIOR, Weapon.NONE, null, Formation.MARCH_COLUMN, 60, 46, 270))
                .start(), Side.BLUE);
        var m = mods(s, "b", "wagons", Ammo.MUSKETRY);
        assertTrue(has(m, "target inferior"));
        assertFalse(has(m, "difficult target"));
        assertEquals("HOW-FIRE-17", rule(s, "wagons", "b", Ammo.MUSKETRY));
    }

    @Test
    @DisplayName("HOW-FIRE-20: infantry never fire over friends, even from a hill; guns on a hill may (HOW-AFIRE-5)")
    void overhead() {
        HowFixture f = FireKit.fixture(FireKit.inf("b", UnitClass.STANDARD, 60, 30, 90), FireKit.inf("r", UnitClass.STANDARD, 60, 50, 270));
        FireKit.add(f, Side.BLUE, FireKit.inf("front", UnitClass.STANDARD, 60, 36, 90));
        f.terrain(FireKit.area("hill", TerrainKind.HILL, 0, 0, 180, 31));
        HowState s = firing(f.start(), Side.BLUE);
        assertFalse(may(s, "b", "r", Ammo.MUSKETRY));
    }

    @Test
    @DisplayName("HOW-FIRE-21 / HOW-WX-1: nothing beyond the visibility: 30 cm in fog, 60 cm in heavy rain")
    void visibility() {
        HowFixture f = FireKit.fixture(FireKit.guns("guns", GunType.MEDIUM, 60, 20, 90), FireKit.inf("r", UnitClass.STANDARD, 60, 60, 270));
        f.option(OptionalRule.WEATHER);
        HowState s = firing(f.start(), Side.BLUE);
        s.weather = 2;
        assertEquals("HOW-FIRE-21", rule(s, "guns", "r", Ammo.ROUNDSHOT));
        s.weather = 11;
        assertTrue(may(s, "guns", "r", Ammo.ROUNDSHOT));
        assertTrue(has(mods(s, "guns", "r", Ammo.ROUNDSHOT), "heavy rain"));
        s.units[u(s, "r")].y = 90;
        assertEquals("HOW-FIRE-21", rule(s, "guns", "r", Ammo.ROUNDSHOT));
    }

    @Test
    @DisplayName("HOW-HIT-8 / HOW-WX-1: light rain −1 to all fire; storm −2 for guns and no infantry fire")
    void weather() {
        HowFixture f = FireKit.fixture(FireKit.inf("b", UnitClass.STANDARD, 60, 30, 90), FireKit.inf("r", UnitClass.STANDARD, 60, 46, 270));
        f.option(OptionalRule.WEATHER);
        HowState s = firing(f.start(), Side.BLUE);
        s.weather = 3;
        assertTrue(has(mods(s, "b", "r", Ammo.MUSKETRY), "light rain"));
        s.weather = 12;
        assertEquals("HOW-WX-1", rule(s, "b", "r", Ammo.MUSKETRY));
    }

    @Test
    @DisplayName("HOW-TERR-18: infantry in a river fire at −1")
    void river() {
        HowState s = pair(line("b", 60, 30, 90), line("r", 60, 46, 270));
        s.units[u(s, "b")].inRiver = true;
        assertTrue(has(mods(s, "b", "r", Ammo.MUSKETRY), "in a river"));
    }

    @Test
    @DisplayName("HOW-HIT-4 / EX-6: grenadiers at standard line infantry: no class modifier; target superior −1, inferior +1")
    void ex6() {
        HowState s = firing(FireKit.fixture(FireKit.inf("grenadiers", UnitClass.SUPERIOR, 60, 30, 90),
                FireKit.inf("line", UnitClass.STANDARD, 60, 38, 270)).start(), Side.BLUE);
        assertEquals(0, FireKit.total(s, "grenadiers", "line", Ammo.MUSKETRY));
        assertEquals(-1, FireKit.total(s, "line", "grenadiers", Ammo.MUSKETRY));
    }

    @Test
    @DisplayName("HOW-HIT-5: moved −1, 3 hits −1, small −1, large +1; Fire actions accepted only from the options")
    void firerModifiers() {
        HowFixture f = FireKit.fixture(FireKit.inf("b", UnitClass.STANDARD, 60, 30, 90), FireKit.inf("r", UnitClass.STANDARD, 60, 38, 270));
        HowState s = firing(f.start(), Side.BLUE);
        int b = u(s, "b");
        s.units[b].moved = true;
        s.units[b].hits = 3;
        assertEquals(-2, FireKit.total(s, "b", "r", Ammo.MUSKETRY));
        s.units[b].moved = false;
        s.units[b].unlimberedThisTurn = false;
        assertEquals(-1, FireKit.total(s, "b", "r", Ammo.MUSKETRY));
        var small = new UnitSpec("s", "s", UnitType.INFANTRY, null, null, false, Weapon.MUSKETS_AND_GUNS,
                UnitClass.STANDARD, UnitSize.SMALL, null, false, Formation.LINE, 60, 30, 90);
        HowState t = firing(FireKit.fixture(small, FireKit.inf("r", UnitClass.STANDARD, 60, 38, 270)).start(), Side.BLUE);
        assertTrue(has(mods(t, "s", "r", Ammo.MUSKETRY), "small unit"));
        assertTrue(Firing.options(t, u(t, "s"), Firing.When.FIRING_PHASE).contains(new Fire(u(t, "s"), u(t, "r"), Ammo.MUSKETRY, false)));
    }
}
