package adjutant.engine.blownaway.scenario;

import adjutant.engine.geometry.Vec2;
import java.util.Objects;

/**
 * A man as deployed: his role, his formation slot (index in slot order) and where he stands.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record DeployedFigure(Role role, int slot, Vec2 position) {
    public DeployedFigure {
        Objects.requireNonNull(role);
        Objects.requireNonNull(position);
    }
}
