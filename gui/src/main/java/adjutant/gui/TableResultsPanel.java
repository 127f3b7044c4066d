package adjutant.gui;

import adjutant.engine.game.GameState;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * Playing with real cards or dice: when switched on, the game stops at every card draw or roll
 * and the person enters what he turned up at the table ("9 4"; "9 ?" lets Adjutant draw its own
 * card), or lets Adjutant draw it after all.
 */
final class TableResultsPanel<S extends GameState<S>, A> extends VBox {
    private static final double SPACING = 4;

    private final GameController<S, A> game;
    private final Label prompt = new Label();
    private final TextField result = new TextField();
    private final Button enter = new Button("Enter");
    private final Button draw = new Button("Draw");

    TableResultsPanel(GameController<S, A> game) {
        this.game = game;
        setSpacing(SPACING);
        CheckBox atTable = new CheckBox("Real table: I turn up the cards and dice; moves come with their measures");
        atTable.setId("tableResults");
        atTable.selectedProperty().bindBidirectional(game.tableResultsProperty());
        prompt.setId("tableResultPrompt");
        prompt.setWrapText(true);
        result.setId("tableResult");
        result.setPromptText("e.g. 9 4");
        enter.setId("enterResult");
        draw.setId("drawResult");
        enter.setOnAction(e -> {
            if (game.enterResult(result.getText())) {
                result.clear();
            }
        });
        result.setOnAction(enter.getOnAction());
        draw.setOnAction(e -> game.drawResult());
        HBox row = new HBox(SPACING, result, enter, draw);
        row.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(result, Priority.ALWAYS);
        getChildren().addAll(atTable, prompt, row);
        game.stateProperty().addListener((o, a, s) -> Fx.onFxThread(this::refresh));
        game.tableResultsProperty().addListener((o, a, b) -> Fx.onFxThread(this::refresh));
        refresh();
    }

    private void refresh() {
        boolean waiting = game.waitingForResult();
        prompt.setText(waiting ? game.resultPrompt() : "");
        prompt.setManaged(waiting);
        prompt.setVisible(waiting);
        result.setDisable(!waiting);
        enter.setDisable(!waiting);
        draw.setDisable(!waiting);
    }
}
