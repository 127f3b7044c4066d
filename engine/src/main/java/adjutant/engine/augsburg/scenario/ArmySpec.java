package adjutant.engine.augsburg.scenario;

import adjutant.engine.game.Side;
import java.util.List;
import java.util.Objects;

/** One side's army: its name, its Commander-in-Chief and its brigades (LOA-ORG-11). */
public record ArmySpec(Side side, String name, CommanderSpec cinc, List<BrigadeSpec> brigades) {

    public ArmySpec {
        Objects.requireNonNull(side);
        Objects.requireNonNull(name);
        Objects.requireNonNull(cinc);
        brigades = List.copyOf(brigades);
    }
}
