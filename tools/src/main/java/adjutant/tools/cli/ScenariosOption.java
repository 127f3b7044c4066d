package adjutant.tools.cli;

import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;

/** {@code --scenario NAME|FILE...}: the scenarios a series of games draws from, in turn. */
public final class ScenariosOption {

    @Option(names = "--scenario", arity = "1..*", paramLabel = "NAME|FILE", converter = Converters.Scenarios.class,
            description = "Scenarios (files or shipped names), used in turn by successive games or game pairs.")
    List<ScenarioRef> scenarios;

    /** The scenarios given, if the option was. */
    public Optional<List<ScenarioRef>> given() {
        return Optional.ofNullable(scenarios).map(List::copyOf);
    }

    /** The scenarios as written, for files and reports that keep them as text. */
    public Optional<List<String>> texts() {
        return given().map(list -> list.stream().map(ScenarioRef::text).toList());
    }
}
