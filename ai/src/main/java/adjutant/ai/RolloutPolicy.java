package adjutant.ai;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import java.util.List;
import java.util.SplittableRandom;

/**
 * How MCTS plays one decision of a rollout. The default picks uniformly among the legal actions;
 * a ruleset may supply a cheaper or smarter one (e.g. one unit's random candidate instead of the
 * whole list).
 */
@FunctionalInterface
public interface RolloutPolicy<S extends GameState<S>, A> {

    /** Takes one decision in {@code state} (not a chance node, not over), changing it in place. */
    void playDecision(S state, SplittableRandom random);

    static <S extends GameState<S>, A> RolloutPolicy<S, A> uniform(Rules<S, A> rules) {
        return (state, random) -> {
            List<A> actions = rules.legalActions(state);
            rules.applyLegal(state, actions.get(random.nextInt(actions.size())));
        };
    }
}
