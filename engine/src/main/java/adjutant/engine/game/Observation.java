package adjutant.engine.game;

import java.util.SplittableRandom;

/**
 * What one side may know of a state, for rulesets with hidden information (League of
 * Augsburg's face-down order chits). A bot that must decide from its own view only (an
 * information-set search) asks for {@link #determinize}d states instead of the true one.
 *
 * @param <S> state type
 * @implNote Implementations are stateless and thread-safe.
 */
public interface Observation<S extends GameState<S>> {

    /**
     * A copy of {@code state} as {@code side} sees it: what it may not see is hidden (each
     * ruleset says how). The copy is for showing and comparing, not necessarily for playing on;
     * two states that {@code side} cannot tell apart give views of equal {@link GameState#hash()}.
     */
    S view(S state, Side side);

    /**
     * A playable copy of {@code state} in which whatever {@code side} may not see is replaced by
     * a sample of what it could be, given everything {@code side} may know; what {@code side}
     * sees is unchanged.
     */
    S determinize(S state, Side side, SplittableRandom random);
}
