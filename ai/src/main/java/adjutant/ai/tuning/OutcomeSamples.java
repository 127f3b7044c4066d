package adjutant.ai.tuning;

import adjutant.ai.StepWatcher;
import adjutant.ai.eval.EvaluationFeatures;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * The positions of one played game, each with its features, and then the game's final score for
 * blue: what {@link OutcomeFit} fits weights to. As a {@link StepWatcher} it takes the features
 * of the position before every decision the players make (not the random opening's). Games are
 * kept apart, so that held-out positions come from games the fit never saw (positions of one
 * game are far from independent).
 */
public final class OutcomeSamples<S, A> implements StepWatcher<S, A> {

    /** One game's positions and blue's score in it. */
    public record Game(List<double[]> positions, double blueScore) {}

    private final EvaluationFeatures<S> features;
    private final List<double[]> positions = new ArrayList<>();
    private boolean playersDecide;

    public OutcomeSamples(EvaluationFeatures<S> features) {
        this.features = features;
    }

    @Override
    public void playersTakeOver(S state) {
        playersDecide = true;
    }

    @Override
    public void beforeDecision(S state, A action) {
        if (playersDecide) {
            positions.add(features.of(state));
        }
    }

    @Override
    public void afterStep(S state, A done) {
    }

    /** The game watched, with its outcome (an unfinished game is scored as a draw). */
    public Game game(Outcome outcome) {
        return new Game(List.copyOf(positions), outcome.isOver() ? outcome.scoreFor(Side.BLUE) : 0.5);
    }

    /** The positions of some games as rows, and their games' scores for blue. */
    public record Table(double[][] features, double[] blueScores) {
        public static Table of(List<Game> games) {
            List<double[]> rows = new ArrayList<>();
            List<Double> scores = new ArrayList<>();
            for (Game g : games) {
                for (double[] p : g.positions()) {
                    rows.add(p);
                    scores.add(g.blueScore());
                }
            }
            return new Table(rows.toArray(double[][]::new), scores.stream().mapToDouble(Double::doubleValue).toArray());
        }

        public int size() {
            return features.length;
        }
    }
}
