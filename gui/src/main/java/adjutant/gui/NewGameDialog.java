package adjutant.gui;

import adjutant.engine.game.Side;
import adjutant.engine.blownaway.scenario.Variant;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.layout.GridPane;

/**
 * Asks for scenario, rules version, the person's side (or watch), bot kind (random, greedy, MCTS,
 * alpha-beta) and the searching bots' think time.
 */
public final class NewGameDialog extends Dialog<NewGame> {
    static final String WATCH = "watch (bot vs bot)";

    public NewGameDialog(NewGame current) {
        setTitle("New game");
        ChoiceBox<String> scenario = new ChoiceBox<>();
        scenario.getItems().setAll(Scenarios.names());
        scenario.setValue(Scenarios.names().contains(current.scenario()) ? current.scenario()
                : Scenarios.names().get(0));
        ChoiceBox<Variant> variant = new ChoiceBox<>();
        variant.getItems().setAll(Variant.values());
        variant.setValue(current.variant());
        ChoiceBox<String> side = new ChoiceBox<>();
        side.getItems().setAll(Side.BLUE.id(), Side.RED.id(), WATCH);
        side.setValue(current.human() == null ? WATCH : current.human().id());
        ChoiceBox<String> bot = new ChoiceBox<>();
        bot.getItems().setAll(Bots.KINDS);
        bot.setValue(Bots.KINDS.contains(current.bot()) ? current.bot() : Bots.searcher(current.variant()));
        // MCTS suits the version with chance, alpha-beta the one without: follow the rules choice.
        variant.valueProperty().addListener((o, was, v) -> {
            if (Bots.searches(bot.getValue())) {
                bot.setValue(Bots.searcher(v));
            }
        });
        Spinner<Integer> millis = new Spinner<>(50, 600_000, (int) current.thinkMillis(), 250);
        millis.setEditable(true);
        Spinner<Integer> seed = new Spinner<>(0, Integer.MAX_VALUE, (int) current.seed());
        seed.setEditable(true);

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        grid.addRow(0, new Label("Scenario"), scenario);
        grid.addRow(1, new Label("Rules"), variant);
        grid.addRow(2, new Label("You play"), side);
        grid.addRow(3, new Label("Bot"), bot);
        grid.addRow(4, new Label("Think time (ms)"), millis);
        grid.addRow(5, new Label("Seed"), seed);
        getDialogPane().setContent(grid);
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        setResultConverter(b -> b != ButtonType.OK ? null
                : new NewGame(scenario.getValue(), variant.getValue(),
                        WATCH.equals(side.getValue()) ? null : Side.fromId(side.getValue()), bot.getValue(),
                        millis.getValue(), seed.getValue()));
    }
}
