package adjutant.gui;

import adjutant.ai.Decision;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.TableTerms;
import adjutant.engine.blownaway.action.BaAction;
import java.util.Locale;
import java.util.stream.Collectors;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * A bot's last decision (or suggestion) as a person carries it out at the table: the action and
 * the alternatives in table terms (notation in brackets), values, and the expected line.
 */
public final class ExplanationPanel extends VBox {
    private final TextArea text = new TextArea();

    public ExplanationPanel(GameController game) {
        setSpacing(4);
        Label title = new Label("Bot's reasoning");
        title.setStyle("-fx-font-weight: bold");
        text.setId("explanation");
        text.setEditable(false);
        text.setWrapText(true);
        text.setPrefRowCount(12);
        VBox.setVgrow(text, Priority.ALWAYS);
        getChildren().addAll(title, text);
        game.lastDecisionProperty().addListener((o, a, e) -> text.setText(describe(e)));
    }

    /** The explanation as text. */
    public static String describe(GameController.Explained e) {
        if (e == null) {
            return "";
        }
        Decision<BaAction> d = e.decision();
        BaState s = e.state();
        StringBuilder b = new StringBuilder();
        b.append(e.who()).append(":\n").append(TableTerms.describe(s, d.action())).append("\n[")
                .append(d.action().notation()).append("]\n");
        if (!Double.isNaN(d.value())) {
            b.append(String.format(Locale.ROOT, "value %.3f (%s)", d.value(), d.valueKind()));
        } else {
            b.append(d.valueKind());
        }
        b.append(" \u00b7 ").append(d.iterations()).append(" iterations, ").append(d.millis()).append(" ms\n");
        if (!d.alternatives().isEmpty()) {
            b.append("\nAlternatives considered:\n");
            for (Decision.Alternative<BaAction> a : d.alternatives()) {
                b.append(String.format(Locale.ROOT, "\u2022 %.3f (%d visits): ", a.value(), a.visits()))
                        .append(TableTerms.describe(s, a.action())).append(" [").append(a.action().notation())
                        .append("]\n");
            }
        }
        if (d.principalVariation().size() > 1) {
            b.append("\nExpected line: ").append(d.principalVariation().stream().map(BaAction::notation)
                    .collect(Collectors.joining(" \u2192 ")));
        }
        return b.toString();
    }

    public TextArea text() {
        return text;
    }
}
