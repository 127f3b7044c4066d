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
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.honours.action.Fire;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Cover and sight from terrain (HOW-TERR-4 to HOW-TERR-9, HOW-TERR-14, HOW-TERR-24 to HOW-TERR-26; EX-8, EX-9). */
class TerrainFireTest {

    /** Blue line at (60, 30) facing up, red line at (60, y) facing down, on the given terrain. */
    private static HowState pair(double redY, TerrainFeature... terrain) {
        HowFixture f = FireKit.fixture(FireKit.inf("b", UnitClass.STANDARD, 60, 30, 90), FireKit.inf("r", UnitClass.STANDARD, 60, redY, 270));
        for (TerrainFeature t : terrain) {
            f.terrain(t);
        }
        return firing(f.start(), Side.BLUE);
    }

    private static int cover(HowState s, Ammo a) {
        return Cover.level(s, u(s, "b"), u(s, "r"), a);
    }

    @Test
    @DisplayName("HOW-TERR-4: woods light; rough ground, hills and streams no cover")
    void classes() {
        assertEquals(Cover.LIGHT, cover(pair(46, FireKit.area("wood", TerrainKind.WOODS, 40, 44, 80, 60)), Ammo.MUSKETRY));
        assertEquals(Cover.NONE, cover(pair(46, FireKit.area("rough", TerrainKind.ROUGH, 40, 44, 80, 60)), Ammo.MUSKETRY));
        assertEquals(Cover.NONE, cover(pair(46, FireKit.area("hill", TerrainKind.HILL, 40, 44, 80, 60)), Ammo.MUSKETRY));
        assertEquals(Cover.NONE, cover(pair(46, FireKit.line("stream", TerrainKind.STREAM, 0, 40, 180, 40)), Ammo.MUSKETRY));
        HowState s = pair(46, FireKit.area("wood", TerrainKind.WOODS, 40, 44, 80, 60));
        assertTrue(has(mods(s, "b", "r", Ammo.MUSKETRY), "target in light cover"));
    }

    @Test
    @DisplayName("HOW-TERR-5 / AMB-44: a wall across the line of fire is light cover, unless only the firer touches it")
    void walls() {
        assertEquals(Cover.LIGHT, cover(pair(46, FireKit.line("wall", TerrainKind.WALL, 0, 38, 180, 38)), Ammo.MUSKETRY));
        assertEquals(Cover.NONE, cover(pair(46, FireKit.line("wall", TerrainKind.WALL, 0, 30, 180, 30)), Ammo.MUSKETRY),
                "the firer lines the wall");
        assertEquals(Cover.LIGHT, cover(pair(46, FireKit.line("hedge", TerrainKind.HEDGE, 0, 45, 180, 45)), Ammo.MUSKETRY),
                "the target lines the hedge");
    }

    @Test
    @DisplayName("HOW-TERR-6: a line of trees blocks sight unless the firer touches it, and covers like a wall")
    void treeline() {
        HowState s = pair(46, FireKit.line("trees", TerrainKind.TREELINE, 0, 38, 180, 38));
        assertEquals("HOW-FIRE-21", rule(s, "b", "r", Ammo.MUSKETRY));
        HowState t = pair(46, FireKit.line("trees", TerrainKind.TREELINE, 0, 30, 180, 30));
        assertTrue(may(t, "b", "r", Ammo.MUSKETRY));
        assertEquals(Cover.NONE, Cover.level(t, u(t, "b"), u(t, "r"), Ammo.MUSKETRY), "only the firer touches it");
        HowState v = pair(46, FireKit.line("trees", TerrainKind.TREELINE, 0, 46, 180, 46));
        assertTrue(FireKit.may(v, "r", "b", Ammo.MUSKETRY), "the red unit lines the treeline and fires out");
        assertEquals("HOW-FIRE-21", rule(v, "b", "r", Ammo.MUSKETRY), "but cannot be fired at through it");
        HowState w = pair(46, FireKit.line("trees", TerrainKind.TREELINE, 0, 46, 180, 46),
                FireKit.line("trees2", TerrainKind.TREELINE, 0, 30, 180, 30));
        assertEquals(Cover.LIGHT, Cover.level(w, u(w, "b"), u(w, "r"), Ammo.MUSKETRY), "both line treelines: light cover");
    }

