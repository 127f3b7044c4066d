package adjutant.engine.honours;

import adjutant.engine.game.Side;
import adjutant.engine.honours.scenario.ArmySpec;
import adjutant.engine.honours.scenario.BrigadeSpec;
import adjutant.engine.honours.scenario.CommanderSpec;
import adjutant.engine.honours.scenario.HowScenario;
import adjutant.engine.honours.scenario.ObjectiveValue;
import adjutant.engine.honours.scenario.OptionalRule;
import adjutant.engine.honours.scenario.Season;
import adjutant.engine.honours.scenario.UnitSpec;
import adjutant.engine.scenario.LengthUnit;
import adjutant.engine.scenario.ObjectiveSpec;
import adjutant.engine.scenario.ScenarioHeader;
import adjutant.engine.scenario.Table;
import adjutant.engine.scenario.TerrainFeature;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Small literal positions for rule tests: armies built in code, unit by unit.
 *
 * <pre>{@code
 * HowFixture f = new HowFixture().table(120, 120);
 * f.brigade(Side.BLUE, "b1", "Bevern", Rating.DASHING, 60, 20);
 * f.infantry(Side.BLUE, "b1", "u1", 60, 30, 90);
 * HowState s = f.start();
 * }</pre>
 */
public final class HowFixture {

    private double length = 180;
    private double width = 120;
    private final List<TerrainFeature> terrain = new ArrayList<>();
    private final List<ObjectiveSpec> objectives = new ArrayList<>();
    private final List<ObjectiveValue> objectiveValues = new ArrayList<>();
    private final Set<OptionalRule> options = EnumSet.noneOf(OptionalRule.class);
    private final Nation[] nation = {Nation.AUSTRIA, Nation.AUSTRIA};
    private final boolean[] attacker = new boolean[2];
    private final Map<Side, List<CommanderSpec>> commanders = new LinkedHashMap<>();
    private final Map<Side, Map<String, BrigadeSpec>> brigades = new LinkedHashMap<>();
    private final Map<Side, List<UnitSpec>> units = new LinkedHashMap<>();
    private final Set<String> fortified = new HashSet<>();
    private Scale scale = Scale.MM28;
    private int turnLimit;
    private final List<adjutant.engine.honours.scenario.SpecialRule> specialRules = new ArrayList<>();

    public HowFixture() {
        for (Side s : Side.values()) {
            commanders.put(s, new ArrayList<>());
            brigades.put(s, new LinkedHashMap<>());
            units.put(s, new ArrayList<>());
        }
    }

    public HowFixture table(double length, double width) {
        this.length = length;
        this.width = width;
        return this;
    }

    public HowFixture scale(Scale s) {
        this.scale = s;
        return this;
    }

    public HowFixture nation(Side side, Nation n) {
        nation[side.ordinal()] = n;
        return this;
    }

    public HowFixture attacker(Side side) {
        attacker[side.ordinal()] = true;
        return this;
    }

    public HowFixture option(OptionalRule o) {
        options.add(o);
        return this;
    }

    public HowFixture turnLimit(int t) {
        turnLimit = t;
        return this;
    }

    public HowFixture terrain(TerrainFeature t) {
        terrain.add(t);
        return this;
    }

    public HowFixture fortified(String buaId) {
        fortified.add(buaId);
        return this;
    }

    public HowFixture objective(ObjectiveSpec o, int points, Side holder) {
        objectives.add(o);
        objectiveValues.add(new ObjectiveValue(o.id(), points, holder));
        return this;
    }

    /** An objective {@code side} must hold by the end of {@code turn} (HOW-VIC-7). */
    public HowFixture objective(ObjectiveSpec o, int points, Side holder, Side side, int turn) {
        objectives.add(o);
        objectiveValues.add(new ObjectiveValue(o.id(), points, holder, side, turn));
        return this;
    }

    /** The side's commanding general, rating null for unrated. */
    public HowFixture general(Side side, String id, Rating rating, double x, double y) {
        commanders.get(side).add(new CommanderSpec(id, id, CommanderRole.GENERAL, rating, List.of(), x, y));
        return this;
    }

    /** A brigade with its commander (id {@code id + "-bc"}) at (x, y). */
    public HowFixture brigade(Side side, String id, String commanderName, Rating rating, double x, double y) {
        String c = id + "-bc";
        commanders.get(side).add(new CommanderSpec(c, commanderName, CommanderRole.BRIGADIER, rating, List.of(), x, y));
        brigades.get(side).put(id, new BrigadeSpec(id, commanderName + "'s brigade", c, List.of(), 1, false));
        return this;
    }

    /** A lieutenant general commanding the named brigades (HOW-OPT-5), rating null for unrated. */
    public HowFixture lieutenant(Side side, String id, Rating rating, double x, double y, String... brigadeIds) {
        commanders.get(side).add(new CommanderSpec(id, id, CommanderRole.LIEUTENANT_GENERAL, rating, List.of(brigadeIds), x, y));
        return this;
    }

