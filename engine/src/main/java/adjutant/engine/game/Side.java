package adjutant.engine.game;

/** The two sides of a game. BLUE's rear edge is y = 0, RED's is the far edge (BA-SETUP-1). */
public enum Side {
    BLUE,
    RED;

    private static final Side[] BY_ORDINAL = values();
    /** How many sides there are, without the copy of the array {@code values()} makes each call. */
    public static final int COUNT = BY_ORDINAL.length;

    /** The side of this ordinal, without the copy of the array {@code values()} makes each call. */
    public static Side of(int ordinal) {
        return BY_ORDINAL[ordinal];
    }

    public Side opponent() {
        return this == BLUE ? RED : BLUE;
    }

    /** Lower-case id as used in scenario files and notation ("blue", "red"). */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public static Side fromId(String id) {
        for (Side s : values()) {
            if (s.id().equals(id)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown side '" + id + "' (expected blue or red)");
    }
}
