package adjutant.gui;

import java.nio.file.Path;
import java.util.Objects;
import javafx.application.Application;
import javafx.stage.Stage;

/**
 * The Adjutant window: a new game on the scenario asked for, or a saved game to replay and
 * continue, of whichever ruleset the scenario or record names ({@link GameStage}).
 */
public final class AdjutantApp extends Application {

    /**
     * What the command line asked for, already checked ({@link BoardLauncher}).
     *
     * @param variant the variant to play the scenario with
     * @param state a game record to open instead, or null
     */
    public record Options(String scenario, String variant, Path state) {
        public Options {
            Objects.requireNonNull(scenario);
            Objects.requireNonNull(variant);
        }
    }

    private static Options options;
    private GameStage games;

    /** Opens the window and returns when it is closed. */
    public static void open(Options opts) {
        options = Objects.requireNonNull(opts);
        Application.launch(AdjutantApp.class);
    }

    @Override
    public void start(Stage stage) throws Exception {
        games = new GameStage(stage);
        if (options.state() != null) {
            games.open(options.state());
        } else {
            games.newGame(options.scenario(), options.variant());
        }
        stage.show();
    }

    @Override
    public void stop() {
        if (games != null) {
            games.shutdown();
        }
    }
}
