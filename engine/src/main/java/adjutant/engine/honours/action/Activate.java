package adjutant.engine.honours.action;

/** A side activates one of its brigades, or an independent unit (HOW-SEQ-3). */
public record Activate(int brigade) implements HowAction {
}
