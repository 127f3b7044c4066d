package adjutant.gui;

import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.scenario.Variant;
import java.nio.file.Path;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;

/** The Adjutant window: a new game on the scenario asked for, or a saved game to replay and continue. */
public final class AdjutantApp extends Application {

    /** What the command line asked for. */
    public record Options(String scenario, Variant variant, Path state) {}

    private static Options options = new Options(NewGame.defaults().scenario(), Variant.CHANCE, null);
    private GameController game;

    /** Opens the window and returns when it is closed. */
    public static void open(Options opts) {
        options = opts;
        Application.launch(AdjutantApp.class);
    }

    /** A controller with the Blown Away rules. */
    public static GameController standardController() {
        return new GameController(new BlownAwayRules());
    }

    @Override
    public void start(Stage stage) throws Exception {
        game = standardController();
        NewGame d = NewGame.defaults();
        game.newGame(new NewGame(options.scenario(), options.variant(), d.human(), Bots.searcher(options.variant()),
                d.thinkMillis(), d.seed()));
        if (options.state() != null) {
            game.load(options.state());
        }
        stage.setTitle("Adjutant \u2014 " + game.scenario().title());
        stage.setScene(new Scene(new MainWindow(game), 1500, 860));
        stage.show();
    }

    @Override
    public void stop() {
        if (game != null) {
            game.shutdown();
        }
    }
}
