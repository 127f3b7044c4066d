package adjutant.engine.scenario;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * Reads scenario files ({@code scenarios/README.md} describes the format). Every problem is
 * reported with its JSON path and a plain reason, all of them at once; nothing is thrown but
 * {@link ScenarioException}.
 *
 * <p>The {@code check} methods never throw and return every problem; the {@code load} methods
 * return the scenario or throw a {@link ScenarioException} listing the problems. A shipped
 * scenario is named by its file name without {@code .json} (see {@link ScenarioCatalog}).
 *
 * @implNote This class is stateless and thread-safe.
 */
public final class ScenarioLoader {

    /** The value of the {@code format} field this version reads and writes. */
    public static final String FORMAT = "adjutant-scenario/1";
    /** The value of the {@code rules} field: the only ruleset so far. */
    public static final String RULES = "blown-away";

    static final Set<String> TOP_FIELDS = Set.of("format", "rules", "name", "title", "description", "variant", "year",
            "table", "turnLimit", "firstSide", "deployDepth", "victory", "objectivesToWin", "terrain", "objectives",
            "armies", "options");
    static final Set<String> TABLE_FIELDS = Set.of("length", "width");
    static final Set<String> TERRAIN_FIELDS = Set.of("id", "kind", "points", "blocksLos", "impassable", "openEdges");
    static final Set<String> OBJECTIVE_FIELDS = Set.of("id", "name", "center", "radius", "polygon");
    static final Set<String> ARMY_FIELDS = Set.of("name", "commander", "units");
    static final Set<String> UNIT_FIELDS = Set.of("id", "name", "type", "label", "militia", "formation", "anchor",
            "facing", "men");
    static final Set<String> OPTION_FIELDS = Set.of("victimSelection", "deckMode", "wcDeclaration",
            "tieAppliesWinnerMods", "chanceModsOnArtilleryWin", "wcTargetModsForAllAttackers",
            "wcRallyWithoutCommander", "lraWhileEngaged", "engagementPruning", "mobMode", "passClearance",
            "coverOnlyWhenTargeted", "pinnedMayWithdraw", "immobileMayPivot", "idleTurnsForDraw", "deckSize");

    static final int DEFAULT_TURN_LIMIT = 200;
    static final double DEFAULT_DEPLOY_DEPTH = 7;
    static final int DEFAULT_OBJECTIVES_TO_WIN = 3;

