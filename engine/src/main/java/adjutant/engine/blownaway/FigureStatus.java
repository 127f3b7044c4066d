package adjutant.engine.blownaway;

/** The state of one man (spec 1.3). REMOVED is final. */
public enum FigureStatus {
    /** Formed, on his formation slot (gunners: in a crew slot, or detached). */
    IN_RANKS,
    /** Ran 6 in to the rear and faces the rear; may be rallied. */
    RUNNING,
    /** Killed in the unit's current engagement; a marker on the field, counted in k. */
    KILLED_ON_FIELD,
    /** In the storage tray: lost for good. */
    REMOVED;

    static final FigureStatus[] VALUES = values();

    public boolean onTable() {
        return this != REMOVED;
    }
}
