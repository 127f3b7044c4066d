package adjutant.engine.augsburg.scenario;

import adjutant.engine.geometry.Vec2;
import java.util.Objects;

/**
 * A commander as deployed (LOA-ORG-11): name, Command Number 1–3 (AMB-1, default 2) and where
 * his figure stands, in inches.
 */
public record CommanderSpec(String name, int cn, Vec2 position) {

    public static final int DEFAULT_CN = 2;

    public CommanderSpec {
        Objects.requireNonNull(name);
        Objects.requireNonNull(position);
    }
}
