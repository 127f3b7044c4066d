package adjutant.gui;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javax.imageio.ImageIO;

/** Writes a node's picture to target/screenshots/NAME.png (a build artefact, looked at by people). */
final class Screenshots {
    private Screenshots() {}

    static Path write(Node node, String name) throws Exception {
        Path out = Path.of("target", "screenshots", name + ".png");
        Files.createDirectories(out.getParent());
        var img = Fx.call(() -> SwingFXUtils.fromFXImage(node.snapshot(null, null), null));
        ImageIO.write(img, "png", out.toFile());
        return out;
    }
}
