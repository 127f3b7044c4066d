package adjutant.engine.honours.scenario;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.CavalryKind;
import adjutant.engine.honours.CommanderRole;
import adjutant.engine.honours.Formation;
import adjutant.engine.honours.GunType;
import adjutant.engine.honours.Nation;
import adjutant.engine.honours.Rating;
import adjutant.engine.honours.Scale;
import adjutant.engine.honours.UnitClass;
import adjutant.engine.honours.UnitSize;
import adjutant.engine.honours.UnitType;
import adjutant.engine.honours.Weapon;
import adjutant.engine.scenario.HeaderPaths;
import adjutant.engine.scenario.Ids;
import adjutant.engine.scenario.JsonCursor;
import adjutant.engine.scenario.Problems;
import adjutant.engine.scenario.ScenarioHeader;
import adjutant.engine.scenario.ScenarioLimits;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Reads the fields of an Honours of War scenario file ({@code docs/honours-of-war-scenarios.md}),
 * reporting each problem with its JSON path and leaving out what it cannot read, then hands the
 * scenario to {@link HowScenarioValidator}. One reader per file.
 */
final class HowScenarioReader {

    static final Set<String> FIELDS = Set.of("scale", "armies", "options", "season", "turnLimit", "objectiveValues",
            "fortified", "specialRules");
    static final Set<String> ARMY_FIELDS = Set.of("name", "nation", "designatedAttacker", "breakingPoint",
            "commanders", "brigades", "units");
    static final Set<String> COMMANDER_FIELDS = Set.of("id", "name", "role", "rating", "brigades", "at");
    static final Set<String> BRIGADE_FIELDS = Set.of("id", "name", "commander", "units", "mayNotMoveBefore",
            "lightInfantryExempt");
    static final Set<String> UNIT_FIELDS = Set.of("id", "name", "type", "cavalry", "guns", "horseArtillery", "weapon",
            "class", "size", "nation", "foreignInfantry", "formation", "at", "facing", "quickFiringGuns",
            "superiorWhenFiring");
    static final Set<String> OBJECTIVE_VALUE_FIELDS = Set.of("objective", "points", "holder", "deadline");
    static final Set<String> DEADLINE_FIELDS = Set.of("side", "turn");
    static final Set<String> MIST_FIELDS = Set.of("rule", "turns", "failUpTo", "beyond");
    static final Set<String> LEAVES_FIELDS = Set.of("rule", "general", "endOfTurn", "replacement");

    private final Map<Side, HowSourceMap.Paths> armyPaths = new EnumMap<>(Side.class);
    private final List<String> valuePaths = new ArrayList<>();
    private final List<String> rulePaths = new ArrayList<>();
    private final Set<Side> missingArmies = EnumSet.noneOf(Side.class);
    /** Something was left out: the scenario as a whole (balance of points) is not judged. */
    private boolean incomplete;

    HowScenarioReader(boolean headerComplete) {
        this.incomplete = !headerComplete;
    }

    Optional<HowScenario> scenario(ScenarioHeader header, HeaderPaths headerPaths, JsonCursor root, Problems problems) {
        Scale scale = root.field("scale").oneOf(Scale::fromId).orElse(Scale.MM28);
        Season season = root.field("season").oneOf(id -> Ids.lookup(Season.values(), Season::id, "season", id))
                .orElse(Season.SPRING_AUTUMN);
        int turnLimit = bounded(root.field("turnLimit"), 0, HowScenarioFormat.MAX_TURN_LIMIT, 0);
        Set<OptionalRule> options = EnumSet.noneOf(OptionalRule.class);
        options.addAll(ids(root.field("options"),
                id -> Ids.lookup(OptionalRule.values(), OptionalRule::id, "optional rule", id)));
        List<ObjectiveValue> values = root.field("objectiveValues").list(valuePaths, this::objectiveValue, this::leftOut);
        Set<String> fortified = new LinkedHashSet<>(ids(root.field("fortified"), Function.identity()));
        List<SpecialRule> rules = root.field("specialRules").list(rulePaths, this::specialRule, this::leftOut);
        List<ArmySpec> armies = armies(root.field("armies"));
        HowScenario s = new HowScenario(header, scale, armies, options, season, turnLimit, values, fortified, rules);
        HowSourceMap paths = new HowSourceMap(headerPaths, armyPaths, valuePaths, rulePaths, missingArmies);
        HowScenarioValidator.validate(s, paths, !incomplete, problems);
        return Optional.of(s);
    }

