package adjutant.gui;

import adjutant.engine.game.GameState;
import javafx.scene.canvas.Canvas;
import javafx.scene.layout.Region;

/**
 * The board in the window: a resizable canvas that repaints its {@link BoardScene} with
 * {@link BoardPainter} when the scene or its size changes.
 */
public final class BoardView<S extends GameState<S>, A> extends Region {
    private static final double MIN_WIDTH = 200;
    private static final double MIN_HEIGHT = 120;
    private static final double PREF_WIDTH = 1200;
    private static final double PREF_HEIGHT = 660;
    /** Below this size in pixels the canvas is not painted. */
    private static final double PAINTABLE = 2;

    private final Canvas canvas = new Canvas();
    private BoardScene<S, A> scene;
    private TableTransform transform;

    public BoardView() {
        getChildren().add(canvas);
        setMinSize(MIN_WIDTH, MIN_HEIGHT);
        setPrefSize(PREF_WIDTH, PREF_HEIGHT);
        setId("board");
    }

    public void show(BoardScene<S, A> scene) {
        this.scene = scene;
        repaint();
    }

    /** The state shown, or null. */
    public S state() {
        return scene == null ? null : scene.state();
    }

    /** The overlay shown. */
    public BoardOverlay<A> overlay() {
        return scene == null ? BoardOverlay.none() : scene.overlay();
    }

    /** The transform of the last paint, or null before the first. */
    public TableTransform transform() {
        return transform;
    }

    public Canvas canvas() {
        return canvas;
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        if (canvas.getWidth() != w || canvas.getHeight() != h) {
            canvas.setWidth(w);
            canvas.setHeight(h);
            repaint();
        }
    }

    private void repaint() {
        if (canvas.getWidth() < PAINTABLE || canvas.getHeight() < PAINTABLE) {
            return;
        }
        transform = BoardPainter.paint(canvas.getGraphicsContext2D(), canvas.getWidth(), canvas.getHeight(), scene);
    }
}
