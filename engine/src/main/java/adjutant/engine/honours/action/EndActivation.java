package adjutant.engine.honours.action;

/** The active brigade has done all it will this activation. */
public record EndActivation() implements HowAction {
}
