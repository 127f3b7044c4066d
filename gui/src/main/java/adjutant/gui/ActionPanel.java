package adjutant.gui;

import adjutant.engine.io.Printable;
import adjutant.engine.game.GameState;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.FXCollections;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The current decision point's candidates in the ruleset's words, grouped by unit (a header row
 * per unit, then its actions). Selecting a row selects its unit on the board; Play (or a double
 * click) plays the selected action. Below the list, the selected action, with its notation when
 * the debug view is on.
 */
public final class ActionPanel<S extends GameState<S>, A> extends VBox {
    private static final double SPACING = 6;
    private static final double PREF_WIDTH = 300;
    private static final double DESCRIPTION_MIN_HEIGHT = 54;
    private static final String INDENT = "   ";
    private static final String HEADER_STYLE = "-fx-font-weight: bold; -fx-background-color: #e4e4e4";

    /** A row: a unit header (action null) or one action. */
    public record Row<A>(int unit, String text, A action) {
        public boolean header() {
            return action == null;
        }
    }

    private final GameController<S, A> game;
    private final ObservableBooleanValue debug;
    private final ListView<Row<A>> list = new ListView<>();
    private final Label title = new Label("Candidates");
    private final Button play = new Button("Play");
    private final Label description = new Label();
    private boolean updating;

    /** @param debug whether to show actions' notation beside their words */
    public ActionPanel(GameController<S, A> game, ObservableBooleanValue debug) {
        this.game = game;
        this.debug = debug;
        setSpacing(SPACING);
        setPrefWidth(PREF_WIDTH);
        title.setStyle("-fx-font-weight: bold");
        list.setId("actions");
        play.setId("play");
        play.setMaxWidth(Double.MAX_VALUE);
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(Row<A> r, boolean empty) {
                super.updateItem(r, empty);
                setText(empty || r == null ? null : Printable.of(r.text()));
                setStyle(r != null && r.header() ? HEADER_STYLE : "");
            }
        });
        description.setId("actionDescription");
        description.setWrapText(true);
        description.setMinHeight(DESCRIPTION_MIN_HEIGHT);
        list.getSelectionModel().selectedItemProperty().addListener((o, a, r) -> {
            describe(r);
            if (r != null && !updating) {
                game.select(r.unit());
            }
        });
        list.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
                playSelected();
            }
        });
        play.setOnAction(e -> playSelected());
        VBox.setVgrow(list, Priority.ALWAYS);
        getChildren().addAll(title, list, description, new HBox(SPACING, play));
        HBox.setHgrow(play, Priority.ALWAYS);
        game.stateProperty().addListener((o, a, s) -> refresh());
        game.thinkingProperty().addListener((o, a, b) -> refresh());
        game.selectedUnitProperty().addListener((o, a, u) -> reveal(u.intValue()));
        debug.addListener((o, a, b) -> refresh());
        refresh();
    }

    /** Groups candidates by unit, each in words: actions of the whole side first, then units in id order. */
    public static <S extends GameState<S>, A> List<Row<A>> rows(GameController<S, A> game, S s, List<A> candidates,
            boolean notation) {
        BoardPlugin<S, A> board = game.board();
        Map<Integer, List<A>> byUnit = new LinkedHashMap<>();
        byUnit.put(-1, new ArrayList<>());
        for (A a : candidates) {
            byUnit.computeIfAbsent(board.unitOf(a), k -> new ArrayList<>()).add(a);
        }
        List<Row<A>> out = new ArrayList<>();
        byUnit.keySet().stream().sorted().forEach(u -> {
            List<A> actions = byUnit.get(u);
            if (actions.isEmpty()) {
                return;
            }
            out.add(new Row<>(u, u < 0 ? "General" : board.unitLabel(s, u), null));
            for (A a : actions) {
                String text = game.words(s, a) + (notation ? "  [" + game.notation(a) + "]" : "");
                out.add(new Row<>(u, INDENT + text, a));
            }
        });
        return out;
    }

    private void describe(Row<A> r) {
        S s = game.state();
        if (r == null || r.header() || s == null) {
            description.setText("");
            return;
        }
        description.setText(Printable.of(game.words(s, r.action())) + (debug.get() ? "\n[" + Printable.of(game.notation(r.action())) + "]" : ""));
    }

    private void refresh() {
        updating = true;
        try {
            S s = game.state();
            boolean mine = s != null && game.humanToAct();
            List<A> candidates = mine ? game.candidates() : List.of();
            list.setItems(FXCollections.observableArrayList(s == null ? List.of()
                    : rows(game, s, candidates, debug.get())));
            title.setText(Printable.of(title(s, mine, candidates.size())));
            play.setDisable(!mine);
        } finally {
            updating = false;
        }
        reveal(game.selectedUnitProperty().get());
    }

    /** "Your decision: MAIN (12 candidates)", or "Waiting (ARTILLERY)" while others decide. */
    private String title(S s, boolean mine, int candidates) {
        if (s == null) {
            return "Candidates";
        }
        String step = game.board().stepName(s);
        if (mine) {
            return "Your decision" + (step.isEmpty() ? "" : ": " + step) + " (" + candidates + " candidates)";
        }
        return "Waiting" + (step.isEmpty() ? "" : " (" + step + ")");
    }

    private void reveal(int unit) {
        Row<A> sel = list.getSelectionModel().getSelectedItem();
        if (sel != null && sel.unit() == unit) {
            return;
        }
        for (int i = 0; i < list.getItems().size(); i++) {
            Row<A> r = list.getItems().get(i);
            if (r.header() && r.unit() == unit && unit >= 0) {
                updating = true;
                list.getSelectionModel().select(i);
                list.scrollTo(i);
                updating = false;
                return;
            }
        }
    }

    private void playSelected() {
        Row<A> r = list.getSelectionModel().getSelectedItem();
        if (r != null && !r.header()) {
            game.play(r.action());
        }
    }

    public ListView<Row<A>> list() {
        return list;
    }
}
