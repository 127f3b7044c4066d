package adjutant.engine.scenario;

import java.util.List;
import java.util.Objects;

/**
 * The part of a scenario every ruleset shares: which ruleset and variant it is for, its name,
 * the table and its length unit, the terrain and the objectives. The rest of a scenario file
 * belongs to its ruleset ({@link ScenarioFormat}).
 *
 * @param rules the ruleset id, e.g. {@code blown-away}
 * @param variant the variant id the scenario is played with by default, e.g. {@code chance}
 * @param name short name, the file name without {@code .json} unless the file says otherwise
 * @implNote This class is immutable and thread-safe.
 */
public record ScenarioHeader(
        String rules,
        String variant,
        String name,
        String title,
        String description,
        Table table,
        List<TerrainFeature> terrain,
        List<ObjectiveSpec> objectives) {

    public ScenarioHeader {
        Objects.requireNonNull(rules);
        Objects.requireNonNull(variant);
        Objects.requireNonNull(name);
        Objects.requireNonNull(title);
        Objects.requireNonNull(description);
        Objects.requireNonNull(table);
        terrain = List.copyOf(terrain);
        objectives = List.copyOf(objectives);
    }
}
