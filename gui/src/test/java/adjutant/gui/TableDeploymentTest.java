package adjutant.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.game.SecretDeployment;
import adjutant.engine.game.Side;
import adjutant.engine.game.TableFrame;
import adjutant.engine.game.TablePlacement;
import adjutant.engine.game.TableSync;
import adjutant.engine.record.GameRecord;
import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * #21 item 4 on the board: at a real table the bot's deployment is sealed before the person
 * deploys and revealed after (BA-SETUP-9), and a unit is set where it really stands without
 * counting as a move; both are steps of the saved game.
 */
@ExtendWith(ApplicationExtension.class)
class TableDeploymentTest {
    @TempDir
    Path dir;

    private GameController<BaState, BaAction> game;
    private MainWindow<BaState, BaAction> window;

    @Start
    void start(Stage stage) {
        EncounterBoard board = EncounterBoard.show(stage, 900);
        game = board.game();
        window = board.window();
    }

    @Test
    void theBotsDeploymentIsSealedThenRevealedAndUnitsAreSetWhereTheyStand_BA_SETUP_9(FxRobot robot) throws Exception {
        robot.clickOn("#tableResults");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(game.deploying(), "a real table at the start: the bot's deployment is sealed; " + game.record().steps() + " " + game.messageProperty().get());
        String seal = game.seal().orElseThrow();
        assertTrue(robot.lookup("#deploymentSeal").queryAs(Label.class).getText().contains(seal));
        assertFalse(game.humanToAct(), "no move before both armies stand");
        TableFrame<BaState> frame = game.frame().orElseThrow();

        int blue = unitOf(frame, Side.BLUE);
        int red = unitOf(frame, Side.RED);
        TablePlacement was = game.placement(blue).orElseThrow();
        robot.interact(() -> game.select(blue));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(TablePlacement.num(was.fromLeft()), robot.lookup("#fromLeft").queryAs(TextField.class).getText(),
                "the fields start where the unit stands");
        TextField left = robot.lookup("#fromLeft").queryAs(TextField.class);
        robot.interact(() -> left.setText(TablePlacement.num(was.fromLeft() + 2)));
        robot.clickOn("#syncSet");
        WaitForAsyncUtils.waitForFxEvents();
        GameRecord.Step<BaAction> synced = game.record().steps().get(0);
        assertTrue(synced.isSync() && !synced.sync().deployment(), "a sync, not a move: " + synced);
        assertEquals(was.fromLeft() + 2, game.placement(blue).orElseThrow().fromLeft(), 0.05);
        assertTrue(game.messageProperty().get().startsWith("Set where they stand on the table (not a move): "),
                game.messageProperty().get());

        Screenshots.write(window, "table-deploying");
        robot.interact(() -> assertFalse(game.sync(red, game.placement(red).orElseThrow()),
                "the bot's units are set only when its deployment is revealed"));
        assertEquals(1, game.record().steps().size());

        TablePlacement tooDeep = new TablePlacement(was.fromLeft() + 2, was.fromOwnEdge() + 20, was.facing());
        robot.interact(() -> assertTrue(game.sync(blue, tooDeep), game.messageProperty().get()));
        robot.clickOn("#deployReady");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(game.deploying(), "a unit outside its zone (BA-SETUP-8) holds the reveal back");
        assertTrue(game.messageProperty().get().startsWith("Not yet: "), game.messageProperty().get());
        robot.interact(() -> game.undo());
        assertEquals(1, game.record().steps().size(), "the deep sync is taken back alone");

        robot.clickOn("#deployReady");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(game.deploying());
        String text = robot.lookup("#revealedDeployment").queryAs(TextArea.class).getText();
        assertEquals(seal, SecretDeployment.sha256(text), "the revealed text is the one sealed");
        TableSync reveal = game.record().steps().get(1).sync();
        assertNotNull(reveal);
        assertTrue(reveal.deployment() && reveal.text().equals(text));
        BaState after = game.history().stateBefore(2); // after the reveal, whatever the bot did since
        reveal.units().forEach((u, p) -> assertFalse(p.differsFrom(frame.placement(after, u, Side.BLUE)),
                frame.unitName(after, u) + " stands where the written deployment says"));
        Screenshots.write(window, "table-deployment");

        Path saved = dir.resolve("deployed.json");
        robot.interact(() -> {
            try {
                game.save(saved);
                game.load(saved);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        assertEquals(after.hash(), game.history().stateBefore(2).hash(), "the syncs replay from the saved game");
        assertEquals(text, game.revealedDeployment().orElseThrow());
    }

    @Test
    void undoingTheRevealSealsTheSameDeploymentAgain_BA_SETUP_9(FxRobot robot) {
        robot.clickOn("#tableResults");
        WaitForAsyncUtils.waitForFxEvents();
        String seal = game.seal().orElseThrow();
        robot.clickOn("#deployReady");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(game.deploying());
        robot.interact(() -> {
            game.cancelSearch();
            while (game.revealedDeployment().isPresent()) {
                game.undo();
            }
        });
        assertTrue(game.deploying());
        assertEquals(seal, game.seal().orElseThrow(), "the same written deployment, not a new draw");
    }

    private int unitOf(TableFrame<BaState> frame, Side side) {
        BaState s = game.state();
        for (int u = 0; u < frame.unitCount(s); u++) {
            if (frame.side(s, u) == side && frame.onTable(s, u)) {
                return u;
            }
        }
        throw new AssertionError("no " + side + " unit");
    }
}
