package adjutant.engine.scenario;

/** Provisional: replaced by the scenario branch. */
public enum Formation { LINE, COLUMN, BATTERY }
