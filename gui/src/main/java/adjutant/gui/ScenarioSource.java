package adjutant.gui;

import adjutant.engine.scenario.Scenario;
import java.util.List;

/** Where the GUI gets scenarios: by name (a shipped scenario) or by file path. */
public interface ScenarioSource {

    /** Names offered in the new-game dialog. */
    List<String> names();

    /**
     * The scenario called {@code nameOrFile}, or read from that file.
     *
     * @throws IllegalArgumentException when there is no such scenario or the file is invalid
     */
    Scenario load(String nameOrFile);
}
