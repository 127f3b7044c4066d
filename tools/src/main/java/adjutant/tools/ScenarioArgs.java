package adjutant.tools;

import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.scenario.ScenarioCatalog;
import adjutant.engine.scenario.ScenarioLoader;
import java.nio.file.Files;
import java.nio.file.Path;

/** Resolves a {@code --scenario NAME|FILE} argument: a file if one exists, else a shipped scenario. */
final class ScenarioArgs {
    private ScenarioArgs() {}

    static BaScenario resolve(String nameOrFile) {
        Path p = Path.of(nameOrFile);
        if (Files.isRegularFile(p)) {
            return ScenarioLoader.load(p);
        }
        if (ScenarioCatalog.contains(nameOrFile)) {
            return ScenarioLoader.loadNamed(nameOrFile);
        }
        throw new UsageException("no scenario file or shipped scenario named '" + nameOrFile
                + "' (shipped: " + String.join(", ", ScenarioCatalog.names()) + ")");
    }
}
