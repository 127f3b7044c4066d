package adjutant.engine.augsburg.action;

/** A commander joins a unit in person for the turn, adding his CN to its rally (LOA-CMD-9). */
public record Join(int commander, int unit) implements LoaAction {
}
