package adjutant.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.gui.toy.TokenDuel;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.geometry.Point2D;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** One stage, games of two rulesets: New… with a scenario of the other ruleset gets a window of that ruleset. */
@ExtendWith(ApplicationExtension.class)
class GameStageTest {
    private static final String DUEL = """
            {"format": "adjutant-scenario/1", "rules": "toy-token-duel", "name": "duel", "title": "Token duel",
             "table": {"length": 48, "width": 24}}
            """;

    @TempDir
    Path dir;

    private Stage stage;
    private GameStage games;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        games = new GameStage(stage);
        games.newGame(new NewGame("encounter", "chance", Side.RED, "random", 100, 1));
        stage.show();
    }

    private NewGame duel() throws Exception {
        Path file = dir.resolve("duel.json");
        Files.writeString(file, DUEL);
        return new NewGame(file.toString(), "standard", Side.BLUE, "random", 100, 1);
    }

    @Test
    void newWithAScenarioOfAnotherRulesetReplacesTheWindowAndBack(FxRobot robot) throws Exception {
        assertEquals("blown-away", games.game().ruleset().id());
        NewGame duel = duel();
        robot.interact(() -> run(() -> games.window().newGame(duel)));
        assertEquals(TokenDuel.ID, games.game().ruleset().id());
        assertSame(games.window(), stage.getScene().getRoot());
        assertTrue(stage.getTitle().contains("Token duel"), stage.getTitle());
        robot.interact(() -> run(() -> games.window().newGame(new NewGame("skirmish", "without-chance", null,
                "random", 100, 2))));
        assertEquals("blown-away", games.game().ruleset().id());
        assertEquals("without-chance", games.game().setup().variant());
    }

    @Test
    void draggingATokenStepsItThroughTheToysOwnDrag(FxRobot robot) throws Exception {
        NewGame duel = duel();
        robot.interact(() -> games.newGame(duel));
        @SuppressWarnings("unchecked")
        GameController<TokenDuel.State, TokenDuel.Step> game =
                (GameController<TokenDuel.State, TokenDuel.Step>) games.game();
        Vec2 token = game.state().token(0);
        robot.drag(onBoard(token), MouseButton.PRIMARY).moveTo(onBoard(token.plus(new Vec2(0, 5)))).release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(game.history().size() >= 1, game.messageProperty().get());
        TokenDuel.Step mine = game.record().steps().get(0).action();
        assertEquals(0, mine.unit(), "blue's token");
        assertEquals(5, mine.dy(), 0.2, "as far as the mouse went");
    }

    private Point2D onBoard(Vec2 p) {
        TableTransform t = games.window().board().transform();
        return games.window().board().canvas().localToScreen(t.px(p.x()), t.py(p.y()));
    }

    private interface Action {
        void run() throws Exception;
    }

    private static void run(Action a) {
        try {
            a.run();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
