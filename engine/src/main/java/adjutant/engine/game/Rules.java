package adjutant.engine.game;

import java.util.List;

/**
 * The forward model of a ruleset. Stateless: every method reads or changes only the state it is
 * given. A game is a sequence of decision points; at each one either a side decides (it picks one
 * of {@link #legalActions}) or chance does (one of {@link #chanceOutcomes}).
 *
 * <p>Rulesets plug in beside each other by implementing this interface with their own state and
 * action types; players and tools see only this interface.
 *
 * @param <S> state type
 * @param <A> action type (ids and numbers only, valid in every copy of a state)
 */
public interface Rules<S extends GameState<S>, A> {

    /** The side that decides at this point; meaningless at a chance node or when the game is over. */
    Side toAct(S state);

    /**
     * A finite, well-chosen list of actions for the side to act, each of which {@link #validate}
     * accepts. Empty only when the game is over or at a chance node.
     */
    List<A> legalActions(S state);

    /** Is the next step a chance event (e.g. turning up cards)? */
    boolean isChanceNode(S state);

    /** Outcomes of the chance event with exact probabilities; empty unless {@link #isChanceNode}. */
    List<ChanceOutcome<A>> chanceOutcomes(S state);

    /**
     * The outcome of {@link #chanceOutcomes} that {@code u} in [0, 1) selects: the first whose
     * running sum of probabilities (in list order) exceeds u, the last if rounding leaves none.
     * Rollouts sample chance this way; a ruleset may override it to sample without building the
     * list, as long as it selects the same outcome.
     */
    default A sampleChance(S state, double u) {
        return ChanceOutcome.select(chanceOutcomes(state), u);
    }

    /**
     * Whether {@code action} may be taken now. Accepts any exact action a person could make, not
     * only the candidates of {@link #legalActions}, and names the rule it breaks otherwise.
     */
    Verdict validate(S state, A action);

    /**
     * Takes a decision or realises a chance outcome, changing {@code state} in place, then runs
     * every automatic step up to the next decision point, chance node or the end of the game.
     *
     * @throws IllegalActionException when {@link #validate} rejects the action
     */
    void apply(S state, A action);

    /**
     * Applies an action taken from {@link #legalActions} or {@link #chanceOutcomes} of this very
     * state, skipping the second validation; searches use it on their hot path.
     */
    default void applyLegal(S state, A action) {
        apply(state, action);
    }

    /**
     * The actions of {@link #legalActions} in the same order, possibly among illegal ones that
     * have not been validated yet: for searches that try only the first few (alpha-beta cutoffs)
     * and so validate each one only when they reach it, with {@link #tryApply}. The default is
     * {@link #legalActions} itself.
     */
    default List<A> candidateActions(S state) {
        return legalActions(state);
    }

    /**
     * Applies a candidate of {@link #candidateActions} of this state if it is legal, as
     * {@link #applyLegal} does, and returns true; returns false, the state unchanged, if not.
     */
    default boolean tryApply(S state, A candidate) {
        if (!validate(state, candidate).legal()) {
            return false;
        }
        applyLegal(state, candidate);
        return true;
    }

    /** The result so far: ongoing, or over with its deciding rule. */
    GameResult result(S state);

    /**
     * The game turn of this state (1, 2, ...), for searches that count their depth in whole
     * turns; -1 (the default) for games without turns, which they count in decision points.
     */
    default int turn(S state) {
        return -1;
    }
}
