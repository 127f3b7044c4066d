package adjutant.engine.augsburg.action;

/** Places a chit face down behind a unit (LOA-ORD-1, LOA-SEQ-1 step 1); {@code order} is an Order ordinal. */
public record PlaceChit(int unit, int order) implements LoaAction {
}
