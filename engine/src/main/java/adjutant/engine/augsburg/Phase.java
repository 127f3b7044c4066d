package adjutant.engine.augsburg;

/** The phases of a turn (LOA-SEQ-1 to LOA-SEQ-4). */
public enum Phase {
    /** LOA-SEQ-1 step 1: both sides place their chits face down. */
    ORDERS,
    /** LOA-SEQ-1 steps 2–5: CP rolls, allocation, brigade pools, rally designations. */
    COMMAND,
    /** LOA-SEQ-2: brigades act in queue order. */
    ACTIVATION,
    /** LOA-SEQ-4. */
    END_OF_TURN;

    public Phase next() {
        return values()[(ordinal() + 1) % values().length];
    }
}
