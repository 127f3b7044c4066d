package adjutant.gui;

import adjutant.ai.RulesetAis;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.RulesetVariant;
import adjutant.engine.game.Rulesets;
import adjutant.engine.game.Side;
import adjutant.engine.scenario.ScenarioHeader;
import java.util.List;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.layout.GridPane;
import javafx.util.StringConverter;

/**
 * Asks for a scenario (of any installed ruleset), one of its ruleset's variants, the person's
 * side (or watch), the bot kind (random, greedy, scripted where the ruleset has one, MCTS, alpha-beta) and the searching bots'
 * think time. Choosing a scenario offers its ruleset's variants, its own selected; choosing a
 * variant picks the searcher that suits it.
 */
public final class NewGameDialog extends Dialog<NewGame> {
    static final String WATCH = "watch (bot vs bot)";
    private static final int MIN_THINK_MS = 50;
    private static final int MAX_THINK_MS = 600_000;
    private static final int THINK_STEP_MS = 250;

    private final ChoiceBox<String> scenario = new ChoiceBox<>();
    private final Label ruleset = new Label();
    private final ChoiceBox<RulesetVariant> variant = new ChoiceBox<>();
    private final ChoiceBox<String> bot = new ChoiceBox<>();
    /** The ruleset of the chosen scenario, or null when it cannot be loaded. */
    private Ruleset<?, ?> chosen;

    public NewGameDialog(NewGame current) {
        setTitle("New game");
        scenario.setId("scenario");
        variant.setId("variant");
        bot.setId("bot");
        List<String> names = Scenarios.names();
        scenario.getItems().setAll(names);
        variant.setConverter(new StringConverter<>() {
            @Override
            public String toString(RulesetVariant v) {
                return v == null ? "" : v.id() + " (" + v.displayName() + ")";
            }

            @Override
            public RulesetVariant fromString(String s) {
                return null;
            }
        });
        bot.getItems().setAll(Bots.kinds(true)); // narrowed to the scenario's ruleset below
        bot.setValue(Bots.kinds(true).contains(current.bot()) ? current.bot() : Bots.MCTS);
        scenario.valueProperty().addListener((o, was, name) -> offerVariants(name, null));
        scenario.setValue(names.contains(current.scenario()) ? current.scenario() : names.get(0));
        offerVariants(scenario.getValue(), current.variant());
        variant.valueProperty().addListener((o, was, v) -> followVariant());
        ChoiceBox<String> side = new ChoiceBox<>();
        side.getItems().setAll(Side.BLUE.id(), Side.RED.id(), WATCH);
        side.setValue(current.human() == null ? WATCH : current.human().id());
        Spinner<Integer> millis = new Spinner<>(MIN_THINK_MS, MAX_THINK_MS, (int) current.thinkMillis(), THINK_STEP_MS);
        millis.setEditable(true);
        Spinner<Integer> seed = new Spinner<>(0, Integer.MAX_VALUE, (int) current.seed());
        seed.setEditable(true);

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        grid.addRow(0, new Label("Scenario"), scenario);
        grid.addRow(1, new Label("Ruleset"), ruleset);
        grid.addRow(2, new Label("Variant"), variant);
        grid.addRow(3, new Label("You play"), side);
        grid.addRow(4, new Label("Bot"), bot);
        grid.addRow(5, new Label("Think time (ms)"), millis);
        grid.addRow(6, new Label("Seed"), seed);
        getDialogPane().setContent(grid);
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        setResultConverter(b -> b != ButtonType.OK || variant.getValue() == null ? null
                : new NewGame(scenario.getValue(), variant.getValue().id(),
                        WATCH.equals(side.getValue()) ? null : Side.fromId(side.getValue()), bot.getValue(),
                        millis.getValue(), seed.getValue()));
    }

    /** Offers the variants of the scenario's ruleset, selecting {@code wanted} if it has it, else the scenario's own. */
    private void offerVariants(String name, String wanted) {
        ScenarioHeader header;
        try {
            header = Scenarios.load(name).header();
        } catch (IllegalArgumentException e) {
            ruleset.setText(e.getMessage());
            chosen = null;
            variant.getItems().clear();
            return;
        }
        Ruleset<?, ?> r = Rulesets.require(header.rules());
        chosen = r;
        ruleset.setText(r.displayName());
        offerBots(r);
        variant.getItems().setAll(r.variants());
        String id = wanted != null && r.variant(wanted).isPresent() ? wanted : header.variant();
        variant.setValue(r.variant(id).orElse(r.defaultVariant()));
        followVariant();
    }

    /** The bot kinds this ruleset has, keeping the choice when it is still offered. */
    private void offerBots(Ruleset<?, ?> r) {
        List<String> kinds = Bots.kinds(hasScripted(r));
        String was = bot.getValue();
        bot.getItems().setAll(kinds);
        bot.setValue(kinds.contains(was) ? was : Bots.MCTS);
    }

    private static <S extends GameState<S>, A> boolean hasScripted(Ruleset<S, A> r) {
        return RulesetAis.find(r.id()).isPresent() && RulesetAis.of(r).players(r, r.defaultVariant().id(), 0).hasScripted();
    }

    /** A searching bot becomes the searcher that suits the variant: MCTS with chance, alpha-beta without. */
    private void followVariant() {
        RulesetVariant v = variant.getValue();
        if (v == null || !Bots.searches(bot.getValue())) {
            return;
        }
        if (chosen != null && RulesetAis.find(chosen.id()).isPresent()) {
            bot.setValue(searcher(chosen, v.id()));
        }
    }

    private static <S extends GameState<S>, A> String searcher(Ruleset<S, A> r, String variantId) {
        return RulesetAis.of(r).searcher(r, variantId);
    }
}
