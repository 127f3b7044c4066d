package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Activate;
import adjutant.engine.honours.action.Ammo;
import adjutant.engine.honours.action.Fire;
import adjutant.engine.honours.action.Roll;
import adjutant.engine.honours.scenario.UnitSpec;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;

/** Shared helpers for the firing, Hit Table and reaction tests: units by kind, the firing phase, dice. */
final class FireKit {

    static final HonoursRules RULES = new HonoursRules();

    private FireKit() {
    }

    static UnitSpec spec(String id, UnitType t, UnitClass c, Weapon w, GunType g, Formation f, double x, double y, double facing) {
        return new UnitSpec(id, id, t, t == UnitType.CAVALRY ? CavalryKind.MEDIUM : null, g, false, w, c, UnitSize.STANDARD,
                null, false, f, x, y, facing);
    }

    static UnitSpec inf(String id, UnitClass c, double x, double y, double facing) {
        return spec(id, UnitType.INFANTRY, c, Weapon.MUSKETS_AND_GUNS, null, Formation.LINE, x, y, facing);
    }

    static UnitSpec light(String id, UnitClass c, double x, double y, double facing) {
        return spec(id, UnitType.LIGHT_INFANTRY, c, Weapon.MUSKETS, null, Formation.LINE, x, y, facing);
    }

    static UnitSpec guns(String id, GunType g, double x, double y, double facing) {
        return spec(id, UnitType.ARTILLERY, UnitClass.STANDARD, Weapon.NONE, g, Formation.DEPLOYED, x, y, facing);
    }

    static UnitSpec cav(String id, UnitClass c, Formation f, double x, double y, double facing) {
        return spec(id, UnitType.CAVALRY, c, Weapon.NONE, null, f, x, y, facing);
    }

    /** Blue unit(s) then red unit(s), all independent, on a 180 × 120 table. */
    static HowFixture fixture(UnitSpec... blueThenRed) {
        HowFixture f = new HowFixture();
        for (UnitSpec u : blueThenRed) {
            f.unit(u.facing() == 270 ? Side.RED : Side.BLUE, null, u);
        }
        return f;
    }

    static HowFixture add(HowFixture f, Side side, UnitSpec... us) {
        for (UnitSpec u : us) {
            f.unit(side, null, u);
        }
        return f;
    }

    static TerrainFeature area(String id, TerrainKind k, double x0, double y0, double x1, double y1) {
        return TerrainFeature.of(id, k, List.of(new Vec2(x0, y0), new Vec2(x1, y0), new Vec2(x1, y1), new Vec2(x0, y1)));
    }

    static TerrainFeature line(String id, TerrainKind k, double x0, double y0, double x1, double y1) {
        return TerrainFeature.of(id, k, List.of(new Vec2(x0, y0), new Vec2(x1, y1)));
    }

    /** Puts the state at the start of the firing phase, {@code first} to fire first. */
    static HowState firing(HowState s, Side first) {
        s.phase = Phase.FIRING;
        s.phaseStarted = false;
        s.tasks.clear();
        s.fireInitiative = first;
        s.active = first;
        TurnFlow.advance(s);
        return s;
    }

    static int u(HowState s, String id) {
        return s.setup.unit(id);
    }

    static void roll(HowState s, int face) {
        RULES.apply(s, Roll.of(face));
    }

    /** Activates the unit's brigade in the firing phase and fires it. */
    static void fire(HowState s, String firer, String target, Ammo ammo) {
        int f = u(s, firer);
        RULES.apply(s, new Activate(s.setup.brigadeOf(f)));
        RULES.apply(s, new Fire(f, u(s, target), ammo, false));
    }

    static boolean may(HowState s, String firer, String target, Ammo ammo) {
        return Firing.validate(s, new Fire(u(s, firer), u(s, target), ammo, false), Firing.When.FIRING_PHASE).legal();
    }

    static String rule(HowState s, String firer, String target, Ammo ammo) {
        return Firing.validate(s, new Fire(u(s, firer), u(s, target), ammo, false), Firing.When.FIRING_PHASE).ruleId();
    }

    static int total(HowState s, String firer, String target, Ammo ammo) {
        return FireModifiers.total(mods(s, firer, target, ammo));
    }

    static List<FireModifiers.Mod> mods(HowState s, String firer, String target, Ammo ammo) {
        int f = u(s, firer);
        int t = u(s, target);
        double r = Firing.range(s, f, t, true);
        return FireModifiers.of(s, new FireModifiers.Shot(f, t, ammo, FireRange.band(s, f, ammo, r), Firing.When.FIRING_PHASE,
                false, false));
    }

    static boolean has(List<FireModifiers.Mod> mods, String words) {
        return mods.stream().anyMatch(m -> m.words().equals(words));
    }
}
