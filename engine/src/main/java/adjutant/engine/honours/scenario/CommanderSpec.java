package adjutant.engine.honours.scenario;

import adjutant.engine.honours.CommanderRole;
import adjutant.engine.honours.Rating;
import java.util.List;
import java.util.Objects;

/**
 * A command figure: the commanding general, a lieutenant general or a brigade commander.
 *
 * @param rating null for an unrated commanding general (who acts as dependable, HOW-ORG-14)
 * @param brigades a lieutenant general's brigades (HOW-OPT-5); empty for the others
 * @implNote This class is immutable and thread-safe.
 */
public record CommanderSpec(String id, String name, CommanderRole role, Rating rating, List<String> brigades,
        double x, double y) {

    public CommanderSpec {
        Objects.requireNonNull(id);
        Objects.requireNonNull(name);
        Objects.requireNonNull(role);
        brigades = List.copyOf(brigades);
    }

    public boolean rated() {
        return rating != null;
    }
}
