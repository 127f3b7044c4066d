package adjutant.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.action.PlaceCommander;
import adjutant.engine.game.Side;
import adjutant.engine.scenario.Variant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GameFileTest {
    @TempDir
    Path dir;

    @Test
    void aSavedGameReadsBackEqualAndReplaysToTheSameState() throws IOException {
        GameFile game = new GameFile(DemoScenario.NAME, Variant.CHANCE, 7, List.of(PlaceCommander.at(40, 12.5)));
        Path file = dir.resolve("game.json");
        game.write(file);
        assertEquals(game, GameFile.read(file, null));
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temp file is left behind");
        }
        List<BaState> states = game.replay(DemoScenario.create(Variant.CHANCE), new BlownAwayRules());
        assertEquals(2, states.size());
        assertEquals(40, states.get(1).commander(Side.BLUE).x(), 1e-9);
        assertFalse(states.get(0).commander(Side.BLUE).x() == 40);
    }

    @Test
    void aBareListOfNotationsOrJsonActionsTakesTheScenarioFromTheCaller() throws IOException {
        Path file = dir.resolve("actions.json");
        Files.writeString(file, "[\"commander x=10 y=5\", {\"type\": \"commander\", \"stay\": true, \"x\": 0, \"y\": 0}]");
        GameFile fallback = new GameFile(DemoScenario.NAME, Variant.WITHOUT_CHANCE, 3, List.of());
        GameFile read = GameFile.read(file, fallback);
        assertEquals(Variant.WITHOUT_CHANCE, read.variant());
        assertEquals(List.of(PlaceCommander.at(10, 5), PlaceCommander.stayPut()), read.actions());
    }

    @Test
    void anIllegalActionInAGameNamesItsPlaceAndRule() {
        GameFile game = new GameFile(DemoScenario.NAME, Variant.CHANCE, 1,
                List.of(PlaceCommander.at(10, 5), PlaceCommander.at(11, 5)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> game.replay(DemoScenario.create(Variant.CHANCE), new BlownAwayRules()));
        assertTrue(e.getMessage().startsWith("action 2 'commander x=11 y=5': BA-CMDR-2"), e.getMessage());
    }

    @Test
    void replayStepsBackAndForwardThroughTheStates() {
        GameFile game = new GameFile(DemoScenario.NAME, Variant.CHANCE, 1, List.of(PlaceCommander.at(10, 5)));
        List<BaState> states = game.replay(DemoScenario.create(Variant.CHANCE), new BlownAwayRules());
        ReplayController r = ReplayController.of(states, game.actions());
        assertTrue(r.atEnd());
        assertTrue(r.back());
        assertEquals(states.get(0).hash(), r.current().hash());
        assertFalse(r.back());
        assertTrue(r.forward());
        assertEquals(PlaceCommander.at(10, 5), r.lastAction());
        assertEquals(10, r.current().commander(Side.BLUE).x(), 1e-9);
    }
}
