package adjutant.engine.augsburg.action;

/**
 * A chance outcome grouped by its result (GEN-3 dice pools: the pip total or what it means, not
 * the faces): what was rolled, and what the value is, is said by the state's current step.
 */
public record Roll(int value) implements LoaAction {
}
