package adjutant.ai.mcts;

import adjutant.ai.Budget;

/**
 * Settings of {@link MctsPlayer}.
 *
 * @param exploration UCB1 constant c in {@code mean + c * sqrt(ln N / n)}; values are in [0, 1]
 * @param rolloutLength decisions played after a new leaf, by the player's rollout policy (random,
 *     or a ruleset's scripted commander), before the evaluator scores the state (chance steps
 *     are free); 0 scores the leaf itself
 * @param wideningK progressive widening: a node visited N times has at most
 *     {@code max(1, floor(k * N^alpha))} children
 * @param wideningAlpha exponent of progressive widening, in (0, 1]
 * @param minimaxMix weight of the implicit minimax value in selection (0 = plain means)
 * @param priorVisits root prior: every root action starts with this many virtual visits scored
 *     with its one-decision expected evaluation (what the greedy player sees); 0 = none
 * @param treeBytes memory the tree may use: nodes at {@code BYTES_PER_NODE} each (so at most
 *     {@code treeBytes / BYTES_PER_NODE} of them) and the copies of states kept in nodes, which
 *     take at most half
 * @param budget the budget {@link MctsPlayer#defaultBudget()} reports
 * @implNote This class is immutable and thread-safe.
 */
public record MctsConfig(
        double exploration,
        int rolloutLength,
        double wideningK,
        double wideningAlpha,
        double minimaxMix,
        int priorVisits,
        long treeBytes,
        Budget budget) {

    /**
     * Estimated heap bytes per tree node: the node object (~64 bytes) plus its share of its
     * parent's action and child arrays and of the action objects themselves.
     */
    public static final long BYTES_PER_NODE = 160;

    public static final long DEFAULT_TREE_BYTES = 512L << 20;

    public MctsConfig {
        if (!(exploration >= 0) || rolloutLength < 0 || !(wideningK > 0)
                || !(wideningAlpha > 0 && wideningAlpha <= 1) || !(minimaxMix >= 0 && minimaxMix <= 1)
                || priorVisits < 0 || treeBytes < BYTES_PER_NODE) {
            throw new IllegalArgumentException("bad MCTS settings: c=" + exploration
                    + " rollout=" + rolloutLength + " k=" + wideningK + " alpha=" + wideningAlpha
                    + " mix=" + minimaxMix + " prior=" + priorVisits
                    + " treeBytes=" + treeBytes);
        }
        java.util.Objects.requireNonNull(budget);
    }

    /**
     * c = 0.15, no rollout (leaves scored by the evaluation, chance leaves by its exact
     * expectation), widening 2 * N^0.5, no implicit minimax, 512 MB of tree, 1000 iterations.
     *
     * <p>Measured on encounter.json, chance version, at 2000 iterations against the greedy player
     * (selfplay --swap), with the MCTS weights: c = 0.15 scored 78% over 100 games (seed 1) and
     * 80% over 40 (seed 101); c = 0.25 scored 74.5% and 61% on the same games; c = 0.1 57.5% and
     * c = 0.4 49% over the 40. Evaluations of neighbouring positions differ by a few hundredths,
     * so a large c spreads the visits evenly and the choice becomes noise. Random rollouts of 10
     * decisions scored below no rollout at four times the iterations; implicit minimax (mix 0.3)
     * scored 34% over 16 games.
     */
    public static MctsConfig defaults() {
        return new MctsConfig(0.15, 0, 2.0, 0.5, 0.0, 0, DEFAULT_TREE_BYTES, Budget.ofIterations(1000));
    }

    /** The most nodes the tree may hold. */
    public int maxNodes() {
        return (int) Math.min(Integer.MAX_VALUE - 8, treeBytes / BYTES_PER_NODE);
    }

    public MctsConfig withExploration(double c) {
        return new MctsConfig(c, rolloutLength, wideningK, wideningAlpha, minimaxMix, priorVisits, treeBytes, budget);
    }

    public MctsConfig withRolloutLength(int length) {
        return new MctsConfig(exploration, length, wideningK, wideningAlpha, minimaxMix, priorVisits, treeBytes, budget);
    }

    public MctsConfig withWidening(double k, double alpha) {
        return new MctsConfig(exploration, rolloutLength, k, alpha, minimaxMix, priorVisits, treeBytes, budget);
    }

    public MctsConfig withTreeBytes(long bytes) {
        return new MctsConfig(exploration, rolloutLength, wideningK, wideningAlpha, minimaxMix, priorVisits, bytes, budget);
    }

    /** Weight of the implicit minimax value (0 = plain means), Lanctot et al. 2014. */
    public MctsConfig withMinimaxMix(double mix) {
        return new MctsConfig(exploration, rolloutLength, wideningK, wideningAlpha, mix, priorVisits, treeBytes, budget);
    }

    /** Virtual visits per root action from its one-decision expected evaluation (0 = none). */
    public MctsConfig withPriorVisits(int visits) {
        return new MctsConfig(exploration, rolloutLength, wideningK, wideningAlpha, minimaxMix, visits, treeBytes, budget);
    }

    public MctsConfig withBudget(Budget newBudget) {
        return new MctsConfig(exploration, rolloutLength, wideningK, wideningAlpha, minimaxMix, priorVisits, treeBytes, newBudget);
    }
}