    @Test
    @DisplayName("HOW-TERR-7: heavy cover in an entrenchment, light when it lies between, none from its rear")
    void entrenchments() {
        TerrainFeature works = FireKit.area("works", TerrainKind.TRENCH, 40, 44, 80, 52);
        assertEquals(Cover.HEAVY, cover(pair(46, works), Ammo.MUSKETRY));
        assertEquals(Cover.LIGHT, cover(pair(46, FireKit.area("works", TerrainKind.TRENCH, 40, 36, 80, 40)), Ammo.MUSKETRY));
        HowFixture f = FireKit.fixture(FireKit.inf("b", UnitClass.STANDARD, 60, 30, 90));
        FireKit.add(f, Side.RED, FireKit.inf("r", UnitClass.STANDARD, 60, 50, 90));
        f.terrain(FireKit.area("works", TerrainKind.TRENCH, 40, 44, 80, 52));
        HowState s = firing(f.start(), Side.BLUE);
        assertEquals(Cover.NONE, cover(s, Ammo.MUSKETRY), "fired at from the rear");
    }

    @Test
    @DisplayName("HOW-TERR-9 / AMB-38: in a wood only the edge sees and is seen; inside the same wood 15 cm")
    void woods() {
        TerrainFeature wood = FireKit.area("wood", TerrainKind.WOODS, 40, 42, 80, 90);
        assertTrue(sees(pair(46, wood), "b", "r"), "at the edge");
        assertEquals("HOW-FIRE-21", rule(pair(60, wood), "b", "r", Ammo.MUSKETRY), "deep inside");
        TerrainFeature big = FireKit.area("wood", TerrainKind.WOODS, 0, 0, 180, 120);
        HowState in = pair(44, big);
        assertTrue(sees(in, "b", "r"));
        assertEquals(Cover.LIGHT, cover(in, Ammo.MUSKETRY));
        assertEquals("HOW-FIRE-21", rule(pair(50, big), "b", "r", Ammo.MUSKETRY), "20 cm inside the same wood");
    }

    private static boolean sees(HowState s, String f, String t) {
        return FireKit.may(s, f, t, Ammo.MUSKETRY);
    }

    @Test
    @DisplayName("EX-8 / HOW-TERR-14 / AMB-39: a hill between hides what is behind its crest; most of the target on the near slope: seen, not difficult")
    void ex8() {
        HowFixture f = FireKit.fixture(FireKit.guns("A", GunType.MEDIUM, 60, 20, 90));
        FireKit.add(f, Side.RED, FireKit.inf("1", UnitClass.STANDARD, 60, 80, 270));
        f.terrain(FireKit.area("hill", TerrainKind.HILL, 0, 50, 180, 70));
        HowState s = firing(f.start(), Side.BLUE);
        assertEquals("HOW-FIRE-21", rule(s, "A", "1", Ammo.ROUNDSHOT));
        s.units[u(s, "1")].y = 62;
        assertTrue(FireKit.may(s, "A", "1", Ammo.ROUNDSHOT));
        assertFalse(has(mods(s, "A", "1", Ammo.ROUNDSHOT), "difficult target"));
        HowFixture g = FireKit.fixture(FireKit.guns("B", GunType.MEDIUM, 60, 20, 90));
        FireKit.add(g, Side.RED, FireKit.inf("1", UnitClass.STANDARD, 60, 80, 270));
        g.terrain(FireKit.area("hill", TerrainKind.HILL, 0, 50, 63, 70));
        HowState t = firing(g.start(), Side.BLUE);
        assertTrue(FireKit.may(t, "B", "1", Ammo.ROUNDSHOT));
        assertTrue(has(mods(t, "B", "1", Ammo.ROUNDSHOT), "difficult target"), "most of it behind the crest");
    }

    /** A red battalion holding a village, blue battalions on two of its faces. */
    private static HowState village(TerrainKind kind, boolean fortified) {
        HowFixture f = new HowFixture();
        FireKit.add(f, Side.BLUE, FireKit.inf("A", UnitClass.STANDARD, 60, 40, 90));
        FireKit.add(f, Side.BLUE, FireKit.inf("B", UnitClass.STANDARD, 85, 60, 180));
        FireKit.add(f, Side.RED, FireKit.spec("R", UnitType.INFANTRY, UnitClass.STANDARD, Weapon.MUSKETS_AND_GUNS, null,
                Formation.IN_BUA, 60, 58, 270));
        f.terrain(FireKit.area("bua", kind, 50, 50, 70, 70));
        if (fortified) {
            f.fortified("bua");
        }
        HowState s = f.start();
        s.units[u(s, "R")].inBua = 0;
        return firing(s, Side.RED);
    }

