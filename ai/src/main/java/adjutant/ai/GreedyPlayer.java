package adjutant.ai;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Side;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Looks one decision ahead: applies each legal action and keeps the one whose resulting state
 * evaluates best for the side to act, averaging over chance outcomes by their exact
 * probabilities when chance follows the action. Ties go to the earlier action in the rules'
 * order, so the player is deterministic.
 */
public final class GreedyPlayer<S extends GameState<S>, A> implements Player<S, A> {

    /** Default cap on chance outcomes expanded per action. */
    public static final int DEFAULT_OUTCOME_CAP = 256;

    private final String name;
    private final Rules<S, A> rules;
    private final ExpectedEvaluation<S, A> expected;

    public GreedyPlayer(Rules<S, A> rules, Evaluator<S> evaluator) {
        this("greedy", rules, evaluator, DEFAULT_OUTCOME_CAP);
    }

    public GreedyPlayer(String name, Rules<S, A> rules, Evaluator<S> evaluator, int outcomeCap) {
        this.name = name;
        this.rules = rules;
        this.expected = new ExpectedEvaluation<>(rules, evaluator, outcomeCap);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Decision<A> choose(S state, Budget budget) {
        SearchClock clock = new SearchClock(budget);
        List<A> actions = DecisionPoints.requireActions(rules, state);
        Side side = rules.toAct(state);
        List<Decision.Alternative<A>> scored = new ArrayList<>(actions.size());
        long evaluations = 0;
        for (A action : actions) {
            S next = state.copy();
            rules.applyLegal(next, action);
            double value = expected.of(next, side);
            evaluations += expected.leaves();
            scored.add(new Decision.Alternative<>(action, value, expected.leaves()));
        }
        // Stable sort: equal values keep the rules' order, which breaks ties deterministically.
        scored.sort(Comparator.comparingDouble((Decision.Alternative<A> a) -> a.value()).reversed());
        Decision.Alternative<A> best = scored.get(0);
        return new Decision<>(
                best.action(),
                best.value(),
                "evaluation",
                scored.subList(1, Math.min(4, scored.size())),
                List.of(best.action()),
                evaluations,
                clock.elapsedMillis());
    }
}
