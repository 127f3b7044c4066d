package adjutant.ai;

/**
 * Watches a {@link Budget} during one search. Reads the wall clock only when the budget has a
 * time limit, so iteration-only searches never depend on timing and stay reproducible.
 *
 * <p>A time limit is aimed short by {@link #margin}: what happens after the search stops
 * (choosing, explaining, a collector's pause) must fit in the budget too, and a player is judged
 * by the whole decision's time ({@code adjutant timing}).
 */
public final class SearchClock {

    private final Budget budget;
    private final long startNanos;
    private final long deadlineNanos;

    public SearchClock(Budget budget) {
        this.budget = budget;
        this.startNanos = System.nanoTime();
        this.deadlineNanos = startNanos + (budget.millis() - margin(budget.millis())) * 1_000_000L;
    }

    /** The milliseconds a search of {@code millis} stops early by: 5% of it, at most 50 ms. */
    static long margin(long millis) {
        return Math.min(millis / 20, 50);
    }

    /** Whether {@code iterations} (MCTS iterations or alpha-beta nodes) or the time are used up. */
    public boolean exhausted(long iterations) {
        if (budget.hasIterationLimit() && iterations >= budget.iterations()) {
            return true;
        }
        return budget.hasTimeLimit() && System.nanoTime() - deadlineNanos >= 0;
    }

    /** Whether a time limit is set and spent (iterations aside). */
    public boolean outOfTime() {
        return budget.hasTimeLimit() && System.nanoTime() - deadlineNanos >= 0;
    }

    /** Wall-clock milliseconds since the search began (reported, never used to decide). */
    public long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000L;
    }
}
