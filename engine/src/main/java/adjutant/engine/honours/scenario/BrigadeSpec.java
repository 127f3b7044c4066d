package adjutant.engine.honours.scenario;

import java.util.List;
import java.util.Objects;

/**
 * A brigade (HOW-ORG-10) or an independent unit (HOW-ORG-11), which acts as a brigade of one
 * with no commander.
 *
 * @param commander the brigade commander's id; null for an independent unit
 * @param units the ids of its units, at least one
 * @param mayNotMoveBefore the first turn its units may move (scenario rule, HOW-SCN-4/5); 1 when free
 * @param lightInfantryExempt whether its light infantry may move before that turn (Spittelwitz)
 * @implNote This class is immutable and thread-safe.
 */
public record BrigadeSpec(String id, String name, String commander, List<String> units, int mayNotMoveBefore,
        boolean lightInfantryExempt) {

    public BrigadeSpec {
        Objects.requireNonNull(id);
        Objects.requireNonNull(name);
        units = List.copyOf(units);
    }

    public boolean independent() {
        return commander == null;
    }
}
