package adjutant.engine.game;

/**
 * One outcome of a chance node with its exact probability.
 *
 * @param outcome the action that {@link Rules#apply} takes to realise the outcome
 * @param probability in (0, 1]; the outcomes of one node sum to 1
 */
public record ChanceOutcome<A>(A outcome, double probability) {

    /**
     * The outcome that {@code u} in [0, 1) selects: the first whose running sum of probabilities
     * (in list order) exceeds u, the last if rounding leaves none. The one rule by which chance
     * is sampled, in games and in searches alike.
     */
    public static <A> A select(java.util.List<ChanceOutcome<A>> outcomes, double u) {
        double sum = 0;
        for (ChanceOutcome<A> o : outcomes) {
            sum += o.probability();
            if (u < sum) {
                return o.outcome();
            }
        }
        return outcomes.get(outcomes.size() - 1).outcome();
    }

    public ChanceOutcome {
        if (!(probability > 0 && probability <= 1 + 1e-12)) {
            throw new IllegalArgumentException("probability out of (0, 1]: " + probability);
        }
    }
}
