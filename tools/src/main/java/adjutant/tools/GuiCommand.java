package adjutant.tools;

import static adjutant.tools.Plural.plural;

import adjutant.engine.record.RecordException;
import adjutant.engine.blownaway.scenario.Variant;
import adjutant.gui.AdjutantApp;
import adjutant.gui.BoardOverlay;
import adjutant.gui.GameLoader;
import adjutant.gui.SnapshotRenderer;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import javafx.application.Platform;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code adjutant gui}: opens the board window, or with {@code --snapshot} renders a PNG and exits. */
@Command(name = "gui", mixinStandardHelpOptions = true,
        description = {"Open the board window: play, watch, replay, suggest.",
            "With --snapshot, render the board to a PNG without a display and exit."})
public final class GuiCommand implements Callable<Integer> {

    @Option(names = "--scenario", paramLabel = "NAME|FILE", defaultValue = "encounter",
            description = "Scenario name or file (default: ${DEFAULT-VALUE}).")
    String scenario;

    @Option(names = "--variant", defaultValue = "chance", description = "chance or without-chance (default: ${DEFAULT-VALUE}).")
    String variant;

    @Option(names = "--state", paramLabel = "GAME.json",
            description = "A game record (from selfplay, the GUI's Save, ...) to replay; it carries its own scenario and rules.")
    Path state;

    @Option(names = "--snapshot", paramLabel = "OUT.png", description = "Render the board to this PNG and exit.")
    Path snapshot;

    @Option(names = "--width", defaultValue = "1600", description = "Snapshot width in pixels (default: ${DEFAULT-VALUE}).")
    int width;

    @Override
    public Integer call() throws Exception {
        Variant v = parseVariant(variant);
        if (snapshot == null) {
            AdjutantApp.open(new AdjutantApp.Options(scenario, v, state));
            return 0;
        }
        if (width < 1600) {
            throw new UsageException("--width must be at least 1600 px for a snapshot, got " + width);
        }
        GameLoader game;
        try {
            game = GameLoader.open(scenario, v, state);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        } catch (RecordException e) {
            System.err.println("adjutant gui: " + e.getMessage());
            return 1;
        }
        try {
            SnapshotRenderer.write(game.last(), BoardOverlay.NONE, width, snapshot);
        } finally {
            Platform.exit();
        }
        System.out.println("wrote " + snapshot + " (" + width + " × "
                + SnapshotRenderer.heightFor(game.last(), width) + " px, " + game.scenario().name() + ", "
                + plural(game.record().steps().size(), "step") + ")");
        return 0;
    }

    private static Variant parseVariant(String id) {
        try {
            return Variant.fromId(id);
        } catch (RuntimeException e) {
            throw new UsageException(e.getMessage());
        }
    }
}
