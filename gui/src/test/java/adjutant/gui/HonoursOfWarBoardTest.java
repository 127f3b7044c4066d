package adjutant.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.honours.HonoursRuleset;
import adjutant.engine.honours.HowState;
import adjutant.engine.honours.action.EndActivation;
import adjutant.engine.honours.action.HowAction;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** St. Ulrich played through the window against a bot: the bot's moves stay on the board as trails until the person acts. */
@ExtendWith(ApplicationExtension.class)
class HonoursOfWarBoardTest {

    private GameController<HowState, HowAction> game;

    @Start
    void start(Stage stage) {
        game = new GameController<>(HonoursRuleset.get());
        game.newGame(new NewGame("st-ulrich", "standard", Side.BLUE, "random", 200, 7));
        stage.setScene(new Scene(new MainWindow<>(game), 1440, 820));
        stage.show();
    }

    @Test
    void theBotsMovesLeaveTrailsUntilThePersonActs(FxRobot robot) throws Exception {
        Map<Integer, List<Vec2>> trails = Map.of();
        for (int step = 0; step < 400 && trails.isEmpty(); step++) {
            awaitPerson();
            HowAction a = quiet(game.candidates());
            robot.interact(() -> game.play(a));
            awaitPerson();
            trails = game.overlayProperty().get().trails();
        }
        assertFalse(trails.isEmpty(), "red moved nothing in 400 steps");
        Screenshots.write(robot.lookup(".root").query(), "honours-of-war-trails");
        HowState s = game.state();
        for (Map.Entry<Integer, List<Vec2>> t : trails.entrySet()) {
            assertEquals(Side.RED, s.setup().side(t.getKey()), "only the bot's units: " + s.setup().unitName(t.getKey()));
            List<Vec2> points = t.getValue();
            assertTrue(points.size() >= 2);
            assertEquals(s.footprint(t.getKey()).frontCentre(), points.get(points.size() - 1), "it ends where the unit is");
        }
        HowAction next = quiet(game.candidates());
        robot.interact(() -> game.play(next));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(game.overlayProperty().get().trails().keySet().stream().allMatch(u -> game.state().setup().side(u) == Side.RED),
                "the person's own move leaves none");
    }

    /** Ends a brigade's activation when it may, so that the person's side stays put and the bot's moves show. */
    private static HowAction quiet(List<HowAction> candidates) {
        return candidates.stream().filter(a -> a instanceof EndActivation).findFirst().orElse(candidates.get(0));
    }

    private void awaitPerson() throws Exception {
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> game.humanToAct() || game.state().result().isOver()
                || (!game.thinkingProperty().get() && !game.autoBotsProperty().get()));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(game.humanToAct() || game.state().result().isOver(), "stuck: " + game.messageProperty().get());
    }
}
