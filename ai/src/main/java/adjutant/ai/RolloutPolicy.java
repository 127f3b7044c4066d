package adjutant.ai;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import java.util.List;
import java.util.SplittableRandom;

/**
 * How MCTS plays one decision of a rollout. The default picks uniformly among the legal actions;
 * a ruleset may supply a cheaper or smarter one (e.g. one unit's random candidate instead of the
 * whole list), and a player may play them ({@link #of}: {@code mcts:policy=scripted}).
 */
@FunctionalInterface
public interface RolloutPolicy<S extends GameState<S>, A> {

    /** Takes one decision in {@code state} (not a chance node, not over), changing it in place. */
    void playDecision(S state, SplittableRandom random);

    /**
     * Each decision as {@code player} takes it, e.g. the ruleset's scripted commander: a rollout
     * then plays out the fights and moves a commander would make, so the evaluation at its end
     * sees what a move leads to. The player must decide without a search of its own.
     */
    static <S extends GameState<S>, A> RolloutPolicy<S, A> of(Rules<S, A> rules, Player<S, A> player) {
        Budget once = Budget.ofIterations(1);
        return (state, random) -> rules.applyLegal(state, player.choose(state, once).action());
    }

    static <S extends GameState<S>, A> RolloutPolicy<S, A> uniform(Rules<S, A> rules) {
        return (state, random) -> {
            List<A> actions = rules.legalActions(state);
            rules.applyLegal(state, actions.get(random.nextInt(actions.size())));
        };
    }
}
