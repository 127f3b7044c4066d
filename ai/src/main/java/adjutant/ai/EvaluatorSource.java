package adjutant.ai;

import adjutant.engine.game.GameState;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where players get their evaluation: the ruleset's features times a weight vector read from a
 * weights file ({@code weights=FILE} in a player spec), or its default weights when none is given.
 * The defaults may differ by kind of player: weights tuned for one search need not suit another.
 */
@FunctionalInterface
public interface EvaluatorSource<S extends GameState<S>> {

    /** The evaluator for {@code weights}, or the ruleset's default weights for {@code kind} when empty. */
    Evaluator<S> evaluator(PlayerKind kind, Optional<Path> weights);

    /** One evaluator whatever the weights (for toy games and tests). */
    static <S extends GameState<S>> EvaluatorSource<S> fixed(Evaluator<S> evaluator) {
        return (kind, weights) -> evaluator;
    }
}
