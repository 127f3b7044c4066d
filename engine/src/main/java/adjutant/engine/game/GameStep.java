package adjutant.engine.game;

import java.util.List;

/**
 * One step of a game waiting to happen: a decision by a side, or a roll of dice. Rulesets built
 * on {@link StepStackRules} keep a stack of them on the state; the rules take the top one, pop it
 * and {@link #apply} the action, which may push the step back (more to decide) and push others
 * above it (a reaction interrupts) or below.
 *
 * @param <S> the ruleset's state
 * @param <A> the ruleset's actions
 */
public interface GameStep<S, A> {

    /** The side that decides, or null when the dice do. */
    Side decider(S s);

    /** A decision's candidate actions, each of which {@link #validate} accepts; never empty. */
    default List<A> legal(S s) {
        return List.of();
    }

    /** A roll's outcomes with their exact probabilities, summing to 1. */
    default List<ChanceOutcome<A>> outcomes(S s) {
        return List.of();
    }

    /** Whether the action may be taken at this step, naming the rule it breaks if not. */
    Verdict validate(S s, A a);

    /** Carries the action out; this step has already been popped. */
    void apply(S s, A a);

    /** A sentence for a person: what the action does at this step. */
    String words(S s, A a);

    /** What the step is, for a person: "Blue decides which brigade moves next." */
    String describe(S s);
}
