package adjutant.tools.cli;

import adjutant.tools.UsageException;
import java.util.ArrayList;
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

    /**
     * One game setup per scenario given, all of one ruleset ({@code --rules} applied to each).
     *
     * @param what what needs the one ruleset, for the error, e.g. "a tuning run plays one ruleset"
     * @throws UsageException when two scenarios are of different rulesets
     */
    public List<GameSetup> setups(RulesOption rules, String what) {
        List<ScenarioRef> refs = given().orElseThrow();
        List<GameSetup> setups = new ArrayList<>();
        for (ScenarioRef ref : refs) {
            GameSetup setup = rules.setup(ref.load());
            if (!setups.isEmpty() && setup.ruleset() != setups.get(0).ruleset()) {
                throw new UsageException("--scenario: " + refs.get(0) + " is " + setups.get(0).ruleset().id() + " but "
                        + ref + " is " + setup.ruleset().id() + "; " + what);
            }
            setups.add(setup);
        }
        return setups;
    }
}
