package adjutant.engine.blownaway;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.blownaway.scenario.ArmySpec;
import adjutant.engine.blownaway.scenario.Formation;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.blownaway.scenario.Role;
import adjutant.engine.blownaway.scenario.RulesOptions;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.scenario.Table;
import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.blownaway.scenario.UnitSpec;
import adjutant.engine.blownaway.scenario.UnitType;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.blownaway.scenario.VictoryKind;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Small literal positions for rule tests: units placed by anchor and facing on an empty 96 × 48
 * table (no objectives unless added, so nobody wins by objectives), then a game state.
 *
 * <pre>
 * Positions p = Positions.chance();
 * int a = p.infantry(Side.BLUE, 30, 10, 90);   // 13-man line, front-rank centre (30, 10), facing +y
 * int e = p.cavalry(Side.RED, 30, 16, -90);    // 10-man line facing -y
 * BaState s = p.start();                       // blue to act, MAIN step
 * </pre>
 *
 * Each add returns the unit's index: add all blue units first, then the red ones.
 */
public final class Positions {
    private final Variant variant;
    private final List<UnitSpec> blue = new ArrayList<>();
    private final List<UnitSpec> red = new ArrayList<>();
    private final List<TerrainFeature> terrain = new ArrayList<>();
    private final List<ObjectiveSpec> objectives = new ArrayList<>();
    private RulesOptions options = RulesOptions.defaults();
    private Side first = Side.BLUE;
    private int year = 1757;
    private int turnLimit = 200;
    private Side attacker;
    private List<String> keyObjectives = List.of();
    private Vec2 blueCommander = new Vec2(1, 1);
    private Vec2 redCommander = new Vec2(95, 47);

    private Positions(Variant variant) {
        this.variant = variant;
    }

    public static Positions chance() {
        return new Positions(Variant.CHANCE);
    }

    public static Positions withoutChance() {
        return new Positions(Variant.WITHOUT_CHANCE);
    }

    public static Positions of(Variant v) {
        return new Positions(v);
    }

    /** 13-man infantry line: 10 soldiers, officer, drummer, flag bearer. */
    public int infantry(Side side, double x, double y, double facingDeg) {
        return unit(side, UnitType.INFANTRY, Formation.LINE, x, y, facingDeg, UnitSpec.standardInfantry(), false);
    }

    /** 10-man cavalry line. */
    public int cavalry(Side side, double x, double y, double facingDeg) {
        return unit(side, UnitType.CAVALRY, Formation.LINE, x, y, facingDeg, men(Role.SOLDIER, 10), false);
    }

    /** A gun with 4 gunners, axle at (x, y). */
    public int battery(Side side, double x, double y, double facingDeg) {
        return unit(side, UnitType.ARTILLERY, Formation.BATTERY, x, y, facingDeg, men(Role.GUNNER, 4), false);
    }

    public int unit(Side side, UnitType type, Formation formation, double x, double y, double facingDeg,
            Map<Role, Integer> men, boolean militia) {
        if (side == Side.BLUE && !red.isEmpty()) {
            throw new IllegalStateException("add blue units before red ones: unit indices are blue first");
        }
        List<UnitSpec> list = side == Side.BLUE ? blue : red;
        String id = side.id() + "-" + (list.size() + 1);
        String name = (side == Side.BLUE ? "Blue " : "Red ") + type.name().toLowerCase() + " " + (list.size() + 1);
        list.add(new UnitSpec(id, name, type, "", militia, formation, new Vec2(x, y), facingDeg, men));
        return side == Side.BLUE ? blue.size() - 1 : blue.size() + red.size() - 1;
    }

    /** Men per role, e.g. {@code men(Role.SOLDIER, 10, Role.PIKEMAN, 2)}. */
    public static Map<Role, Integer> men(Object... roleCounts) {
        Map<Role, Integer> m = new EnumMap<>(Role.class);
        for (int i = 0; i < roleCounts.length; i += 2) {
            m.put((Role) roleCounts[i], (Integer) roleCounts[i + 1]);
        }
        return m;
    }

    public Positions terrain(TerrainFeature t) {
        terrain.add(t);
        return this;
    }

    public Positions objective(double x, double y, double radius) {
        objectives.add(ObjectiveSpec.circle("o" + (objectives.size() + 1), "Objective " + (objectives.size() + 1),
                new Vec2(x, y), radius));
        return this;
    }

    public Positions options(RulesOptions o) {
        options = o;
        return this;
    }

    public Positions first(Side side) {
        first = side;
        return this;
    }

    public Positions year(int y) {
        year = y;
        return this;
    }

    public Positions turnLimit(int t) {
        turnLimit = t;
        return this;
    }

    /** An assault: {@code attacker} must take the objectives, or all of {@code keys} (objective ids o1, o2 …). */
    public Positions assault(Side attacker, String... keys) {
        this.attacker = attacker;
        this.keyObjectives = List.of(keys);
        return this;
    }

    public Positions commander(Side side, double x, double y) {
        if (side == Side.BLUE) {
            blueCommander = new Vec2(x, y);
        } else {
            redCommander = new Vec2(x, y);
        }
        return this;
    }

    public BaScenario scenario() {
        return BaScenario.of("test", "Test position", "", Table.STANDARD, variant, year, turnLimit, first, 7,
                attacker != null ? VictoryKind.ASSAULT : objectives.isEmpty() ? VictoryKind.FIELD : VictoryKind.OBJECTIVES,
                Math.min(3, Math.max(1, objectives.size())), terrain, objectives,
                List.of(new ArmySpec(Side.BLUE, "Blues", blueCommander, blue),
                        new ArmySpec(Side.RED, "Reds", redCommander, red)),
                options).withAttacker(attacker, keyObjectives);
    }

    /** The game state, first side to act at its MAIN step. */
    public BaState start() {
        return BlownAway.newGame(scenario(), variant, 1);
    }
}
