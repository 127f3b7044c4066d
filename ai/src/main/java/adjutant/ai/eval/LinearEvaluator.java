package adjutant.ai.eval;

import adjutant.ai.Evaluator;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import java.util.function.Function;

/**
 * An evaluation as a weighted sum of named features, squashed by tanh: blue's measure minus red's
 * for every feature, so the value is antisymmetric by construction (negated for red); a finished
 * game is +1, −1 or 0. Each ruleset gives its features and their weight space.
 *
 * @implNote Thread-safe: each call uses its own feature buffer.
 */
public final class LinearEvaluator<S extends GameState<S>> implements Evaluator<S> {

    /** Writes a position's feature values, blue minus red, in the weight space's order. */
    @FunctionalInterface
    public interface Features<S> {
        void compute(S state, double[] out);
    }

    private final double[] weights;
    private final Weights source;
    private final Features<S> features;
    private final Function<S, Outcome> outcome;

    public LinearEvaluator(WeightSpace space, Weights weights, Features<S> features, Function<S, Outcome> outcome) {
        this.source = space.conform(weights, "weights");
        this.weights = source.values();
        this.features = features;
        this.outcome = outcome;
    }

    public Weights weights() {
        return source;
    }

    @Override
    public double evaluate(S s, Side side) {
        double blue;
        Outcome o = outcome.apply(s);
        if (o.isOver()) {
            blue = o == Outcome.BLUE_WINS ? 1 : o == Outcome.RED_WINS ? -1 : 0;
        } else {
            double[] f = new double[weights.length];
            features.compute(s, f);
            double sum = 0;
            for (int i = 0; i < f.length; i++) {
                sum += weights[i] * f[i];
            }
            blue = Math.tanh(sum);
        }
        return side == Side.BLUE ? blue : -blue;
    }
}
