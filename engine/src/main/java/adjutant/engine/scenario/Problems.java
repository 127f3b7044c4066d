package adjutant.engine.scenario;

import java.util.ArrayList;
import java.util.List;

/** Collects problems while a scenario is read and checked; the ruleset readers add theirs. */
public final class Problems {
    private final List<Problem> list = new ArrayList<>();

    public void error(String path, String message) {
        list.add(Problem.error(path, message));
    }

    public void warning(String path, String message) {
        list.add(Problem.warning(path, message));
    }

    public void addAll(List<Problem> problems) {
        list.addAll(problems);
    }

    public boolean hasErrors() {
        return list.stream().anyMatch(Problem::isError);
    }

    public List<Problem> list() {
        return List.copyOf(list);
    }
}
