package adjutant.engine.blownaway.scenario;

import adjutant.engine.scenario.Ids;

/** The arm of a unit; a unit has men of exactly one type (BA-SETUP-4). */
public enum UnitType {
    INFANTRY,
    CAVALRY,
    ARTILLERY;

    /** {@code infantry}, {@code cavalry} or {@code artillery}. */
    public String id() {
        return Ids.camel(this);
    }

    public static UnitType fromId(String id) {
        return Ids.lookup(values(), UnitType::id, "unit type", id);
    }
}
