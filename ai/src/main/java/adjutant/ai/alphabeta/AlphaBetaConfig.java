package adjutant.ai.alphabeta;

import adjutant.ai.Budget;
import java.util.Objects;

/**
 * Settings of {@link AlphaBetaPlayer}.
 *
 * @param maxDepth the deepest iteration, counted in game turns when the rules number them,
 *     else in decision points (chance steps and the automatic steps inside {@code Rules.apply}
 *     are free)
 * @param iterativeDeepening search depths 1, 2, ... maxDepth (true) or maxDepth only (false)
 * @param transpositionMegabytes size of the transposition table; 0 searches without one
 * @param budget the budget {@link AlphaBetaPlayer#defaultBudget()} reports
 * @implNote This class is immutable and thread-safe.
 */
public record AlphaBetaConfig(int maxDepth, boolean iterativeDeepening, int transpositionMegabytes, Budget budget) {

    /** Depth limit used when only a node or time budget bounds the search. */
    public static final int UNLIMITED_DEPTH = 64;

    public AlphaBetaConfig {
        if (maxDepth < 1 || maxDepth > UNLIMITED_DEPTH || transpositionMegabytes < 0) {
            throw new IllegalArgumentException("bad alpha-beta settings: depth=" + maxDepth
                    + " (1.." + UNLIMITED_DEPTH + "), tt=" + transpositionMegabytes + " MB");
        }
        Objects.requireNonNull(budget);
    }

    /** Iterative deepening without a depth limit, 64 MB table, 20000 nodes. */
    public static AlphaBetaConfig defaults() {
        return new AlphaBetaConfig(UNLIMITED_DEPTH, true, 64, Budget.ofIterations(20_000));
    }

    public AlphaBetaConfig withMaxDepth(int depth) {
        return new AlphaBetaConfig(depth, iterativeDeepening, transpositionMegabytes, budget);
    }

    public AlphaBetaConfig withIterativeDeepening(boolean on) {
        return new AlphaBetaConfig(maxDepth, on, transpositionMegabytes, budget);
    }

    public AlphaBetaConfig withTranspositionMegabytes(int megabytes) {
        return new AlphaBetaConfig(maxDepth, iterativeDeepening, megabytes, budget);
    }

    public AlphaBetaConfig withBudget(Budget newBudget) {
        return new AlphaBetaConfig(maxDepth, iterativeDeepening, transpositionMegabytes, newBudget);
    }
}
