package adjutant.gui;

import adjutant.engine.io.Printable;
import adjutant.ai.Decision;
import adjutant.engine.game.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * A bot's last decision (or suggestion) as a person carries it out at the table: the action and
 * the alternatives in the ruleset's words, values, and the expected line. The notation is added
 * in brackets only in the debug view.
 */
public final class ExplanationPanel<S extends GameState<S>, A> extends VBox {
    private static final double SPACING = 4;
    private static final int ROWS = 12;

    private final TextArea text = new TextArea();

    public ExplanationPanel(GameController<S, A> game, ObservableBooleanValue debug) {
        setSpacing(SPACING);
        Label title = new Label("Bot's reasoning");
        title.setStyle("-fx-font-weight: bold");
        text.setId("explanation");
        text.setEditable(false);
        text.setWrapText(true);
        text.setPrefRowCount(ROWS);
        VBox.setVgrow(text, Priority.ALWAYS);
        getChildren().addAll(title, text);
        game.lastDecisionProperty().addListener((o, a, e) -> text.setText(Printable.keepingLines(describe(game, e, debug.get()))));
        debug.addListener((o, a, b) -> text.setText(Printable.keepingLines(describe(game, game.lastDecisionProperty().get(), b))));
    }

    /** The explanation as text; with {@code notation}, each action's notation in brackets after its words. */
    public static <S extends GameState<S>, A> String describe(GameController<S, A> game,
            GameController.Explained<S, A> e, boolean notation) {
        if (e == null) {
            return "";
        }
        Decision<A> d = e.decision();
        S s = e.state();
        StringBuilder b = new StringBuilder();
        b.append(e.who()).append(":\n").append(said(game, s, d.action(), notation)).append('\n');
        if (!Double.isNaN(d.value())) {
            b.append(String.format(Locale.ROOT, "value %.3f (%s)", d.value(), d.valueKind()));
        } else {
            b.append(d.valueKind());
        }
        b.append(" \u00b7 ").append(d.iterations()).append(" iterations, ").append(d.millis()).append(" ms\n");
        if (!d.alternatives().isEmpty()) {
            b.append("\nAlternatives considered:\n");
            for (Decision.Alternative<A> a : d.alternatives()) {
                b.append(String.format(Locale.ROOT, "\u2022 %.3f (%d visits): ", a.value(), a.visits()))
                        .append(said(game, s, a.action(), notation)).append('\n');
            }
        }
        if (d.principalVariation().size() > 1) {
            b.append("\nExpected line: ").append(String.join(" \u2192 ", line(game, s, d.principalVariation(),
                    notation)));
        }
        return b.toString();
    }

    private static <S extends GameState<S>, A> String said(GameController<S, A> game, S s, A a, boolean notation) {
        return game.words(s, a) + (notation ? " [" + game.notation(a) + "]" : "");
    }

    /** The principal variation in words, each said of the state it is played in (notation once the line breaks off). */
    private static <S extends GameState<S>, A> List<String> line(GameController<S, A> game, S start, List<A> pv,
            boolean notation) {
        List<String> out = new ArrayList<>();
        S s = start.copy();
        boolean playable = true;
        for (A a : pv) {
            if (playable) {
                out.add(said(game, s, a, notation));
                try {
                    game.rules().apply(s, a);
                } catch (RuntimeException ex) {
                    playable = false;
                }
            } else {
                out.add(game.notation(a));
            }
        }
        return out;
    }

    public TextArea text() {
        return text;
    }
}
