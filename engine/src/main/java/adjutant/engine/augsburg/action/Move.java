package adjutant.engine.augsburg.action;

/**
 * Moves a unit (or, with {@code unit} = −1 − commander, a commander) so that the centre of its
 * front edge ends at (x, y), facing {@code facing} degrees (LOA-MOVE); what paths are allowed is
 * the order's.
 */
public record Move(int unit, double x, double y, double facing) implements LoaAction {
}
