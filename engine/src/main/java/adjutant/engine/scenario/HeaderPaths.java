package adjutant.engine.scenario;

import java.util.ArrayList;
import java.util.List;

/**
 * The JSON path each terrain feature and objective of a scenario came from. The loader leaves
 * out elements it could not read, so indices in the model can differ from those in the file;
 * messages must name the file's.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record HeaderPaths(List<String> terrain, List<String> objectives) {

    public HeaderPaths {
        terrain = List.copyOf(terrain);
        objectives = List.copyOf(objectives);
    }

    /** Paths for a scenario that maps one-to-one onto its file, as {@link ScenarioWriter} writes it. */
    public static HeaderPaths of(ScenarioHeader h) {
        return new HeaderPaths(indexed("$.terrain", h.terrain().size()), indexed("$.objectives", h.objectives().size()));
    }

    /** {@code prefix[0]} … {@code prefix[n-1]}. */
    public static List<String> indexed(String prefix, int n) {
        List<String> paths = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            paths.add(prefix + "[" + i + "]");
        }
        return paths;
    }
}
