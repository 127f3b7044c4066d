package adjutant.engine.augsburg.action;

/** Ends a step of decisions: no more CP to give, no more rally points, the brigade is done. */
public record Pass() implements LoaAction {
}
