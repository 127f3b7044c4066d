package adjutant.gui;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.Rulesets;
import adjutant.engine.record.GameRecords;
import adjutant.engine.record.RecordException;
import java.nio.file.Path;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * A stage that shows a game of whichever ruleset it is: a controller and window are typed to
 * one ruleset, so a new or saved game of another ruleset replaces both with ones for that
 * ruleset (the old controller's search is stopped), while a game of the same ruleset stays in
 * the window it is in.
 */
public final class GameStage {
    private static final double WIDTH = 1500;
    private static final double HEIGHT = 860;

    private final Stage stage;
    private GameController<?, ?> game;
    private MainWindow<?, ?> window;

    public GameStage(Stage stage) {
        this.stage = stage;
    }

    /**
     * A new game of a scenario (name or file) with one of its ruleset's variants: the person
     * plays blue against the searcher that suits the variant.
     *
     * @throws IllegalArgumentException for a scenario that cannot be loaded, or an unknown variant
     */
    public void newGame(String scenario, String variant) {
        show(Rulesets.require(Scenarios.load(scenario).rules()), null, scenario, variant);
    }

    /** A new game as chosen in the new-game dialog, of any ruleset. */
    public void newGame(NewGame g) {
        show(Rulesets.require(Scenarios.load(g.scenario()).rules()), g, null, null);
    }

    /** A saved game, of any ruleset, at its last step. */
    public void open(Path record) throws RecordException {
        open(GameRecords.read(record).ruleset(), record);
    }

    /** The game shown, typed to its ruleset only by wildcard. */
    public GameController<?, ?> game() {
        return game;
    }

    public MainWindow<?, ?> window() {
        return window;
    }

    public void shutdown() {
        if (game != null) {
            game.shutdown();
        }
    }

    private <S extends GameState<S>, A> void show(Ruleset<S, A> ruleset, NewGame g, String scenario, String variant) {
        GameController<S, A> controller = new GameController<>(ruleset);
        controller.newGame(g != null ? g : controller.defaults(scenario, variant));
        replace(controller);
    }

    private <S extends GameState<S>, A> void open(Ruleset<S, A> ruleset, Path record) throws RecordException {
        GameController<S, A> controller = new GameController<>(ruleset);
        controller.load(record);
        replace(controller);
    }

    private <S extends GameState<S>, A> void replace(GameController<S, A> controller) {
        shutdown();
        game = controller;
        MainWindow<S, A> w = new MainWindow<>(controller);
        w.setReopen((g, record) -> {
            if (record != null) {
                open(record);
            } else {
                newGame(g);
            }
        });
        window = w;
        stage.setTitle("Adjutant \u2014 " + controller.ruleset().displayName() + " \u2014 "
                + controller.scenario().title());
        if (stage.getScene() == null) {
            stage.setScene(new Scene(w, WIDTH, HEIGHT));
        } else {
            stage.getScene().setRoot(w);
        }
    }
}
