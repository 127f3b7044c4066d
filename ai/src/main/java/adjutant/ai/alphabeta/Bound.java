package adjutant.ai.alphabeta;

/** What a stored alpha-beta value says about the true value of its position. */
public enum Bound {
    /** The value is exact. */
    EXACT,
    /** The search failed high: the true value is at least this. */
    LOWER,
    /** The search failed low: the true value is at most this. */
    UPPER
}
