package adjutant.engine.honours;

/** The eight phases of a turn, always in this order (HOW-SEQ-1). */
public enum Phase {
    GENERALS("move commanding generals"),
    MOVE_INITIATIVE("movement initiative"),
    MOVEMENT("movement"),
    FIRE_INITIATIVE("firing initiative"),
    FIRING("firing"),
    MELEE("melee"),
    RALLY("rally"),
    BREAK_CHECK("army breaking points");

    private final String words;

    Phase(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }

    /** The phase after this one; BREAK_CHECK is followed by the next turn's GENERALS. */
    public Phase next() {
        Phase[] all = values();
        return all[(ordinal() + 1) % all.length];
    }
}
