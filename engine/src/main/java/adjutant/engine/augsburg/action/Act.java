package adjutant.engine.augsburg.action;

/** The brigade at the head of the activation queue acts now (LOA-CMD-6). */
public record Act(int brigade) implements LoaAction {
}
