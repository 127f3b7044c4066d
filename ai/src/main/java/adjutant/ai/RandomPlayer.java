package adjutant.ai;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import java.util.List;
import java.util.SplittableRandom;

/** Picks uniformly among the legal actions from its own seeded stream. The baseline opponent. */
public final class RandomPlayer<S extends GameState<S>, A> implements Player<S, A> {

    private final String name;
    private final Rules<S, A> rules;
    private final SplittableRandom random;

    public RandomPlayer(Rules<S, A> rules, long seed) {
        this("random", rules, seed);
    }

    public RandomPlayer(String name, Rules<S, A> rules, long seed) {
        this.name = name;
        this.rules = rules;
        this.random = new SplittableRandom(seed);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Decision<A> choose(S state, Budget budget) {
        List<A> actions = DecisionPoints.requireActions(rules, state);
        return Decision.unexplained(actions.get(random.nextInt(actions.size())), "random");
    }
}
