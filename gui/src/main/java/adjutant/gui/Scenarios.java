package adjutant.gui;

import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioCatalog;
import adjutant.engine.scenario.ScenarioException;
import adjutant.engine.scenario.ScenarioLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Scenarios for the GUI, of every installed ruleset: the shipped ones by name
 * ({@link ScenarioCatalog}), or scenario files. Each names its own ruleset and variant.
 */
public final class Scenarios {
    private Scenarios() {}

    /** The shipped scenarios of every ruleset, offered in the new-game dialog (short names where unambiguous). */
    public static List<String> names() {
        return ScenarioCatalog.names();
    }

    /**
     * The scenario in file {@code nameOrFile} if there is one, else the shipped scenario of that name.
     *
     * @throws IllegalArgumentException when there is neither, or the scenario is invalid
     */
    public static Scenario load(String nameOrFile) {
        try {
            Path file = Path.of(nameOrFile);
            if (Files.isRegularFile(file)) {
                return ScenarioLoader.load(file);
            }
            if (ScenarioCatalog.contains(nameOrFile)) {
                return ScenarioLoader.loadNamed(nameOrFile);
            }
        } catch (ScenarioException e) {
            throw new IllegalArgumentException("cannot load scenario '" + nameOrFile + "': " + e.getMessage(), e);
        }
        throw new IllegalArgumentException("no scenario file or shipped scenario named '" + nameOrFile
                + "' (shipped: " + String.join(", ", names()) + ")");
    }
}