    private void leftOut() {
        incomplete = true;
    }

    // ---- armies ----

    private List<ArmySpec> armies(JsonCursor c) {
        boolean usable = c.require() && c.map().isPresent();
        incomplete |= !usable;
        for (String key : c.fieldNames()) {
            if (!key.equals(Side.BLUE.id()) && !key.equals(Side.RED.id())) {
                c.field(key).error("unknown side '" + key + "' (a scenario has exactly two armies: blue and red)");
                incomplete = true;
            }
        }
        List<ArmySpec> armies = new ArrayList<>();
        for (Side side : Side.values()) {
            armies.add(army(c.field(side.id()), side, usable));
        }
        return armies;
    }

    private ArmySpec army(JsonCursor c, Side side, boolean reportMissing) {
        String display = side == Side.BLUE ? "Blue" : "Red";
        List<String> commanderPaths = new ArrayList<>();
        List<String> brigadePaths = new ArrayList<>();
        List<String> unitPaths = new ArrayList<>();
        armyPaths.put(side, new HowSourceMap.Paths(List.of(), List.of(), List.of()));
        if (!c.isPresent() && reportMissing) {
            c.error("missing army (a scenario has exactly two: blue and red)");
        }
        if (c.object(ARMY_FIELDS).isEmpty()) {
            incomplete = true;
            missingArmies.add(side);
            return new ArmySpec(side, display, Nation.AUSTRIA, false, 0, List.of(), List.of(), List.of());
        }
        String name = c.field("name").nonBlank(ScenarioLimits.MAX_NAME_LENGTH).orElse(display);
        JsonCursor nationField = c.field("nation");
        nationField.require();
        Nation nation = nationField.oneOf(Nation::fromId).orElse(Nation.AUSTRIA);
        boolean attacker = c.field("designatedAttacker").bool().orElse(false);
        int breakingPoint = bounded(c.field("breakingPoint"), 0, HowScenarioFormat.MAX_UNITS_PER_ARMY, 0);
        List<CommanderSpec> commanders = items(c.field("commanders"), HowScenarioFormat.MAX_COMMANDERS_PER_ARMY,
                "commanders", commanderPaths, this::commander);
        List<BrigadeSpec> brigades = items(c.field("brigades"), HowScenarioFormat.MAX_UNITS_PER_ARMY,
                "brigades", brigadePaths, this::brigade);
        List<UnitSpec> units = items(c.field("units"), HowScenarioFormat.MAX_UNITS_PER_ARMY, "units", unitPaths,
                u -> unit(u, side));
        armyPaths.put(side, new HowSourceMap.Paths(commanderPaths, brigadePaths, unitPaths));
        return new ArmySpec(side, name, nation, attacker, breakingPoint, commanders, brigades, units);
    }

    /** A required array of at most {@code max} items, each read by {@code reader}. */
    private <T> List<T> items(JsonCursor c, int max, String what, List<String> paths,
            Function<JsonCursor, Optional<T>> reader) {
        c.require();
        int n = c.array().map(List::size).orElse(0);
        if (n > max) {
            c.error(n + " " + what + "; an army may have at most " + max);
            incomplete = true;
            return List.of();
        }
        return c.list(paths, reader, this::leftOut);
    }

    private Optional<CommanderSpec> commander(JsonCursor c) {
        if (c.object(COMMANDER_FIELDS).isEmpty()) {
            return Optional.empty();
        }
        Optional<String> id = c.field("id").id();
        String name = c.field("name").nonBlank(ScenarioLimits.MAX_NAME_LENGTH).orElse(id.orElse(""));
        JsonCursor roleField = c.field("role");
        roleField.require();
        Optional<CommanderRole> role = roleField.oneOf(r -> Ids.lookup(CommanderRole.values(), CommanderRole::id,
                "commander role", r));
        JsonCursor ratingField = c.field("rating");
        Optional<Rating> rating = ratingField.oneOf(r -> Ids.lookup(Rating.values(), Rating::id, "rating", r));
        List<String> brigades = ids(c.field("brigades"), Function.identity());
        JsonCursor at = c.field("at");
        at.require();
        Optional<Vec2> position = at.point();
        if (id.isEmpty() || role.isEmpty() || position.isEmpty() || ratingField.isPresent() && rating.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new CommanderSpec(id.get(), name, role.get(), rating.orElse(null), brigades,
                position.get().x(), position.get().y()));
    }

