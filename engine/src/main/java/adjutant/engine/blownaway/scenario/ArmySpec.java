package adjutant.engine.blownaway.scenario;

import adjutant.engine.game.Side;
import adjutant.engine.geometry.Vec2;
import java.util.List;
import java.util.Objects;

/**
 * One side's forces at deployment.
 *
 * @param name display name, e.g. "Prussians"
 * @param commander the commander's position (BA-CMDR)
 * @implNote This class is immutable and thread-safe.
 */
public record ArmySpec(Side side, String name, Vec2 commander, List<UnitSpec> units) {

    public ArmySpec {
        Objects.requireNonNull(side);
        Objects.requireNonNull(name);
        Objects.requireNonNull(commander);
        units = List.copyOf(units);
    }

    /** Total men of all units (guns are not men). */
    public int men() {
        return units.stream().mapToInt(UnitSpec::menCount).sum();
    }

    /** Number of guns: one per artillery unit (BA-SETUP-6). */
    public int guns() {
        return (int) units.stream().filter(u -> u.type() == UnitType.ARTILLERY).count();
    }
}
