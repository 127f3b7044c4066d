package adjutant.engine.augsburg.scenario;

import adjutant.engine.augsburg.Formation;
import adjutant.engine.augsburg.Kind;
import adjutant.engine.augsburg.Tag;
import adjutant.engine.geometry.Vec2;
import java.util.Objects;
import java.util.Set;

/**
 * A unit as deployed: id, name, kind, tags, optional pike figures (AMB-13: they replace as many
 * musketeers), where the centre of its front edge stands (inches), its facing in degrees
 * (90 = up the table) and formation.
 */
public record UnitSpec(String id, String name, Kind kind, Set<Tag> tags, int pikes, Vec2 position, double facing,
        Formation formation) {

    public UnitSpec {
        Objects.requireNonNull(id);
        Objects.requireNonNull(name);
        Objects.requireNonNull(kind);
        tags = Set.copyOf(tags);
        Objects.requireNonNull(position);
        Objects.requireNonNull(formation);
    }
}
