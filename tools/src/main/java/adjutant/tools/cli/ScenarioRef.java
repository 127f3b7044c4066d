package adjutant.tools.cli;

import adjutant.engine.scenario.Scenario;
import adjutant.engine.scenario.ScenarioCatalog;
import adjutant.engine.scenario.ScenarioLoader;
import adjutant.tools.UsageException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * A {@code --scenario NAME|FILE} as given: a file if one exists, else a shipped scenario
 * ({@code encounter} or {@code blown-away/encounter}). It is loaded only when used, so a
 * tournament can hand the text to its game runners (or to fake ones in tests) as it stands.
 *
 * @param text as written on the command line; tournament files and game reports keep it so
 * @implNote This class is immutable and thread-safe.
 */
public record ScenarioRef(String text) {

    public ScenarioRef {
        Objects.requireNonNull(text);
        if (text.isBlank()) {
            throw new IllegalArgumentException("a scenario name or file is needed, got nothing");
        }
    }

    public static ScenarioRef of(String text) {
        return new ScenarioRef(text.strip());
    }

    /**
     * The scenario of any ruleset, checked.
     *
     * @throws UsageException when there is neither such a file nor such a shipped scenario
     * @throws adjutant.engine.scenario.ScenarioException listing a file's problems
     */
    public Scenario load() {
        Path p = Path.of(text);
        if (Files.isRegularFile(p)) {
            return ScenarioLoader.load(p);
        }
        if (ScenarioCatalog.contains(text)) {
            return ScenarioLoader.loadNamed(text);
        }
        throw new UsageException("no scenario file or shipped scenario named '" + text + "' (shipped: "
                + String.join(", ", ScenarioCatalog.names()) + ")");
    }

    @Override
    public String toString() {
        return text;
    }
}
