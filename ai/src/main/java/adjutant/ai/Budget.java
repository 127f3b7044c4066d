package adjutant.ai;

import java.time.Duration;

/**
 * How much a player may think: wall-clock time and/or a count of iterations (MCTS iterations or
 * alpha-beta nodes). Zero means "no limit of that kind"; at least one limit must be set.
 * Iteration budgets make a search reproducible; time budgets do not.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record Budget(long millis, long iterations) {

    public Budget {
        if (millis < 0 || iterations < 0) {
            throw new IllegalArgumentException("budget limits must not be negative");
        }
        if (millis == 0 && iterations == 0) {
            throw new IllegalArgumentException("a budget needs a time or an iteration limit");
        }
    }

    public static Budget ofIterations(long iterations) {
        return new Budget(0, iterations);
    }

    public static Budget ofTime(Duration time) {
        return new Budget(Math.max(1, time.toMillis()), 0);
    }

    public boolean hasTimeLimit() {
        return millis > 0;
    }

    public boolean hasIterationLimit() {
        return iterations > 0;
    }
}
