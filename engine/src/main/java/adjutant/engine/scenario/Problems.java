package adjutant.engine.scenario;

import java.util.ArrayList;
import java.util.List;

/** Collects problems while a scenario is read and checked. */
final class Problems {
    private final List<Problem> list = new ArrayList<>();

    void error(String path, String message) {
        list.add(Problem.error(path, message));
    }

    void warning(String path, String message) {
        list.add(Problem.warning(path, message));
    }

    void addAll(List<Problem> problems) {
        list.addAll(problems);
    }

    boolean hasErrors() {
        return list.stream().anyMatch(Problem::isError);
    }

    List<Problem> list() {
        return List.copyOf(list);
    }
}
