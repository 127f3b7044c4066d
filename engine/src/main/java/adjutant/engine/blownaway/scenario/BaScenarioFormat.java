package adjutant.engine.blownaway.scenario;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.HeaderPaths;
import adjutant.engine.scenario.JsonCursor;
import adjutant.engine.scenario.LengthUnit;
import adjutant.engine.scenario.Problem;
import adjutant.engine.scenario.Problems;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioFormat;
import adjutant.engine.scenario.ScenarioHeader;
import adjutant.engine.scenario.ScenarioLimits;
import adjutant.engine.scenario.TerrainKind;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The fields of a scenario file that Blown Away owns ({@code scenarios/README.md}): the year,
 * the game's length and first side, the deployment depth, the kind of victory (with an assault's
 * attacker and key objectives), both armies and
 * the rule options. Read with the header's path-precise problems, then checked as a whole by
 * {@link BaScenarioValidator}; written by {@link BaScenarioWriter}.
 *
 * @implNote This class is stateless and thread-safe.
 */
public final class BaScenarioFormat implements ScenarioFormat {

    static final Set<String> FIELDS = Set.of("year", "turnLimit", "firstSide", "deployDepth", "victory",
            "objectivesToWin", "attacker", "keyObjectives", "armies", "options");
    static final Set<String> ARMY_FIELDS = Set.of("name", "commander", "units");
    static final Set<String> UNIT_FIELDS = Set.of("id", "name", "type", "label", "militia", "formation", "anchor",
            "facing", "men");
    static final Set<String> OPTION_FIELDS = Set.of("victimSelection", "deckMode", "wcDeclaration",
            "tieAppliesWinnerMods", "chanceModsOnArtilleryWin", "wcTargetModsForAllAttackers",
            "wcRallyWithoutCommander", "lraWhileEngaged", "engagementPruning", "mobMode", "passClearance",
            "coverOnlyWhenTargeted", "pinnedMayWithdraw", "immobileMayPivot", "idleTurnsForDraw", "deckSize");

    /** Units of both armies: the engine keeps per-unit facts in 64-bit sets. */
    public static final int MAX_UNITS = 64;
    /** Men of one unit (the rulebook's largest has 13; the engine's figure arrays are bounded by this). */
    public static final int MAX_MEN_PER_UNIT = 100;
    /** Cards in a deck: the engine counts each of the 13 values in a byte (127 at most). */
    public static final int MAX_DECK_SIZE = 127 * 13;
    /** Player turns of a game. */
    public static final int MAX_TURN_LIMIT = 1000;

    static final int DEFAULT_TURN_LIMIT = 200;
    static final double DEFAULT_DEPLOY_DEPTH = 7;
    static final int DEFAULT_OBJECTIVES_TO_WIN = 3;

    @Override
    public Set<String> fields() {
        return FIELDS;
    }

    @Override
    public LengthUnit defaultUnit() {
        return LengthUnit.INCH;
    }

    /** The kinds of section 1.8, up to BUILDING; Honours of War's hedges, streams, towns … are refused. */
    @Override
    public Set<TerrainKind> terrainKinds() {
        return EnumSet.range(TerrainKind.WOODS, TerrainKind.BUILDING);
    }

    @Override
    public Optional<BaScenario> read(ScenarioHeader header, HeaderPaths paths, JsonCursor root, boolean headerComplete,
            Problems problems) {
        return new Reader(headerComplete).scenario(header, paths, root, problems);
    }

    @Override
    public void write(Scenario scenario, ObjectNode root) {
        BaScenarioWriter.write(BaScenario.from(scenario), root);
    }

    @Override
    public List<Problem> validate(Scenario scenario) {
        return BaScenarioValidator.validate(BaScenario.from(scenario));
    }

    /** Reads one file's fields, leaving out what it cannot read. */
    private static final class Reader {
        private final Map<Side, List<String>> unitPaths = new EnumMap<>(Side.class);
        private final Set<Side> missingArmies = EnumSet.noneOf(Side.class);
        /** Something was left out: the balance of forces cannot be judged. */
        private boolean incomplete;

        Reader(boolean headerComplete) {
            this.incomplete = !headerComplete;
        }

