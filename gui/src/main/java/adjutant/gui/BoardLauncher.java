package adjutant.gui;

import adjutant.engine.game.RulesChoice;
import adjutant.engine.game.Side;
import adjutant.engine.record.RecordException;
import java.nio.file.Path;

/**
 * What the command line asks of the board: open the window, or render a snapshot. The scenario
 * (or the record) says which ruleset it is; {@code rules}, when given, must agree with it and may
 * pick another variant. This is the only entry point the command line uses.
 */
public final class BoardLauncher {
    private BoardLauncher() {}

    /**
     * Opens the board window on a scenario (a name or a file), or on a game record when
     * {@code state} is given, and returns when the window is closed.
     *
     * @param rules null: the scenario's own ruleset and variant
     * @throws IllegalArgumentException for a scenario that cannot be found or loaded, or rules that disagree
     */
    public static void open(String scenario, RulesChoice rules, Path state) {
        GameLoader<?, ?> game;
        try {
            game = GameLoader.open(scenario, rules, state); // checks everything before a window opens
        } catch (RecordException e) {
            throw new IllegalArgumentException("cannot open " + state + ": " + e.getMessage(), e);
        }
        AdjutantApp.open(new AdjutantApp.Options(state == null ? scenario : game.scenario().name(),
                game.record().variant(), state));
    }

    /**
     * Renders the board of a scenario's start (or a record's last state) to a PNG without a
     * display.
     *
     * @return a line for the user: what was written, its size, the scenario and the steps
     * @throws IllegalArgumentException for a scenario that cannot be found or loaded, or rules that disagree
     * @throws RecordException for a record that does not replay
     */
    private static <S extends adjutant.engine.game.GameState<S>, A> BoardScene<S, A> seenBy(BoardScene<S, A> scene, Side side) {
        return side == null ? scene : scene.with(scene.overlay().withViewer(side));
    }

    public static String snapshot(String scenario, RulesChoice rules, Path state, int width, Path out)
            throws RecordException {
        return snapshot(scenario, rules, state, width, out, null);
    }

    /** The same, seen from {@code side} (its army at the bottom, the enemy's hidden information hidden); null: from above all. */
    public static String snapshot(String scenario, RulesChoice rules, Path state, int width, Path out, Side side)
            throws RecordException {
        GameLoader<?, ?> game = GameLoader.open(scenario, rules, state);
        BoardScene<?, ?> scene = seenBy(game.lastScene(), side);
        SnapshotRenderer.write(scene, width, out);
        return "wrote " + out + " (" + width + " × " + SnapshotRenderer.heightFor(scene, width) + " px, "
                + game.scenario().name() + ", " + game.record().steps().size() + " steps)";
    }
}
