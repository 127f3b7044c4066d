package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.action.Move;
import adjutant.engine.honours.scenario.UnitSpec;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;
import java.util.List;

/** Helpers for the movement tests: units of any kind, terrain rectangles and lines, moves checked and made. */
final class MoveTesting {

    private MoveTesting() {
    }

    /** An open 180 × 120 cm table with Blue's brigade "b1" and a red battalion far off in a corner. */
    static HowFixture table() {
        HowFixture f = new HowFixture();
        f.brigade(Side.BLUE, "b1", "Bevern", Rating.DEPENDABLE, 10, 10);
        return f;
    }

    static HowFixture farEnemy(HowFixture f) {
        return f.infantry(Side.RED, null, "far", 170, 119, 270);
    }

    static UnitSpec spec(String id, UnitType t, CavalryKind cav, GunType guns, UnitClass c, Formation f,
            double x, double y, double facing) {
        return new UnitSpec(id, id, t, cav, guns, false, Weapon.NONE, c, UnitSize.STANDARD, null, false, f, x, y, facing);
    }

    static HowFixture blue(HowFixture f, String id, UnitType t, Formation form, double x, double y) {
        CavalryKind cav = t == UnitType.CAVALRY ? CavalryKind.MEDIUM : null;
        GunType guns = t == UnitType.ARTILLERY ? GunType.MEDIUM : null;
        return f.unit(Side.BLUE, "b1", spec(id, t, cav, guns, UnitClass.STANDARD, form, x, y, 90));
    }

    static TerrainFeature rect(String id, TerrainKind kind, double x0, double y0, double x1, double y1) {
        return TerrainFeature.of(id, kind, List.of(new Vec2(x0, y0), new Vec2(x1, y0), new Vec2(x1, y1), new Vec2(x0, y1)));
    }

    /** A fordable river (the scenario's impassable flag off). */
    static TerrainFeature fordable(String id, double y0, double y1) {
        TerrainFeature r = rect(id, TerrainKind.RIVER, 0, y0, 180, y1);
        return new TerrainFeature(r.id(), r.kind(), r.points(), false, false, List.of());
    }

    static TerrainFeature line(String id, TerrainKind kind, double x0, double y0, double x1, double y1) {
        return TerrainFeature.of(id, kind, List.of(new Vec2(x0, y0), new Vec2(x1, y1)));
    }

    static int unit(HowState s, String id) {
        return s.setup.unit(id);
    }

    static Move move(HowState s, String id, double x, double y, double facing, Formation f) {
        return new Move(unit(s, id), x, y, facing, f);
    }

    static Verdict check(HowState s, String id, double x, double y, double facing, Formation f) {
        int u = unit(s, id);
        return MoveRules.validate(s, s.setup.brigadeOf(u), new Move(u, x, y, facing, f));
    }

    /** Checks the move is legal and makes it. */
    static void go(HowState s, String id, double x, double y, double facing, Formation f) {
        Verdict v = check(s, id, x, y, facing, f);
        assertTrue(v.legal(), v::message);
        MoveRules.apply(s, move(s, id, x, y, facing, f));
    }

    /** Checks the move is refused under {@code rule}, and that the reason names the unit. */
    static void refused(HowState s, String rule, String id, double x, double y, double facing, Formation f) {
        Verdict v = check(s, id, x, y, facing, f);
        assertEquals(rule, v.ruleId(), v::message);
        assertTrue(v.reason().contains(s.setup.unitName(unit(s, id))), v::message);
    }

    static void legal(HowState s, String id, double x, double y, double facing, Formation f) {
        Verdict v = check(s, id, x, y, facing, f);
        assertTrue(v.legal(), v::message);
    }

    static UnitState state(HowState s, String id) {
        return s.units[unit(s, id)];
    }

    static void order(HowState s, CommandResult r) {
        for (UnitState u : s.units) {
            u.order = r;
        }
    }

    /** The next turn for the unit: its allowance and moved flag renewed. */
    static void nextTurn(HowState s) {
        for (UnitState u : s.units) {
            CommandResult o = u.order;
            u.newTurn();
            u.order = o;
        }
    }
}
