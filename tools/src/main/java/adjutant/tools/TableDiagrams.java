package adjutant.tools;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import adjutant.engine.scenario.Scenario;
import adjutant.gui.BoardOverlay;
import adjutant.gui.BoardPlugin;
import adjutant.gui.BoardPlugins;
import adjutant.gui.BoardScene;
import adjutant.gui.SnapshotRenderer;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The diagrams of a printed table log: the board after a turn, seen from the person's side, with
 * the trail of every unit the turn moved from where it stood before (the before and the after in
 * one picture). Drawn off screen by the board's own painter.
 */
final class TableDiagrams<S extends GameState<S>, A> {

    private static final double TRAIL_MIN_STEP = 0.05;

    private final BoardPlugin<S, A> board;
    private final Scenario scenario;
    private final Side viewer;

    TableDiagrams(Ruleset<S, A> ruleset, Scenario scenario, Side viewer) {
        this.board = BoardPlugins.of(ruleset);
        this.scenario = scenario;
        this.viewer = viewer;
    }

    /** Writes the picture of {@code now}, with trails from {@code before}, to {@code png}. */
    void draw(S before, S now, Path png) {
        Map<Integer, List<Vec2>> trails = new TreeMap<>();
        int n = Math.min(board.unitCount(before), board.unitCount(now));
        for (int u = 0; u < n; u++) {
            Vec2 from = board.trailPoint(before, u);
            Vec2 to = board.trailPoint(now, u);
            if (from != null && to != null && from.distance(to) >= TRAIL_MIN_STEP) {
                trails.put(u, List.of(from, to));
            }
        }
        BoardOverlay<A> overlay = BoardOverlay.<A>none().withViewer(viewer).withTrails(trails);
        SnapshotRenderer.write(BoardScene.of(board, scenario, now, overlay), SnapshotRenderer.DEFAULT_WIDTH, png);
    }
}
