package adjutant.engine.scenario;

/** Provisional: replaced by the scenario branch. */
public enum Variant { CHANCE, WITHOUT_CHANCE }
