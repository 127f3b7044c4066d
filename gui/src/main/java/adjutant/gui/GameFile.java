package adjutant.gui;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAway;
import adjutant.engine.game.Rules;
import adjutant.engine.blownaway.action.ActionNotation;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.Variant;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A saved game as the GUI reads and writes it: scenario name, rules version, seed and every
 * action (chance outcomes included, as {@code cards B R}) in notation.
 *
 * <pre>
 * {"format": "adjutant-game/1", "scenario": "demo", "variant": "chance", "seed": 1,
 *  "actions": ["commander x=30 y=4", "pass"]}
 * </pre>
 *
 * Also accepted when reading: a bare JSON list of actions (then the scenario and variant come
 * from the caller), and actions in their Jackson object form ({@code {"type": "pass"}}).
 *
 * @implNote Stands in for the engine's GameRecord until that lands; same content.
 */
public record GameFile(String scenario, Variant variant, long seed, List<BaAction> actions) {
    public static final String FORMAT = "adjutant-game/1";
    private static final ObjectMapper JSON = new ObjectMapper();

    public GameFile {
        Objects.requireNonNull(scenario);
        Objects.requireNonNull(variant);
        actions = List.copyOf(actions);
    }

    /** Reads a game file; {@code fallback} supplies scenario, variant and seed for a bare action list. */
    public static GameFile read(Path file, GameFile fallback) throws IOException {
        JsonNode root = JSON.readTree(Files.readString(file));
        if (root.isArray()) {
            if (fallback == null) {
                throw new IOException(file + " is a bare action list; give the scenario too");
            }
            return new GameFile(fallback.scenario(), fallback.variant(), fallback.seed(), actions(root, file));
        }
        if (!root.isObject() || !root.has("scenario") || !root.has("actions")) {
            throw new IOException(file + ": expected {\"scenario\": ..., \"actions\": [...]} or a list of actions");
        }
        Variant v = root.has("variant") ? Variant.fromId(root.get("variant").asText()) : Variant.CHANCE;
        return new GameFile(root.get("scenario").asText(), v, root.path("seed").asLong(1), actions(root.get("actions"), file));
    }

    private static List<BaAction> actions(JsonNode list, Path file) throws IOException {
        List<BaAction> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            JsonNode a = list.get(i);
            try {
                out.add(a.isTextual() ? ActionNotation.parse(a.asText()) : JSON.treeToValue(a, BaAction.class));
            } catch (IllegalArgumentException | IOException e) {
                throw new IOException(file + ": actions[" + i + "]: " + e.getMessage(), e);
            }
        }
        return out;
    }

    /** Writes atomically: a temp file beside {@code file}, then a rename. */
    public void write(Path file) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT);
        root.put("scenario", scenario);
        root.put("variant", variant.id());
        root.put("seed", seed);
        ArrayNode list = root.putArray("actions");
        actions.forEach(a -> list.add(a.notation()));
        AtomicFiles.writeString(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n");
    }

    /**
     * Every state of the game: the start, then one after each action.
     *
     * @throws IllegalArgumentException naming the first action the rules reject
     */
    public List<BaState> replay(Scenario sc, Rules<BaState, BaAction> rules) {
        List<BaState> states = new ArrayList<>();
        BaState s = BlownAway.newGame(sc, variant, seed);
        states.add(s.copy());
        for (int i = 0; i < actions.size(); i++) {
            BaAction a = actions.get(i);
            var verdict = rules.validate(s, a);
            if (!verdict.legal()) {
                throw new IllegalArgumentException("action " + (i + 1) + " '" + a.notation() + "': " + verdict.message());
            }
            rules.apply(s, a);
            states.add(s.copy());
        }
        return states;
    }
}
