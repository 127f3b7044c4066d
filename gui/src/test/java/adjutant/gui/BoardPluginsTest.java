package adjutant.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.RulesetAis;
import adjutant.engine.game.Ruleset;
import adjutant.engine.game.Rulesets;
import org.junit.jupiter.api.Test;

class BoardPluginsTest {

    @Test
    void everyInstalledRulesetHasABoardKeyedByItsId() {
        for (Ruleset<?, ?> r : Rulesets.all()) {
            BoardPlugin<?, ?> board = BoardPlugins.find(r.id()).orElseThrow(() -> new AssertionError(
                    "no board plug-in for " + r.id()));
            assertEquals(r.id(), board.rulesetId());
            assertTrue(RulesetAis.find(r.id()).isPresent(), "players for " + r.id());
        }
    }

    @Test
    void blownAwaysBoardIsFoundThroughTheRegistryAndOffersADragAndTheCommanderTool() {
        BoardPlugin<?, ?> board = BoardPlugins.of(Rulesets.require("blown-away"));
        assertTrue(board.drag().isPresent());
        assertEquals("commanderMode", board.tools().get(0).id());
    }

    @Test
    void anUnknownRulesetHasNoBoard() {
        assertTrue(BoardPlugins.find("no-such-rules").isEmpty());
    }
}
