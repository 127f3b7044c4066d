package adjutant.gui;

import adjutant.engine.game.GameState;
import adjutant.engine.game.SecretDeployment;
import adjutant.engine.game.TableFrame;
import adjutant.engine.game.TablePlacement;
import java.util.Optional;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * At a real table: sets the selected unit where it really stands, in the person's measures from
 * his own edge, without counting as a move ("sync"); and, at the start of a game whose rules let
 * the bot choose its deployment (BA-SETUP-9), shows the seal of the bot's written deployment
 * while the person deploys, "Ready" to reveal it, and the revealed text word for word, so that
 * its SHA-256 can be checked against the seal.
 */
final class TableSyncPanel<S extends GameState<S>, A> extends VBox {
    private static final double SPACING = 4;
    private static final double FIELD_WIDTH = 64;
    private static final int REVEALED_ROWS = 6;

    private final GameController<S, A> game;
    private final Label unit = new Label();
    private final TextField fromLeft = field("fromLeft");
    private final TextField fromOwnEdge = field("fromOwnEdge");
    private final TextField facing = field("facing");
    private final Button set = new Button("Set");
    private final Label seal = new Label();
    private final Button ready = new Button("Ready");
    private final Label revealedSeal = new Label();
    private final TextArea revealed = new TextArea();

    TableSyncPanel(GameController<S, A> game) {
        this.game = game;
        setSpacing(SPACING);
        unit.setId("syncUnit");
        wrap(unit);
        set.setId("syncSet");
        set.setOnAction(e -> setUnit());
        facing.setOnAction(e -> setUnit());
        seal.setId("deploymentSeal");
        wrap(seal);
        ready.setId("deployReady");
        ready.setMinWidth(Region.USE_PREF_SIZE);
        ready.setOnAction(e -> game.ready());
        revealedSeal.setId("revealedSeal");
        wrap(revealedSeal);
        revealed.setId("revealedDeployment");
        revealed.setEditable(false);
        revealed.setWrapText(true); // wrapped on screen only: copied, the text is the one sealed
        revealed.setPrefRowCount(REVEALED_ROWS);
        HBox row = new HBox(SPACING, fromLeft, fromOwnEdge, facing, set);
        row.setAlignment(Pos.CENTER_LEFT);
        HBox deployRow = new HBox(SPACING, seal, ready);
        HBox.setHgrow(seal, Priority.ALWAYS);
        deployRow.setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(unit, row, deployRow, revealedSeal, revealed);
        game.stateProperty().addListener((o, a, s) -> Fx.onFxThread(this::refresh));
        game.selectedUnitProperty().addListener((o, a, u) -> Fx.onFxThread(this::refresh));
        game.tableResultsProperty().addListener((o, a, b) -> Fx.onFxThread(this::refresh));
        refresh();
    }

    /** A label that wraps inside the side panel instead of ending in an ellipsis. */
    private static void wrap(Label l) {
        l.setWrapText(true);
        l.setMinHeight(Region.USE_PREF_SIZE);
    }

    private static TextField field(String id) {
        TextField f = new TextField();
        f.setId(id);
        f.setPrefWidth(FIELD_WIDTH);
        return f;
    }

    private void setUnit() {
        try {
            game.sync(game.selectedUnitProperty().get(), new TablePlacement(number(fromLeft), number(fromOwnEdge), number(facing)));
        } catch (IllegalArgumentException e) {
            game.messageProperty().set(e.getMessage());
        }
    }

    private static double number(TextField f) {
        try {
            return Double.parseDouble(f.getText().trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + f.getText().trim() + "' is not a number (" + f.getPromptText() + ")");
        }
    }

    private void refresh() {
        Optional<TableFrame<S>> frame = game.frame();
        boolean shown = game.tableResultsProperty().get() && frame.isPresent() && game.human() != null
                && game.state() != null;
        show(this, shown);
        if (!shown) {
            return;
        }
        String length = frame.get().lengthUnit();
        fromLeft.setPromptText("from left, " + length);
        fromOwnEdge.setPromptText("from your edge, " + length);
        facing.setPromptText("facing, ° right");
        int u = game.selectedUnitProperty().get();
        Optional<TablePlacement> at = game.placement(u);
        unit.setText(at.isEmpty() ? "Select a unit to set it where it stands on the table (not a move)."
                : "Set " + frame.get().unitName(game.state(), u) + " where it stands (not a move): its "
                        + frame.get().referencePoint(game.state(), u) + ", from the left edge and from your edge, and its facing.");
        at.ifPresent(p -> {
            fromLeft.setText(TablePlacement.num(p.fromLeft()));
            fromOwnEdge.setText(TablePlacement.num(p.fromOwnEdge()));
            facing.setText(TablePlacement.num(p.facing()));
        });
        set.setDisable(at.isEmpty());
        seal.setText(game.seal().map(h -> "The bot's deployment is written and sealed: SHA-256 " + h
                + ". Set your units, then press Ready.").orElse(""));
        show(seal.getParent(), game.deploying());
        Optional<String> text = game.revealedDeployment();
        revealedSeal.setText(text.map(t -> "The bot's deployment, written before yours; the SHA-256 of this text is "
                + SecretDeployment.sha256(t) + ":").orElse(""));
        revealed.setText(text.orElse(""));
        show(revealedSeal, text.isPresent());
        show(revealed, text.isPresent());
    }

    private static void show(Node n, boolean visible) {
        n.setVisible(visible);
        n.setManaged(visible);
    }
}
