package adjutant.engine.scenario;

/** Provisional: replaced by the scenario branch. */
public enum UnitType { INFANTRY, CAVALRY, ARTILLERY }