        Optional<BaScenario> scenario(ScenarioHeader header, HeaderPaths headerPaths, JsonCursor root,
                Problems problems) {
            JsonCursor yearField = root.field("year");
            yearField.require();
            int year = yearField.integer().orElse(BaScenario.MOBILE_ARTILLERY_YEAR);
            int turnLimit = turnLimit(root.field("turnLimit"));
            Side firstSide = root.field("firstSide").oneOf(Side::fromId).orElse(null);
            double deployDepth = root.field("deployDepth").number().orElse(DEFAULT_DEPLOY_DEPTH);
            VictoryKind victory = root.field("victory").oneOf(VictoryKind::fromId).orElse(VictoryKind.OBJECTIVES);
            int toWin = root.field("objectivesToWin").integer().orElse(DEFAULT_OBJECTIVES_TO_WIN);
            Side attacker = root.field("attacker").oneOf(Side::fromId).orElse(null);
            List<String> keyPaths = new ArrayList<>();
            List<String> keys = root.field("keyObjectives").list(keyPaths, JsonCursor::id, () -> { });
            List<ArmySpec> armies = armies(root.field("armies"));
            RulesOptions options = options(root.field("options"));
            BaScenario s = new BaScenario(header, year, turnLimit, firstSide, deployDepth, victory, toWin, attacker,
                    keys, armies, options);
            SourceMap paths = new SourceMap(headerPaths, unitPaths.getOrDefault(Side.BLUE, List.of()),
                    unitPaths.getOrDefault(Side.RED, List.of()), missingArmies, keyPaths);
            BaScenarioValidator.validate(s, paths, !incomplete, problems);
            return Optional.of(s);
        }

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
            int units = armies.stream().mapToInt(a -> a.units().size()).sum();
            if (units > MAX_UNITS) {
                c.error(units + " units; a scenario may have at most " + MAX_UNITS);
            }
            return armies;
        }

        /** An army; an empty placeholder when it is missing or unreadable, so that checking can go on. */
        private ArmySpec army(JsonCursor c, Side side, boolean reportMissing) {
            String display = side == Side.BLUE ? "Blue" : "Red";
            Vec2 rearCentre = Vec2.ZERO;
            List<String> paths = unitPaths.computeIfAbsent(side, s -> new ArrayList<>());
            if (!c.isPresent() && reportMissing) {
                c.error("missing army (a scenario has exactly two: blue and red)");
            }
            if (c.object(ARMY_FIELDS).isEmpty()) {
                incomplete = true;
                missingArmies.add(side);
                return new ArmySpec(side, display, rearCentre, List.of());
            }
            String name = c.field("name").nonBlank(ScenarioLimits.MAX_NAME_LENGTH).orElse(display);
            JsonCursor commanderField = c.field("commander");
            commanderField.require();
            Vec2 commander = commanderField.point().orElse(rearCentre);
            JsonCursor unitsField = c.field("units");
            unitsField.require();
            List<UnitSpec> units = unitsField.list(paths, u -> unit(u, side), () -> incomplete = true);
            return new ArmySpec(side, name, commander, units);
        }

