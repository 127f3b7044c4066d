package adjutant.engine.game;

import java.util.Objects;

/**
 * One variant of a ruleset (Blown Away's {@code chance} and {@code without-chance}).
 *
 * @param id as written in scenario files and after the slash of {@code --rules blown-away/chance}
 * @param displayName for people
 * @param chance whether the variant has chance events; searches pick MCTS for those, alpha-beta
 *     for the others
 * @implNote This class is immutable and thread-safe.
 */
public record RulesetVariant(String id, String displayName, boolean chance) {
    public RulesetVariant {
        Objects.requireNonNull(id);
        Objects.requireNonNull(displayName);
    }
}
