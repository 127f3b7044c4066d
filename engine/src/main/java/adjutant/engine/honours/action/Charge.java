package adjutant.engine.honours.action;

/**
 * A unit of the active brigade charges {@code target}, and {@code second} too when it must
 * contact both (HOW-CHG-12; −1 otherwise). The rules line the units up on contact (HOW-CHG-11).
 */
public record Charge(int unit, int target, int second) implements HowAction {
}
