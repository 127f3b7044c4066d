package adjutant.engine.augsburg.action;

/** A unit's reaction to a charge or fire (LOA-ORD-8); {@code reaction} is a {@link Reaction} ordinal. */
public record React(int unit, int reaction) implements LoaAction {
}
