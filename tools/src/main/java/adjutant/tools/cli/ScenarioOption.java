package adjutant.tools.cli;

import adjutant.tools.UsageException;
import java.util.Optional;
import picocli.CommandLine.Option;

/** {@code --scenario NAME|FILE}: one scenario, for the commands that play or show one. */
public final class ScenarioOption {

    @Option(names = "--scenario", paramLabel = "NAME|FILE", converter = Converters.Scenarios.class,
            description = "Scenario: a file, or the name of a shipped one such as encounter.")
    ScenarioRef scenario;

    /** The scenario given, or {@code fallback} when the option is left out. */
    public ScenarioRef orElse(String fallback) {
        return Optional.ofNullable(scenario).orElseGet(() -> ScenarioRef.of(fallback));
    }

    /** Whether the option was given. */
    public boolean isPresent() {
        return scenario != null;
    }

    /**
     * The scenario given.
     *
     * @throws UsageException when the option is left out
     */
    public ScenarioRef required() {
        return Optional.ofNullable(scenario).orElseThrow(() -> new UsageException("missing --scenario NAME|FILE"));
    }
}
