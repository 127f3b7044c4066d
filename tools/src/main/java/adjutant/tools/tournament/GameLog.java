package adjutant.tools.tournament;

import adjutant.engine.io.AtomicFiles;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.LinkedHashMap;

/**
 * {@code games.jsonl}: one JSON line per finished game, appended and flushed as each game ends,
 * so that a crash or Ctrl-C loses nothing that was finished.
 */
final class GameLog implements AutoCloseable {

    static final String FILE = "games.jsonl";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path file;
    private final FileOutputStream out;

    private GameLog(Path file) throws IOException {
        this.file = file;
        try {
            this.out = new FileOutputStream(file.toFile(), true);
        } catch (IOException e) {
            throw new IOException("cannot open " + file + ": " + AtomicFiles.reason(e), e);
        }
    }

    /** Opens the log for appending, creating it if needed. */
    static GameLog open(Path dir) throws IOException {
        return new GameLog(dir.resolve(FILE));
    }

    /** Appends one game as a line and pushes it to the disk before returning. */
    synchronized void append(FinishedGame g) throws IOException {
        try {
            out.write((toLine(g) + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            out.getChannel().force(false);
        } catch (IOException e) {
            throw new IOException("cannot append to " + file + ": " + AtomicFiles.reason(e), e);
        }
    }

    @Override
    public synchronized void close() throws IOException {
        out.close();
    }

    /** The games of an earlier run in the order they finished, with the warnings met while reading them. */
    record Loaded(List<FinishedGame> games, List<String> warnings) {}

    /**
     * Reads the log of an earlier run. A last line without its newline (the run was killed while
     * writing it) is dropped with a warning and removed from the file, so that its game is played
     * again exactly once; any other bad line is an error.
     *
     * @throws IllegalStateException if a complete line is malformed or does not match the schedule
     */
    static Loaded load(Path dir, Schedule schedule) throws IOException {
        Path file = dir.resolve(FILE);
        if (!Files.exists(file)) {
            return new Loaded(List.of(), List.of());
        }
        String text = Files.readString(file, StandardCharsets.UTF_8);
        List<String> warnings = new ArrayList<>();
        LinkedHashMap<Integer, FinishedGame> games = new LinkedHashMap<>();
        StringBuilder kept = new StringBuilder();
        boolean rewrite = false;
        int start = 0;
        int lineNo = 0;
        while (start < text.length()) {
            lineNo++;
            int end = text.indexOf('\n', start);
            if (end < 0) {
                warnings.add(FILE + " line " + lineNo + " is incomplete (the run was interrupted while writing it);"
                        + " dropped, its game will be played again");
                rewrite = true;
                break;
            }
            String line = text.substring(start, end);
            start = end + 1;
            if (line.isBlank()) {
                rewrite = true;
                continue;
            }
            FinishedGame g = fromLine(line, schedule, lineNo);
            if (games.containsKey(g.index())) {
                warnings.add(FILE + " line " + lineNo + " repeats game " + g.index() + "; the first result is kept");
                rewrite = true;
                continue;
            }
            games.put(g.index(), g);
            kept.append(line).append('\n');
        }
        if (rewrite) {
            AtomicFiles.writeString(file, kept.toString());
        }
        return new Loaded(List.copyOf(games.values()), warnings);
    }

    static String toLine(FinishedGame g) {
        ScheduledGame s = g.game();
        ObjectNode o = JSON.createObjectNode();
        o.put("game", s.index());
        o.put("pairing", s.pairing().index());
        o.put("pair", s.pair());
        o.put("blue", s.blue().name());
        o.put("red", s.red().name());
        o.put("scenario", s.scenario());
        o.put("seed", s.seed());
        o.put("outcome", g.outcome().name());
        o.put("termination", g.termination());
        o.put("turns", g.turns());
        o.put("blueCasualtyPercent", g.blueCasualtyPercent());
        o.put("redCasualtyPercent", g.redCasualtyPercent());
        if (g.timeForfeit().isPresent()) {
            ObjectNode f = o.putObject("timeForfeit");
            f.put("side", g.timeForfeit().get().side().id());
            f.put("overrunMillis", g.timeForfeit().get().overrunMillis());
        } else {
            o.putNull("timeForfeit");
        }
        if (g.recordFile().isPresent()) {
            o.put("record", g.recordFile().get());
        } else {
            o.putNull("record");
        }
        if (!g.blueMillis().isEmpty() || !g.redMillis().isEmpty()) {
            ObjectNode ms = o.putObject("decisionMillis");
            g.blueMillis().forEach(ms.putArray("blue")::add);
            g.redMillis().forEach(ms.putArray("red")::add);
        }
        try {
            return JSON.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A side's decision times; none in lines written before they were recorded. */
    private static List<Long> millis(JsonNode times) {
        List<Long> out = new java.util.ArrayList<>();
        times.forEach(t -> out.add(t.asLong()));
        return out;
    }

    static FinishedGame fromLine(String line, Schedule schedule, int lineNo) {
        String where = FILE + " line " + lineNo;
        try {
            JsonNode o = JSON.readTree(line);
            int index = o.path("game").asInt(-1);
            if (index < 0 || index >= schedule.size()) {
                throw new IllegalStateException(where + ": game " + index + " is not in this tournament's schedule");
            }
            ScheduledGame s = schedule.game(index);
            if (!s.blue().name().equals(o.path("blue").asText()) || !s.red().name().equals(o.path("red").asText())
                    || s.seed() != o.path("seed").asLong() || !s.scenario().equals(o.path("scenario").asText())) {
                throw new IllegalStateException(where + ": game " + index + " does not match this tournament's schedule");
            }
            JsonNode f = o.path("timeForfeit");
            Optional<TimeForfeit> forfeit = f.isObject()
                    ? Optional.of(new TimeForfeit(Side.fromId(f.path("side").asText()), f.path("overrunMillis").asLong()))
                    : Optional.empty();
            JsonNode rec = o.path("record");
            return new FinishedGame(s,
                    Outcome.valueOf(o.path("outcome").asText()),
                    o.path("termination").asText(),
                    o.path("turns").asInt(),
                    o.path("blueCasualtyPercent").asDouble(),
                    o.path("redCasualtyPercent").asDouble(),
                    forfeit,
                    rec.isTextual() ? Optional.of(rec.asText()) : Optional.empty(),
                    millis(o.path("decisionMillis").path("blue")),
                    millis(o.path("decisionMillis").path("red")));
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw new IllegalStateException(where + " is malformed: " + e.getMessage().lines().findFirst().orElse(""), e);
        }
    }
}