    /** A scenario's own rule (HOW-SCN-5: mist, a general who leaves). */
    public HowFixture special(adjutant.engine.honours.scenario.SpecialRule r) {
        specialRules.add(r);
        return this;
    }

    /** The brigade's units may not move before {@code turn} (scenario rule, HOW-SCN-4), light infantry exempt or not. */
    public HowFixture holdUntil(Side side, String brigade, int turn, boolean lightInfantryExempt) {
        BrigadeSpec b = brigades.get(side).get(brigade);
        brigades.get(side).put(brigade, new BrigadeSpec(b.id(), b.name(), b.commander(), b.units(), turn, lightInfantryExempt));
        return this;
    }

    /** A unit of a brigade; {@code brigade} null makes it independent. */
    public HowFixture unit(Side side, String brigade, UnitSpec u) {
        units.get(side).add(u);
        Map<String, BrigadeSpec> bs = brigades.get(side);
        if (brigade == null) {
            bs.put(u.id(), new BrigadeSpec(u.id(), u.name(), null, List.of(u.id()), 1, false));
        } else {
            BrigadeSpec b = bs.get(brigade);
            List<String> us = new ArrayList<>(b.units());
            us.add(u.id());
            bs.put(brigade, new BrigadeSpec(b.id(), b.name(), b.commander(), us, b.mayNotMoveBefore(), b.lightInfantryExempt()));
        }
        return this;
    }

    public HowFixture infantry(Side side, String brigade, String id, double x, double y, double facing) {
        return unit(side, brigade, infantrySpec(id, UnitClass.STANDARD, x, y, facing, Formation.LINE));
    }

    public HowFixture cavalry(Side side, String brigade, String id, double x, double y, double facing) {
        return unit(side, brigade, new UnitSpec(id, id, UnitType.CAVALRY, CavalryKind.MEDIUM, null, false, Weapon.NONE,
                UnitClass.STANDARD, UnitSize.STANDARD, null, false, Formation.LINE, x, y, facing));
    }

    public HowFixture battery(Side side, String brigade, String id, double x, double y, double facing) {
        return unit(side, brigade, new UnitSpec(id, id, UnitType.ARTILLERY, null, GunType.MEDIUM, false, Weapon.NONE,
                UnitClass.STANDARD, UnitSize.STANDARD, null, false, Formation.DEPLOYED, x, y, facing));
    }

    public static UnitSpec infantrySpec(String id, UnitClass c, double x, double y, double facing, Formation f) {
        return new UnitSpec(id, id, UnitType.INFANTRY, null, null, false, Weapon.MUSKETS_AND_GUNS, c, UnitSize.STANDARD,
                null, false, f, x, y, facing);
    }

    public HowScenario scenario() {
        ScenarioHeader header = new ScenarioHeader(HowScenario.RULES, "standard", "fixture", "Fixture", "",
                new Table(length, width, LengthUnit.CENTIMETRE), terrain, objectives);
        List<ArmySpec> armies = new ArrayList<>();
        for (Side s : Side.values()) {
            armies.add(new ArmySpec(s, s == Side.BLUE ? "Blue" : "Red", nation[s.ordinal()], attacker[s.ordinal()], 0,
                    commanders.get(s), List.copyOf(brigades.get(s).values()), units.get(s)));
        }
        return new HowScenario(header, scale, armies, options, Season.SPRING_AUTUMN, turnLimit, objectiveValues, fortified, specialRules);
    }

    public HowState start() {
        return HowGame.newGame(scenario());
    }

    /** A small two-brigade battle for whole-game tests: St. Ulrich's orders of battle on an open table. */
    public static HowFixture smallBattle() {
        HowFixture f = new HowFixture().table(122, 122).attacker(Side.BLUE);
        f.general(Side.BLUE, "blue-cg", null, 60, 10);
        f.brigade(Side.BLUE, "blue-1", "Blue brigadier", Rating.DEPENDABLE, 60, 15);
        f.infantry(Side.BLUE, "blue-1", "blue-inf-1", 40, 25, 90);
        f.infantry(Side.BLUE, "blue-1", "blue-inf-2", 62, 25, 90);
        f.infantry(Side.BLUE, "blue-1", "blue-inf-3", 84, 25, 90);
        f.battery(Side.BLUE, "blue-1", "blue-guns", 60, 33, 90);
        f.cavalry(Side.BLUE, null, "blue-cav", 100, 20, 90);
        f.general(Side.RED, "red-cg", null, 60, 112);
        f.brigade(Side.RED, "red-1", "Red brigadier", Rating.DEPENDABLE, 60, 105);
        f.infantry(Side.RED, "red-1", "red-inf-1", 45, 95, 270);
        f.infantry(Side.RED, "red-1", "red-inf-2", 75, 95, 270);
        f.battery(Side.RED, "red-1", "red-guns", 60, 85, 270);
        f.cavalry(Side.RED, null, "red-cav", 20, 100, 270);
        return f.turnLimit(12);
    }
}
