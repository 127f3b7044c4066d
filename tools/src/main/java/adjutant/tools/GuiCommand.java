package adjutant.tools;

import adjutant.engine.game.RulesChoice;
import adjutant.engine.game.Side;
import adjutant.engine.record.RecordException;
import adjutant.gui.BoardLauncher;
import adjutant.tools.cli.Converters;
import adjutant.tools.cli.GameSetup;
import adjutant.tools.cli.RulesOption;
import adjutant.tools.cli.ScenarioOption;
import adjutant.tools.cli.ScenarioRef;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code adjutant gui}: opens the board window, or with {@code --snapshot} renders a PNG and
 * exits. The board is reached only through {@link BoardLauncher}.
 */
@Command(name = "gui", mixinStandardHelpOptions = true,
        description = {"Open the board window: play, watch, replay, suggest.",
            "With --snapshot, render the board to a PNG without a display and exit."},
        footer = "Without --scenario and --state: the scenario " + GuiCommand.DEFAULT_SCENARIO + ".")
public final class GuiCommand implements Callable<Integer> {

    static final String DEFAULT_SCENARIO = "encounter";

    @Mixin
    ScenarioOption scenario;

    @Mixin
    RulesOption rules;

    /** The option's name before {@code --rules} served every command; still read, no longer shown. */
    @Option(names = "--variant", hidden = true, paramLabel = "RULES", converter = Converters.Rules.class,
            description = "Deprecated: use --rules.")
    RulesChoice variant;

    @Option(names = "--state", paramLabel = "GAME.json",
            description = "A game record (from selfplay, the GUI's Save, ...) to replay; it carries its own scenario and rules.")
    Path state;

    @Option(names = "--snapshot", paramLabel = "OUT.png", description = "Render the board to this PNG and exit.")
    Path snapshot;

    @Option(names = "--side", paramLabel = "SIDE",
            description = "For --snapshot: draw the board as that side sees it, blue or red (its army at the bottom).")
    String side;

    @Option(names = "--width", defaultValue = "1600", description = "Snapshot width in pixels (default: ${DEFAULT-VALUE}).")
    int width;

    @Override
    public Integer call() throws Exception {
        Optional<RulesChoice> choice = rules.choice().or(() -> Optional.ofNullable(variant));
        ScenarioRef sc = scenario.orElse(DEFAULT_SCENARIO);
        if (state == null) {
            GameSetup.of(sc.load(), choice); // an unknown scenario, or rules of another ruleset: one line, here
        }
        if (snapshot == null) {
            openWindow(sc, choice);
            return 0;
        }
        if (width < 1600) {
            throw new UsageException("--width must be at least 1600 px for a snapshot, got " + width);
        }
        try {
            Side seenBy = side == null ? null : Side.fromId(side);
            System.out.println(BoardLauncher.snapshot(sc.text(), choice.orElse(null), state, width, snapshot, seenBy));
            return 0;
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        } catch (RecordException e) {
            System.err.println("adjutant gui: " + e.getMessage());
            return 1;
        }
    }

    /** The window; when JavaFX cannot start on this display, one line that says why and what to install. */
    private void openWindow(ScenarioRef sc, Optional<RulesChoice> choice) {
        try {
            BoardLauncher.open(sc.text(), choice.orElse(null), state);
        } catch (RuntimeException | UnsatisfiedLinkError e) {
            String why = String.valueOf(e.getMessage());
            if (why.contains("GTK") || e instanceof UnsatisfiedLinkError) {
                throw new IllegalStateException("cannot open the board: JavaFX needs GTK 3 on Linux (on Debian or Ubuntu: "
                        + "sudo apt-get install libgtk-3-0); '--snapshot OUT.png' draws the board without a display", e);
            }
            throw e;
        }
    }
}
