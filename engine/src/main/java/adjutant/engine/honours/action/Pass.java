package adjutant.engine.honours.action;

/** Nothing more now: no further fire from this brigade, no answer, no choice to take. */
public record Pass() implements HowAction {
}
