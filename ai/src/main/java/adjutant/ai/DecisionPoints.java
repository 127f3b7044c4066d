package adjutant.ai;

import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import java.util.List;

/** Checks shared by every player before it decides. */
public final class DecisionPoints {

    private DecisionPoints() {}

    /**
     * The legal actions of a state at which a side decides.
     *
     * @throws IllegalArgumentException when the game is over, chance is to act or nothing is legal
     */
    public static <S extends GameState<S>, A> List<A> requireActions(Rules<S, A> rules, S state) {
        if (rules.result(state).isOver()) {
            throw new IllegalArgumentException("no decision: the game is over");
        }
        if (rules.isChanceNode(state)) {
            throw new IllegalArgumentException("no decision: chance is to act");
        }
        List<A> actions = rules.legalActions(state);
        if (actions.isEmpty()) {
            throw new IllegalArgumentException("no decision: no legal action");
        }
        return actions;
    }
}
