package adjutant.gui;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRuleset;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.Side;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * The board the window tests start from: the shipped encounter with chance, the person blue
 * against a quick MCTS, seed 3, shown on the test's stage.
 */
record EncounterBoard(GameController<BaState, BaAction> game, MainWindow<BaState, BaAction> window) {
    static final String BOT = "mcts:iterations=50";

    static EncounterBoard show(Stage stage, double height) {
        GameController<BaState, BaAction> game = new GameController<>(BlownAwayRuleset.get());
        game.newGame(new NewGame("encounter", Variant.CHANCE.id(), Side.BLUE, BOT, 200, 3));
        MainWindow<BaState, BaAction> window = new MainWindow<>(game);
        stage.setScene(new Scene(window, 1440, height));
        stage.show();
        return new EncounterBoard(game, window);
    }
}
