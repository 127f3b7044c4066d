package adjutant.engine.scenario;

import adjutant.engine.game.Ruleset;
import adjutant.engine.io.Printable;
import adjutant.engine.game.RulesetVariant;
import adjutant.engine.game.Rulesets;
import adjutant.engine.geometry.Vec2;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
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
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * Reads scenario files of every ruleset ({@code scenarios/README.md} describes the format): the
 * header here, the rest by the {@link ScenarioFormat} of the ruleset the file names, found in
 * the registry. Every problem is reported with its JSON path and a plain reason, all of them at
 * once; nothing is thrown but {@link ScenarioException}.
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
    /** The header's top-level fields; a ruleset's {@link ScenarioFormat#fields()} come beside them. */
    static final Set<String> HEADER_FIELDS = Set.of("format", "rules", "name", "title", "description", "variant",
            "table", "terrain", "objectives");
    static final Set<String> TABLE_FIELDS = Set.of("length", "width", "unit");
    static final Set<String> TERRAIN_FIELDS = Set.of("id", "kind", "points", "blocksLos", "impassable", "openEdges");
    static final Set<String> OBJECTIVE_FIELDS = Set.of("id", "name", "center", "radius", "polygon");

    private static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS) // so that NaN gets a path, not a parse error
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    static {
        MAPPER.getFactory().setStreamReadConstraints(StreamReadConstraints.builder()
                .maxStringLength(ScenarioLimits.MAX_JSON_STRING)
                .maxNestingDepth(ScenarioLimits.MAX_JSON_DEPTH)
                .maxNumberLength(100)
                .build());
    }

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
            long size = Files.size(file);
            if (size > ScenarioLimits.MAX_FILE_BYTES) {
                return failed(source, "the file is " + ScenarioLimits.bytes(size) + "; a scenario file may be at most "
                        + ScenarioLimits.bytes(ScenarioLimits.MAX_FILE_BYTES));
            }
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

    /** Every problem of a shipped scenario, named {@code NAME} or {@code RULESET/NAME}. */
    public static LoadResult checkNamed(String name) {
        Optional<String> qualified = ScenarioCatalog.resolve(name);
        if (qualified.isEmpty()) {
            return failed(name, "no shipped scenario '" + name + "' (shipped: "
                    + String.join(", ", ScenarioCatalog.names()) + ")");
        }
        String shortName = qualified.get().substring(qualified.get().indexOf('/') + 1);
        try (InputStream in = ScenarioLoader.class.getClassLoader()
                .getResourceAsStream(ScenarioCatalog.resource(qualified.get()))) {
            if (in == null) {
                return failed(name, "the shipped scenario '" + qualified.get() + "' cannot be opened");
            }
            return check(decode(in.readAllBytes()), name, shortName);
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
        return check(json, source, defaultName, Rulesets::require);
    }

    /**
     * Every problem of a scenario given as JSON text of a ruleset not (yet) registered, such as
     * one whose rules are still being written: its tests load their scenarios with it.
     */
    public static LoadResult check(String json, String defaultName, Ruleset<?, ?> unregistered) {
        return check(json, defaultName, defaultName,
                id -> id.equals(unregistered.id()) ? unregistered : Rulesets.require(id));
    }

    private static LoadResult check(String json, String source, String defaultName,
            java.util.function.Function<String, Ruleset<?, ?>> rulesets) {
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
        if (!tree.isObject()) {
            return failed(source, "a scenario is a JSON object, found " + JsonCursor.describe(tree));
        }
        Optional<Scenario> scenario = new Reader(problems, defaultName, rulesets).scenario(JsonCursor.root(tree, problems));
        return new LoadResult(source, problems.list(), problems.hasErrors() ? Optional.empty() : scenario);
    }

    static LoadResult failed(String source, String message) {
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
        /** Something was left out: the scenario as a whole cannot be judged. */
        private boolean incomplete;

        private final java.util.function.Function<String, Ruleset<?, ?>> rulesets;

        Reader(Problems problems, String defaultName, java.util.function.Function<String, Ruleset<?, ?>> rulesets) {
            this.problems = problems;
            this.defaultName = defaultName;
            this.rulesets = rulesets;
        }

        Optional<Scenario> scenario(JsonCursor root) {
            if (root.map().isEmpty()) {
                return Optional.empty();
            }
            JsonCursor format = root.field("format");
            if (format.require()) {
                format.text().filter(f -> !f.equals(FORMAT)).ifPresent(f ->
                        format.error("unsupported format '" + f + "' (expected " + FORMAT + ")"));
            }
            JsonCursor rules = root.field("rules");
            rules.require();
            Optional<Ruleset<?, ?>> ruleset = rules.oneOf(rulesets);
            if (ruleset.isEmpty()) {
                return Optional.empty();
            }
            ScenarioFormat body = ruleset.get().scenarioFormat();
            Set<String> fields = new HashSet<>(HEADER_FIELDS);
            fields.addAll(body.fields());
            root.object(fields);
            String name = bounded(root.field("name"), ScenarioLimits.MAX_NAME_LENGTH).orElse(defaultName);
            String title = bounded(root.field("title"), ScenarioLimits.MAX_NAME_LENGTH).orElse(name);
            String description = description(root.field("description"));
            String variant = variant(root.field("variant"), ruleset.get());
            Table table = table(root.field("table"), body.defaultUnit());
            List<TerrainFeature> terrain = atMost(root.field("terrain"), ScenarioLimits.MAX_TERRAIN, "terrain features")
                    ? root.field("terrain").list(terrainPaths, c -> terrain(c, ruleset.get()), this::leftOut) : List.of();
            List<ObjectiveSpec> objectives = atMost(root.field("objectives"), ScenarioLimits.MAX_OBJECTIVES, "objectives")
                    ? root.field("objectives").list(objectivePaths, this::objective, this::leftOut) : List.of();
            ScenarioHeader header = new ScenarioHeader(ruleset.get().id(), variant, name, title, description, table,
                    terrain, objectives);
            HeaderPaths paths = new HeaderPaths(terrainPaths, objectivePaths);
            HeaderValidator.validate(header, paths, problems);
            return body.read(header, paths, root, !incomplete, problems).map(Scenario.class::cast);
        }

        private void leftOut() {
            incomplete = true;
        }

        /** Whether an array has at most {@code max} items; reported (and the scenario incomplete) when not. */
        private boolean atMost(JsonCursor c, int max, String what) {
            int n = c.array().map(List::size).orElse(0);
            if (n > max) {
                c.error(n + " " + what + "; a scenario may have at most " + max);
                incomplete = true;
                return false;
            }
            return true;
        }

        /** The variant; required when the ruleset has more than one. */
        private static String variant(JsonCursor c, Ruleset<?, ?> ruleset) {
            if (ruleset.variants().size() > 1) {
                c.require();
            }
            return c.oneOf(id -> ruleset.variant(id).orElseThrow(() -> new IllegalArgumentException(
                            "unknown variant '" + id + "' (expected " + String.join(" or ",
                                    ruleset.variants().stream().map(RulesetVariant::id).toList()) + ")")))
                    .orElse(ruleset.defaultVariant()).id();
        }

        /** Free text, possibly empty, of at most {@link ScenarioLimits#MAX_DESCRIPTION_LENGTH} characters. */
        private static String description(JsonCursor c) {
            String s = c.text().orElse("");
            if (s.length() > ScenarioLimits.MAX_DESCRIPTION_LENGTH) {
                c.error("is " + s.length() + " characters long; at most " + ScenarioLimits.MAX_DESCRIPTION_LENGTH
                        + " are allowed");
                return "";
            }
            if (!Printable.keepingLines(s.replace('\t', ' ')).equals(s.replace('\t', ' '))) {
                c.error("must not contain control characters other than line breaks and tabs");
                return "";
            }
            return s;
        }

        static Optional<String> bounded(JsonCursor c, int max) {
            return c.nonBlank(max);
        }

        private static Table table(JsonCursor c, LengthUnit defaultUnit) {
            Table standard = new Table(Table.STANDARD.length(), Table.STANDARD.width(), defaultUnit);
            if (c.object(TABLE_FIELDS).isEmpty()) {
                return standard;
            }
            double length = side(c.field("length"), standard.length());
            double width = side(c.field("width"), standard.width());
            LengthUnit unit = c.field("unit").oneOf(LengthUnit::fromId).orElse(defaultUnit);
            return new Table(length, width, unit);
        }

        private static double side(JsonCursor c, double fallback) {
            double v = c.positive().orElse(fallback);
            if (v > ScenarioLimits.MAX_TABLE_SIDE) {
                c.error("must be at most " + JsonCursor.format(ScenarioLimits.MAX_TABLE_SIDE) + ", not "
                        + JsonCursor.format(v));
                return fallback;
            }
            return v;
        }

        private Optional<TerrainFeature> terrain(JsonCursor c, Ruleset<?, ?> ruleset) {
            if (c.object(TERRAIN_FIELDS).isEmpty()) {
                return Optional.empty();
            }
            Optional<String> id = c.field("id").id();
            JsonCursor kindField = c.field("kind");
            kindField.require();
            Optional<TerrainKind> kind = kindField.oneOf(TerrainKind::fromId);
            Set<TerrainKind> accepted = ruleset.scenarioFormat().terrainKinds();
            if (kind.isPresent() && !accepted.contains(kind.get())) {
                kindField.error("terrain kind '" + kind.get().id() + "' is not one of " + ruleset.displayName()
                        + "'s (expected one of: " + String.join(", ", accepted.stream().map(TerrainKind::id).toList())
                        + ")");
                return Optional.empty();
            }
            JsonCursor pointsField = c.field("points");
            pointsField.require();
            Optional<List<Vec2>> points = points(pointsField);
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
            Optional<String> id = c.field("id").id();
            String name = bounded(c.field("name"), ScenarioLimits.MAX_NAME_LENGTH).orElse(id.orElse(""));
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
                Optional<List<Vec2>> pts = points(polygon);
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


        /** Points of a polygon or polyline, at most {@link ScenarioLimits#MAX_POINTS}. */
        private static Optional<List<Vec2>> points(JsonCursor c) {
            int n = c.array().map(List::size).orElse(0);
            if (n > ScenarioLimits.MAX_POINTS) {
                c.error(n + " points; a shape may have at most " + ScenarioLimits.MAX_POINTS);
                return Optional.empty();
            }
            return c.points();
        }
    }
}
