package adjutant.engine.augsburg;

/**
 * Unit statuses (LOA-ORG-9), kept as bits of {@link UnitState#statuses}; Formed is the absence
 * of the others. A unit keeps at most one of each (AMB-16).
 */
public enum Status {
    UNFORMED,
    /** Implies Unformed (AMB-16). */
    DISORDERED,
    /** Until the end of the turn (LOA-ORD-5). */
    ORDERS_CANCELLED,
    ROUTING,
    /** Removed after its flight (LOA-MOR-5). */
    SHATTERED;

    public int bit() {
        return 1 << ordinal();
    }
}
