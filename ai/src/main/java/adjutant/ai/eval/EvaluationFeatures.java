package adjutant.ai.eval;

/**
 * A ruleset's evaluation features and the space of their weights: what {@code adjutant fit}
 * measures in played positions to fit weights to the games' outcomes.
 *
 * @param space the features' names, ranges and hand-set weights
 * @param features writes a position's values, blue minus red, in the space's order
 */
public record EvaluationFeatures<S>(WeightSpace space, LinearEvaluator.Features<S> features) {

    /** A new array of the position's feature values. */
    public double[] of(S state) {
        double[] out = new double[space.size()];
        features.compute(state, out);
        return out;
    }
}
