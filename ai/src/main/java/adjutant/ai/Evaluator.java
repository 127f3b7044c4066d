package adjutant.ai;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Side;

/**
 * A static evaluation of a state, in [-1, 1] from {@code side}'s point of view: +1 a sure win,
 * -1 a sure loss. Antisymmetric: {@code evaluate(s, BLUE) == -evaluate(s, RED)}.
 */
@FunctionalInterface
public interface Evaluator<S extends GameState<S>> {
    double evaluate(S state, Side side);
}
