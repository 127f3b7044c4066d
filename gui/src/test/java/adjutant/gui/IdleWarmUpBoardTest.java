package adjutant.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.Side;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * While the person is to act, the board warms the JIT for its bot (the build turns this off for
 * the other board tests, whose bots must not share the cores with it); the bot's own search
 * then stops it and answers.
 */
@ExtendWith(ApplicationExtension.class)
class IdleWarmUpBoardTest {
    private GameController<BaState, BaAction> game;

    @BeforeAll
    static void turnOn() {
        System.setProperty("adjutant.idleWarmUp", "true");
    }

    @AfterAll
    static void turnOff() {
        System.setProperty("adjutant.idleWarmUp", "false");
    }

    @Start
    void start(Stage stage) {
        game = new GameController<>(BlownAwayRuleset.get());
    }

    @Test
    void theBoardWarmsItsBotWhileThePersonThinksAndTheBotStillAnswers(FxRobot robot) throws Exception {
        robot.interact(() -> game.newGame(new NewGame("skirmish", Variant.CHANCE.id(), Side.BLUE, "mcts", 300, 4)));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> game.humanToAct());
        Thread.sleep(1500); // the person looks at the board
        assertTrue(game.warmUpChunks() > 0, "the warm-up searched while the person was to act");
        // the person plays his first choices until the bot has decided once
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (game.lastDecisionProperty().get() == null && System.nanoTime() < end) {
            if (game.humanToAct()) {
                robot.interact(() -> game.play(game.candidates().get(0)));
            }
            Thread.sleep(50);
        }
        assertEquals("person", game.record().players().get("blue"));
        assertTrue(game.lastDecisionProperty().get() != null && game.lastDecisionProperty().get().who().contains("mcts"),
                "the bot answered after the warm-up gave way");
    }
}
