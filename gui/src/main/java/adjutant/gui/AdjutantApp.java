package adjutant.gui;

import adjutant.engine.scenario.Variant;
import java.nio.file.Path;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;

/** The Adjutant window. */
public final class AdjutantApp extends Application {

    /** What the command line asked for. */
    public record Options(String scenario, Variant variant, Path state) {}

    private static Options options = new Options(DemoScenario.NAME, Variant.CHANCE, null);

    /** Opens the window and returns when it is closed. */
    public static void open(Options opts) {
        options = opts;
        Application.launch(AdjutantApp.class);
    }

    @Override
    public void start(Stage stage) throws Exception {
        GameLoader game = GameLoader.open(Scenarios.standard(), options.scenario(), options.variant(), options.state());
        BoardView board = new BoardView();
        board.show(game.last(), BoardOverlay.NONE);
        stage.setTitle("Adjutant \u2014 " + game.scenario().title());
        stage.setScene(new Scene(board, 1280, 720));
        stage.show();
    }
}
