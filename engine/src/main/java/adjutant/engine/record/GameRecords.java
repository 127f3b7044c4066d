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
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.scenario.ScenarioWriter;
import com.fasterxml.jackson.core.JsonLocation;
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
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Game records as JSON ({@code "format": "adjutant-game/2"}, or {@code /1}: {@link RecordFormat}):
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
            n.put("notation", codec.notation(s.action()));
            if (s.chance()) {
                n.put("chance", true);
            }
            n.set("action", codec.toJson(s.action()));
            n.put("hash", HEX.toHexDigits(s.hashAfter()));
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

    public static GameRecord<?, ?> read(Path file) throws RecordException {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new RecordException(file + ": no such file");
        } catch (IOException e) {
            throw new RecordException(file + ": cannot read (" + e.getMessage() + ")");
        }
        try {
            return parse(text);
        } catch (RecordException e) {
            throw new RecordException(file + ": " + e.getMessage(), e);
        }
    }

    public static GameRecord<?, ?> parse(String text) throws RecordException {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : "line " + at.getLineNr() + ", column " + at.getColumnNr() + ": ";
            throw new RecordException(where + "not valid JSON (" + e.getOriginalMessage() + ")"
                    + (text.isBlank() ? "" : "; the file may be truncated"));
        }
        if (root == null || !root.isObject()) {
            throw new RecordException("a game record is a JSON object");
        }
        RecordFormat format = RecordFormat.fromId(root.path("format").asText()).orElseThrow(() ->
                new RecordException("$.format: expected " + RecordFormat.known() + ", got " + root.path("format")));
        // Records of formats 1 and 2 written before a second ruleset existed may lack the field.
        String rulesId = root.path("rules").asText(BLOWN_AWAY);
        Ruleset<?, ?> ruleset;
        try {
            ruleset = Rulesets.require(rulesId.isEmpty() ? BLOWN_AWAY : rulesId);
        } catch (IllegalArgumentException e) {
            throw new RecordException("$.rules: " + e.getMessage());
        }
        String variant = root.path("variant").asText();
        if (ruleset.variant(variant).isEmpty()) {
            throw new RecordException("$.variant: unknown variant '" + variant + "' of " + ruleset.id());
        }
        if (!root.path("seed").canConvertToLong()) {
            throw new RecordException("$.seed: expected a whole number");
        }
        long seed = root.path("seed").asLong();
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

    private static <S extends GameState<S>, A> GameRecord<S, A> parse(JsonNode root, RecordFormat format,
            Ruleset<S, A> ruleset, String variant, long seed, Scenario scenario) throws RecordException {
        Map<String, String> players = new LinkedHashMap<>();
        root.path("players").fields().forEachRemaining(en -> players.put(en.getKey(), en.getValue().asText()));
        JsonNode steps = root.get("steps");
        if (steps == null || !steps.isArray()) {
            throw new RecordException("$.steps: expected an array of steps");
        }
        List<GameRecord.Step<A>> list = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            JsonNode n = steps.get(i);
            String path = "$.steps[" + i + "]";
            A action;
            try {
                action = ruleset.codec().fromJson(n.get("action"));
            } catch (IllegalArgumentException e) {
                throw new RecordException(path + ".action: " + (e.getMessage().equals("missing") ? "missing"
                        : "not an action (" + e.getMessage().split("\n")[0] + ")"));
            }
            String hex = n.path("hash").asText();
            long hash;
            try {
                hash = hex.length() == 16 ? HexFormat.fromHexDigitsToLong(hex) : badHash(path);
            } catch (IllegalArgumentException e) {
                hash = badHash(path);
            }
            list.add(new GameRecord.Step<>(action, n.path("chance").asBoolean(false), hash));
        }
        JsonNode res = root.path("result");
        GameResult result = GameResult.ONGOING;
        if (res.isObject() && res.has("outcome")) {
            try {
                result = new GameResult(Outcome.valueOf(res.path("outcome").asText()), res.path("rule").asText(),
                        res.path("reason").asText());
            } catch (IllegalArgumentException e) {
                throw new RecordException("$.result.outcome: unknown outcome " + res.path("outcome"));
            }
        }
        return new GameRecord<>(ruleset, scenario, variant, seed, players, list, result, format);
    }

    private static long badHash(String path) throws RecordException {
        throw new RecordException(path + ".hash: expected 16 hex digits");
    }

    /** The end of a replay: the final state, and how many steps were checked. */
    public record Replay<S>(S finalState, int steps) {}

    /**
     * Replays a record from its scenario and seed, checking every step's legality and the hash
     * of every state (by the record's format) against the recorded one.
     */
    public static <S extends GameState<S>, A> Replay<S> replay(GameRecord<S, A> r) throws RecordException {
        Rules<S, A> rules = r.ruleset().rules();
        S s = r.ruleset().newGame(r.scenario(), r.variant(), r.seed());
        int i = 0;
        for (GameRecord.Step<A> step : r.steps()) {
            String notation = r.ruleset().codec().notation(step.action());
            Verdict v = rules.validate(s, step.action());
            if (!v.legal()) {
                throw new RecordException("step " + (i + 1) + " '" + notation + "' is illegal: " + v.message());
            }
            rules.apply(s, step.action());
            long hash = r.hash(s);
            if (hash != step.hashAfter()) {
                throw new RecordException("step " + (i + 1) + " '" + notation
                        + "': the state's hash " + HEX.toHexDigits(hash) + " differs from the recorded "
                        + HEX.toHexDigits(step.hashAfter()) + " (the record does not match these rules)");
            }
            i++;
        }
        return new Replay<>(s, i);
    }
}
