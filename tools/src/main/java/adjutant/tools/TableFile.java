package adjutant.tools;

import adjutant.engine.game.ActionCodec;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.Rulesets;
import adjutant.engine.game.Side;
import adjutant.engine.game.TableFrame;
import adjutant.engine.io.AtomicFiles;
import adjutant.engine.record.TableSyncJson;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.engine.scenario.ScenarioWriter;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A table game saved to a file ({@code adjutant-table/1}): its scenario, rules, seed, which side
 * the person commands, the bot, and every step and sync in order. Reading it replays them with
 * their checks, so a file that was edited or cut short says where it stops making sense.
 * Saving is atomic: a reader sees the old file or the new one, never half.
 */
final class TableFile {
    private TableFile() {}

    static final String FORMAT = "adjutant-table/1";

    /** A game taken up from a file, with the bot that was playing it. */
    record Loaded(TableGame<?, ?> game, String bot) {}

    private static final ObjectMapper JSON = JsonMapper.builder().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    static void save(TableGame<?, ?> game, String bot, Path file) throws IOException {
        AtomicFiles.writeString(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(tree(game, bot)) + "\n");
    }

    /** Whether a file's text is a table game (judged from its text, so a broken one gets this reader's message). */
    static boolean looksLikeOne(String head) {
        return head.contains("\"" + FORMAT + "\"");
    }

    private static <S extends GameState<S>, A> ObjectNode tree(TableGame<S, A> game, String bot) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT);
        root.put("rules", game.ruleset().id());
        root.put("variant", game.variant());
        root.put("seed", game.seed());
        root.put("human", game.human().id());
        root.put("bot", bot);
        root.set("scenario", ScenarioWriter.tree(game.scenario()));
        ArrayNode entries = root.putArray("entries");
        ActionCodec<S, A> codec = game.ruleset().codec();
        for (TableGame.Entry<A> e : game.entries()) {
            ObjectNode n = entries.addObject();
            if (e instanceof TableGame.Step<A> step) {
                n.put("notation", codec.notation(step.action()));
                if (step.chance()) {
                    n.put("chance", true);
                }
                n.set("action", codec.toJson(step.action()));
            } else if (e instanceof TableGame.Sync<A> sync) {
                TableSyncJson.write(sync.sync(), n.putObject("sync"));
            }
        }
        return root;
    }

    /**
     * Reads and replays a table game.
     *
     * @throws IllegalArgumentException naming the file, the place in it and what is wrong
     */
    static Loaded read(Path file) {
        try {
            JsonNode root = JSON.readTree(Files.readString(file));
            return new Loaded(replay(root), text(root, "bot"));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(file + ": not readable JSON (line " + e.getLocation().getLineNr() + "): "
                    + e.getOriginalMessage().lines().findFirst().orElse(""));
        } catch (java.nio.file.NoSuchFileException e) {
            throw new IllegalArgumentException(file + ": no such file");
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": " + AtomicFiles.reason(e));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage());
        }
    }

    private static TableGame<?, ?> replay(JsonNode root) {
        if (!FORMAT.equals(text(root, "format"))) {
            throw new IllegalArgumentException("$.format: expected \"" + FORMAT + "\"");
        }
        Ruleset<?, ?> ruleset = Rulesets.find(text(root, "rules"))
                .orElseThrow(() -> new IllegalArgumentException("$.rules: unknown rules '" + text(root, "rules") + "'"));
        return replay(ruleset, root);
    }

    private static <S extends GameState<S>, A> TableGame<S, A> replay(Ruleset<S, A> ruleset, JsonNode root) {
        TableFrame<S> frame = ruleset.tableFrame()
                .orElseThrow(() -> new IllegalArgumentException("$.rules: " + ruleset.displayName() + " has no table mode yet"));
        Scenario scenario;
        try {
            scenario = ScenarioLoader.parse(field(root, "scenario").toString());
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("$.scenario: " + e.getMessage().replace("\n", "; "));
        }
        JsonNode seed = field(root, "seed");
        if (!seed.canConvertToLong()) {
            throw new IllegalArgumentException("$.seed: not a whole number");
        }
        Side human = side(text(root, "human"), "$.human");
        TableGame<S, A> game = new TableGame<>(ruleset, frame, scenario, text(root, "variant"), seed.asLong(), human);
        JsonNode entries = field(root, "entries");
        for (int i = 0; i < entries.size(); i++) {
            String at = "$.entries[" + i + "]";
            try {
                replayEntry(game, entries.get(i), at);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(e.getMessage().startsWith("$") ? e.getMessage() : at + ": " + e.getMessage());
            }
        }
        return game;
    }

    private static <S extends GameState<S>, A> void replayEntry(TableGame<S, A> game, JsonNode e, String at) {
        JsonNode sync = e.get("sync");
        if (sync != null) {
            game.sync(TableSyncJson.read(sync, at + ".sync"));
            return;
        }
        A action;
        try {
            action = game.ruleset().codec().fromJson(e.get("action"));
        } catch (IllegalArgumentException bad) {
            throw new IllegalArgumentException(at + ".action: " + bad.getMessage());
        }
        game.step(action, e.path("chance").asBoolean(false));
    }

    private static JsonNode field(JsonNode n, String name) {
        JsonNode v = n.get(name);
        if (v == null || v.isNull()) {
            throw new IllegalArgumentException("$." + name + ": missing");
        }
        return v;
    }

    private static String text(JsonNode n, String name) {
        JsonNode v = n.get(name);
        return v == null || !v.isTextual() ? "" : v.asText();
    }

    private static Side side(String id, String at) {
        try {
            return Side.fromId(id);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(at + ": '" + id + "' is not a side (blue or red)");
        }
    }
}
