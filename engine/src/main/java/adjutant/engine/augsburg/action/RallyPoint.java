package adjutant.engine.augsburg.action;

/** A brigadier gives {@code cp} of his brigade's CP to one of its units as Rally Points (LOA-CMD-8). */
public record RallyPoint(int unit, int cp) implements LoaAction {
}
