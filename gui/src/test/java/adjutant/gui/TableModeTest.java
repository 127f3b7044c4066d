package adjutant.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.Side;
import adjutant.engine.record.GameRecord;
import adjutant.engine.record.GameRecords;
import adjutant.engine.record.RecordException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** #21 item 4 on the board: cards turned up at a real table are entered, and moves come with their measures. */
@ExtendWith(ApplicationExtension.class)
class TableModeTest {
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
    void theCardsTurnedUpAreEnteredAndTheLogGivesTheMeasures_BA_CMB_C_1(FxRobot robot) throws Exception {
        // a game of the encounter cut just before its first card draw
        GameRecord<BaState, BaAction> full = RandomGames.encounter(Variant.CHANCE, 5, 400);
        int draw = 0;
        while (!full.steps().get(draw).chance()) {
            draw++;
        }
        Path start = dir.resolve("start.json");
        GameRecords.write(new GameRecord<>(BlownAwayRuleset.get(), full.scenario(), Variant.CHANCE.id(), 5, full.players(),
                full.steps().subList(0, draw), GameResult.ONGOING), start);
        robot.clickOn("#tableResults");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(game.tableResultsProperty().get());
        robot.interact(() -> {
            try {
                game.load(start);
            } catch (RecordException e) {
                throw new AssertionError(e);
            }
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> game.waitingForResult());
        WaitForAsyncUtils.waitForFxEvents();
        Label prompt = robot.lookup("#tableResultPrompt").queryAs(Label.class);
        assertTrue(prompt.getText().startsWith("Turn up the cards or roll the dice at the table and enter the result"),
                prompt.getText());
        int before = game.record().steps().size();
        robot.clickOn("#tableResult").write("9 ?");
        robot.clickOn("#enterResult");
        WaitForAsyncUtils.waitForFxEvents();
        GameRecord.Step<BaAction> entered = game.record().steps().get(before);
        assertTrue(entered.chance() && entered.entered(), "recorded as entered at the table: " + entered);
        assertTrue(entered.action().notation().startsWith("cards 9 "), entered.action().notation());

        @SuppressWarnings("unchecked")
        ListView<String> log = robot.lookup("#turnLog").queryAs(ListView.class);
        List<String> lines = List.copyOf(log.getItems());
        assertTrue(lines.stream().anyMatch(l -> l.contains("Cards turned up: Prussians 9")), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.matches(" {4}.+ now: the .+ in from the left edge, .+ in from your edge, facing .+")),
                "the bot's and the person's moves with their measures: " + lines);
        Screenshots.write(window, "table-mode");
        assertEquals(Side.BLUE, game.human());
    }
}
