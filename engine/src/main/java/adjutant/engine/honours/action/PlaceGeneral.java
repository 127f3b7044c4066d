package adjutant.engine.honours.action;

/**
 * Phase 1: a commanding general (or lieutenant general) moves to (x, y) and names the brigade
 * it encourages and directs this turn, −1 for none (HOW-CMD-1, HOW-CMD-14, AMB-18). An
 * independent unit is a brigade of one.
 */
public record PlaceGeneral(int commander, double x, double y, int directs) implements HowAction {
}
