package adjutant.ai.tuning;

import java.util.Arrays;

/**
 * Fits linear evaluation weights to the outcomes of played games: logistic regression of blue's
 * score (1 win, ½ draw, 0 loss) on the position's features. The evaluations read a position as
 * tanh(w·f), and the searches read that as a win probability (1 + tanh(w·f)) / 2, which is the
 * logistic function of 2 w·f; so the fitted w is what the evaluators use, unchanged.
 *
 * <p>Minimises the mean log-loss plus {@code ridge}·|w|² by Newton's method, which converges
 * in a handful of steps on a dozen features (the problem is convex, the ridge makes it strictly
 * so). Written here because no library of the stack fits a logistic regression: Jenetics could
 * search the weights, but only approximately and at thousands of times the cost.
 */
public final class OutcomeFit {

    /** Newton steps at most; each halves the distance to the optimum many times over near it. */
    static final int MAX_STEPS = 50;

    private OutcomeFit() {}

    /** The fitted weights, the steps Newton's method took, and the mean log-loss they reach on the data fitted. */
    public record Result(double[] weights, int steps, double logLoss) {}

    /**
     * @param features one row of feature values per position
     * @param blueScores blue's final score in each position's game, in [0, 1]
     * @param ridge the penalty on the weights' squared length, at least 0 (0 only when the data
     *     pin every weight down)
     */
    public static Result fit(double[][] features, double[] blueScores, double ridge) {
        check(features, blueScores);
        if (!(ridge >= 0)) {
            throw new IllegalArgumentException("ridge must be at least 0, got " + ridge);
        }
        int k = features[0].length;
        double[] w = new double[k];
        double last = objective(w, features, blueScores, ridge);
        int steps = 0;
        while (steps < MAX_STEPS) {
            steps++;
            double[] step = newtonStep(w, features, blueScores, ridge);
            double[] next = w.clone();
            double scale = 1;
            double value;
            // Step halving: a full Newton step can overshoot where the logistic is flat.
            while (true) {
                for (int j = 0; j < k; j++) {
                    next[j] = w[j] - scale * step[j];
                }
                value = objective(next, features, blueScores, ridge);
                if (value <= last || scale < 1e-6) {
                    break;
                }
                scale /= 2;
            }
            double change = last - value;
            w = next;
            last = value;
            if (change < 1e-12 * Math.max(1, Math.abs(value))) {
                break;
            }
        }
        return new Result(w, steps, logLoss(w, features, blueScores));
    }

    /** The mean log-loss of {@code weights} on the positions: lower is a better forecast of the outcomes. */
    public static double logLoss(double[] weights, double[][] features, double[] blueScores) {
        check(features, blueScores);
        double sum = 0;
        for (int i = 0; i < features.length; i++) {
            double z = 2 * dot(weights, features[i]);
            double y = blueScores[i];
            // log(1 + e^z) - y z, computed without overflow
            sum += softplus(z) - y * z;
        }
        return sum / features.length;
    }

    private static double objective(double[] w, double[][] x, double[] y, double ridge) {
        return logLoss(w, x, y) + ridge * dot(w, w);
    }

    /** H⁻¹g for the mean log-loss plus the ridge, at {@code w}. */
    private static double[] newtonStep(double[] w, double[][] x, double[] y, double ridge) {
        int n = x.length;
        int k = w.length;
        double[] gradient = new double[k];
        double[][] hessian = new double[k][k];
        for (int i = 0; i < n; i++) {
            double p = logistic(2 * dot(w, x[i]));
            double[] f = x[i];
            double g = 2 * (p - y[i]) / n;
            double h = 4 * p * (1 - p) / n;
            for (int a = 0; a < k; a++) {
                gradient[a] += g * f[a];
                for (int b = 0; b <= a; b++) {
                    hessian[a][b] += h * f[a] * f[b];
                }
            }
        }
        for (int a = 0; a < k; a++) {
            gradient[a] += 2 * ridge * w[a];
            hessian[a][a] += 2 * ridge + 1e-12; // a feature that never varies still gets a step of 0
            for (int b = 0; b < a; b++) {
                hessian[b][a] = hessian[a][b];
            }
        }
        return solve(hessian, gradient);
    }

    /** Solves A x = b for a symmetric positive definite A by Cholesky's method. */
    static double[] solve(double[][] a, double[] b) {
        int k = b.length;
        double[][] l = new double[k][k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j <= i; j++) {
                double sum = a[i][j];
                for (int m = 0; m < j; m++) {
                    sum -= l[i][m] * l[j][m];
                }
                l[i][j] = i == j ? Math.sqrt(Math.max(sum, 1e-300)) : sum / l[j][j];
            }
        }
        double[] z = new double[k];
        for (int i = 0; i < k; i++) {
            double sum = b[i];
            for (int m = 0; m < i; m++) {
                sum -= l[i][m] * z[m];
            }
            z[i] = sum / l[i][i];
        }
        double[] x = new double[k];
        for (int i = k - 1; i >= 0; i--) {
            double sum = z[i];
            for (int m = i + 1; m < k; m++) {
                sum -= l[m][i] * x[m];
            }
            x[i] = sum / l[i][i];
        }
        return x;
    }

    private static void check(double[][] features, double[] blueScores) {
        if (features.length == 0 || features.length != blueScores.length) {
            throw new IllegalArgumentException("need as many scores as positions, and at least one: "
                    + features.length + " positions, " + blueScores.length + " scores");
        }
        int k = features[0].length;
        for (double[] row : features) {
            if (row.length != k) {
                throw new IllegalArgumentException("every position needs " + k + " features, one has " + row.length);
            }
        }
        if (Arrays.stream(blueScores).anyMatch(y -> !(y >= 0 && y <= 1))) {
            throw new IllegalArgumentException("scores must lie in [0, 1]");
        }
    }

    static double logistic(double z) {
        return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
    }

    private static double softplus(double z) {
        return z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z));
    }

    private static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }
}
