package adjutant.tools;

import adjutant.engine.game.SecretDeployment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.RulesetAis;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.game.ChanceResults;
import adjutant.engine.game.Side;
import adjutant.engine.game.TableFrame;
import adjutant.engine.game.TablePlacement;
import adjutant.engine.scenario.ScenarioLoader;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code adjutant table}: a game on a real table told in a person's measures, saved and taken up again. */
class TableTest {
    @TempDir
    Path tmp;

    private static final BlownAwayRuleset BA = BlownAwayRuleset.get();

    private static TableGame<BaState, BaAction> skirmish(Side human) {
        return new TableGame<>(BA, BA.tableFrame().orElseThrow(), ScenarioLoader.loadNamed("skirmish"), "chance", 3, human);
    }

    private String play(TableGame<BaState, BaAction> game, Reader input, boolean appDraws, Path save, Path log) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        var bot = RulesetAis.of(BA).players(BA, game.variant(), game.seed()).create("mcts:iterations=30");
        new TableSession<>(game, bot, "mcts:iterations=30", appDraws, Optional.ofNullable(save), Optional.ofNullable(log),
                new BufferedReader(input), new PrintStream(bytes, true, StandardCharsets.UTF_8)).run();
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** Deploys as the scenario says, then answers "1" to every prompt, for ever: the person always takes his first choice. */
    private static Reader alwaysFirst() {
        return new Reader() {
            private final String ready = "ready\n";
            private int at;

            @Override
            public int read(char[] buf, int off, int len) {
                for (int i = 0; i < len; i++, at++) {
                    buf[off + i] = at < ready.length() ? ready.charAt(at) : (at - ready.length()) % 2 == 0 ? '1' : '\n';
                }
                return len;
            }

            @Override
            public void close() {}
        };
    }

    @Test
    void aWholeGameIsToldInMeasuresAndWordsThenSavedAndTakenUpAgain() throws Exception {
        TableGame<BaState, BaAction> game = skirmish(Side.RED);
        Path save = tmp.resolve("game.json");
        Path log = tmp.resolve("game.md");
        String out = play(game, alwaysFirst(), true, save, log);
        assertTrue(out.startsWith("Blown Away (chance), skirmish. You command the Austrians; Adjutant (mcts:iterations=30) "
                + "commands the Prussians."), out);
        assertTrue(out.contains("  1. Musketeers (Prussians) (u0): the centre of its front rank 24 in from the left edge, 30 in from your edge, "
                + "facing your edge; 13 in ranks."), out);
        assertTrue(out.contains("## Turn 2"), out);
        assertTrue(out.matches("(?s).*Prussians: [\\w ()]+: advance .*\\n {4}[\\w ()]+ now: the .* in from the left edge, .* in from your edge, facing .*"), out);
        assertTrue(out.matches("(?s).*Cards turned up: Prussians \\w+, Austrians \\w+\\. [\\w ()]+: \\d+ m[ae]n (killed|running) \\(the .*"), out);
        assertTrue(out.contains("The game is over: "), out);
        assertFalse(out.matches("(?s).*\\bu\\d+ .*(pivot|dist)=.*"), "no notation reaches the person");

        TableFile.Loaded again = TableFile.read(save);
        assertEquals(game.state().hash(), again.game().state().hash(), "the saved game replays to the same position");
        assertEquals("mcts:iterations=30", again.bot());
        String page = Files.readString(log);
        assertTrue(page.startsWith("# skirmish: Prussians against Austrians\n"), page);
        assertTrue(page.contains("\n## Turn 1\n- "), page);
    }

    /** #21 item 6: a printable log, each turn with a diagram of the table after it. */
    @Test
    void anHtmlLogShowsEachTurnWithADiagramOfTheTableAfterIt() throws Exception {
        Path page = tmp.resolve("game.html");
        play(skirmish(Side.BLUE), new StringReader("ready\n2\n1\nquit\n"), true, null, page);
        String html = Files.readString(page);
        assertTrue(html.startsWith("<!DOCTYPE html>"), html);
        assertTrue(html.contains("<h1>skirmish: Prussians against Austrians</h1>"), html);
        assertTrue(html.contains("<h2>Turn 1</h2>"), html);
        assertTrue(html.contains("<li>Austrians: "), html);
        assertTrue(html.contains("<img src=\"game_files/turn-1.png\" alt=\"the table after turn 1\">"), html);
        Path png = tmp.resolve("game_files/turn-1.png");
        assertTrue(Files.size(png) > 10_000, "a drawn board");
        java.awt.image.BufferedImage img = javax.imageio.ImageIO.read(png.toFile());
        assertEquals(1600, img.getWidth());
    }

