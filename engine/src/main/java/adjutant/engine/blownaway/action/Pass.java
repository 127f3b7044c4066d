package adjutant.engine.blownaway.action;

/** The main action "do nothing" (BA-TURN-5). */
public record Pass() implements BaAction {}
