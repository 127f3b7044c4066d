package adjutant.gui;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.TableTerms;
import adjutant.engine.blownaway.action.BaAction;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
 * The current decision point's candidates, grouped by unit (a header row per unit, then its
 * actions). Selecting a row selects its unit on the board; Play (or a double click) plays the
 * selected action. Below the list, the selected action in table terms.
 */
public final class ActionPanel extends VBox {

    /** A row: a unit header (action null) or one action. */
    public record Row(int unit, String text, BaAction action) {
        public boolean header() {
            return action == null;
        }
    }

    private final GameController game;
    private final ListView<Row> list = new ListView<>();
    private final Label title = new Label("Candidates");
    private final Button play = new Button("Play");
    private final Label description = new Label();
    private boolean updating;

    public ActionPanel(GameController game) {
        this.game = game;
        setSpacing(6);
        setPrefWidth(300);
        title.setStyle("-fx-font-weight: bold");
        list.setId("actions");
        play.setId("play");
        play.setMaxWidth(Double.MAX_VALUE);
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(Row r, boolean empty) {
                super.updateItem(r, empty);
                setText(empty || r == null ? null : r.text());
                setStyle(r != null && r.header() ? "-fx-font-weight: bold; -fx-background-color: #e4e4e4" : "");
            }
        });
        description.setId("actionDescription");
        description.setWrapText(true);
        description.setMinHeight(54);
        list.getSelectionModel().selectedItemProperty().addListener((o, a, r) -> {
            BaState s = game.state();
            description.setText(r == null || r.header() || s == null ? "" : TableTerms.describe(s, r.action()));
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
        getChildren().addAll(title, list, description, new HBox(6, play));
        HBox.setHgrow(play, Priority.ALWAYS);
        game.stateProperty().addListener((o, a, s) -> refresh());
        game.thinkingProperty().addListener((o, a, b) -> refresh());
        game.selectedUnitProperty().addListener((o, a, u) -> reveal(u.intValue()));
        refresh();
    }

    /** Groups candidates by unit: general actions first, then units in id order. */
    public static List<Row> rows(BaState s, List<BaAction> candidates) {
        Map<Integer, List<BaAction>> byUnit = new LinkedHashMap<>();
        byUnit.put(-1, new ArrayList<>());
        for (BaAction a : candidates) {
            byUnit.computeIfAbsent(ActionFocus.unit(a), k -> new ArrayList<>()).add(a);
        }
        List<Row> out = new ArrayList<>();
        byUnit.keySet().stream().sorted().forEach(u -> {
            List<BaAction> actions = byUnit.get(u);
            if (actions.isEmpty()) {
                return;
            }
            out.add(new Row(u, u < 0 ? "General" : "u" + u + " " + s.setup().unitName(u), null));
            for (BaAction a : actions) {
                out.add(new Row(u, "   " + a.notation(), a));
            }
        });
        return out;
    }

    private void refresh() {
        updating = true;
        try {
            BaState s = game.state();
            boolean mine = s != null && game.humanToAct();
            List<BaAction> candidates = mine ? game.candidates() : List.of();
            list.setItems(FXCollections.observableArrayList(s == null ? List.of() : rows(s, candidates)));
            title.setText(s == null ? "Candidates" : mine ? "Your decision: " + s.phase() + " (" + candidates.size()
                    + " candidates)" : "Waiting (" + s.phase() + ")");
            play.setDisable(!mine);
        } finally {
            updating = false;
        }
        reveal(game.selectedUnitProperty().get());
    }

    private void reveal(int unit) {
        Row sel = list.getSelectionModel().getSelectedItem();
        if (sel != null && sel.unit() == unit) {
            return;
        }
        for (int i = 0; i < list.getItems().size(); i++) {
            Row r = list.getItems().get(i);
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
        Row r = list.getSelectionModel().getSelectedItem();
        if (r != null && !r.header()) {
            game.play(r.action());
        }
    }

    public ListView<Row> list() {
        return list;
    }
}