    @Test
    void aSyncMovesAUnitToWhereTheTapeSaysWithoutTakingAMove() throws Exception {
        TableGame<BaState, BaAction> game = skirmish(Side.BLUE);
        String out = play(game, new StringReader("ready\nsync hussars 6 8 -10\nsync 2 6 8 -10\nsync 9 1 1 0\nsync mus 1 2 3\nsync 1 0.5 6 0\nquit\n"),
                false, null, null);
        assertTrue(out.contains("Synced (not a move): 2. Hussars (Prussians) (u1): the centre of its front rank 6 in from the left edge, "
                + "8 in from your edge, facing 10° left of straight ahead; 10 in ranks."), out);
        assertTrue(out.contains("'hussars' could be Hussars (Prussians) (2) or Hussars (Austrians) (5): give its number."), out);
        assertTrue(out.contains("There is no unit 9: 'units' lists them."), out);
        assertTrue(out.contains("'mus' could be Musketeers (Prussians) (1) or Musketeers (Austrians) (4): give its number."), out);
        assertTrue(out.contains("Cannot sync: Musketeers (Prussians) would stand partly off the table."), out);
        TablePlacement hussars = game.frame().placement(game.state(), 1, Side.BLUE);
        assertFalse(hussars.differsFrom(new TablePlacement(6, 8, -10)), hussars.toString());
        assertEquals(1, game.entries().stream().filter(e -> e instanceof TableGame.Sync<BaAction> sync && !sync.sync().deployment()).count(),
                game.entries().toString());
        assertTrue(game.entries().get(game.entries().size() - 1) instanceof TableGame.Sync, "no move after it: " + game.entries());
        assertEquals(Side.BLUE, BA.rules().toAct(game.state()), "still the person's move");
    }

    @Test
    void theBotsDeploymentIsSealedBeforeThePersonDeploysAndRevealedAfter_BA_SETUP_8_BA_SETUP_9() throws Exception {
        Path save = tmp.resolve("game.json");
        String out = play(skirmish(Side.BLUE), new StringReader("sync 2 6 12 0\nsync 5 20 40 0\nsync 2 6 5 0\nready\nquit\n"),
                false, save, null);
        String seal = out.replaceFirst("(?s).*sealed it: SHA-256 ([0-9a-f]{64})\\..*", "$1");
        assertTrue(seal.matches("[0-9a-f]{64}"), out);
        assertTrue(out.indexOf(seal) < out.indexOf("> "), "the seal comes before the person deploys");
        assertTrue(out.contains("Cannot deploy there: Hussars (Prussians) has men 12 in from its own edge; at deployment every man "
                + "stands within 7 in (BA-SETUP-8)."), out);
        assertTrue(out.contains("The Austrians deploy in secret: sync their units once they are revealed."), out);
        String text = Files.readString(tmp.resolve("game.json.deployment.txt"));
        assertEquals(seal, SecretDeployment.sha256(text), "the revealed text is the one sealed");
        assertTrue(text.startsWith("Adjutant's deployment for the Austrians, measured from your side:\nMusketeers (Austrians): "), text);
        assertTrue(out.contains("Its SHA-256 is " + seal + ", the seal shown before."), out);

        String otherwise = play(skirmish(Side.BLUE), new StringReader("sync 1 30 5 20\nready\nquit\n"), false, null, null);
        assertTrue(otherwise.contains("sealed it: SHA-256 " + seal + "."), "the bot's deployment does not depend on the person's");
        assertTrue(TableFile.read(save).game().deployed(), "the revealed deployment is saved");
    }

