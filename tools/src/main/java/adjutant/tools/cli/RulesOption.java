package adjutant.tools.cli;

import adjutant.engine.game.RulesChoice;
import adjutant.engine.scenario.Scenario;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * {@code --rules RULESET[/VARIANT]}, the same in every command and optional everywhere: a
 * scenario file says its ruleset and variant. Given, it must agree with the file's ruleset and
 * may choose another variant ({@code --rules without-chance} plays a chance scenario without
 * chance).
 */
public final class RulesOption {

    @Option(names = "--rules", paramLabel = "RULES", converter = Converters.Rules.class,
            description = {"Rules to play: RULESET[/VARIANT], e.g. blown-away/without-chance, or just a variant,"
                    + " chance or without-chance (default: the scenario's own).",
                "It must agree with the scenario's ruleset."})
    RulesChoice choice;

    /** The rules given, if any. */
    public Optional<RulesChoice> choice() {
        return Optional.ofNullable(choice);
    }

    /**
     * The setup of a scenario played by these rules.
     *
     * @throws adjutant.tools.UsageException when the rules disagree with the scenario
     */
    public GameSetup setup(Scenario scenario) {
        return GameSetup.of(scenario, choice());
    }
}
