package adjutant.ai.augsburg;

import adjutant.ai.Evaluator;
import adjutant.ai.eval.Weights;
import adjutant.engine.augsburg.LoaState;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;

/**
 * The evaluation: tanh of the weighted sum of {@link LoaFeatures}, from blue's side, negated for
 * red; a finished game is +1, −1 or 0.
 *
 * @implNote Thread-safe: each call uses its own feature buffer.
 */
public final class LoaEvaluator implements Evaluator<LoaState> {

    private final double[] weights;
    private final Weights source;

    public LoaEvaluator(Weights weights) {
        this.source = LoaFeatures.SPACE.conform(weights, "weights");
        this.weights = source.values();
    }

    public Weights weights() {
        return source;
    }

    @Override
    public double evaluate(LoaState s, Side side) {
        double blue;
        Outcome o = s.result().outcome();
        if (o.isOver()) {
            blue = o == Outcome.BLUE_WINS ? 1 : o == Outcome.RED_WINS ? -1 : 0;
        } else {
            double[] f = new double[weights.length];
            LoaFeatures.compute(s, f);
            double sum = 0;
            for (int i = 0; i < f.length; i++) {
                sum += weights[i] * f[i];
            }
            blue = Math.tanh(sum);
        }
        return side == Side.BLUE ? blue : -blue;
    }
}
