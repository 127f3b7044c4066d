package adjutant.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.Variant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class MainWindowTest {
    private GameController game;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        ScenarioSource demo = new ScenarioSource() {
            @Override
            public List<String> names() {
                return List.of(DemoScenario.NAME);
            }

            @Override
            public Scenario load(String name) {
                return DemoScenario.create(Variant.CHANCE);
            }
        };
        Bots bots = new Bots().register("passing", (rules, seed) -> new PassingBot());
        game = new GameController(demo, new TurnPassingRules(), bots);
        game.newGame(new NewGame(DemoScenario.NAME, Variant.CHANCE, Side.BLUE, "passing", 200, 1));
        window = new MainWindow(game);
        stage.setScene(new Scene(window, 1280, 760));
        stage.show();
    }

    private Point2D onBoard(Vec2 p) {
        TableTransform t = window.board().transform();
        return window.board().canvas().localToScreen(t.px(p.x()), t.py(p.y()));
    }

    private String status(FxRobot robot) {
        return robot.lookup("#status").queryAs(Label.class).getText();
    }

    private void clickAction(FxRobot robot, String notation) {
        ListCell<?> cell = robot.lookup(".list-cell")
                .match(n -> n instanceof ListCell<?> c && c.getText() != null && c.getText().trim().equals(notation))
                .queryAs(ListCell.class);
        robot.clickOn(cell);
        robot.clickOn("#play");
    }

    @Test
    void clickingAUnitSelectsItAndHighlightsItsGroup(FxRobot robot) throws Exception {
        assertTrue(status(robot).startsWith("Turn 1 \u00b7 Prussians (blue) active \u00b7 MAIN"), status(robot));
        BaState s = game.state();
        int dragoons = s.setup().unitIndex("b-cav-1");
        robot.clickOn(onBoard(s.position(s.setup().firstFigure(dragoons))));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(dragoons, game.selectedUnitProperty().get());
        assertEquals(dragoons, window.board().overlay().selectedUnit());
        Screenshots.write(window, "window-unit-selected");
    }

    @Test
    void placingTheCommanderMovesHimAndUndoTakesItBack(FxRobot robot) throws Exception {
        Vec2 before = game.state().commander(Side.BLUE);
        robot.clickOn("#commanderMode");
        robot.clickOn(onBoard(new Vec2(40, 12)));
        WaitForAsyncUtils.waitForFxEvents();
        Vec2 after = game.state().commander(Side.BLUE);
        assertEquals(40, after.x(), 0.2);
        assertEquals(12, after.y(), 0.2);
        assertTrue(game.messageProperty().get().startsWith("You: commander x="), game.messageProperty().get());
        robot.clickOn("#undo");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(before, game.state().commander(Side.BLUE));
    }

    @Test
    void passHandsTheTurnToTheBotWhichPassesBackWithItsExplanation(FxRobot robot) throws Exception {
        clickAction(robot, "pass");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> game.state().turn() == 3 && !game.thinkingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Side.BLUE, game.state().active());
        assertTrue(status(robot).startsWith("Turn 3 \u00b7 Prussians (blue) active"), status(robot));
        String why = robot.lookup("#explanation").queryAs(TextArea.class).getText();
        assertTrue(why.contains("Austrians (passing): pass") && why.contains("commander stay"), why);
        assertEquals(2, game.history().size(), "the person's pass and the bot's");
        Screenshots.write(window, "window-after-bot-turn");
    }

    @Test
    void draggingAUnitShowsTheRulesVerdictLive(FxRobot robot) throws Exception {
        BaState s = game.state();
        int grenadiers = s.setup().unitIndex("b-inf-2");
        Vec2 anchor = s.anchor(grenadiers);
        robot.drag(onBoard(anchor)).moveTo(onBoard(anchor.plus(new Vec2(2, 5))));
        WaitForAsyncUtils.waitForFxEvents();
        BoardOverlay o = window.board().overlay();
        assertNotNull(o.preview(), "a move is previewed while dragging");
        assertEquals(grenadiers, o.preview().unit());
        assertEquals(Math.hypot(2, 5), o.preview().distance(), 0.05);
        assertEquals(0, o.preview().pivotDeg(), 1e-9, "an oblique move within 45 degrees needs no pivot");
        assertNotNull(o.previewVerdict());
        Screenshots.write(window, "window-dragging");
        robot.release(javafx.scene.input.MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        String msg = game.messageProperty().get();
        boolean moved = !game.state().anchor(grenadiers).equals(anchor);
        assertTrue(moved || msg.startsWith("Not allowed: move u" + grenadiers), msg);
    }

    @Test
    void suggestShowsTheBotsExplanation(FxRobot robot) throws Exception {
        robot.clickOn("#suggest");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> game.lastDecisionProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        String why = robot.lookup("#explanation").queryAs(TextArea.class).getText();
        assertTrue(why.startsWith("Suggestion for Prussians: pass"), why);
        assertEquals(0, game.history().size(), "a suggestion is not played");
    }
}
