package adjutant.engine.augsburg.action;

/** The CinC hands {@code cp} command points to a brigade's brigadier (LOA-CMD-2). */
public record GiveCp(int brigade, int cp) implements LoaAction {
}
