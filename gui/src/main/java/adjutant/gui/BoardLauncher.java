package adjutant.gui;

import adjutant.engine.blownaway.scenario.Variant;
import adjutant.engine.game.RulesChoice;
import adjutant.engine.record.RecordException;
import java.nio.file.Path;

/**
 * What the command line asks of the board: open the window, or render a snapshot. The scenario
 * (or the record) says which ruleset it is; {@code rules}, when given, must agree with it and may
 * pick another variant.
 */
public final class BoardLauncher {
    private BoardLauncher() {}

    /**
     * Opens the board window on a scenario (a name or a file), or on a game record when
     * {@code state} is given.
     *
     * @param rules null: the scenario's own ruleset and variant
     */
    public static void open(String scenario, RulesChoice rules, Path state) {
        AdjutantApp.open(new AdjutantApp.Options(scenario, variant(rules), state));
    }

    /**
     * Renders the board of a scenario's start (or a record's last state) to a PNG without a
     * display.
     *
     * @return a line for the user: what was written, its size, the scenario and the steps
     * @throws IllegalArgumentException for a scenario that cannot be found or loaded, or rules that disagree
     * @throws RecordException for a record that does not replay
     */
    public static String snapshot(String scenario, RulesChoice rules, Path state, int width, Path out)
            throws RecordException {
        GameLoader game = GameLoader.open(scenario, variant(rules), state);
        SnapshotRenderer.write(game.last(), BoardOverlay.NONE, width, out);
        return "wrote " + out + " (" + width + " × " + SnapshotRenderer.heightFor(game.last(), width) + " px, "
                + game.scenario().name() + ", " + game.record().steps().size() + " steps)";
    }

    private static Variant variant(RulesChoice rules) {
        return rules == null || rules.variant().isEmpty() ? Variant.CHANCE : Variant.fromId(rules.variant().get().id());
    }
}