        private Optional<UnitSpec> unit(JsonCursor c, Side side) {
            if (c.object(UNIT_FIELDS).isEmpty()) {
                return Optional.empty();
            }
            Optional<String> id = c.field("id").id();
            String name = c.field("name").nonBlank(ScenarioLimits.MAX_NAME_LENGTH).orElse(id.orElse(""));
            JsonCursor typeField = c.field("type");
            typeField.require();
            Optional<UnitType> type = typeField.oneOf(UnitType::fromId);
            String label = label(c.field("label"));
            boolean militia = c.field("militia").bool().orElse(false);
            Optional<Formation> formation = c.field("formation").oneOf(Formation::fromId);
            boolean formationBad = c.field("formation").isPresent() && formation.isEmpty();
            JsonCursor anchorField = c.field("anchor");
            anchorField.require();
            Optional<Vec2> anchor = anchorField.point();
            double facing = c.field("facing").number().orElse(side == Side.BLUE ? 90 : -90);
            Optional<Map<Role, Integer>> men = men(c.field("men"), type);
            if (id.isEmpty() || type.isEmpty() || formationBad || anchor.isEmpty() || men.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(new UnitSpec(id.get(), name, type.get(), label, militia,
                    formation.orElse(Formation.defaultFor(type.get())), anchor.get(), facing, men.get()));
        }

        private Optional<Map<Role, Integer>> men(JsonCursor c, Optional<UnitType> type) {
            if (!c.isPresent() && type.isPresent() && type.get() == UnitType.ARTILLERY) {
                return Optional.of(Map.of(Role.GUNNER, UnitSpec.DEFAULT_GUNNERS));
            }
            if (!c.require() || c.map().isEmpty()) {
                return Optional.empty();
            }
            Map<Role, Integer> men = new EnumMap<>(Role.class);
            boolean ok = true;
            for (String key : c.fieldNames()) {
                JsonCursor count = c.field(key);
                Optional<Role> role = roleOf(count, key);
                var n = count.integer();
                if (n.isPresent() && n.getAsInt() < 0) {
                    count.error("must not be negative, not " + n.getAsInt());
                    ok = false;
                } else if (n.isPresent() && n.getAsInt() > MAX_MEN_PER_UNIT) {
                    count.error(n.getAsInt() + " men; a unit may have at most " + MAX_MEN_PER_UNIT);
                    ok = false;
                } else if (role.isEmpty() || n.isEmpty()) {
                    ok = false;
                } else {
                    men.put(role.get(), n.getAsInt());
                }
            }
            int total = men.values().stream().mapToInt(Integer::intValue).sum();
            if (ok && total > MAX_MEN_PER_UNIT) {
                c.error(total + " men; a unit may have at most " + MAX_MEN_PER_UNIT);
                ok = false;
            }
            return ok ? Optional.of(men) : Optional.empty();
        }

        private static Optional<Role> roleOf(JsonCursor at, String id) {
            try {
                return Optional.of(Role.fromId(id));
            } catch (IllegalArgumentException e) {
                at.error(e.getMessage());
                return Optional.empty();
            }
        }

        private RulesOptions options(JsonCursor c) {
            RulesOptions d = RulesOptions.defaults();
            if (c.object(OPTION_FIELDS).isEmpty()) {
                return d;
            }
            return new RulesOptions(
                    c.field("victimSelection").oneOf(RulesOptions.VictimSelection::fromId).orElse(d.victimSelection()),
                    c.field("deckMode").oneOf(RulesOptions.DeckMode::fromId).orElse(d.deckMode()),
                    c.field("wcDeclaration").oneOf(RulesOptions.WcDeclaration::fromId).orElse(d.wcDeclaration()),
                    c.field("tieAppliesWinnerMods").bool().orElse(d.tieAppliesWinnerMods()),
                    c.field("chanceModsOnArtilleryWin").bool().orElse(d.chanceModsOnArtilleryWin()),
                    c.field("wcTargetModsForAllAttackers").bool().orElse(d.wcTargetModsForAllAttackers()),
                    c.field("wcRallyWithoutCommander").atLeast(0, d.wcRallyWithoutCommander()),
                    c.field("lraWhileEngaged").bool().orElse(d.lraWhileEngaged()),
                    c.field("engagementPruning").oneOf(RulesOptions.EngagementPruning::fromId).orElse(d.engagementPruning()),
                    c.field("mobMode").oneOf(RulesOptions.MobMode::fromId).orElse(d.mobMode()),
                    c.field("passClearance").nonNegative().orElse(d.passClearance()),
                    c.field("coverOnlyWhenTargeted").bool().orElse(d.coverOnlyWhenTargeted()),
                    c.field("pinnedMayWithdraw").bool().orElse(d.pinnedMayWithdraw()),
                    c.field("immobileMayPivot").bool().orElse(d.immobileMayPivot()),
                    c.field("idleTurnsForDraw").atLeast(1, d.idleTurnsForDraw()),
                    deckSize(c.field("deckSize"), d.deckSize()));
        }

        private static int deckSize(JsonCursor c, int fallback) {
            var v = c.integer();
            if (v.isPresent() && (v.getAsInt() < 13 || v.getAsInt() % 13 != 0)) {
                c.error("must be a positive multiple of 13 (cards Ace to King), not " + v.getAsInt());
                return fallback;
            }
            if (v.isPresent() && v.getAsInt() > MAX_DECK_SIZE) {
                c.error("must be at most " + MAX_DECK_SIZE + " cards, not " + v.getAsInt());
                return fallback;
            }
            return v.orElse(fallback);
        }

        /** Flavour text, possibly empty; a name's bounds apply when it is given. */
        private static String label(JsonCursor c) {
            return c.text().filter(l -> !l.isEmpty()).isPresent()
                    ? c.nonBlank(ScenarioLimits.MAX_NAME_LENGTH).orElse("") : c.text().orElse("");
        }

        private static int turnLimit(JsonCursor c) {
            var v = c.integer();
            if (v.isPresent() && v.getAsInt() > MAX_TURN_LIMIT) {
                c.error("must be at most " + MAX_TURN_LIMIT + ", not " + v.getAsInt());
                return DEFAULT_TURN_LIMIT;
            }
            return v.orElse(DEFAULT_TURN_LIMIT);
        }

    }
}
