package adjutant.ai;

import adjutant.engine.game.GameState;

/**
 * A ruleset's hand-written commander (player spec {@code scripted}): built from the spec's name
 * and seed. Rulesets without one answer with {@link #none}.
 */
@FunctionalInterface
public interface ScriptedCommanders<S extends GameState<S>, A> {

    Player<S, A> create(String name, long seed);

    /** Whether the ruleset has one (the board offers {@code scripted} only then). */
    default boolean exists() {
        return true;
    }

    /** For a ruleset that has no scripted commander: every request fails with a clear message. */
    static <S extends GameState<S>, A> ScriptedCommanders<S, A> none(String ruleset) {
        return new ScriptedCommanders<>() {
            @Override
            public Player<S, A> create(String name, long seed) {
                throw new PlayerSpecException("scripted is a Blown Away commander; " + ruleset + " has none yet");
            }

            @Override
            public boolean exists() {
                return false;
            }
        };
    }
}
