package adjutant.gui;

import adjutant.ai.Decision;
import adjutant.engine.blownaway.action.BaAction;
import java.util.Locale;
import java.util.stream.Collectors;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** A bot's last decision (or suggestion): the action, its value, the top alternatives, the principal variation. */
public final class ExplanationPanel extends VBox {
    private final TextArea text = new TextArea();

    public ExplanationPanel(GameController game) {
        setSpacing(4);
        Label title = new Label("Bot's reasoning");
        title.setStyle("-fx-font-weight: bold");
        text.setId("explanation");
        text.setEditable(false);
        text.setWrapText(true);
        text.setPrefRowCount(9);
        VBox.setVgrow(text, Priority.ALWAYS);
        getChildren().addAll(title, text);
        game.lastDecisionProperty().addListener((o, a, d) -> text.setText(describe(game.lastDeciderProperty().get(), d)));
    }

    /** The explanation as text. */
    public static String describe(String who, Decision<BaAction> d) {
        if (d == null) {
            return "";
        }
        StringBuilder b = new StringBuilder();
        b.append(who).append(": ").append(d.action().notation()).append('\n');
        b.append("value ").append(Double.isNaN(d.value()) ? "\u2014" : String.format(Locale.ROOT, "%.3f", d.value()))
                .append(" (").append(d.valueKind()).append(")\n");
        b.append(d.iterations()).append(" iterations, ").append(d.millis()).append(" ms\n");
        if (!d.alternatives().isEmpty()) {
            b.append("Alternatives:\n");
            for (Decision.Alternative<BaAction> a : d.alternatives()) {
                b.append("  ").append(a.action().notation()).append("  ")
                        .append(String.format(Locale.ROOT, "%.3f", a.value())).append("  (")
                        .append(a.visits()).append(" visits)\n");
            }
        }
        if (!d.principalVariation().isEmpty()) {
            b.append("Expected line: ").append(d.principalVariation().stream().map(BaAction::notation)
                    .collect(Collectors.joining(" \u2192 ")));
        }
        return b.toString();
    }

    public TextArea text() {
        return text;
    }
}