    private Optional<BrigadeSpec> brigade(JsonCursor c) {
        if (c.object(BRIGADE_FIELDS).isEmpty()) {
            return Optional.empty();
        }
        Optional<String> id = c.field("id").id();
        String name = c.field("name").nonBlank(ScenarioLimits.MAX_NAME_LENGTH).orElse(id.orElse(""));
        JsonCursor commanderField = c.field("commander");
        Optional<String> commander = commanderField.isPresent() ? commanderField.id() : Optional.empty();
        JsonCursor unitsField = c.field("units");
        unitsField.require();
        List<String> units = ids(unitsField, Function.identity());
        int notBefore = bounded(c.field("mayNotMoveBefore"), 1, HowScenarioFormat.MAX_TURN_LIMIT, 1);
        boolean exempt = c.field("lightInfantryExempt").bool().orElse(false);
        if (id.isEmpty() || commanderField.isPresent() && commander.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new BrigadeSpec(id.get(), name, commander.orElse(null), units, notBefore, exempt));
    }

    private Optional<UnitSpec> unit(JsonCursor c, Side side) {
        if (c.object(UNIT_FIELDS).isEmpty()) {
            return Optional.empty();
        }
        Optional<String> id = c.field("id").id();
        String name = c.field("name").nonBlank(ScenarioLimits.MAX_NAME_LENGTH).orElse(id.orElse(""));
        JsonCursor typeField = c.field("type");
        typeField.require();
        Optional<UnitType> type = typeField.oneOf(t -> Ids.lookup(UnitType.values(), UnitType::id, "unit type", t));
        Optionals o = new Optionals();
        CavalryKind cavalry = o.read(c.field("cavalry"),
                k -> Ids.lookup(CavalryKind.values(), CavalryKind::id, "cavalry kind", k));
        GunType guns = o.read(c.field("guns"), g -> Ids.lookup(GunType.values(), GunType::id, "gun type", g));
        boolean horse = c.field("horseArtillery").bool().orElse(false);
        Weapon weapon = o.read(c.field("weapon"), w -> Ids.lookup(Weapon.values(), Weapon::id, "weapon", w));
        UnitClass unitClass = o.read(c.field("class"), k -> Ids.lookup(UnitClass.values(), UnitClass::id, "class", k));
        UnitSize size = o.read(c.field("size"), k -> Ids.lookup(UnitSize.values(), UnitSize::id, "size", k));
        Nation nation = o.read(c.field("nation"), Nation::fromId);
        boolean foreign = c.field("foreignInfantry").bool().orElse(false);
        boolean quick = c.field("quickFiringGuns").bool().orElse(false);
        boolean superiorFiring = c.field("superiorWhenFiring").bool().orElse(false);
        Formation formation = o.read(c.field("formation"),
                f -> Ids.lookup(Formation.values(), Formation::id, "formation", f));
        JsonCursor at = c.field("at");
        at.require();
        Optional<Vec2> position = at.point();
        double facing = c.field("facing").number().orElse(HowScenarioFormat.defaultFacing(side));
        if (id.isEmpty() || type.isEmpty() || position.isEmpty() || o.bad) {
            return Optional.empty();
        }
        UnitType t = type.get();
        Formation f = formation != null ? formation : HowScenarioFormat.defaultFormation(t);
        return Optional.of(new UnitSpec(id.get(), name, t,
                cavalry != null || t != UnitType.CAVALRY ? cavalry : HowScenarioFormat.DEFAULT_CAVALRY,
                guns != null || t != UnitType.ARTILLERY ? guns : HowScenarioFormat.DEFAULT_GUNS, horse,
                weapon != null ? weapon : HowScenarioFormat.defaultWeapon(t, f),
                unitClass != null ? unitClass : UnitClass.STANDARD, size != null ? size : UnitSize.STANDARD, nation,
                foreign, f, position.get().x(), position.get().y(), facing, quick, superiorFiring));
    }

    /** Optional values named by id; remembers whether one was given but could not be read (reported). */
    private static final class Optionals {
        boolean bad;

