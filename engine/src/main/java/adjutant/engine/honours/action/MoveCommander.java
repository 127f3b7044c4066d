package adjutant.engine.honours.action;

/** A brigade commander moves to (x, y) after his units have moved (HOW-CMD-13). */
public record MoveCommander(int commander, double x, double y) implements HowAction {
}
