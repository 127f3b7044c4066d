package adjutant.engine.blownaway.scenario;

import adjutant.engine.scenario.Ids;

/** Formations of BA-GEO-25: LINE and COLUMN for infantry and cavalry, BATTERY for artillery. */
public enum Formation {
    LINE,
    COLUMN,
    BATTERY;

    private static final Formation[] BY_ORDINAL = values();

    /** The formation of this ordinal, without the copy of the array {@code values()} makes each call. */
    public static Formation of(int ordinal) {
        return BY_ORDINAL[ordinal];
    }

    /** {@code line}, {@code column} or {@code battery}. */
    public String id() {
        return Ids.camel(this);
    }

    /** Whether a unit of this type may stand in this formation. */
    public boolean allowedFor(UnitType type) {
        return (this == BATTERY) == (type == UnitType.ARTILLERY);
    }

    /** The formation a unit of this type deploys in unless the scenario says otherwise. */
    public static Formation defaultFor(UnitType type) {
        return type == UnitType.ARTILLERY ? BATTERY : LINE;
    }

    public static Formation fromId(String id) {
        return Ids.lookup(values(), Formation::id, "formation", id);
    }
}
