package adjutant.gui.toy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.RulesChoice;
import adjutant.engine.game.Rulesets;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.record.GameRecords;
import adjutant.gui.ActionPanel;
import adjutant.gui.BoardLauncher;
import adjutant.gui.BoardPainter;
import adjutant.gui.Fx;
import adjutant.gui.GameController;
import adjutant.gui.GameLoader;
import adjutant.gui.NewGame;
import adjutant.gui.Palette;
import adjutant.gui.TableTransform;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.paint.Color;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The board's shell with a second ruleset, found like Blown Away through the registries: its
 * scenario is drawn with the shared table, terrain and objectives and its own tokens; the
 * controller plays it in its words; --rules of the other ruleset are refused.
 */
class TokenDuelTest {
    private static final String SCENARIO = """
            {"format": "adjutant-scenario/1", "rules": "toy-token-duel", "name": "duel", "title": "Token duel",
             "table": {"length": 48, "width": 24},
             "terrain": [{"id": "wood", "kind": "woods", "points": [[6, 8], [14, 8], [14, 16], [6, 16]]}],
             "objectives": [{"id": "hill", "name": "Hill", "center": [36, 12], "radius": 3}]}
            """;

    @TempDir
    Path dir;

    @BeforeAll
    static void toolkit() {
        Fx.startHeadless();
    }

    private Path scenario() throws Exception {
        Path file = dir.resolve("duel.json");
        Files.writeString(file, SCENARIO);
        return file;
    }

    @Test
    void theShellDrawsTheTableTerrainAndObjectivesAndThePluginTheTokens() throws Exception {
        Path out = dir.resolve("duel.png");
        String said = BoardLauncher.snapshot(scenario().toString(), null, null, 1600, out);
        assertTrue(said.endsWith(", duel, 0 steps)"), said);
        BufferedImage img = ImageIO.read(out.toFile());
        TableTransform t = TableTransform.fit(1600, img.getHeight(), 48, 24, BoardPainter.MARGIN, BoardPainter.HEADER);
        assertNear(Palette.WOODS, pixel(img, t, 10, 12), "in the wood");
        assertNear(Palette.TABLE, pixel(img, t, 40, 4), "open table");
        assertNear(Palette.BLUE, pixel(img, t, 24, TokenDuel.HOME_OFFSET), "blue's token");
        assertNear(Palette.RED, pixel(img, t, 24, 24 - TokenDuel.HOME_OFFSET), "red's token");
    }

    @Test
    void theControllerPlaysTheDuelInItsWords() throws Exception {
        Path file = scenario();
        Fx.call(() -> {
            GameController<TokenDuel.State, TokenDuel.Step> game = new GameController<>(new TokenDuel());
            game.newGame(new NewGame(file.toString(), "standard", Side.BLUE, "random", 100, 1));
            assertTrue(game.humanToAct());
            List<ActionPanel.Row<TokenDuel.Step>> rows = ActionPanel.rows(game, game.state(), game.candidates(),
                    false);
            assertEquals("General", rows.get(0).text());
            assertTrue(rows.stream().anyMatch(r -> r.text().equals("Blue token")), rows.toString());
            assertTrue(rows.stream().noneMatch(r -> r.text().contains("step u0")), "words, not notation: " + rows);
            assertTrue(ActionPanel.rows(game, game.state(), game.candidates(), true).stream()
                    .anyMatch(r -> r.text().equals("   Blue token steps 3.0 in.  [step u0 0.0 3.0]")),
                    "the debug view adds the notation");
            TokenDuel.Step step = game.board().drag().orElseThrow().moveTo(game.state(), 0, new Vec2(24, 9));
            assertFalse(game.play(game.board().drag().orElseThrow().moveTo(game.state(), 0, new Vec2(24, 20))));
            assertTrue(game.messageProperty().get().startsWith("Not allowed: Blue token steps 16.0 in."),
                    game.messageProperty().get());
            assertTrue(game.play(step));
            assertEquals(new Vec2(24, 9), game.state().token(0));
            game.shutdown();
            return null;
        });
    }

    @Test
    void rulesOfAnotherRulesetDisagreeWithTheScenario() throws Exception {
        Path file = scenario();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GameLoader.open(file.toString(), RulesChoice.parse("blown-away"), null));
        assertTrue(e.getMessage().contains("which is " + TokenDuel.ID), e.getMessage());
        assertEquals(TokenDuel.ID, GameLoader.open(file.toString(), null, null).record().ruleset().id());
        assertTrue(Rulesets.find(TokenDuel.ID).isPresent());
    }

    @Test
    void aSavedDuelOpensWithItsOwnRuleset() throws Exception {
        Path file = scenario();
        Path saved = dir.resolve("game.json");
        Fx.call(() -> {
            GameController<TokenDuel.State, TokenDuel.Step> game = new GameController<>(new TokenDuel());
            game.newGame(new NewGame(file.toString(), "standard", Side.BLUE, "random", 100, 1));
            game.play(TokenDuel.Step.PASS);
            game.cancelSearch();
            game.save(saved);
            game.shutdown();
            return null;
        });
        assertEquals(TokenDuel.ID, GameRecords.read(saved).ruleset().id());
        String said = BoardLauncher.snapshot("ignored", null, saved, 1600, dir.resolve("saved.png"));
        assertTrue(said.endsWith(", duel, 1 steps)"), said);
    }

    private static Color pixel(BufferedImage img, TableTransform t, double x, double y) {
        int argb = img.getRGB((int) Math.round(t.px(x)), (int) Math.round(t.py(y)));
        return Color.rgb((argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff);
    }

    private static void assertNear(Color want, Color got, String where) {
        double d = Math.abs(got.getRed() - want.getRed()) + Math.abs(got.getGreen() - want.getGreen())
                + Math.abs(got.getBlue() - want.getBlue());
        assertTrue(d < 0.25, where + ": expected about " + want + ", got " + got);
    }
}
