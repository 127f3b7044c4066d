package adjutant.engine.honours.scenario;

import adjutant.engine.game.Side;
import adjutant.engine.honours.Nation;
import java.util.List;
import java.util.Objects;

/**
 * One side's army: its national table, commanders, brigades and units.
 *
 * @param designatedAttacker +1 movement initiative and the initiative in turn 1 (HOW-INIT-2)
 * @param breakingPoint the Army Breaking Point when the scenario fixes it; 0 to compute it (HOW-VIC-1)
 * @implNote This class is immutable and thread-safe.
 */
public record ArmySpec(Side side, String name, Nation nation, boolean designatedAttacker, int breakingPoint,
        List<CommanderSpec> commanders, List<BrigadeSpec> brigades, List<UnitSpec> units) {

    public ArmySpec {
        Objects.requireNonNull(side);
        Objects.requireNonNull(name);
        Objects.requireNonNull(nation);
        commanders = List.copyOf(commanders);
        brigades = List.copyOf(brigades);
        units = List.copyOf(units);
    }

    /** Units counted as the book counts them: small 0.5, large 1.5 (HOW-VIC-1). */
    public double unitCount() {
        return units.stream().mapToDouble(u -> u.size().weight()).sum();
    }

    /** The scenario's breaking point, or ⌊unit count / 2⌋ (HOW-VIC-1). */
    public int effectiveBreakingPoint() {
        return breakingPoint > 0 ? breakingPoint : (int) Math.floor(unitCount() / 2);
    }
}
