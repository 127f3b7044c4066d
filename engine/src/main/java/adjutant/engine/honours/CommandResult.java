package adjutant.engine.honours;

/** A brigade's command result (HOW-CMD-4 to HOW-CMD-9), or a unit's after its out-of-command test. */
public enum CommandResult {
    FEEBLE,
    POOR,
    STEADY,
    ADMIRABLE,
    INSPIRING;

    /** Normal moves allowed this turn (HOW-MOVE-2): 0 voluntary for Poor and Feeble, 1 Steady, 2 Admirable and Inspiring. */
    public int moves() {
        return switch (this) {
            case FEEBLE, POOR -> 0;
            case STEADY -> 1;
            case ADMIRABLE, INSPIRING -> 2;
        };
    }

    /** Poor or Feeble: no advance toward the enemy (HOW-CMD-6). */
    public boolean restricted() {
        return this == FEEBLE || this == POOR;
    }

    public String words() {
        return switch (this) {
            case FEEBLE -> "Feeble";
            case POOR -> "Poor";
            case STEADY -> "Steady";
            case ADMIRABLE -> "Admirable";
            case INSPIRING -> "Inspiring";
        };
    }

    /** The command table (HOW-CMD-4), the roll already modified and clamped to 1–6 (HOW-CMD-22). */
    public static CommandResult read(Rating column, int roll) {
        int r = Math.max(1, Math.min(6, roll));
        return switch (column) {
            case DITHERING -> r == 1 ? FEEBLE : r == 2 ? POOR : STEADY;
            case DEPENDABLE -> r == 1 ? POOR : r == 6 ? ADMIRABLE : STEADY;
            case DASHING -> r == 5 ? ADMIRABLE : r == 6 ? INSPIRING : STEADY;
        };
    }
}
