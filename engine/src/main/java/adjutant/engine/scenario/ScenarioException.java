package adjutant.engine.scenario;

import adjutant.engine.io.Printable;
import java.util.List;
import java.util.stream.Collectors;

/** A scenario that cannot be loaded, with every problem found (errors and warnings). */
public final class ScenarioException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String source;
    private final transient List<Problem> problems;

    public ScenarioException(String source, List<Problem> problems) {
        super(describe(Printable.of(source), problems));
        this.source = Printable.of(source);
        this.problems = List.copyOf(problems);
    }

    /** The file or scenario name that failed. */
    public String source() {
        return source;
    }

    public List<Problem> problems() {
        return problems;
    }

    public List<Problem> errors() {
        return problems.stream().filter(Problem::isError).toList();
    }

    private static String describe(String source, List<Problem> problems) {
        long errors = problems.stream().filter(Problem::isError).count();
        return "invalid scenario " + source + " (" + errors + (errors == 1 ? " error" : " errors") + "):\n"
                + problems.stream().map(p -> "  " + p).collect(Collectors.joining("\n"));
    }
}
