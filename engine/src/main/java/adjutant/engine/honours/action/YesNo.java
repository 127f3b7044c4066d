package adjutant.engine.honours.action;

/**
 * A yes-or-no choice for a unit, the question being the state's current step: whether cavalry
 * wishes to pursue (HOW-PURS-1), whether infantry occupies the works it won (HOW-MELEE-15), ...
 */
public record YesNo(int unit, boolean yes) implements HowAction {
}
