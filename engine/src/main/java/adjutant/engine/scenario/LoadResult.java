package adjutant.engine.scenario;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What {@link ScenarioLoader} found in one file: every problem, and the scenario when there was
 * no error.
 *
 * @param source the file or scenario name, for messages
 * @param problems errors and warnings in the order found
 * @param scenario present exactly when there is no error
 * @implNote This class is immutable and thread-safe.
 */
public record LoadResult(String source, List<Problem> problems, Optional<Scenario> scenario) {

    public LoadResult {
        Objects.requireNonNull(source);
        problems = List.copyOf(problems);
        Objects.requireNonNull(scenario);
        if (scenario.isPresent() == problems.stream().anyMatch(Problem::isError)) {
            throw new IllegalArgumentException("a scenario is present exactly when there is no error");
        }
    }

    public boolean isValid() {
        return scenario.isPresent();
    }

    public List<Problem> errors() {
        return problems.stream().filter(Problem::isError).toList();
    }

    public List<Problem> warnings() {
        return problems.stream().filter(p -> !p.isError()).toList();
    }

    /**
     * The scenario.
     *
     * @throws ScenarioException listing the problems when there is an error
     */
    public Scenario orThrow() {
        return scenario.orElseThrow(() -> new ScenarioException(source, problems));
    }
}
