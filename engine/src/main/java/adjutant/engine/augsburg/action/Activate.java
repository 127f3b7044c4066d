package adjutant.engine.augsburg.action;

/** Pays for a unit's chit, turns it face up and carries the order out (LOA-ORD-2, LOA-CMD-7). */
public record Activate(int unit) implements LoaAction {
}
