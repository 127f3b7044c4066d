package adjutant.engine.honours.action;

/** A unit that lost morale retreats {@code moves} normal moves, 1 to 2 (HOW-REACT-4). */
public record Retreat(int unit, double moves) implements HowAction {
}
