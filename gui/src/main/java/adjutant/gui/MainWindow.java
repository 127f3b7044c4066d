package adjutant.gui;

import adjutant.engine.game.GameState;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.io.Printable;
import adjutant.engine.record.GameRecords;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.geometry.Insets;
import javafx.scene.Node;
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
 * The window's content for games of one ruleset: tool bar, board, candidates and explanation on
 * the right, status bar below. Wires the person's clicks and drags to the
 * {@link GameController}; what a click or a drag means comes from the ruleset's
 * {@link BoardPlugin}. A new game or a saved game of another ruleset is handed to the
 * {@link Reopen} the window was given, which builds a window for that ruleset.
 */
public final class MainWindow<S extends GameState<S>, A> extends BorderPane {
    /** How near a piece, in table units, a click must be to pick it. */
    private static final double PICK_REACH = 1.5;
    /** A drag shorter than this, in table units, is a click: nothing moves. */
    private static final double MIN_DRAG = 0.25;
    private static final double SIDE_SPACING = 8;
    private static final double SIDE_PADDING = 6;
    private static final double BOARD_SHARE = 0.76;
    private static final double PROGRESS_PX = 22;

    /** Opens a game of another ruleset than this window's: a new game, or a saved one (then {@code record} is set). */
    public interface Reopen {
        void reopen(NewGame game, Path record) throws Exception;
    }

    private final GameController<S, A> game;
    private final BoardView<S, A> board = new BoardView<>();
    private final ToggleButton debug = new ToggleButton("Notation");
    private final List<ToolToggle> tools = new ArrayList<>();
    private Reopen reopen = (g, r) -> {
        throw new IllegalArgumentException("a game of another ruleset than this window's needs a new window");
    };
    private int dragUnit = -1;
    /** Where the drag started on the table; the unit's handle follows the mouse from there. */
    private Vec2 grab;

    /** A board tool and its toggle in the tool bar. */
    private record ToolToggle(BoardTool<?, ?> tool, ToggleButton toggle) {}

    public MainWindow(GameController<S, A> game) {
        this.game = game;
        for (BoardTool<S, A> tool : game.board().tools()) {
            ToggleButton t = new ToggleButton(tool.label());
            t.setId(tool.id());
            tools.add(new ToolToggle(tool, t));
        }
        setTop(toolBar());
        ActionPanel<S, A> actions = new ActionPanel<>(game, debug.selectedProperty());
        ExplanationPanel<S, A> explanation = new ExplanationPanel<>(game, debug.selectedProperty());
        TurnLogPanel<S, A> log = new TurnLogPanel<>(game);
        VBox side = new VBox(SIDE_SPACING, actions, explanation, new TableResultsPanel<>(game), new TableSyncPanel<>(game), log);
        side.setPadding(new Insets(SIDE_PADDING));
        VBox.setVgrow(actions, Priority.ALWAYS);
        SplitPane split = new SplitPane(board, side);
        split.setDividerPositions(BOARD_SHARE);
        setCenter(split);
        setBottom(statusBar());

        game.stateProperty().addListener((o, a, s) -> board.show(game.scene()));
        game.overlayProperty().addListener((o, a, ov) -> board.show(game.scene()));
        board.show(game.scene());
        board.canvas().addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        board.canvas().addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        board.canvas().addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
    }

    /** Where new and saved games of another ruleset go. */
    public void setReopen(Reopen reopen) {
        this.reopen = reopen;
    }

    private ToolBar toolBar() {
        Button newGame = button("New\u2026", "newGame", () -> new NewGameDialog(game.setup()).showAndWait()
                .ifPresent(g -> run(() -> newGame(g))));
        Button open = button("Open\u2026", "open", () -> {
            File f = chooser("Open game", "*.json").showOpenDialog(window());
            if (f != null) {
                run(() -> open(f.toPath()));
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
                run(() -> SnapshotRenderer.write(game.scene(), SnapshotRenderer.DEFAULT_WIDTH, f.toPath()));
            }
        });
        Button undo = button("Undo", "undo", game::undo);
        Button suggest = button("Suggest", "suggest", game::suggest);
        Button step = button("Bot step", "botStep", game::botStep);
        ToggleButton auto = new ToggleButton("Bots play");
        auto.setId("autoBots");
        auto.selectedProperty().bindBidirectional(game.autoBotsProperty());
        debug.setId("debugNotation");
        Button start = button("|<", "replayStart", game::replayStart);
        Button back = button("<", "replayBack", game::replayBack);
        Button fwd = button(">", "replayForward", game::replayForward);
        Button end = button(">|", "replayEnd", game::replayEnd);
        List<Node> items = new ArrayList<>(List.of(newGame, open, save, snapshot, new Separator(), undo, suggest));
        tools.forEach(t -> items.add(t.toggle()));
        items.addAll(List.of(new Separator(), step, auto, new Separator(), new Label("Replay"), start, back, fwd, end,
                new Separator(), debug));
        return new ToolBar(items.toArray(Node[]::new));
    }

