package adjutant.gui;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.action.Move;
import adjutant.engine.game.Verdict;
import adjutant.engine.geometry.Vec2;
import java.io.File;
import java.nio.file.Path;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Separator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToolBar;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * The window's content: tool bar, board, candidates and explanation on the right, status bar
 * below. Wires the person's clicks and drags to the {@link GameController}.
 */
public final class MainWindow extends BorderPane {
    private final GameController game;
    private final BoardView board = new BoardView();
    private final ToggleButton commanderMode = new ToggleButton("Place commander");
    private int dragUnit = -1;
    /** Where the drag started on the table; the unit's pivot point follows the mouse from there. */
    private Vec2 grab;

    public MainWindow(GameController game) {
        this.game = game;
        setTop(toolBar());
        ActionPanel actions = new ActionPanel(game);
        ExplanationPanel explanation = new ExplanationPanel(game);
        VBox side = new VBox(8, actions, explanation);
        side.setPadding(new Insets(6));
        VBox.setVgrow(actions, Priority.ALWAYS);
        SplitPane split = new SplitPane(board, side);
        split.setDividerPositions(0.76);
        setCenter(split);
        setBottom(statusBar());

        game.stateProperty().addListener((o, a, s) -> board.show(s, game.overlayProperty().get()));
        game.overlayProperty().addListener((o, a, ov) -> board.show(game.state(), ov));
        board.show(game.state(), game.overlayProperty().get());
        board.canvas().addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        board.canvas().addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        board.canvas().addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
    }

    private ToolBar toolBar() {
        Button newGame = button("New\u2026", "newGame", () -> new NewGameDialog(
                game.setup() == null ? NewGame.defaults() : game.setup()).showAndWait()
                .ifPresent(g -> run(() -> game.newGame(g))));
        Button open = button("Open\u2026", "open", () -> {
            File f = chooser("Open game", "*.json").showOpenDialog(window());
            if (f != null) {
                run(() -> game.load(f.toPath()));
            }
        });
        Button save = button("Save\u2026", "save", () -> {
            File f = chooser("Save game", "*.json").showSaveDialog(window());
            if (f != null) {
                run(() -> game.save(f.toPath()));
            }
        });
        Button snapshot = button("Snapshot\u2026", "snapshot", () -> {
            File f = chooser("Save board picture", "*.png").showSaveDialog(window());
            if (f != null) {
                run(() -> SnapshotRenderer.write(game.state(), game.overlayProperty().get(), 1600, f.toPath()));
            }
        });
        Button undo = button("Undo", "undo", game::undo);
        Button suggest = button("Suggest", "suggest", game::suggest);
        Button step = button("Bot step", "botStep", game::botStep);
        ToggleButton auto = new ToggleButton("Bots play");
        auto.setId("autoBots");
        auto.selectedProperty().bindBidirectional(game.autoBotsProperty());
        commanderMode.setId("commanderMode");
        Button start = button("|<", "replayStart", game::replayStart);
        Button back = button("<", "replayBack", game::replayBack);
        Button fwd = button(">", "replayForward", game::replayForward);
        Button end = button(">|", "replayEnd", game::replayEnd);
        return new ToolBar(newGame, open, save, snapshot, new Separator(), undo, suggest, commanderMode,
                new Separator(), step, auto, new Separator(), new Label("Replay"), start, back, fwd, end);
    }

    private HBox statusBar() {
        Label status = new Label();
        status.setId("status");
        status.setStyle("-fx-font-weight: bold");
        Label message = new Label();
        message.setId("message");
        message.textProperty().bind(game.messageProperty());
        game.stateProperty().addListener((o, a, s) -> status.setText(s == null ? "" : BoardView.statusLine(s)));
        if (game.state() != null) {
            status.setText(BoardView.statusLine(game.state()));
        }
        ProgressIndicator progress = new ProgressIndicator();
        progress.setId("progress");
        progress.setPrefSize(22, 22);
        progress.progressProperty().bind(game.progressProperty());
        progress.visibleProperty().bind(game.thinkingProperty());
        Button cancel = button("Cancel", "cancel", game::cancelSearch);
        Button moveNow = button("Move now", "moveNow", game::moveNow);
        cancel.visibleProperty().bind(game.thinkingProperty());
        moveNow.visibleProperty().bind(game.thinkingProperty());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox bar = new HBox(10, status, new Separator(), message, gap, progress, cancel, moveNow);
        bar.setPadding(new Insets(4, 8, 4, 8));
        return bar;
    }

    // ------------------------------------------------------------------ the board under the mouse

    private void pressed(MouseEvent e) {
        BaState s = game.state();
        TableTransform t = board.transform();
        if (s == null || t == null) {
            return;
        }
        Vec2 p = t.toTable(e.getX(), e.getY());
        if (commanderMode.isSelected()) {
            commanderMode.setSelected(false);
            game.placeCommander(p);
            return;
        }
        int u = BoardView.unitAt(s, p, 1.5);
        game.select(u);
        dragUnit = u >= 0 && game.humanToAct() && game.mainStep() && s.setup().side(u) == s.deciding() ? u : -1;
        grab = p;
    }

    /** The move a drag to screen point (x, y) asks for: the pivot point shifted as far as the mouse went. */
    private Move dragMove(TableTransform t, double x, double y) {
        Vec2 shift = t.toTable(x, y).minus(grab);
        return game.moveTo(dragUnit, game.state().anchor(dragUnit).plus(shift));
    }

    private void dragged(MouseEvent e) {
        TableTransform t = board.transform();
        if (dragUnit < 0 || t == null) {
            return;
        }
        game.preview(dragMove(t, e.getX(), e.getY()));
    }

    private void released(MouseEvent e) {
        TableTransform t = board.transform();
        if (dragUnit < 0 || t == null) {
            return;
        }
        Move m = dragMove(t, e.getX(), e.getY());
        dragUnit = -1;
        if (t.toTable(e.getX(), e.getY()).distance(grab) < 0.25) {
            game.clearPreview();
            return;
        }
        Verdict v = game.preview(m);
        if (v.legal()) {
            game.play(m);
        } else {
            game.messageProperty().set("Not allowed: " + m.notation() + " \u2014 " + v.message());
        }
        game.clearPreview();
    }

    // ------------------------------------------------------------------ helpers

    public BoardView board() {
        return board;
    }

    private Window window() {
        return getScene() == null ? null : getScene().getWindow();
    }

    private static FileChooser chooser(String title, String pattern) {
        FileChooser c = new FileChooser();
        c.setTitle(title);
        c.getExtensionFilters().add(new FileChooser.ExtensionFilter(pattern, pattern));
        return c;
    }

    private static Button button(String text, String id, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }

    private interface IoAction {
        void run() throws Exception;
    }

    private void run(IoAction a) {
        try {
            a.run();
        } catch (Exception ex) {
            game.messageProperty().set("Failed: " + ex.getMessage());
        }
    }

    static Path path(File f) {
        return f.toPath();
    }
}
