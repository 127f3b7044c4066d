package adjutant.tools.tournament;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.tools.Adjutant;
import adjutant.tools.OutputPermissions;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class TournamentCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    /** What a run printed and returned. */
    record Run(int exit, String out, String err) {}

    private static Run run(MatchRunnerFactory factory, String... args) {
        CommandLine.IFactory commands = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> cls) throws Exception {
                return cls == TournamentCommand.class
                        ? cls.cast(new TournamentCommand(factory))
                        : CommandLine.defaultFactory().create(cls);
            }
        };
        CommandLine cl = Adjutant.commandLine(commands);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        List<String> all = new ArrayList<>(List.of("tournament"));
        all.addAll(List.of(args));
        int exit = cl.execute(all.toArray(String[]::new));
        return new Run(exit, out.toString(), err.toString());
    }

    private static Run fake(String... args) {
        return run(new FakeRunners(), args);
    }

    private String[] roundRobin(Path dir, int concurrency, String... extra) {
        List<String> args = new ArrayList<>(List.of(
                "--players", "fake:elo=100", "fake:elo=0", "fake:elo=-100,forfeit=0.1",
                "--scenario", "ridge", "ford",
                "--rules", "chance", "--games", "10", "--seed", "5",
                "--concurrency", Integer.toString(concurrency), "--out", dir.toString(), "--no-progress"));
        args.addAll(List.of(extra));
        return args.toArray(String[]::new);
    }

    /** games.jsonl as game index to line, checking that no game is there twice. */
    private static TreeMap<Integer, String> gameLines(Path dir) throws IOException {
        TreeMap<Integer, String> byIndex = new TreeMap<>();
        for (String line : Files.readAllLines(dir.resolve("games.jsonl"), StandardCharsets.UTF_8)) {
            int index = JSON.readTree(line).get("game").asInt();
            assertEquals(null, byIndex.put(index, line), "game " + index + " is in games.jsonl twice");
        }
        return byIndex;
    }

    @Test
    void resultsDoNotDependOnConcurrency() throws IOException {
        Path one = tmp.resolve("k1");
        Path four = tmp.resolve("k4");
        assertEquals(0, fake(roundRobin(one, 1)).exit());
        assertEquals(0, fake(roundRobin(four, 4)).exit());
        TreeMap<Integer, String> a = gameLines(one);
        assertEquals(30, a.size());
        assertEquals(a, gameLines(four));
        assertEquals(Files.readString(one.resolve("standings.json")), Files.readString(four.resolve("standings.json")));
        assertEquals(Files.readString(one.resolve("standings.csv")), Files.readString(four.resolve("standings.csv")));
    }

    @Test
    void writesStandingsRecordsAndChart() throws IOException {
        Path dir = tmp.resolve("run");
        Run r = fake(roundRobin(dir, 2, "--time-margin", "250ms"));
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Score of fake:elo=100 vs fake:elo=0"), r.out());
        assertTrue(r.out().contains("Elo difference: "), r.out());

        JsonNode standings = JSON.readTree(dir.resolve("standings.json").toFile());
        assertEquals(30, standings.get("gamesPlayed").asInt());
        assertEquals(3, standings.get("players").size());
        int games = 0;
        double eloSum = 0;
        for (JsonNode p : standings.get("players")) {
            games += p.get("games").asInt();
            assertEquals(p.get("games").asInt(), p.get("wins").asInt() + p.get("draws").asInt() + p.get("losses").asInt());
            assertTrue(p.get("eloLow").asDouble() < p.get("elo").asDouble());
            assertTrue(p.get("eloHigh").asDouble() > p.get("elo").asDouble());
            eloSum += p.get("elo").asDouble();
        }
        assertEquals(60, games);
        assertEquals(0, eloSum, 1e-3);
        assertEquals(3, standings.get("headToHead").size());
        assertEquals("fake:elo=100", standings.get("players").get(0).get("name").asText());

        List<String> csv = Files.readAllLines(dir.resolve("standings.csv"));
        assertEquals(4, csv.size());
        assertTrue(csv.get(0).startsWith("rank,player,spec,games,wins,draws,losses,score_pct,elo,elo_low,elo_high,time_forfeits,vs "));
        // Specs with commas are quoted; every row has as many cells as the header.
        assertTrue(csv.stream().anyMatch(l -> l.contains("\"fake:elo=-100,forfeit=0.1\"")));
        for (String line : csv) {
            assertEquals(12 + 3, splitCsv(line).size(), line);
        }

        byte[] png = Files.readAllBytes(dir.resolve("ratings.png"));
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'}, java.util.Arrays.copyOf(png, 8));

        JsonNode params = JSON.readTree(dir.resolve("tournament.json").toFile());
        assertEquals(250, params.get("timeMarginMillis").asInt());
        assertEquals(10, params.get("gamesPerPairing").asInt());

        // One record per game, written by the runner, with the time margin it was given.
        for (String line : gameLines(dir).values()) {
            JsonNode g = JSON.readTree(line);
            Path record = dir.resolve(g.get("record").asText());
            assertTrue(Files.exists(record), record.toString());
            assertEquals(250, JSON.readTree(record.toFile()).get("timeMarginMillis").asInt());
        }
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(f -> f.getFileName().toString().endsWith(".tmp")));
        }
        // games.jsonl, the records, the standings, the chart and the parameters alike.
        OutputPermissions.assertEveryFileHasTheDefaultPermissions(dir);
    }

    @Test
    void timeForfeitsAreRecordedAndCountedAsLosses() throws IOException {
        Path dir = tmp.resolve("forfeits");
        assertEquals(0, fake(roundRobin(dir, 2)).exit());
        int forfeits = 0;
        for (String line : gameLines(dir).values()) {
            JsonNode g = JSON.readTree(line);
            JsonNode f = g.get("timeForfeit");
            if (f.isObject()) {
                forfeits++;
                String loser = g.get(f.get("side").asText()).asText();
                assertEquals("fake:elo=-100,forfeit=0.1", loser);
                assertEquals("time forfeit", g.get("termination").asText());
                assertEquals(f.get("side").asText().equals("blue") ? "RED_WINS" : "BLUE_WINS", g.get("outcome").asText());
                assertTrue(f.get("overrunMillis").asLong() > 0);
            }
        }
        assertTrue(forfeits > 0, "the fake forfeits now and then with this seed");
        JsonNode standings = JSON.readTree(dir.resolve("standings.json").toFile());
        for (JsonNode p : standings.get("players")) {
            int expected = p.get("name").asText().contains("forfeit") ? forfeits : 0;
            assertEquals(expected, p.get("timeForfeits").asInt());
        }
    }

    @Test
    void resumeAfterAKilledRunLosesAndRepeatsNothing() throws IOException {
        Path reference = tmp.resolve("reference");
        assertEquals(0, fake(roundRobin(reference, 2)).exit());
        TreeMap<Integer, String> expected = gameLines(reference);

        // A run killed while writing its 13th line: 12 whole lines and half of the next.
        Path killed = tmp.resolve("killed");
        assertEquals(0, fake(roundRobin(killed, 3)).exit());
        List<String> lines = Files.readAllLines(killed.resolve("games.jsonl"));
        Collections.shuffle(lines, new java.util.Random(3)); // a concurrent run finishes out of order
        String cut = String.join("\n", lines.subList(0, 12)) + "\n" + lines.get(12).substring(0, lines.get(12).length() / 2);
        Files.writeString(killed.resolve("games.jsonl"), cut);
        Files.writeString(killed.resolve(".standings.csv123.tmp"), "half-written");
        Set<Integer> survivors = lines.subList(0, 12).stream().map(TournamentCommandTest::index).collect(Collectors.toSet());

        Run r = fake("--resume", "--out", killed.toString(), "--concurrency", "2", "--no-progress");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("incomplete"), r.err());
        assertTrue(r.err().contains("18 to play"), r.err());
        TreeMap<Integer, String> resumed = gameLines(killed);
        assertFalse(Files.exists(killed.resolve(".standings.csv123.tmp")));
        assertEquals(expected, resumed);
        OutputPermissions.assertEveryFileHasTheDefaultPermissions(killed); // games.jsonl was rewritten
        // The surviving lines were kept as they were, not played again.
        List<String> after = Files.readAllLines(killed.resolve("games.jsonl"));
        assertEquals(lines.subList(0, 12), after.subList(0, 12));
        assertTrue(after.subList(12, after.size()).stream().map(TournamentCommandTest::index).noneMatch(survivors::contains));

        // Resuming a finished tournament plays nothing.
        Run again = fake("--resume", "--out", killed.toString(), "--no-progress");
        assertEquals(0, again.exit(), again.err());
        assertTrue(again.err().contains("0 to play"), again.err());
        assertEquals(expected, gameLines(killed));
    }

    @Test
    void resumeRefusesDifferentParameters() {
        Path dir = tmp.resolve("run");
        assertEquals(0, fake(roundRobin(dir, 1)).exit());
        Run r = fake("--resume", "--out", dir.toString(), "--games", "20", "--seed", "5", "--rules", "chance");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("different tournament"), r.err());
        assertTrue(r.err().contains("games: 10 in the run, 20 given"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());

        Run fresh = fake(roundRobin(dir, 1));
        assertEquals(2, fresh.exit());
        assertTrue(fresh.err().contains("already holds a tournament"), fresh.err());

        Run nothing = fake("--resume", "--out", tmp.resolve("empty").toString());
        assertEquals(2, nothing.exit());
        assertTrue(nothing.err().contains("holds no tournament"), nothing.err());
    }

    @Test
    void rulesAreOptionalAndOlderFilesWithABareVariantStillResume() throws IOException {
        Path own = tmp.resolve("own");
        Run r = fake("--players", "fake:elo=1", "fake:elo=2", "--scenario", "s", "--games", "2", "--out", own.toString(),
                "--no-progress");
        assertEquals(0, r.exit(), r.err());
        assertTrue(JSON.readTree(own.resolve("tournament.json").toFile()).get("rules").isNull(), "the scenarios' own");

        Path old = tmp.resolve("old");
        assertEquals(0, fake(roundRobin(old, 1)).exit());
        Path params = old.resolve("tournament.json");
        String text = Files.readString(params);
        assertTrue(text.contains("\"blown-away/chance\""), text);
        Files.writeString(params, text.replace("\"blown-away/chance\"", "\"chance\"")); // as written before rulesets
        Run resumed = fake("--resume", "--out", old.toString(), "--rules", "chance", "--no-progress");
        assertEquals(0, resumed.exit(), resumed.err());
        assertTrue(resumed.err().contains("0 to play"), resumed.err());
    }

    @Test
    void sprtStopsWhenItDecides() throws IOException {
        Path dir = tmp.resolve("sprt");
        Run r = fake("--players", "fake:elo=150", "fake:elo=0", "--scenario", "ridge", "--rules", "without-chance",
                "--games", "2000", "--sprt", "0,10,0.05,0.05", "--concurrency", "3",
                "--out", dir.toString(), "--no-progress");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("H1 accepted"), r.out());
        JsonNode standings = JSON.readTree(dir.resolve("standings.json").toFile());
        JsonNode sprt = standings.get("sprt");
        assertEquals("H1 accepted", sprt.get("decision").asText());
        // The decision is taken when the LLR first crosses; games still running then count as well.
        assertTrue(sprt.get("llrAtDecision").asDouble() >= sprt.get("upperBound").asDouble());
        assertTrue(sprt.get("decidedAfterGames").asInt() <= standings.get("gamesPlayed").asInt());
        assertEquals(2.944, sprt.get("upperBound").asDouble(), 1e-3);
        int played = standings.get("gamesPlayed").asInt();
        assertTrue(played < 2000, "stopped early after " + played);
        assertEquals(played, gameLines(dir).size());

        // A decided test plays nothing more on resume.
        Run again = fake("--resume", "--out", dir.toString(), "--no-progress");
        assertEquals(0, again.exit(), again.err());
        assertEquals(played, gameLines(dir).size());
    }

    @Test
    void theOpeningLineCountsInGoodEnglish() {
        Run r = fake("--players", "fake:elo=10", "fake:elo=0", "--scenario", "ridge", "--rules", "chance",
                "--games", "2", "--out", tmp.resolve("two").toString(), "--no-progress");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("tournament: 2 players, 1 pairing, 2 games, 2 to play"), r.err());
    }

    @Test
    void badArgumentsAreOneLineUsageErrors() {
        String out = tmp.resolve("x").toString();
        Run odd = fake("--players", "fake:elo=1", "fake:elo=2", "--scenario", "s", "--rules", "chance",
                "--games", "7", "--out", out);
        assertEquals(2, odd.exit());
        assertEquals("adjutant tournament: --games must be even and at least 2: each seed is played twice "
                + "with the sides swapped (got 7)", odd.err().strip());

        assertUsage("--players needs at least two", "--players", "fake:elo=1", "--scenario", "s", "--rules", "chance",
                "--games", "2", "--out", out);
        assertUsage("Invalid value for option '--rules': unknown rules 'dice'", "--players", "fake:elo=1", "fake:elo=2", "--scenario", "s",
                "--rules", "dice", "--games", "2", "--out", out);
        assertUsage("--players: unknown player 'greedy'", "--players", "fake:elo=1", "greedy", "--scenario", "s",
                "--rules", "chance", "--games", "2", "--out", out);
        assertUsage("--scenario: no scenario 'missing'", "--players", "fake:elo=1", "fake:elo=2", "--scenario", "missing",
                "--rules", "chance", "--games", "2", "--out", out);
        assertUsage("--sprt: SPRT compares two players", "--players", "fake:elo=1", "fake:elo=2", "fake:elo=3",
                "--scenario", "s", "--rules", "chance", "--games", "2", "--sprt", "0,5,0.05,0.05", "--out", out);
        assertUsage("--sprt: expected elo0,elo1,alpha,beta", "--players", "fake:elo=1", "fake:elo=2",
                "--scenario", "s", "--rules", "chance", "--games", "2", "--sprt", "0,5", "--out", out);
        assertUsage("Invalid value for option '--time-margin': 'soon' is not a duration", "--players", "fake:elo=1", "fake:elo=2",
                "--scenario", "s", "--rules", "chance", "--games", "2", "--time-margin", "soon", "--out", out);
        assertUsage("--concurrency must be at least 1", "--players", "fake:elo=1", "fake:elo=2",
                "--scenario", "s", "--rules", "chance", "--games", "2", "--concurrency", "0", "--out", out);
        assertUsage("missing --scenario", "--players", "fake:elo=1", "fake:elo=2", "--rules", "chance", "--games", "2",
                "--out", out);
        assertFalse(Files.exists(tmp.resolve("x").resolve("games.jsonl")));
    }

    @Test
    void theRealRunnerNamesAnUnknownScenario() {
        CommandLine cl = Adjutant.commandLine();
        StringWriter err = new StringWriter();
        cl.setErr(new PrintWriter(err));
        int exit = cl.execute("tournament", "--players", "random", "greedy", "--scenario", "no-such-scenario",
                "--rules", "chance", "--games", "2", "--out", tmp.resolve("none").toString(), "--no-progress");
        assertEquals(2, exit);
        assertTrue(err.toString().contains("no-such-scenario"), err.toString());
    }

    @Test
    void aFailingGameStopsTheRunAndIsPlayedAgainOnResume() throws IOException {
        Path dir = tmp.resolve("failing");
        MatchRunnerFactory failsOnGame5 = new FakeRunners() {
            @Override
            public MatchRunner newRunner() {
                return spec -> {
                    if (spec.gameIndex() == 5) {
                        throw new IllegalStateException("engine crashed");
                    }
                    return FakeRunners.play(spec);
                };
            }
        };
        Run r = run(failsOnGame5, roundRobin(dir, 1));
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("game 5") && r.err().contains("engine crashed"), r.err());
        assertEquals(Set.of(0, 1, 2, 3, 4), gameLines(dir).keySet());

        assertEquals(0, fake("--resume", "--out", dir.toString(), "--no-progress").exit());
        assertEquals(30, gameLines(dir).size());
    }

    @Test
    void theProgressBarRuns() {
        Run r = fake("--players", "fake:elo=10", "fake:elo=0", "--scenario", "s", "--rules", "chance",
                "--games", "4", "--out", tmp.resolve("bar").toString());
        assertEquals(0, r.exit(), r.err());
    }

    private static void assertUsage(String expected, String... args) {
        Run r = fake(args);
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains(expected), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    private static int index(String line) {
        try {
            return JSON.readTree(line).get("game").asInt();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> splitCsv(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                cells.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString());
        return cells;
    }
}
