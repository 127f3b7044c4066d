package adjutant.engine.record;

import adjutant.engine.game.ActionCodec;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.Rulesets;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Verdict;
import adjutant.engine.io.AtomicFiles;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioException;
import adjutant.engine.scenario.ScenarioLimits;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.scenario.ScenarioWriter;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.charset.MalformedInputException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.Set;
import java.util.TreeSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Game records as JSON ({@code "format": "adjutant-game/4"}, or an older {@link RecordFormat}):
 * write atomically, read with clear errors, and replay with a hash check after every step.
 */
public final class GameRecords {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final HexFormat HEX = HexFormat.of();

    /** The ruleset of records that name none: the only one there was when they were written. */
    private static final String BLOWN_AWAY = "blown-away";

    private GameRecords() {}

    public static ObjectMapper mapper() {
        return JSON;
    }

    public static String toJson(GameRecord<?, ?> r) {
        return toJsonTyped(r);
    }

    private static <S extends GameState<S>, A> String toJsonTyped(GameRecord<S, A> r) {
        ActionCodec<S, A> codec = r.ruleset().codec();
        ObjectNode root = JSON.createObjectNode();
        root.put("format", r.format().id());
        root.put("rules", r.ruleset().id());
        root.put("variant", r.variant());
        root.put("seed", r.seed());
        ObjectNode players = root.putObject("players");
        r.players().forEach(players::put);
        ObjectNode result = root.putObject("result");
        result.put("outcome", r.result().outcome().name());
        result.put("rule", r.result().ruleId());
        result.put("reason", r.result().reason());
        root.set("scenario", ScenarioWriter.tree(r.scenario()));
        ArrayNode steps = root.putArray("steps");
        for (GameRecord.Step<A> s : r.steps()) {
            ObjectNode n = steps.addObject();
            if (s.isSync()) {
                TableSyncJson.write(s.sync(), n.putObject("sync"));
                n.put("hash", HEX.toHexDigits(s.hashAfter()));
                continue;
            }
            n.put("notation", codec.notation(s.action()));
            if (s.chance()) {
                n.put("chance", true);
            }
            if (s.entered()) {
                n.put("entered", true);
            }
            n.set("action", codec.toJson(s.action()));
            n.put("hash", HEX.toHexDigits(s.hashAfter()));
            if (s.millis() >= 0) {
                n.put("ms", s.millis());
            }
        }
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a game record", e);
        }
    }

    /** Saves atomically: a reader sees the old file or the new one, never half. */
    public static void write(GameRecord<?, ?> r, Path file) throws IOException {
        AtomicFiles.writeString(file, toJson(r));
    }

    /** Bytes of a game record file: a 10,000-step game takes about 2 MiB. */
    public static final long MAX_RECORD_BYTES = 64L << 20;

    /** The fields of a record and of one of its steps; any other is an error (a typing mistake, or a forgery). */
    private static final Set<String> FIELDS = Set.of("format", "rules", "variant", "seed", "players", "result",
            "scenario", "steps");
    private static final Set<String> STEP_FIELDS = Set.of("notation", "chance", "entered", "action", "hash", "ms",
            "sync");

    /** Reads strictly: a key twice is an error, and NaN reaches the checks (with a path) instead of the parser. */
    private static final ObjectMapper READER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    public static GameRecord<?, ?> read(Path file) throws RecordException {
        String text;
        try {
            long size = Files.size(file);
            if (size > MAX_RECORD_BYTES) {
                throw new RecordException(file + ": the file is " + ScenarioLimits.bytes(size)
                        + "; a game record may be at most " + ScenarioLimits.bytes(MAX_RECORD_BYTES));
            }
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new RecordException(file + ": no such file");
        } catch (MalformedInputException e) {
            throw new RecordException(file + ": the file is not UTF-8 text");
        } catch (IOException e) {
            throw new RecordException(file + ": cannot read (" + e.getMessage() + ")");
        }
        try {
            return parse(text);
        } catch (RecordException e) {
            throw new RecordException(file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Reads a record and checks its form: every field present and of its type, nothing unknown,
     * no key twice, whole numbers whole. Whether its steps are legal, reproduce their hashes and
     * their seed's chance draws, and reach the recorded result is {@link #replay}'s to check.
     */
    public static GameRecord<?, ?> parse(String text) throws RecordException {
        JsonNode root = tree(text);
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!FIELDS.contains(name)) {
                throw new RecordException("$." + name + ": unknown field (a record has " + String.join(", ",
                        new TreeSet<>(FIELDS)) + ")");
            }
        }
        RecordFormat format = RecordFormat.fromId(root.path("format").asText()).orElseThrow(() ->
                new RecordException("$.format: expected " + RecordFormat.known() + ", got " + root.path("format")));
        Ruleset<?, ?> ruleset = ruleset(root.get("rules"));
        String variant = text(root, "variant");
        if (ruleset.variant(variant).isEmpty()) {
            throw new RecordException("$.variant: unknown variant '" + variant + "' of " + ruleset.id());
        }
        JsonNode seedNode = root.path("seed");
        if (!seedNode.isIntegralNumber() || !seedNode.canConvertToLong()) {
            throw new RecordException("$.seed: expected a whole number, found " + seedNode);
        }
        long seed = seedNode.asLong();
        JsonNode sc = root.get("scenario");
        if (sc == null || !sc.isObject()) {
            throw new RecordException("$.scenario: missing (a record carries its scenario)");
        }
        Scenario scenario;
        try {
            scenario = ScenarioLoader.parse(sc.toString());
        } catch (ScenarioException e) {
            throw new RecordException("$.scenario: " + e.getMessage().replace("\n", "; "));
        }
        if (!scenario.rules().equals(ruleset.id())) {
            throw new RecordException("$.scenario.rules: a " + scenario.rules() + " scenario in a " + ruleset.id()
                    + " record");
        }
        return parse(root, format, ruleset, variant, seed, scenario);
    }

    private static JsonNode tree(String text) throws RecordException {
        JsonNode root;
        try {
            root = READER.readTree(text);
        } catch (JsonProcessingException e) {
            if (e instanceof JsonEOFException || String.valueOf(e.getOriginalMessage()).contains("end-of-input")) {
                throw new RecordException(where(e) + "the JSON ends too soon; the file may be truncated");
            }
            throw new RecordException(where(e) + "not valid JSON (" + e.getOriginalMessage().lines().findFirst()
                    .orElse("") + ")");
        }
        if (root == null || !root.isObject()) {
            throw new RecordException("a game record is a JSON object, found "
                    + (root == null || root.isMissingNode() ? "nothing" : root.getNodeType().name().toLowerCase()));
        }
        return root;
    }

    private static String where(JsonProcessingException e) {
        JsonLocation at = e.getLocation();
        return at == null || at.getLineNr() < 0 ? "" : "line " + at.getLineNr() + ", column " + at.getColumnNr() + ": ";
    }

    private static Ruleset<?, ?> ruleset(JsonNode rules) throws RecordException {
        // Records of formats 1 and 2 written before a second ruleset existed may lack the field.
        if (rules == null) {
            return Rulesets.require(BLOWN_AWAY);
        }
        if (!rules.isTextual()) {
            throw new RecordException("$.rules: expected a ruleset id, found " + rules);
        }
        try {
            return Rulesets.require(rules.asText());
        } catch (IllegalArgumentException e) {
            throw new RecordException("$.rules: " + e.getMessage());
        }
    }

    private static String text(JsonNode parent, String field) throws RecordException {
        JsonNode n = parent.get(field);
        if (n == null || !n.isTextual()) {
            throw new RecordException("$." + field + ": expected text, found " + (n == null ? "nothing" : n));
        }
        return n.asText();
    }

    private static <S extends GameState<S>, A> GameRecord<S, A> parse(JsonNode root, RecordFormat format,
            Ruleset<S, A> ruleset, String variant, long seed, Scenario scenario) throws RecordException {
        Map<String, String> players = new LinkedHashMap<>();
        JsonNode playersNode = root.path("players");
        if (!playersNode.isMissingNode() && !playersNode.isObject()) {
            throw new RecordException("$.players: expected an object of player specs, found " + playersNode);
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = playersNode.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> en = it.next();
            if (!en.getValue().isTextual()) {
                throw new RecordException("$.players." + en.getKey() + ": expected a player spec, found " + en.getValue());
            }
            players.put(en.getKey(), en.getValue().asText());
        }
        JsonNode steps = root.get("steps");
        if (steps == null || !steps.isArray()) {
            throw new RecordException("$.steps: expected an array of steps");
        }
        List<GameRecord.Step<A>> list = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            list.add(step(ruleset.codec(), steps.get(i), i));
        }
        return new GameRecord<>(ruleset, scenario, variant, seed, players, list, result(root.get("result")), format);
    }

    /** The words that name a step in every message: "step 20 ($.steps[19])". */
    static String stepName(int index) {
        return "step " + (index + 1) + " ($.steps[" + index + "])";
    }

    private static <A> GameRecord.Step<A> step(ActionCodec<?, A> codec, JsonNode n, int i) throws RecordException {
        String at = stepName(i);
        if (n == null || !n.isObject()) {
            throw new RecordException(at + ": expected an object");
        }
        for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!STEP_FIELDS.contains(name)) {
                throw new RecordException(at + "." + name + ": unknown field");
            }
        }
        if (n.has("sync")) {
            return syncStep(n, at);
        }
        A action;
        try {
            action = codec.fromJson(n.get("action"));
        } catch (IllegalArgumentException e) {
            throw new RecordException(at + ".action: " + ("missing".equals(e.getMessage()) ? "missing"
                    : "not an action (" + String.valueOf(e.getMessage()).split("\n")[0] + ")"));
        }
        JsonNode notation = n.get("notation");
        if (notation != null && !codec.notation(action).equals(notation.asText())) {
            throw new RecordException(at + ".notation: '" + notation.asText() + "' is not its action, which reads '"
                    + codec.notation(action) + "'");
        }
        boolean chance = flag(n, "chance", at);
        boolean entered = flag(n, "entered", at);
        if (entered && !chance) {
            throw new RecordException(at + ".entered: only a chance outcome is entered from a real table");
        }
        long hash = hash(n, at);
        JsonNode ms = n.get("ms");
        if (ms != null && (!ms.isIntegralNumber() || !ms.canConvertToLong() || ms.asLong() < 0)) {
            throw new RecordException(at + ".ms: expected the decision's milliseconds, a whole number, found " + ms);
        }
        if (ms != null && chance) {
            throw new RecordException(at + ".ms: only a decision has a time");
        }
        return new GameRecord.Step<>(action, chance, entered, hash, ms == null ? -1 : ms.asLong());
    }

    /** A step that sets units where they stand on a real table: only "sync" and "hash". */
    private static <A> GameRecord.Step<A> syncStep(JsonNode n, String at) throws RecordException {
        for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!name.equals("sync") && !name.equals("hash")) {
                throw new RecordException(at + "." + name + ": a sync has only \"sync\" and \"hash\"");
            }
        }
        try {
            return GameRecord.Step.sync(TableSyncJson.read(n.get("sync"), at + ".sync"), hash(n, at));
        } catch (IllegalArgumentException e) {
            throw new RecordException(e.getMessage());
        }
    }

    private static long hash(JsonNode step, String at) throws RecordException {
        String hex = step.path("hash").asText();
        try {
            return hex.length() == 16 ? HexFormat.fromHexDigitsToLong(hex) : badHash(at);
        } catch (IllegalArgumentException e) {
            return badHash(at);
        }
    }

    private static boolean flag(JsonNode step, String field, String at) throws RecordException {
        JsonNode f = step.get(field);
        if (f != null && !f.isBoolean()) {
            throw new RecordException(at + "." + field + ": expected true or false, found " + f);
        }
        return f != null && f.asBoolean();
    }

    private static GameResult result(JsonNode res) throws RecordException {
        if (res == null || !res.isObject()) {
            throw new RecordException("$.result: missing (the outcome, its rule and reason; ONGOING when unfinished)");
        }
        Outcome outcome;
        try {
            outcome = Outcome.valueOf(res.path("outcome").asText());
        } catch (IllegalArgumentException e) {
            throw new RecordException("$.result.outcome: unknown outcome " + res.path("outcome"));
        }
        return new GameResult(outcome, res.path("rule").asText(""), res.path("reason").asText(""));
    }

    private static long badHash(String at) throws RecordException {
        throw new RecordException(at + ".hash: expected 16 hex digits");
    }

    /** The end of a replay: the final state, and how many steps were checked. */
    public record Replay<S>(S finalState, int steps) {}

    /**
     * Replays a record from its scenario and seed, checking that every step is legal, that every
     * state's hash (by the record's format) is the recorded one, that every chance outcome not
     * entered from a real table is the one the seed draws, and that the game ends as recorded:
     * with the recorded result, or unfinished when the record says {@code ONGOING}.
     */
    public static <S extends GameState<S>, A> Replay<S> replay(GameRecord<S, A> r) throws RecordException {
        return replay(r, state -> { });
    }

    /** As {@link #replay(GameRecord)}, showing {@code afterEach} the live state after every step (copy to keep it). */
    public static <S extends GameState<S>, A> Replay<S> replay(GameRecord<S, A> r, java.util.function.Consumer<S> afterEach)
            throws RecordException {
        GameRecorder<S, A> replayed = GameRecorder.resume(r, afterEach);
        GameResult actual = r.ruleset().rules().result(replayed.state());
        GameResult recorded = r.result();
        if (actual.outcome() != recorded.outcome() || !actual.ruleId().equals(recorded.ruleId())) {
            throw new RecordException("$.result: the record says " + describe(recorded) + ", but its "
                    + r.steps().size() + " steps end " + describe(actual));
        }
        return new Replay<>(replayed.state(), r.steps().size());
    }

    private static String describe(GameResult r) {
        return r.isOver() ? r.outcome() + " (" + r.ruleId() + " " + r.reason() + ")" : "unfinished (ONGOING)";
    }
}
