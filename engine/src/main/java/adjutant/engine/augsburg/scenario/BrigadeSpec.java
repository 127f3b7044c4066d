package adjutant.engine.augsburg.scenario;

import java.util.List;
import java.util.Objects;

/**
 * A brigade of foot or regiment of horse with its Brigadier General (LOA-ORG-1, LOA-ORG-11).
 * An independent unit under the CinC is a one-unit brigade (LOA-SCN-1).
 */
public record BrigadeSpec(String id, String name, CommanderSpec brigadier, List<UnitSpec> units) {

    public BrigadeSpec {
        Objects.requireNonNull(id);
        Objects.requireNonNull(name);
        Objects.requireNonNull(brigadier);
        units = List.copyOf(units);
    }
}
