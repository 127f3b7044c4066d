package adjutant.ai.tuning;

import adjutant.ai.eval.Weights;
import java.util.Optional;

/**
 * Plays one pair of games for tuning: the game of {@code seed} twice, once with the candidate on
 * each side, so that neither side's advantage nor the luck of the seed favours either player.
 * Implemented per ruleset by the code that owns the players and scenarios; must be a pure function
 * of its arguments (iteration-counted search budgets, every random stream derived from
 * {@code seed}) and safe to call from several threads at once.
 */
@FunctionalInterface
public interface GamePairPlayer {

    /**
     * @param candidate the weights under test, played by the evaluation player being tuned
     * @param opponent weights for the opponent (the same kind of player), or empty for the fixed
     *     reference opponent
     * @param seed the seed of both games (scenario choice, chance and search streams)
     * @return the candidate's total score over the two games, in [0, 2] (win 1, draw 0.5, loss 0)
     */
    double playPair(Weights candidate, Optional<Weights> opponent, long seed);
}
