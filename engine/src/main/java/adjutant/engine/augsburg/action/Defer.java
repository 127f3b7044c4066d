package adjutant.engine.augsburg.action;

/** The brigade at the head of the activation queue passes to the next one (LOA-CMD-6 step 3). */
public record Defer(int brigade) implements LoaAction {
}