        /** The value, or null when absent or unreadable. */
        <E> E read(JsonCursor c, Function<String, E> fromId) {
            if (!c.isPresent()) {
                return null;
            }
            Optional<E> v = c.oneOf(fromId);
            bad |= v.isEmpty();
            return v.orElse(null);
        }
    }

    // ---- the rest ----

    private Optional<ObjectiveValue> objectiveValue(JsonCursor c) {
        if (c.object(OBJECTIVE_VALUE_FIELDS).isEmpty()) {
            return Optional.empty();
        }
        Optional<String> objective = c.field("objective").id();
        JsonCursor points = c.field("points");
        points.require();
        var p = points.integer();
        JsonCursor holderField = c.field("holder");
        holderField.require();
        Optional<Side> holder = holderField.oneOf(Side::fromId);
        JsonCursor d = c.field("deadline");
        Side deadlineSide = null;
        int deadlineTurn = 0;
        if (d.isPresent()) {
            if (d.object(DEADLINE_FIELDS).isEmpty()) {
                return Optional.empty();
            }
            JsonCursor side = d.field("side");
            side.require();
            JsonCursor turn = d.field("turn");
            turn.require();
            Optional<Side> ds = side.oneOf(Side::fromId);
            var dt = turn.integer();
            if (ds.isEmpty() || dt.isEmpty()) {
                return Optional.empty();
            }
            if (dt.getAsInt() < 1) {
                turn.error("a deadline is a turn from 1 on, not " + dt.getAsInt() + " (HOW-VIC-7)");
                return Optional.empty();
            }
            deadlineSide = ds.get();
            deadlineTurn = dt.getAsInt();
        }
        if (objective.isEmpty() || p.isEmpty() || holder.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new ObjectiveValue(objective.get(), p.getAsInt(), holder.get(), deadlineSide, deadlineTurn));
    }

    private Optional<SpecialRule> specialRule(JsonCursor c) {
        if (c.map().isEmpty()) {
            return Optional.empty();
        }
        JsonCursor ruleField = c.field("rule");
        ruleField.require();
        Optional<String> rule = ruleField.text();
        if (rule.isEmpty()) {
            return Optional.empty();
        }
        switch (rule.get()) {
            case SpecialRule.Mist.ID -> {
                c.object(MIST_FIELDS);
                int turns = bounded(c.field("turns"), 1, HowScenarioFormat.MAX_TURN_LIMIT, 3);
                int failUpTo = bounded(c.field("failUpTo"), 1, 6, 2);
                double beyond = c.field("beyond").nonNegative().orElse(20);
                return Optional.of(new SpecialRule.Mist(turns, failUpTo, beyond));
            }
            case SpecialRule.GeneralLeaves.ID -> {
                c.object(LEAVES_FIELDS);
                Optional<String> general = c.field("general").id();
                JsonCursor endField = c.field("endOfTurn");
                endField.require();
                int end = bounded(endField, 1, HowScenarioFormat.MAX_TURN_LIMIT, 1);
                Optional<String> replacement = c.field("replacement").id();
                return general.isEmpty() || replacement.isEmpty() ? Optional.empty()
                        : Optional.of(new SpecialRule.GeneralLeaves(general.get(), end, replacement.get()));
            }
            default -> {
                ruleField.error("unknown special rule '" + rule.get() + "' (expected " + SpecialRule.Mist.ID + " or "
                        + SpecialRule.GeneralLeaves.ID + ")");
                return Optional.empty();
            }
        }
    }

    /** The ids of an array of strings; bad items are reported and left out. */
    private static <T> List<T> ids(JsonCursor c, Function<String, T> fromId) {
        List<T> out = new ArrayList<>();
        for (JsonCursor item : c.array().orElse(List.of())) {
            item.oneOf(fromId).ifPresent(out::add);
        }
        return out;
    }

    /** A whole number in [min, max]; the fallback (and a report) otherwise. */
    private static int bounded(JsonCursor c, int min, int max, int fallback) {
        var v = c.integer();
        if (v.isPresent() && (v.getAsInt() < min || v.getAsInt() > max)) {
            c.error("must be from " + min + " to " + max + ", not " + v.getAsInt());
            return fallback;
        }
        return v.orElse(fallback);
    }
}