    /** What New… does with the dialog's choice: a game of this window's ruleset here, of another one by {@link Reopen}. */
    void newGame(NewGame g) throws Exception {
        String rules = Scenarios.load(g.scenario()).rules();
        if (rules.equals(game.ruleset().id())) {
            game.newGame(g);
        } else {
            reopen.reopen(g, null);
        }
    }

    /** What Open… does with a file: as {@link #newGame}. */
    void open(Path file) throws Exception {
        String rules = GameRecords.read(file).ruleset().id();
        if (rules.equals(game.ruleset().id())) {
            game.load(file);
        } else {
            reopen.reopen(game.setup(), file);
        }
    }

    private HBox statusBar() {
        Label status = new Label();
        status.setId("status");
        status.setStyle("-fx-font-weight: bold");
        Label message = new Label();
        message.setId("message");
        message.textProperty().bind(game.messageProperty().map(Printable::keepingLines));
        game.stateProperty().addListener((o, a, s) -> status.setText(s == null ? "" : Printable.of(game.board().statusLine(s))));
        if (game.state() != null) {
            status.setText(Printable.of(game.board().statusLine(game.state())));
        }
        ProgressIndicator progress = new ProgressIndicator();
        progress.setId("progress");
        progress.setPrefSize(PROGRESS_PX, PROGRESS_PX);
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
        S s = game.state();
        TableTransform t = board.transform();
        if (s == null || t == null) {
            return;
        }
        Vec2 p = t.toTable(e.getX(), e.getY());
        Optional<BoardTool<S, A>> tool = selectedTool();
        if (tool.isPresent()) {
            tools.forEach(x -> x.toggle().setSelected(false));
            game.useTool(tool.get(), p);
            return;
        }
        int u = game.board().unitAt(s, p, PICK_REACH);
        game.select(u);
        dragUnit = u >= 0 && game.humanToAct() && game.board().drag().map(d -> d.canDrag(s, u)).orElse(false) ? u : -1;
        grab = p;
    }

    @SuppressWarnings("unchecked")
    private Optional<BoardTool<S, A>> selectedTool() {
        return tools.stream().filter(x -> x.toggle().isSelected()).findFirst()
                .map(x -> (BoardTool<S, A>) x.tool());
    }

    /** The action a drag to screen point (x, y) asks for: the unit's handle shifted as far as the mouse went. */
    private A dragAction(PieceDrag<S, A> drag, TableTransform t, double x, double y) {
        Vec2 shift = t.toTable(x, y).minus(grab);
        S s = game.state();
        return drag.moveTo(s, dragUnit, drag.handle(s, dragUnit).plus(shift));
    }

    private void dragged(MouseEvent e) {
        TableTransform t = board.transform();
        if (dragUnit < 0 || t == null) {
            return;
        }
        game.board().drag().ifPresent(d -> game.preview(dragAction(d, t, e.getX(), e.getY())));
    }

    private void released(MouseEvent e) {
        TableTransform t = board.transform();
        Optional<PieceDrag<S, A>> drag = game.board().drag();
        if (dragUnit < 0 || t == null || drag.isEmpty()) {
            return;
        }
        A a = dragAction(drag.get(), t, e.getX(), e.getY());
        dragUnit = -1;
        if (t.toTable(e.getX(), e.getY()).distance(grab) < MIN_DRAG) {
            game.clearPreview();
            return;
        }
        game.play(a); // says why when the rules refuse it
        game.clearPreview();
    }

    // ------------------------------------------------------------------ helpers

    public BoardView<S, A> board() {
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
}
