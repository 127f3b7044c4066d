package adjutant.ai.tuning;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The logistic fit behind {@code adjutant fit}: it finds the weights that made the outcomes, and no better ones exist. */
class OutcomeFitTest {

    /** Outcomes drawn with win probability (1 + tanh(w·f)) / 2, the evaluations' own reading of w. */
    private static double[][] features(int n, int k, SplittableRandom random) {
        double[][] x = new double[n][k];
        for (double[] row : x) {
            for (int j = 0; j < k; j++) {
                row[j] = random.nextDouble() * 2 - 1;
            }
        }
        return x;
    }

    private static double[] outcomes(double[][] x, double[] w, SplittableRandom random) {
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            double s = 0;
            for (int j = 0; j < w.length; j++) {
                s += w[j] * x[i][j];
            }
            y[i] = random.nextDouble() < (1 + Math.tanh(s)) / 2 ? 1 : 0;
        }
        return y;
    }

    @Test
    void recoversTheWeightsThatDrewTheOutcomes() {
        var random = new SplittableRandom(7);
        double[] truth = {0.8, -1.5, 0.0, 0.4};
        double[][] x = features(40_000, truth.length, random);
        double[] y = outcomes(x, truth, random);
        OutcomeFit.Result fit = OutcomeFit.fit(x, y, 0);
        assertArrayEquals(truth, fit.weights(), 0.06);
        assertTrue(fit.steps() < 20, "Newton's method converges in a few steps: " + fit.steps());
    }

    @Test
    void theFitForecastsNoWorseThanTheTruthOnItsOwnGamesAndLosesNothingToSmallSteps() {
        var random = new SplittableRandom(11);
        double[] truth = {1.0, 0.5};
        double[][] x = features(5_000, 2, random);
        double[] y = outcomes(x, truth, random);
        OutcomeFit.Result fit = OutcomeFit.fit(x, y, 0);
        assertEquals(OutcomeFit.logLoss(fit.weights(), x, y), fit.logLoss(), 1e-12);
        assertTrue(fit.logLoss() <= OutcomeFit.logLoss(truth, x, y) + 1e-12);
        for (int j = 0; j < 2; j++) { // the optimum: any small step either way forecasts worse
            for (double d : new double[] {-1e-3, 1e-3}) {
                double[] w = fit.weights().clone();
                w[j] += d;
                assertTrue(OutcomeFit.logLoss(w, x, y) >= fit.logLoss(), "weight " + j + " moved by " + d);
            }
        }
    }

    @Test
    void zeroWeightsKnowNothingAndDrawsAreHalfScores() {
        double[][] x = {{1, 0}, {0, 1}, {-1, 2}};
        assertEquals(Math.log(2), OutcomeFit.logLoss(new double[2], x, new double[] {1, 0, 0.5}), 1e-12);
        // all draws: the best forecast is an even game whatever the features
        OutcomeFit.Result draws = OutcomeFit.fit(x, new double[] {0.5, 0.5, 0.5}, 0);
        assertArrayEquals(new double[2], draws.weights(), 1e-9);
    }

    @Test
    void theRidgeShrinksTheWeightsAndKeepsSeparableGamesFinite() {
        // Blue won exactly when the feature was positive: without a penalty the weight would grow without end.
        double[][] x = {{1}, {2}, {-1}, {-3}};
        double[] y = {1, 1, 0, 0};
        double light = OutcomeFit.fit(x, y, 0.001).weights()[0];
        double heavy = OutcomeFit.fit(x, y, 0.1).weights()[0];
        assertTrue(Double.isFinite(light) && light > heavy && heavy > 0, light + " " + heavy);
    }

    @Test
    void solvesASymmetricSystem() {
        double[][] a = {{4, 1, 0}, {1, 3, 1}, {0, 1, 2}};
        double[] b = {1, 2, 3};
        double[] x = OutcomeFit.solve(a, b);
        for (int i = 0; i < 3; i++) {
            assertEquals(b[i], a[i][0] * x[0] + a[i][1] * x[1] + a[i][2] * x[2], 1e-12);
        }
    }

    @Test
    void refusesMismatchedOrOutOfRangeData() {
        assertThrows(IllegalArgumentException.class, () -> OutcomeFit.fit(new double[][] {{1}}, new double[] {1, 0}, 0));
        assertThrows(IllegalArgumentException.class, () -> OutcomeFit.fit(new double[][] {{1}, {1, 2}}, new double[] {1, 0}, 0));
        assertThrows(IllegalArgumentException.class, () -> OutcomeFit.fit(new double[][] {{1}}, new double[] {2}, 0));
        assertThrows(IllegalArgumentException.class, () -> OutcomeFit.fit(new double[][] {{1}}, new double[] {1}, -1));
        assertThrows(IllegalArgumentException.class, () -> OutcomeFit.fit(new double[0][], new double[0], 0));
    }
}
