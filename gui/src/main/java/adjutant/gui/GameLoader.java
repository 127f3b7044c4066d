package adjutant.gui;

import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.Variant;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Opens what the command line names: a scenario, optionally with a saved game on top of it.
 *
 * @param scenario the scenario played
 * @param file the game (actions so far), never null
 * @param states every state from the start to the last action
 */
public record GameLoader(Scenario scenario, GameFile file, List<BaState> states) {

    /**
     * Loads {@code scenarioName} (a name or a file) and replays {@code gameFile} on it when given.
     * A saved game that names its own scenario overrides {@code scenarioName}.
     */
    public static GameLoader open(ScenarioSource source, String scenarioName, Variant variant, Path gameFile)
            throws IOException {
        GameFile game = new GameFile(scenarioName, variant, 1, List.of());
        if (gameFile != null) {
            game = GameFile.read(gameFile, game);
        }
        Scenario sc = source.load(game.scenario());
        return new GameLoader(sc, game, game.replay(sc, new BlownAwayRules()));
    }

    public BaState last() {
        return states.get(states.size() - 1);
    }
}
