package adjutant.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** selfplay, replay, suggest, bench and timing as a user runs them: exit codes and what they print. */
class CommandsTest {
    @TempDir
    Path tmp;

    record Run(int exit, String out, String err) {}

    private static Run run(String... args) {
        PrintStream old = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        try {
            System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            var cl = Adjutant.commandLine();
            cl.setErr(new PrintWriter(err));
            int exit = cl.execute(args);
            return new Run(exit, bytes.toString(StandardCharsets.UTF_8), err.toString());
        } finally {
            System.setOut(old);
        }
    }

    private static JsonNode lastJsonLine(String out) throws Exception {
        List<String> lines = out.lines().filter(l -> l.startsWith("{")).toList();
        return new ObjectMapper().readTree(lines.get(lines.size() - 1));
    }

    /** How the time control is measured (#24): one line per search and think time, with the distribution. */
    @Test
    void timingReportsEachSearchsDecisionTimes() {
        Run r = run("timing", "--scenario", "skirmish", "--search", "mcts,alphabeta", "--think", "30ms",
                "--decisions", "3", "--no-load");
        assertEquals(0, r.exit(), r.out() + r.err());
        for (String spec : List.of("mcts:think=30ms", "alphabeta:think=30ms")) {
            String line = r.out().lines().filter(l -> l.startsWith(spec)).findFirst().orElseThrow(() -> new AssertionError(r.out()));
            assertTrue(line.matches(spec + " +median +\\d+  p99 +\\d+  p99\\.9 +\\d+  max +\\d+ ms;  within 33 ms: \\d+\\.\\d%"), line);
        }
        // What each search got done in its time: the collector and the machine's load show here first.
        List<String> searched = r.out().lines().filter(l -> l.startsWith("  searched: ")).toList();
        assertEquals(2, searched.size(), r.out());
        assertTrue(searched.get(0).matches("  searched: median [\\d,]+ iterations a decision, [\\d,]+ a second"), searched.get(0));
        assertTrue(searched.get(1).matches("  searched: median [\\d,]+ nodes a decision, [\\d,]+ a second"), searched.get(1));
        assertTrue(r.out().lines().filter(l -> l.startsWith("  over: ")).allMatch(l -> l.matches("  over: (\\d+ ms \\(decision \\d+ of the run: game seed \\d+, its decision \\d+\\)|and \\d+ more)")), r.out());
    }

    @Test
    void selfplayChecksInvariantsRecordsGamesAndSummarisesAsJson() throws Exception {
        Path dir = tmp.resolve("games");
        Run r = run("selfplay", "--scenario", "skirmish", "--rules", "chance", "--blue", "random", "--red", "greedy",
                "--games", "2", "--seed", "3", "--record", dir.toString(), "--check", "--json");
        assertEquals(0, r.exit(), r.out() + r.err());
        JsonNode j = lastJsonLine(r.out());
        assertEquals(2, j.get("games").asInt());
        assertEquals(2, j.get("blueWins").asInt() + j.get("redWins").asInt() + j.get("draws").asInt());
        assertEquals(0, j.get("invariantViolations").asInt());
        for (String key : List.of("meanTurns", "meanCasualtyPct", "decisionsPerSecond")) {
            assertTrue(j.has(key), key);
        }
        assertTrue(r.out().contains("game 1 seed 3:"), r.out());
        Path game = dir.resolve("game-00001.json");
        assertTrue(Files.exists(game));

        Run replay = run("replay", game.toString());
        assertEquals(0, replay.exit(), replay.err());
        assertTrue(replay.out().contains("every hash matches"), replay.out());
    }

