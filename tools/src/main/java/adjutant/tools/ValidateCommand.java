package adjutant.tools;

import adjutant.engine.game.Rulesets;
import adjutant.engine.io.Printable;
import adjutant.engine.scenario.LoadResult;
import adjutant.engine.scenario.ScenarioCatalog;
import adjutant.engine.scenario.Problem;
import adjutant.engine.scenario.ScenarioLoader;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code adjutant validate FILE...}: checks scenario files (or shipped scenarios by name) and
 * prints {@code FILE: ok} (then any lines the ruleset reports about the scenario, such as each
 * army's points) or one line per problem, {@code FILE: $.path: reason}. Exit 0 when every
 * file is good (warnings allowed), 1 when any is bad, 2 for a usage error.
 */
@Command(
        name = "validate",
        mixinStandardHelpOptions = true,
        description = {
            "Check scenario files and print every problem with its JSON path.",
            "A FILE may also name a shipped scenario (e.g. encounter).",
            "Exit status: 0 all good (warnings allowed), 1 a file is bad or unreadable, 2 usage error."
        })
final class ValidateCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Scenario files (.json) or shipped scenario names.")
    List<String> files;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        boolean allGood = true;
        for (String file : files) {
            LoadResult result = check(file);
            if (result.isValid()) {
                out.println(Printable.of(file) + ": ok");
                result.scenario().ifPresent(sc -> Rulesets.require(sc.rules()).report(sc)
                        .forEach(line -> out.println(Printable.of(file) + ": " + line)));
            }
            for (Problem p : result.problems()) {
                out.println(Printable.of(file) + ": " + p);
            }
            allGood &= result.isValid();
        }
        out.flush();
        return allGood ? 0 : 1;
    }

    /**
     * A path that exists is a file; otherwise a shipped scenario's name ({@code encounter} or
     * {@code blown-away/encounter}), or a plain name (no .json, no folder) is looked up as one.
     */
    private static LoadResult check(String arg) {
        Path path = Path.of(arg);
        boolean plainName = !arg.endsWith(".json") && path.getNameCount() == 1 && path.getParent() == null;
        if (!Files.exists(path) && (plainName || ScenarioCatalog.contains(arg))) {
            return ScenarioLoader.checkNamed(arg); // unknown names get the list of shipped ones
        }
        return ScenarioLoader.check(path);
    }
}