    @Test
    @DisplayName("EX-9 / HOW-TERR-25 / HOW-TERR-26: a battalion in a BUA fires at attackers on two faces, one die each at −2")
    void ex9() {
        HowState s = village(TerrainKind.VILLAGE, false);
        int r = u(s, "R");
        assertTrue(Firing.options(s, r, Firing.When.FIRING_PHASE).contains(new Fire(r, u(s, "A"), Ammo.MUSKETRY, false)));
        assertTrue(Firing.options(s, r, Firing.When.FIRING_PHASE).contains(new Fire(r, u(s, "B"), Ammo.MUSKETRY, false)));
        assertTrue(has(mods(s, "R", "A", Ammo.MUSKETRY), "firing from a built-up area in 2 directions"));
        FireKit.fire(s, "R", "A", Ammo.MUSKETRY);
        FireKit.roll(s, 3);
        assertTrue(FireKit.may(s, "R", "B", Ammo.MUSKETRY), "once per face");
        assertFalse(FireKit.may(s, "R", "A", Ammo.MUSKETRY));
        assertTrue(has(mods(s, "R", "B", Ammo.MUSKETRY), "firing from a built-up area in 2 directions"));
    }

    @Test
    @DisplayName("HOW-TERR-24 / AMB-36: rustic BUA light, urban heavy against muskets and canister, light against roundshot; fortified counts as entrenched")
    void buaCover() {
        HowState v = village(TerrainKind.VILLAGE, false);
        assertEquals(Cover.LIGHT, Cover.level(v, u(v, "A"), u(v, "R"), Ammo.MUSKETRY));
        HowState t = village(TerrainKind.TOWN, false);
        assertEquals(Cover.HEAVY, Cover.level(t, u(t, "A"), u(t, "R"), Ammo.MUSKETRY));
        assertEquals(Cover.HEAVY, Cover.level(t, u(t, "A"), u(t, "R"), Ammo.CANISTER));
        assertEquals(Cover.LIGHT, Cover.level(t, u(t, "A"), u(t, "R"), Ammo.ROUNDSHOT));
        HowState fv = village(TerrainKind.VILLAGE, true);
        assertEquals(Cover.HEAVY, Cover.level(fv, u(fv, "A"), u(fv, "R"), Ammo.MUSKETRY));
        assertEquals(Cover.LIGHT, Cover.level(fv, u(fv, "A"), u(fv, "R"), Ammo.SHELL));
        assertTrue(FireKit.may(v, "R", "A", Ammo.MUSKETRY), "a BUA unit fires out");
    }

    @Test
    @DisplayName("HOW-FIRE-8 / HOW-TERR-26: a BUA unit in melee on one face may be fired at, and fire, across another")
    void buaMelee() {
        HowState s = village(TerrainKind.VILLAGE, false);
        s.units[u(s, "A")].y = 58; // A touches R's front face
        assertEquals("HOW-FIRE-8", rule(s, "A", "R", Ammo.MUSKETRY));
        assertTrue(FireKit.may(s, "B", "R", Ammo.MUSKETRY), () -> rule(s, "B", "R", Ammo.MUSKETRY));
        assertTrue(FireKit.may(s, "R", "B", Ammo.MUSKETRY), () -> rule(s, "R", "B", Ammo.MUSKETRY));
    }

    @Test
    @DisplayName("HOW-HIT-7 (shared part): the melee table's class and cover modifiers come from the same helpers as fire")
    void sharedWithMelee() {
        HowState s = village(TerrainKind.TOWN, false);
        assertEquals(0, FireModifiers.targetClass(s, u(s, "R")));
        assertEquals(Cover.HEAVY, FireModifiers.cover(s, u(s, "A"), u(s, "R"), Ammo.MUSKETRY));
        HowState g = firing(FireKit.fixture(FireKit.inf("b", UnitClass.STANDARD, 60, 30, 90),
                FireKit.inf("gren", UnitClass.SUPERIOR, 60, 40, 270)).start(), Side.BLUE);
        assertEquals(-1, FireModifiers.targetClass(g, u(g, "gren")));
    }
}
