package adjutant.gui;

import adjutant.engine.game.GameState;
import adjutant.engine.game.MovedUnits;
import adjutant.engine.game.Side;
import adjutant.engine.game.TableFrame;
import adjutant.engine.io.Printable;
import adjutant.engine.record.GameRecord;
import adjutant.engine.record.Narration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The game so far in words, turn by turn: every decision of both sides (the bot's whole turn, not
 * only its last step), every roll and every loss, up to the step on show (in replay, up to the
 * step reached). Lines are added as steps are played; going back or undoing tells it again.
 */
public final class TurnLogPanel<S extends GameState<S>, A> extends VBox {
    private static final double SPACING = 4;
    private static final double ROWS_HEIGHT = 220;
    /** Room for the list's scroll bar and padding. */
    private static final double CELL_INSET = 24;

    private final GameController<S, A> game;
    private final ListView<String> list = new ListView<>();
    /** The history told so far, and how many of its steps: a new history or a shorter one is told anew. */
    private ReplayController<S, A> told;
    private final List<GameRecord.Step<A>> toldSteps = new ArrayList<>();
    private Narration<S, A> narration;

    public TurnLogPanel(GameController<S, A> game) {
        this.game = game;
        setSpacing(SPACING);
        Label title = new Label("Turn log");
        title.setStyle("-fx-font-weight: bold");
        list.setId("turnLog");
        list.setPrefHeight(ROWS_HEIGHT);
        list.setCellFactory(v -> new WrappingCell(list));
        VBox.setVgrow(list, Priority.ALWAYS);
        getChildren().addAll(title, list);
        // The game may move on outside the FX thread (tests, a bot's callback): the list changes only on it.
        game.tableResultsProperty().addListener((o, a, b) -> {
            told = null; // told anew, with or without the measures
            Fx.onFxThread(this::refresh);
        });
        game.stateProperty().addListener((o, a, s) -> Fx.onFxThread(this::refresh));
        refresh();
    }

    /** The log's lines as shown (for tests and snapshots). */
    public List<String> lines() {
        return List.copyOf(list.getItems());
    }

    private void refresh() {
        ReplayController<S, A> h = game.history();
        int upTo = h.index();
        if (h != told || upTo < toldSteps.size() || !sameSteps(h)) {
            told = h;
            toldSteps.clear();
            list.getItems().clear();
            narration = new Narration<>(game.ruleset(), game::words); // the board's words: what the person may see
        }
        for (int i = toldSteps.size(); i < upTo; i++) {
            GameRecord.Step<A> step = h.step(i);
            for (String line : narration.step(h.stateBefore(i), h.stateBefore(i + 1), step)) {
                list.getItems().add(Printable.of(line));
            }
            if (!step.isSync()) { // a sync's words already say where its units stand
                measures(h.stateBefore(i), h.stateBefore(i + 1)).forEach(list.getItems()::add);
            }
            toldSteps.add(step);
        }
        if (!list.getItems().isEmpty()) {
            list.scrollTo(list.getItems().size() - 1);
        }
    }

    /**
     * At a real table, where each unit the step moved now stands, in the person's measures from
     * his side ("Cuirassiers Seydlitz now: the centre of its front rank 13.4 in from the left
     * edge, …"), so that he can set the bot's figures down where they go.
     */
    private List<String> measures(S before, S after) {
        Side viewer = game.human();
        Optional<TableFrame<S>> frame = game.ruleset().tableFrame();
        if (!game.tableResultsProperty().get() || viewer == null || frame.isEmpty()) {
            return List.of();
        }
        String unit = frame.get().lengthUnit();
        List<String> lines = new ArrayList<>();
        MovedUnits.between(frame.get(), before, after, viewer)
                .forEach(m -> lines.add(Printable.of("    " + m.name() + " now: " + m.referencePoint() + " " + m.to().words(unit) + ".")));
        MovedUnits.markersMoved(frame.get(), before, after, viewer).forEach(line -> lines.add(Printable.of("    " + line)));
        return lines;
    }

    /** A line of the log wrapped to the list's width, so that long sentences are read whole. */
    private static final class WrappingCell extends ListCell<String> {
        WrappingCell(ListView<String> list) {
            setWrapText(true);
            prefWidthProperty().bind(list.widthProperty().subtract(CELL_INSET));
            setMaxWidth(Control.USE_PREF_SIZE);
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty ? null : item);
        }
    }

    /** Whether the steps told are still the history's first steps (an undo and a new move change them). */
    private boolean sameSteps(ReplayController<S, A> h) {
        int n = toldSteps.size();
        return n == 0 || (n <= h.size() && h.step(n - 1) == toldSteps.get(n - 1));
    }
}