    private static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS) // so that NaN gets a path, not a parse error
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private ScenarioLoader() {}

    // ---- entry points ----

    /** Loads a scenario file, or throws a {@link ScenarioException} listing its problems. */
    public static Scenario load(Path file) {
        return check(file).orThrow();
    }

    /** Loads a shipped scenario by name ({@code "encounter"}), or throws a {@link ScenarioException}. */
    public static Scenario loadNamed(String name) {
        return checkNamed(name).orThrow();
    }

    /** Reads a scenario from JSON text, or throws a {@link ScenarioException}. */
    public static Scenario parse(String json) {
        return check(json, "scenario").orThrow();
    }

    /** Every problem of a scenario file; the scenario's name defaults to the file name without .json. */
    public static LoadResult check(Path file) {
        String source = file.toString();
        String text;
        try {
            text = decode(Files.readAllBytes(file));
        } catch (NoSuchFileException e) {
            return failed(source, "no such file");
        } catch (CharacterCodingException e) {
            return failed(source, "the file is not UTF-8 text");
        } catch (IOException e) {
            return failed(source, "cannot read the file (" + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")");
        }
        return check(text, source, stem(file));
    }

    /** Every problem of a shipped scenario. */
    public static LoadResult checkNamed(String name) {
        String resource = ScenarioCatalog.RESOURCE_FOLDER + name + ".json";
        try (InputStream in = ScenarioLoader.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                return failed(name, "no shipped scenario '" + name + "' (shipped: "
                        + String.join(", ", ScenarioCatalog.names()) + ")");
            }
            return check(decode(in.readAllBytes()), name, name);
        } catch (IOException e) {
            return failed(name, "cannot read the shipped scenario (" + e.getMessage() + ")");
        }
    }

    /**
     * Every problem of a scenario given as JSON text.
     *
     * @param defaultName the scenario's name when the file gives none
     */
    public static LoadResult check(String json, String defaultName) {
        return check(json, defaultName, defaultName);
    }

    private static LoadResult check(String json, String source, String defaultName) {
        Problems problems = new Problems();
        JsonNode tree;
        try {
            tree = MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
            String why = e.getOriginalMessage().lines().findFirst().orElse("").trim();
            return failed(source, "malformed JSON" + where + ": " + why);
        }
        if (tree == null || tree.isMissingNode()) {
            return failed(source, "the file is empty");
        }
        Optional<Scenario> scenario = new Reader(problems, defaultName).scenario(JsonCursor.root(tree, problems));
        return new LoadResult(source, problems.list(), problems.hasErrors() ? Optional.empty() : scenario);
    }

    private static LoadResult failed(String source, String message) {
        return new LoadResult(source, List.of(Problem.error("$", message)), Optional.empty());
    }

    private static String decode(byte[] bytes) throws CharacterCodingException {
        String s = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(ByteBuffer.wrap(bytes))
                .toString();
        return s.startsWith("\uFEFF") ? s.substring(1) : s;
    }

    private static String stem(Path file) {
        String name = file.getFileName() == null ? "scenario" : file.getFileName().toString();
        return name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
    }

    // ---- reading the tree ----

    /** Reads one file's tree into a scenario, leaving out what it cannot read. */
    private static final class Reader {
        private final Problems problems;
        private final String defaultName;
        private final List<String> terrainPaths = new ArrayList<>();
        private final List<String> objectivePaths = new ArrayList<>();
        private final Map<Side, List<String>> unitPaths = new EnumMap<>(Side.class);
        private final Set<Side> missingArmies = EnumSet.noneOf(Side.class);
        /** Something was left out: the balance of forces cannot be judged. */
        private boolean incomplete;

        Reader(Problems problems, String defaultName) {
            this.problems = problems;
            this.defaultName = defaultName;
        }

        Optional<Scenario> scenario(JsonCursor root) {
            if (root.object(TOP_FIELDS).isEmpty()) {
                return Optional.empty();
            }
            JsonCursor format = root.field("format");
            if (format.require()) {
                format.text().filter(f -> !f.equals(FORMAT)).ifPresent(f ->
                        format.error("unsupported format '" + f + "' (expected " + FORMAT + ")"));
            }
            JsonCursor rules = root.field("rules");
            if (rules.require()) {
                rules.text().filter(r -> !r.equals(RULES)).ifPresent(r ->
                        rules.error("unsupported rules '" + r + "' (this version knows only " + RULES + ")"));
            }
            String name = nonBlank(root.field("name")).orElse(defaultName);
            String title = nonBlank(root.field("title")).orElse(name);
            String description = root.field("description").text().orElse("");
            JsonCursor variantField = root.field("variant");
            variantField.require();
            Variant variant = variantField.oneOf(Variant::fromId).orElse(Variant.CHANCE);
            JsonCursor yearField = root.field("year");
            yearField.require();
            int year = yearField.integer().orElse(Scenario.MOBILE_ARTILLERY_YEAR);
            Table table = table(root.field("table"));
            int turnLimit = root.field("turnLimit").integer().orElse(DEFAULT_TURN_LIMIT);
            Side firstSide = root.field("firstSide").oneOf(Side::fromId).orElse(null);
            double deployDepth = root.field("deployDepth").number().orElse(DEFAULT_DEPLOY_DEPTH);
            VictoryKind victory = root.field("victory").oneOf(VictoryKind::fromId).orElse(VictoryKind.OBJECTIVES);
            int toWin = root.field("objectivesToWin").integer().orElse(DEFAULT_OBJECTIVES_TO_WIN);
            List<TerrainFeature> terrain = list(root.field("terrain"), terrainPaths, this::terrain);
            List<ObjectiveSpec> objectives = list(root.field("objectives"), objectivePaths, this::objective);
            List<ArmySpec> armies = armies(root.field("armies"));
            RulesOptions options = options(root.field("options"));
            Scenario s = new Scenario(name, title, description, table, variant, year, turnLimit, firstSide, deployDepth,
                    victory, toWin, terrain, objectives, armies, options);
            SourceMap paths = new SourceMap(terrainPaths, objectivePaths,
                    unitPaths.getOrDefault(Side.BLUE, List.of()), unitPaths.getOrDefault(Side.RED, List.of()),
                    missingArmies);
            ScenarioValidator.validate(s, paths, !incomplete, problems);
            return Optional.of(s);
        }

        private Table table(JsonCursor c) {
            if (c.object(TABLE_FIELDS).isEmpty()) {
                return Table.STANDARD;
            }
            double length = c.field("length").positive().orElse(Table.STANDARD.length());
            double width = c.field("width").positive().orElse(Table.STANDARD.width());
            return new Table(length, width);
        }

        private interface ElementReader<T> {
            Optional<T> read(JsonCursor c);
        }

        private <T> List<T> list(JsonCursor c, List<String> paths, ElementReader<T> reader) {
            List<T> out = new ArrayList<>();
            for (JsonCursor item : c.array().orElse(List.of())) {
                Optional<T> value = reader.read(item);
                if (value.isPresent()) {
                    out.add(value.get());
                    paths.add(item.path());
                } else {
                    incomplete = true;
                }
            }
            return out;
        }

        private Optional<TerrainFeature> terrain(JsonCursor c) {
            if (c.object(TERRAIN_FIELDS).isEmpty()) {
                return Optional.empty();
            }
            Optional<String> id = requiredText(c.field("id"));
            JsonCursor kindField = c.field("kind");
            kindField.require();
            Optional<TerrainKind> kind = kindField.oneOf(TerrainKind::fromId);
            JsonCursor pointsField = c.field("points");
            pointsField.require();
            Optional<List<Vec2>> points = pointsField.points();
            Optional<Boolean> blocksLos = c.field("blocksLos").bool();
            Optional<Boolean> impassable = c.field("impassable").bool();
            Optional<List<Integer>> openEdges = integers(c.field("openEdges"));
            if (id.isEmpty() || kind.isEmpty() || points.isEmpty() || openEdges.isEmpty()) {
                return Optional.empty();
            }
            TerrainKind k = kind.get();
            return Optional.of(new TerrainFeature(id.get(), k, points.get(), blocksLos.orElse(k.defaultBlocksLos()),
                    impassable.orElse(k.defaultImpassable()), openEdges.get()));
        }

        private Optional<List<Integer>> integers(JsonCursor c) {
            if (!c.isPresent()) {
                return Optional.of(List.of());
            }
            Optional<List<JsonCursor>> items = c.array();
            if (items.isEmpty()) {
                return Optional.empty();
            }
            List<Integer> out = new ArrayList<>();
            for (JsonCursor item : items.get()) {
                item.integer().ifPresent(out::add);
            }
            return out.size() == items.get().size() ? Optional.of(out) : Optional.empty();
        }

        private Optional<ObjectiveSpec> objective(JsonCursor c) {
            if (c.object(OBJECTIVE_FIELDS).isEmpty()) {
                return Optional.empty();
            }
            Optional<String> id = requiredText(c.field("id"));
            String name = nonBlank(c.field("name")).orElse(id.orElse(""));
            JsonCursor center = c.field("center");
            JsonCursor radius = c.field("radius");
            JsonCursor polygon = c.field("polygon");
            if (center.isPresent() && polygon.isPresent()) {
                c.error("give either a center (a circle) or a polygon, not both");
                return Optional.empty();
            }
            if (polygon.isPresent()) {
                if (radius.isPresent()) {
                    radius.error("only a circle has a radius; a polygon objective gives its points only");
                    return Optional.empty();
                }
                Optional<List<Vec2>> pts = polygon.points();
                return id.isEmpty() || pts.isEmpty() ? Optional.empty()
                        : Optional.of(ObjectiveSpec.polygon(id.get(), name, pts.get()));
            }
            if (!center.isPresent()) {
                center.error("missing required field (an objective has a center and radius, or a polygon)");
                return Optional.empty();
            }
            Optional<Vec2> at = center.point();
            OptionalDouble r = radius.isPresent() ? radius.number() : OptionalDouble.of(ObjectiveSpec.DEFAULT_RADIUS);
            return id.isEmpty() || at.isEmpty() || r.isEmpty() ? Optional.empty()
                    : Optional.of(ObjectiveSpec.circle(id.get(), name, at.get(), r.getAsDouble()));
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
            String name = nonBlank(c.field("name")).orElse(display);
            JsonCursor commanderField = c.field("commander");
            commanderField.require();
            Vec2 commander = commanderField.point().orElse(rearCentre);
            JsonCursor unitsField = c.field("units");
            unitsField.require();
            List<UnitSpec> units = list(unitsField, paths, u -> unit(u, side));
            return new ArmySpec(side, name, commander, units);
        }

        private Optional<UnitSpec> unit(JsonCursor c, Side side) {
            if (c.object(UNIT_FIELDS).isEmpty()) {
                return Optional.empty();
            }
            Optional<String> id = requiredText(c.field("id"));
            String name = nonBlank(c.field("name")).orElse(id.orElse(""));
            JsonCursor typeField = c.field("type");
            typeField.require();
            Optional<UnitType> type = typeField.oneOf(UnitType::fromId);
            String label = c.field("label").text().orElse("");
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
                } else if (role.isEmpty() || n.isEmpty()) {
                    ok = false;
                } else {
                    men.put(role.get(), n.getAsInt());
                }
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
                    atLeast(c.field("wcRallyWithoutCommander"), 0, d.wcRallyWithoutCommander()),
                    c.field("lraWhileEngaged").bool().orElse(d.lraWhileEngaged()),
                    c.field("engagementPruning").oneOf(RulesOptions.EngagementPruning::fromId).orElse(d.engagementPruning()),
                    c.field("mobMode").oneOf(RulesOptions.MobMode::fromId).orElse(d.mobMode()),
                    c.field("passClearance").nonNegative().orElse(d.passClearance()),
                    c.field("coverOnlyWhenTargeted").bool().orElse(d.coverOnlyWhenTargeted()),
                    c.field("pinnedMayWithdraw").bool().orElse(d.pinnedMayWithdraw()),
                    c.field("immobileMayPivot").bool().orElse(d.immobileMayPivot()),
                    atLeast(c.field("idleTurnsForDraw"), 1, d.idleTurnsForDraw()),
                    deckSize(c.field("deckSize"), d.deckSize()));
        }

        private static int atLeast(JsonCursor c, int min, int fallback) {
            var v = c.integer();
            if (v.isPresent() && v.getAsInt() < min) {
                c.error("must be at least " + min + ", not " + v.getAsInt());
                return fallback;
            }
            return v.orElse(fallback);
        }

        private static int deckSize(JsonCursor c, int fallback) {
            var v = c.integer();
            if (v.isPresent() && (v.getAsInt() < 13 || v.getAsInt() % 13 != 0)) {
                c.error("must be a positive multiple of 13 (cards Ace to King), not " + v.getAsInt());
                return fallback;
            }
            return v.orElse(fallback);
        }

        private static Optional<String> requiredText(JsonCursor c) {
            c.require();
            return nonBlank(c);
        }

        private static Optional<String> nonBlank(JsonCursor c) {
            Optional<String> s = c.text();
            if (s.isPresent() && s.get().isBlank()) {
                c.error("must not be empty");
                return Optional.empty();
            }
            return s;
        }
    }
}