    @Test
    void replayLogTellsAnHonoursOfWarGameInWordsTurnByTurn() {
        Path dir = tmp.resolve("how");
        Run r = run("selfplay", "--scenario", "st-ulrich", "--games", "1", "--seed", "5", "--record", dir.toString(), "--quiet");
        assertEquals(0, r.exit(), r.out() + r.err());
        Run log = run("replay", "--log", dir.resolve("game-00001.json").toString());
        assertEquals(0, log.exit(), log.err());
        List<String> lines = log.out().lines().toList();
        assertEquals("Turn 1", lines.get(0), log.out());
        assertTrue(lines.contains("Turn 2"), log.out());
        // Every command roll and every fire with its dice, in words with the units' names (HOW-CMD-3, HOW-FIRE-11).
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("    Command roll for ")), log.out());
        assertTrue(lines.stream().anyMatch(l -> l.matches("    .* fire .* at .*: rolled \\d.*")), log.out());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Blue: ")) && lines.stream().anyMatch(l -> l.startsWith("Red: ")));
        assertTrue(log.out().contains("every hash matches"), log.out());
    }

    @Test
    void suggestTakesTheTablesDiceForAnHonoursOfWarGame() {
        Run waiting = run("suggest", "--state", "st-ulrich", "--iterations", "20");
        assertEquals(0, waiting.exit(), waiting.err());
        assertTrue(waiting.out().contains("Roll it at the table and give the result with --chance, one of: 1, 2, 3, 4, 5, 6."),
                waiting.out());
        // HOW-CMD-2: the brigadiers' ratings are rolled first; entered from the table, then the general decides.
        Run r = run("suggest", "--state", "st-ulrich", "--iterations", "20", "--chance", "3", "--chance", "5");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Entered: Blue brigadier is rated dependable (rolled 3)."), r.out());
        assertTrue(r.out().contains("Recommended for Blue:"), r.out());
        assertTrue(r.out().lines().noneMatch(l -> l.startsWith("Expected continuation: ")), "the line in words: " + r.out());
        Run bad = run("suggest", "--state", "st-ulrich", "--chance", "9");
        assertEquals(2, bad.exit(), bad.out());
        assertTrue(bad.err().contains("--chance 9 is not a result of this step"), bad.err());
    }

    @Test
    void benchPrintsEverySpeedAndAStableSignature() {
        String[] quick = {"--games", "2", "--legal-games", "1", "--rules-warmup", "0"};
        Run a = run(concat(new String[] {"bench", "--scenario", "skirmish", "--search-decisions", "1", "--warmup", "0"}, quick));
        assertEquals(0, a.exit(), a.out() + a.err());
        for (String line : List.of("fast path:", "legalActions:", "state copy:", "MCTS iterations:", "alpha-beta nodes:")) {
            assertTrue(a.out().contains(line), line + " in\n" + a.out());
        }
        String first = a.out().lines().findFirst().orElseThrow();
        assertTrue(first.matches("Adjutant bench: skirmish\\.json \\(Blown Away\\), one thread, \\w+ collector(, young generation \\d+ MB)?(, huge pages)?"),
                "the first line names the collector the speeds depend on: " + first);
        String signature = a.out().lines().filter(l -> l.startsWith("signature: ")).findFirst().orElseThrow();
        assertTrue(a.out().lines().noneMatch(l -> l.startsWith(BenchFork.PART)), "the forked JVMs' figures are not shown");
        List<String> lines = a.out().lines().toList();
        int legal = lines.indexOf(lines.stream().filter(l -> l.startsWith("chance      legalActions:")).findFirst().orElseThrow());
        assertTrue(lines.get(legal + 1).contains("answered by remembered verdicts"), "the line's own note: " + a.out());
        Run b = run(concat(new String[] {"bench", "--scenario", "skirmish", "--search-decisions", "0", "--no-fork"}, quick));
        assertTrue(b.out().contains(signature),
                "the signature counts rules work only, not searches, the same in one JVM as in a JVM a line: " + signature);
        Run twice = run(concat(new String[] {"bench", "--scenario", "skirmish", "--search-decisions", "0", "--forks", "2"}, quick));
        assertTrue(twice.out().contains(signature), "every JVM of a line does the same work: " + twice.out());
        assertTrue(twice.out().lines().anyMatch(l -> l.matches("chance +fast path: +median of 2 JVMs: .*µs/step \\(.*-.* µs\\)")),
                "a line run in two JVMs ends with their median and range: " + twice.out());
        assertTrue(twice.out().contains("state copy:   median of 2 JVMs: "), twice.out());
        assertEquals(2, run("bench", "--scenario", "skirmish", "--forks", "2", "--no-fork").exit(), "forks need forking");
        assertEquals(2, run("bench", "--against", ".", "--forks", "2").exit(), "--against times in one JVM");
        Run bad = run("bench", "--scenario", "skirmish", "--line", "search chance 9");
        assertEquals(2, bad.exit(), bad.out());
        assertTrue(bad.err().contains("no line 'search chance 9' (3 searches here)"), bad.err());
        Run how = run(concat(new String[] {"bench", "--scenario", "st-ulrich", "--search-decisions", "0", "--no-fork"}, quick));
        assertTrue(how.out().contains("fast path:    none of its own: random play lists legalActions"), how.out());
        assertEquals(2, adjutant.engine.scenario.ScenarioCatalog.qualifiedNames().stream().filter(BenchCommand::searched).count(),
                "without --scenario every shipped scenario is benched, and the searches on one per searched ruleset");
    }

    @Test
    void everyCommandAnswersHelp() {
        for (String command : Adjutant.commandLine().getSubcommands().keySet()) {
            Run r = run(command, "--help");
            assertEquals(0, r.exit(), command + ": " + r.err());
            assertTrue(r.out().contains("Usage: adjutant " + command), command + ":\n" + r.out());
        }
    }

    @Test
    void selfplayIsReproducible() {
        String[] args = {"selfplay", "--scenario", "skirmish", "--rules", "without-chance", "--blue", "random",
            "--red", "random", "--games", "2", "--seed", "11"};
        Run a = run(args);
        Run b = run(args);
        assertEquals(0, a.exit());
        assertEquals(a.out().replaceAll("[0-9.]+ s\\b", "").replaceAll("\\d+ decisions/s", ""),
                b.out().replaceAll("[0-9.]+ s\\b", "").replaceAll("\\d+ decisions/s", ""));
    }

    @Test
    void selfplayFromALaterGamePlaysTheGamesALongerRunPlaysThere() {
        String[] whole = {"selfplay", "--scenario", "skirmish", "--rules", "without-chance", "--blue", "greedy",
            "--red", "random", "--games", "6", "--seed", "3", "--swap", "--openings", "2"};
        List<String> all = gameLines(run(whole));
        Run tail = run("selfplay", "--scenario", "skirmish", "--rules", "without-chance", "--blue", "greedy",
                "--red", "random", "--games", "2", "--seed", "3", "--swap", "--openings", "2", "--first-game", "5");
        assertEquals(0, tail.exit(), tail.err());
        assertEquals(all.subList(4, 6), gameLines(tail));
        assertTrue(tail.out().contains("2 games:"), tail.out());

        Run even = run("selfplay", "--scenario", "skirmish", "--games", "2", "--swap", "--first-game", "2");
        assertEquals(2, even.exit());
        assertTrue(even.err().contains("--first-game must be the first of a pair"), even.err());
        Run zero = run("selfplay", "--scenario", "skirmish", "--first-game", "0");
        assertEquals(2, zero.exit());
        assertTrue(zero.err().contains("--first-game must be at least 1"), zero.err());
    }

    /** The per-game lines without their timings. */
    private static List<String> gameLines(Run r) {
        return r.out().lines().filter(l -> l.startsWith("game ")).map(l -> l.replaceAll(", [0-9.]+ s$", "")).toList();
    }

    @Test
    void selfplaySwapPlaysEachSeedTwiceWithSidesSwapped() throws Exception {
        Run r = run("selfplay", "--scenario", "skirmish", "--rules", "without-chance", "--blue", "greedy",
                "--red", "random", "--games", "4", "--seed", "5", "--swap", "--openings", "2");
        assertEquals(0, r.exit(), r.out() + r.err());
        List<String> games = r.out().lines().filter(l -> l.startsWith("game ")).toList();
        assertEquals(4, games.size(), r.out());
        assertTrue(games.get(0).startsWith("game 1 seed 5:"), games.get(0));
        assertTrue(games.get(1).startsWith("game 2 seed 5 (sides swapped):"), games.get(1));
        assertFalse(games.get(2).startsWith("game 3 seed 5:"), games.get(2));
        assertTrue(games.get(3).contains("(sides swapped)"), games.get(3));
        assertTrue(r.out().contains("by player, sides swapped every other game: greedy"), r.out());

        Run json = run("selfplay", "--scenario", "skirmish", "--rules", "without-chance", "--blue", "greedy",
                "--red", "random", "--games", "4", "--seed", "5", "--swap", "--openings", "2", "--json");
        JsonNode j = lastJsonLine(json.out());
        assertEquals(4, j.get("firstWins").asInt() + j.get("secondWins").asInt() + j.get("draws").asInt());
        assertEquals(j.get("blueWins").asInt() + j.get("redWins").asInt(),
                j.get("firstWins").asInt() + j.get("secondWins").asInt());

        Run odd = run("selfplay", "--scenario", "skirmish", "--rules", "chance", "--games", "3", "--swap");
        assertEquals(2, odd.exit());
        assertTrue(odd.err().contains("--games must be even"), odd.err());
    }

    @Test
    void selfplaySaysHowLongTheGamesLastedHowTheyEndedAndHowEachPlayerUsedItsGunsAndRallies() throws Exception {
        // #22: fire rates, unused balls and rallies taken are what showed the search bots' faults.
        Run r = run("selfplay", "--scenario", "encounter", "--blue", "scripted", "--red", "random", "--games", "2",
                "--seed", "4", "--swap", "--quiet");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().matches("(?s).*games lasted \\d+ to \\d+ turns \\(median [0-9.]+\\); ended by BA-[A-Z]+-\\d+ in \\d.*"),
                r.out());
        String scripted = r.out().lines().filter(l -> l.startsWith("scripted: ")).findFirst().orElseThrow();
        var fired = java.util.regex.Pattern.compile("guns fired when they had a target (\\d+) of (\\d+)").matcher(scripted);
        assertTrue(fired.find(), scripted);
        assertEquals(fired.group(2), fired.group(1), "the scripted commander fires whenever it has a target: " + scripted);
        assertTrue(scripted.contains("balls left unused at the end") && scripted.contains("rallies taken when offered"),
                scripted);
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("random: guns fired when they had a target")), r.out());

        JsonNode j = lastJsonLine(run("selfplay", "--scenario", "encounter", "--blue", "scripted", "--red", "random",
                "--games", "2", "--seed", "4", "--swap", "--json").out());
        JsonNode turns = j.get("turns");
        assertTrue(turns.get("shortest").asDouble() <= turns.get("median").asDouble()
                && turns.get("median").asDouble() <= turns.get("longest").asDouble(), turns.toString());
        int ended = 0;
        for (JsonNode n : j.get("endedBy")) {
            ended += n.asInt();
        }
        assertEquals(2, ended, j.get("endedBy").toString());
        JsonNode guns = j.get("habits").get("blue").get("guns fired when they had a target");
        assertEquals("scripted", j.get("habits").get("blue").get("player").asText());
        assertEquals(guns.get("of").asInt(), guns.get("count").asInt());
    }

    @Test
    void BA_CMB_C_2_selfplayScoresTheBlueSpecByTheLuckOfItsCombatsCardsAsTheRecordsShowThem() throws Exception {
        // #22: how much of a score the cards decided. Worked out again here from the saved records'
        // card draws ("cards 3 6": blue's card, then red's), apart from the habits that count it.
        Path dir = tmp.resolve("luck");
        Run r = run("selfplay", "--scenario", "encounter", "--rules", "chance", "--blue", "greedy", "--red", "scripted",
                "--games", "4", "--seed", "1", "--swap", "--openings", "4", "--record", dir.toString(), "--json");
        assertEquals(0, r.exit(), r.out() + r.err());
        java.util.Map<String, double[]> expected = new java.util.TreeMap<>(); // label -> {games, points}
        int draws = 0;
        for (int game = 1; game <= 4; game++) {
            JsonNode rec = new ObjectMapper().readTree(dir.resolve(String.format("game-%05d.json", game)).toFile());
            boolean greedyBlue = rec.get("players").get("blue").asText().equals("greedy");
            int ahead = 0;
            for (JsonNode step : rec.get("steps")) {
                String[] n = step.get("notation").asText().split(" ");
                if (n[0].equals("cards")) {
                    int blueAhead = Integer.signum(Integer.parseInt(n[1]) - Integer.parseInt(n[2]));
                    ahead += greedyBlue ? blueAhead : -blueAhead;
                    draws++;
                }
            }
            String outcome = rec.get("result").get("outcome").asText();
            double score = outcome.equals("DRAW") ? 0.5 : outcome.equals(greedyBlue ? "BLUE_WINS" : "RED_WINS") ? 1 : 0;
            String label = ahead == 0 ? "even" : (Math.abs(ahead) >= 2 ? "2 or more" : String.valueOf(Math.abs(ahead)))
                    + (ahead < 0 ? " behind" : " ahead");
            double[] t = expected.computeIfAbsent(label, k -> new double[2]);
            t[0]++;
            t[1] += score;
        }
        assertTrue(draws > 0, "these games came to the cards");
        JsonNode luck = lastJsonLine(r.out()).get("luck");
        assertEquals("greedy", luck.get("player").asText());
        java.util.Map<String, double[]> reported = new java.util.TreeMap<>();
        for (JsonNode g : luck.get("byCardsAhead")) {
            reported.put(g.get("cardsAhead").asText(), new double[] {g.get("games").asInt(),
                g.get("score").asDouble() * g.get("games").asInt()});
        }
        assertEquals(expected.keySet(), reported.keySet(), luck.toString());
        expected.forEach((label, t) -> {
            assertEquals(t[0], reported.get(label)[0], label);
            assertEquals(t[1], reported.get(label)[1], 1e-9, label);
        });

        Run text = run("selfplay", "--scenario", "encounter", "--rules", "chance", "--blue", "greedy", "--red", "scripted",
                "--games", "4", "--seed", "1", "--swap", "--openings", "4", "--quiet");
        assertTrue(text.out().lines().anyMatch(l -> l.startsWith("greedy by the luck of its combats' cards")), text.out());
        Run noCards = run("selfplay", "--scenario", "encounter", "--rules", "without-chance", "--blue", "greedy",
                "--red", "scripted", "--games", "2", "--seed", "1", "--quiet");
        assertFalse(noCards.out().contains("luck"), "without chance there are no cards: " + noCards.out());
    }

    @Test
    void selfplaySwapSummaryCountsSidesAndPlayersAsTheGamesWent() {
        // Seed 3: the blue side's wins and the --blue spec's wins differ, so a mix-up shows.
        Run r = run("selfplay", "--scenario", "skirmish", "--rules", "chance", "--blue", "random",
                "--red", "greedy", "--games", "4", "--seed", "3", "--swap");
        assertEquals(0, r.exit(), r.out() + r.err());
        int blueSide = 0;
        int redSide = 0;
        int random = 0;
        int greedy = 0;
        int draws = 0;
        for (String game : r.out().lines().filter(l -> l.startsWith("game ")).toList()) {
            boolean swapped = game.contains("(sides swapped)");
            if (game.contains(": blue wins")) {
                blueSide++;
                if (swapped) {
                    greedy++;
                } else {
                    random++;
                }
            } else if (game.contains(": red wins")) {
                redSide++;
                if (swapped) {
                    random++;
                } else {
                    greedy++;
                }
            } else {
                draws++;
            }
        }
        assertTrue(blueSide != random, "this seed should tell sides from players:\n" + r.out());
        String summary = r.out().lines().filter(l -> l.startsWith("4 games: ")).findFirst().orElseThrow();
        assertTrue(summary.matches("4 games: blue side " + blueSide + " wins?, red side " + redSide + " wins?, .*"),
                summary);
        assertFalse(summary.contains("random") || summary.contains("greedy"), "sides are no players: " + summary);
        String byPlayer = r.out().lines().filter(l -> l.startsWith("by player")).findFirst().orElseThrow();
        assertTrue(byPlayer.matches("by player, sides swapped every other game: random " + random + " wins?, greedy "
                + greedy + " wins?, " + draws + " draws?; random scores .*"), byPlayer);
    }

    /** A count of one with a plural noun, e.g. "1 wins" (but not "41.1 turns" or "21 games"). */
    private static final java.util.regex.Pattern ONE_WITH_PLURAL =
            java.util.regex.Pattern.compile("(?<![\\d.,])1 [a-z]+s\\b");

    @Test
    void helpNamesOnlyCommandsThatExist() {
        java.util.Set<String> commands = Adjutant.commandLine().getSubcommands().keySet();
        List<String> texts = new java.util.ArrayList<>(List.of(run("--help").out()));
        for (String command : commands) {
            texts.add(run(command, "--help").out());
        }
        for (String text : texts) {
            String flat = text.replaceAll("\\s+", " ");
            var named = java.util.regex.Pattern.compile("adjutant ([a-z][a-z-]*)").matcher(flat);
            while (named.find()) {
                assertTrue(commands.contains(named.group(1)), "no command '" + named.group(1) + "' in:\n" + text);
            }
            // "written by selfplay, tournament or the GUI's Save": each writer is a command or the GUI.
            var writers = java.util.regex.Pattern.compile("written by ([^.;)]*)").matcher(flat);
            while (writers.find()) {
                for (String w : writers.group(1).split(", | or ")) {
                    assertTrue(commands.contains(w) || w.startsWith("the GUI"), "no command '" + w + "' in:\n" + text);
                }
            }
            assertFalse(ONE_WITH_PLURAL.matcher(text).find(), text);
        }
    }

    @Test
    void countsOfOneAreSingular() {
        Run one = run("selfplay", "--scenario", "skirmish", "--rules", "chance", "--blue", "random", "--red", "greedy",
                "--games", "1", "--seed", "3");
        assertEquals(0, one.exit(), one.out() + one.err());
        assertTrue(one.out().contains("1 game: blue (random) 0 wins, red (greedy) 1 win, 0 draws;"), one.out());
        assertFalse(ONE_WITH_PLURAL.matcher(one.out()).find(), one.out());

        // Seed 3, swapped: random wins one game, greedy two, one is drawn.
        Run swap = run("selfplay", "--scenario", "skirmish", "--rules", "chance", "--blue", "random", "--red", "greedy",
                "--games", "4", "--seed", "3", "--swap");
        assertTrue(swap.out().contains("random 1 win, greedy 2 wins, 1 draw;"), swap.out());
        assertFalse(ONE_WITH_PLURAL.matcher(swap.out()).find(), swap.out());
    }

    @Test
    void selfplayTakesTheVariantFromTheScenarioUnlessRulesChooseOne() throws Exception {
        for (List<String> rules : List.<List<String>>of(List.of(), List.of("--rules", "without-chance"),
                List.of("--rules", "blown-away/without-chance"), List.of("--rules", "blown-away"))) {
            Path dir = tmp.resolve("games" + rules.size() + rules.hashCode());
            List<String> args = new java.util.ArrayList<>(List.of("selfplay", "--scenario", "skirmish", "--games", "1",
                    "--quiet", "--record", dir.toString()));
            args.addAll(rules);
            Run r = run(args.toArray(String[]::new));
            assertEquals(0, r.exit(), rules + ": " + r.out() + r.err());
            JsonNode record = new ObjectMapper().readTree(dir.resolve("game-00001.json").toFile());
            String expected = rules.isEmpty() || rules.get(1).equals("blown-away") ? "chance" : "without-chance";
            assertEquals(expected, record.get("variant").asText(), rules.toString());
            assertEquals("blown-away", record.get("rules").asText());
        }
    }

    @Test
    void guiTakesRulesLikeEveryCommandAndStillReadsVariant() {
        Run help = run("gui", "--help");
        assertTrue(help.out().contains("--rules"), help.out());
        assertFalse(help.out().contains("--variant"), "deprecated, hidden: " + help.out());
        Run bad = run("gui", "--variant", "sometimes", "--snapshot", tmp.resolve("x.png").toString());
        assertEquals(2, bad.exit(), bad.err());
        assertTrue(bad.err().contains("unknown rules 'sometimes'"), bad.err());
    }

    @Test
    void badArgumentsAreOneLineUsageErrors() {
        Run r = run("selfplay", "--scenario", "skirmish", "--rules", "sometimes");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("--rules"), r.err());
        r = run("selfplay", "--scenario", "skirmish", "--rules", "chance", "--blue", "mcts:speed=9");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("speed"), r.err());
        r = run("selfplay", "--scenario", "nowhere", "--rules", "chance");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("nowhere"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    @Test
    void suggestAnswersInJsonAndInTableTerms() throws Exception {
        Run r = run("suggest", "--state", "skirmish", "--rules", "chance", "--iterations", "200", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode j = lastJsonLine(r.out());
        for (String key : List.of("action", "notation", "value", "alternatives", "pv", "iterations", "millis")) {
            assertTrue(j.has(key), key + " in " + j);
        }
        assertEquals(200, j.get("iterations").asInt());
        Run again = run("suggest", "--state", "skirmish", "--rules", "chance", "--iterations", "200", "--json");
        assertEquals(j.get("notation"), lastJsonLine(again.out()).get("notation"), "reproducible");

        Run text = run("suggest", "--state", "skirmish", "--rules", "without-chance", "--iterations", "500");
        assertEquals(0, text.exit(), text.err());
        assertTrue(text.out().contains("Recommended for"), text.out());
    }

    @Test
    void suggestOnABrokenFileSaysWhereAndWhy() throws Exception {
        Path bad = tmp.resolve("bad.json");
        Files.writeString(bad, "{\"format\": \"adjutant-game/1\", ");
        Run r = run("suggest", "--state", bad.toString(), "--rules", "chance");
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("line"), r.err());
    }

    @Test
    void replayOfAMissingFileIsAClearError() {
        Run r = run("replay", tmp.resolve("none.json").toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("no such file"), r.err());
    }

    private static String[] concat(String[] a, String[] b) {
        String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
