package adjutant.gui;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.Rulesets;
import adjutant.engine.record.GameRecords;
import java.nio.file.Path;
import java.util.Objects;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * The Adjutant window: a new game on the scenario asked for, or a saved game to replay and
 * continue, of whichever ruleset the scenario or record names. A new or saved game of another
 * ruleset replaces the window's content with one for that ruleset.
 */
public final class AdjutantApp extends Application {
    private static final double WIDTH = 1500;
    private static final double HEIGHT = 860;

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
    private Stage stage;
    private GameController<?, ?> game;

    /** Opens the window and returns when it is closed. */
    public static void open(Options opts) {
        options = Objects.requireNonNull(opts);
        Application.launch(AdjutantApp.class);
    }

    @Override
    public void start(Stage stage) throws Exception {
        this.stage = stage;
        if (options.state() != null) {
            reopenRecord(GameRecords.read(options.state()).ruleset(), options.state());
        } else {
            startNew(Rulesets.require(Scenarios.load(options.scenario()).rules()), options);
        }
        stage.show();
    }

    /** The person plays blue against the searcher that suits the variant. */
    private <S extends GameState<S>, A> void startNew(Ruleset<S, A> ruleset, Options opts) {
        GameController<S, A> controller = new GameController<>(ruleset);
        controller.newGame(controller.defaults(opts.scenario(), opts.variant()));
        replace(controller);
    }

    private <S extends GameState<S>, A> void replace(GameController<S, A> controller) {
        if (game != null) {
            game.shutdown();
        }
        game = controller;
        MainWindow<S, A> window = new MainWindow<>(controller);
        window.setReopen(this::reopen);
        stage.setTitle("Adjutant \u2014 " + controller.ruleset().displayName() + " \u2014 "
                + controller.scenario().title());
        if (stage.getScene() == null) {
            stage.setScene(new Scene(window, WIDTH, HEIGHT));
        } else {
            stage.getScene().setRoot(window);
        }
    }

    /** A new game or a saved one of another ruleset: a new controller and window for it. */
    private void reopen(NewGame g, Path record) throws Exception {
        if (record != null) {
            reopenRecord(GameRecords.read(record).ruleset(), record);
        } else {
            reopenNew(Rulesets.require(Scenarios.load(g.scenario()).rules()), g);
        }
    }

    private <S extends GameState<S>, A> void reopenRecord(Ruleset<S, A> ruleset, Path record) throws Exception {
        GameController<S, A> controller = new GameController<>(ruleset);
        controller.load(record);
        replace(controller);
    }

    private <S extends GameState<S>, A> void reopenNew(Ruleset<S, A> ruleset, NewGame g) {
        GameController<S, A> controller = new GameController<>(ruleset);
        controller.newGame(g);
        replace(controller);
    }

    @Override
    public void stop() {
        if (game != null) {
            game.shutdown();
        }
    }
}
