package adjutant.engine.blownaway.action;

/** Chance version: the active player conducts no more combats this turn (BA-TURN-5). */
public record EndCombats() implements BaAction {}
