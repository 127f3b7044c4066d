package adjutant.gui.toy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import adjutant.engine.game.Side;
import adjutant.gui.Fx;
import adjutant.gui.GameController;
import adjutant.gui.NewGame;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The board sees through the person's eyes: the controller's overlay carries the side the person
 * plays (a ruleset with hidden information paints only what that side may see), and nobody's when
 * the bots play each other.
 */
class ViewerTest {
    private static final String SCENARIO = """
            {"format": "adjutant-scenario/1", "rules": "toy-token-duel", "name": "duel", "title": "Token duel",
             "table": {"length": 48, "width": 24}}
            """;

    @TempDir
    Path dir;

    @BeforeAll
    static void toolkit() {
        Fx.startHeadless();
    }

    @Test
    void theOverlaySeesThroughThePersonsSideAndThroughNobodysWhenWatching() throws Exception {
        Path file = dir.resolve("duel.json");
        Files.writeString(file, SCENARIO);
        Fx.call(() -> {
            GameController<TokenDuel.State, TokenDuel.Step> game = new GameController<>(new TokenDuel());
            game.newGame(new NewGame(file.toString(), "standard", Side.RED, "random", 100, 1));
            game.cancelSearch();
            assertEquals(Side.RED, game.overlayProperty().get().viewer());
            game.select(0);
            assertEquals(Side.RED, game.scene().overlay().viewer(), "selecting keeps the eyes");
            game.newGame(new NewGame(file.toString(), "standard", null, "random", 100, 1));
            game.cancelSearch();
            assertNull(game.scene().overlay().viewer(), "watching the bots: everything is seen");
            game.shutdown();
            return null;
        });
    }
}
