package adjutant.engine.honours.action;

/** The commanding general rallies extra hits from one unit within reach, −1 for none (HOW-RALLY-3). */
public record Rally(int commander, int unit) implements HowAction {
}
