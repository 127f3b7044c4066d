package adjutant.engine.augsburg.action;

/** A unit fires at an enemy unit (LOA-FIRE-9), as its order or as a reaction. */
public record Fire(int unit, int target) implements LoaAction {
}
