package adjutant.gui;

import adjutant.engine.game.GameState;
import adjutant.engine.io.AtomicFiles;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;

/**
 * Renders a board to a PNG without a window: the same painting as {@link BoardView}, on an
 * off-screen canvas whose height follows the table's aspect. Works under Monocle headless.
 */
public final class SnapshotRenderer {
    public static final int DEFAULT_WIDTH = 1600;
    public static final int MIN_WIDTH = 200;

    private SnapshotRenderer() {}

    /** The picture height for a given width: the table to scale plus header and margins. */
    public static int heightFor(BoardScene<?, ?> scene, int width) {
        return BoardPainter.heightFor(scene.scenario().table(), width);
    }

    /** Renders on the FX thread (starting a headless toolkit if none runs) and returns the image. */
    public static <S extends GameState<S>, A> BufferedImage render(BoardScene<S, A> scene, int width) {
        if (width < MIN_WIDTH) {
            throw new IllegalArgumentException("snapshot width must be at least " + MIN_WIDTH + " px, got " + width);
        }
        Fx.startHeadless();
        int height = heightFor(scene, width);
        return Fx.call(() -> {
            Canvas canvas = new Canvas(width, height);
            BoardPainter.paint(canvas.getGraphicsContext2D(), width, height, scene);
            WritableImage img = canvas.snapshot(null, null);
            return SwingFXUtils.fromFXImage(img, null);
        });
    }

    /** Renders and writes a PNG atomically (temp file, then rename). */
    public static <S extends GameState<S>, A> void write(BoardScene<S, A> scene, int width, Path out) {
        BufferedImage img = render(scene, width);
        try {
            ByteArrayOutputStream png = new ByteArrayOutputStream();
            if (!ImageIO.write(img, "png", png)) {
                throw new IOException("no PNG writer available");
            }
            AtomicFiles.write(out.toAbsolutePath(), png.toByteArray());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out + ": " + e.getMessage(), e);
        }
    }
}
