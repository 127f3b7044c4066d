package adjutant.engine.game;

/**
 * One outcome of a chance node with its exact probability.
 *
 * @param outcome the action that {@link Rules#apply} takes to realise the outcome
 * @param probability in (0, 1]; the outcomes of one node sum to 1
 */
public record ChanceOutcome<A>(A outcome, double probability) {
    public ChanceOutcome {
        if (!(probability > 0 && probability <= 1 + 1e-12)) {
            throw new IllegalArgumentException("probability out of (0, 1]: " + probability);
        }
    }
}