    @Test
    void honoursOfWarIsPlayedAtTheTableInCentimetres() throws Exception {
        var ruleset = adjutant.engine.honours.HonoursRuleset.get();
        var game = new TableGame<>(ruleset, ruleset.tableFrame().orElseThrow(), ScenarioLoader.loadNamed("st-ulrich"), "standard",
                3, Side.RED);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        var bot = RulesetAis.of(ruleset).players(ruleset, "standard", 3).create("mcts:iterations=20");
        new TableSession<>(game, bot, "mcts:iterations=20", false, Optional.empty(), Optional.empty(),
                new BufferedReader(new StringReader("4\n?\nlist\n1\nunits\nquit\n")), new PrintStream(bytes, true, StandardCharsets.UTF_8))
                .run();
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("Measure in centimetres from the table's left edge"), out);
        assertTrue(out.contains("Red brigadier is rated") || out.contains("Blue brigadier is rated"), out);
        assertTrue(out.matches("(?s).*\\n    (Blue|Red) commanding general now stands [0-9.]+ cm from the left edge, [0-9.]+ cm from your edge\\..*"),
                "a general's ride in the person's measures: " + out);
        assertTrue(out.matches("(?s).*  6\\. 1st Battalion \\(Red\\) \\(u5\\): the centre of its front edge [0-9.]+ cm from the left edge, "
                + "[0-9.]+ cm from your edge, facing straight ahead \\(the far edge\\); line, 0 hits\\..*"), out);
    }

    /** LOA-ORD-1: the bot's order chits go down face down, and the table never tells what they are. */
    @Test
    void theLeagueOfAugsburgAtTheTableKeepsTheBotsChitsHidden_LOA_ORD_1() throws Exception {
        var ruleset = adjutant.engine.augsburg.LeagueOfAugsburgRuleset.get();
        var game = new TableGame<>(ruleset, ruleset.tableFrame().orElseThrow(), ScenarioLoader.loadNamed("meeting-engagement"),
                "standard", 3, Side.BLUE);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        var bot = RulesetAis.of(ruleset).players(ruleset, "standard", 3).create("mcts:iterations=20");
        new TableSession<>(game, bot, "mcts:iterations=20", true, Optional.empty(), Optional.empty(), new BufferedReader(alwaysFirst()),
                new PrintStream(bytes, true, StandardCharsets.UTF_8)).run();
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("Allies: Allied battalion 1 receives an order chit, face down."), out);
        assertTrue(out.contains("French: French battalion 1 receives a chit face down: "), "his own chits he reads: " + out);
        assertFalse(out.matches("(?s).*Allies: [^\\n]* receives a chit face down: .*"), "no Allied chit is told before it is shown");
        assertTrue(out.contains("The game is over: "), out);
    }

    /** Whatever a person types, the dialogue answers in words and goes on: seeded nonsense, then quit. */
    @Test
    void nonsenseIsAnsweredAndNothingBreaks() throws Exception {
        String[] words = {"", "1", "0", "999", "-3", "list", "units", "help", "draw", "9 ?", "? ?", "14 2", "ready", "do",
            "do move", "do move u99 pivot=0 dir=0 dist=6", "do move u0 pivot=0 dir=0 dist=600", "do fight u0 u1", "sync",
            "sync 1", "sync 1 a b c", "sync 1 NaN 5 0", "sync 1 1e9 5 0", "sync 77 1 1 1", "sync zz 1 2 3", "save",
            "\u00e9\u0000\t", "list list", "1 2", "quit now"};
        SplittableRandom random = new SplittableRandom(21);
        StringBuilder input = new StringBuilder();
        for (int i = 0; i < 400; i++) {
            input.append(words[random.nextInt(words.length)]).append('\n');
        }
        input.append("quit\n");
        TableGame<BaState, BaAction> game = skirmish(Side.BLUE);
        String out = play(game, new StringReader(input.toString()), false, null, null);
        assertTrue(out.contains("Stopped") || out.contains("The game is over"), out);
        assertFalse(out.contains("Exception"), out);
        assertTrue(out.contains("'NaN' is not a number."), "no unit goes to no place");
        TableFile.save(game, "mcts:iterations=30", tmp.resolve("after.json"));
        assertEquals(game.state().hash(), TableFile.read(tmp.resolve("after.json")).game().state().hash(), "what was done replays");
    }

    @Test
    void cardsTurnedUpAtTheTableOrLeftToAdjutant_BA_CMB_C_1() {
        BaState s = firstCardDraw();
        BaAction mine = ChanceResults.parse(BA, s, "9 ?", new SplittableRandom(1));
        assertTrue(BA.codec().notation(mine).startsWith("cards 9 "), BA.codec().notation(mine));
        assertEquals("cards 9 4", BA.codec().notation(ChanceResults.parse(BA, s, "9 4", new SplittableRandom(1))));
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> ChanceResults.parse(BA, s, "14 2", new SplittableRandom(1)));
        assertTrue(bad.getMessage().startsWith("14 2 is not a result of this step; enter one of: 1 1, 1 2, "), bad.getMessage());
        assertTrue(ChanceResults.example(BA, s).startsWith("'1 1' means: Cards turned up: Prussians Ace, Austrians Ace."),
                ChanceResults.example(BA, s));
    }

    /** The first position of a random skirmish game that waits for cards. */
    private static BaState firstCardDraw() {
        SplittableRandom random = new SplittableRandom(5);
        while (true) {
            BaState s = skirmish(Side.BLUE).state();
            while (!BA.rules().result(s).isOver()) {
                if (BA.rules().isChanceNode(s)) {
                    return s;
                }
                var legal = BA.rules().legalActions(s);
                BA.rules().apply(s, legal.get(random.nextInt(legal.size())));
            }
        }
    }

    @Test
    void aBrokenSaveSaysWhereAndWhy() throws Exception {
        TableGame<BaState, BaAction> game = skirmish(Side.BLUE);
        Path save = tmp.resolve("game.json");
        play(game, new StringReader("ready\n2\n3\nquit\n"), true, save, null);
        String text = Files.readString(save);
        Path bad = tmp.resolve("bad.json");
        Files.writeString(bad, text.replaceFirst("\"distance\" : [0-9.]+", "\"distance\" : 40.0"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TableFile.read(bad));
        assertTrue(e.getMessage().matches(bad + ": \\$\\.entries\\[\\d+\\]: .*"), e.getMessage());
        Files.writeString(bad, text.substring(0, text.length() / 2));
        e = assertThrows(IllegalArgumentException.class, () -> TableFile.read(bad));
        assertTrue(e.getMessage().startsWith(bad + ": not readable JSON (line "), e.getMessage());
    }

    /** #21 item 5: the end position suggest prints is where the engine puts the unit. */
    @Test
    void suggestGivesFromAndToThatTheEngineReaches() throws Exception {
        TableGame<BaState, BaAction> game = skirmish(Side.RED);
        Path save = tmp.resolve("game.json");
        play(game, new StringReader("sync 4 20 6 0\nready\nquit\n"), true, save, null);
        PrintStream old = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int exit;
        try {
            System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            var cl = Adjutant.commandLine();
            cl.setErr(new PrintWriter(new StringWriter()));
            exit = cl.execute("suggest", "--state", save.toString(), "--iterations", "200", "--json");
        } finally {
            System.setOut(old);
        }
        assertEquals(0, exit, bytes.toString(StandardCharsets.UTF_8));
        JsonNode answer = new ObjectMapper().readTree(bytes.toString(StandardCharsets.UTF_8));
        assertEquals("red", answer.get("seenBy").asText());
        assertTrue(answer.get("valueMeaning").asText().startsWith("the search gives the Austrians about a "), answer.toString());
        BaState after = game.state().copy();
        BA.rules().apply(after, BA.codec().fromJson(answer.get("action")));
        TableFrame<BaState> frame = game.frame();
        for (JsonNode m : answer.get("moved")) {
            int unit = unitNamed(game, m.get("unit").asText());
            JsonNode to = m.get("to");
            TablePlacement engine = frame.placement(after, unit, Side.RED);
            assertFalse(engine.differsFrom(new TablePlacement(to.get("fromLeft").asDouble(), to.get("fromOwnEdge").asDouble(),
                    to.get("facing").asDouble())), m + " against " + engine);
            JsonNode from = m.get("from");
            TablePlacement before = frame.placement(game.state(), unit, Side.RED);
            assertFalse(before.differsFrom(new TablePlacement(from.get("fromLeft").asDouble(),
                    from.get("fromOwnEdge").asDouble(), from.get("facing").asDouble())), m + " against " + before);
        }
        assertTrue(answer.get("moved").size() > 0 || !answer.get("notation").asText().startsWith("move"), answer.toString());
    }

    private static int unitNamed(TableGame<BaState, BaAction> game, String name) {
        for (int u = game.state().setup().unitCount() - 1; u >= 0; u--) {
            if (game.state().setup().unitName(u).equals(name) && game.state().setup().side(u) == Side.RED) {
                return u;
            }
        }
        throw new AssertionError("no red unit " + name);
    }

    @Test
    void theCommandTakesAGameUpAgainFromItsFile() throws Exception {
        Path save = tmp.resolve("game.json");
        InputStream old = System.in;
        try {
            System.setIn(new ByteArrayInputStream("ready\n2\nquit\n".getBytes(StandardCharsets.UTF_8)));
            assertEquals(0, Adjutant.commandLine().execute("table", "--scenario", "skirmish", "--bot", "mcts:iterations=20",
                    "--save", save.toString(), "--draw"));
            System.setIn(new ByteArrayInputStream("quit\n".getBytes(StandardCharsets.UTF_8)));
            assertEquals(0, Adjutant.commandLine().execute("table", "--load", save.toString()));
        } finally {
            System.setIn(old);
        }
        assertTrue(TableFile.read(save).game().entries().size() >= 2);
    }

    /** Without --seed the bot's secret choices come from a seed nobody knows beforehand, which the save keeps. */
    @Test
    void withoutASeedEachGameDrawsItsOwnAndTheSaveKeepsIt() throws Exception {
        InputStream old = System.in;
        long[] seeds = new long[2];
        try {
            for (int i = 0; i < 2; i++) {
                Path save = tmp.resolve("game-" + i + ".json");
                System.setIn(new ByteArrayInputStream("quit\n".getBytes(StandardCharsets.UTF_8)));
                assertEquals(0, Adjutant.commandLine().execute("table", "--scenario", "skirmish", "--save", save.toString()));
                seeds[i] = TableFile.read(save).game().seed();
            }
        } finally {
            System.setIn(old);
        }
        assertTrue(seeds[0] != seeds[1] && seeds[0] != 1 && seeds[1] != 1, java.util.Arrays.toString(seeds));
    }
}
