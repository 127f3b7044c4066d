package adjutant.tools.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * Elo ratings of several players by maximum likelihood under the logistic (Bradley–Terry) model,
 * a draw counting half a win to each side, anchored so that the mean rating is 0.
 *
 * <p>The fit is Zermelo's minorisation–maximisation iteration
 * {@code g_i <- S_i / sum_j n_ij / (g_i + g_j)} with {@code g = 10^(elo/400)}. The maximum exists
 * only if every group of players scored something against the rest; when it does not (someone won
 * or lost every game), one virtual draw is added to every pairing that was played, as BayesElo's
 * prior does, and {@link Ratings#regularised()} says so.
 *
 * <p>Each player's 95% interval is that of its score against its own field (the trinomial variance
 * of its W/D/L mapped through the logistic model, as cutechess-cli and Ordo report it).
 */
public final class RatingFit {

    private static final int MAX_ITERATIONS = 100_000;
    private static final double TOLERANCE = 1e-10;

    private RatingFit() {}

    /** The fitted ratings and whether a prior was needed. */
    public record Ratings(List<EloEstimate> players, boolean regularised) {
        public Ratings {
            players = List.copyOf(players);
        }
    }

    /**
     * Fits ratings to head-to-head results: {@code results[i][j]} are player i's wins, draws and
     * losses against player j (so {@code results[j][i]} must be its reverse).
     */
    public static Ratings fit(Wdl[][] results) {
        int n = results.length;
        double[][] games = new double[n][n];
        double[] points = new double[n];
        for (int i = 0; i < n; i++) {
            if (results[i].length != n) {
                throw new IllegalArgumentException("results must be a square matrix");
            }
            for (int j = 0; j < n; j++) {
                Wdl r = results[i][j];
                if (i == j ? r.games() != 0 : !r.equals(results[j][i].reversed())) {
                    throw new IllegalArgumentException("results[" + i + "][" + j + "] does not mirror results[" + j + "][" + i + "]");
                }
                games[i][j] = r.games();
                points[i] += r.points();
            }
        }
        boolean regularised = !hasFiniteMaximum(results);
        if (regularised) {
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    if (games[i][j] > 0) {
                        games[i][j] += 1;
                        points[i] += 0.5;
                    }
                }
            }
        }
        double[] elo = maximiseLikelihood(games, points);

        List<EloEstimate> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Wdl field = Wdl.ZERO;
            for (int j = 0; j < n; j++) {
                field = field.plus(results[i][j]);
            }
            EloEstimate vsField = Elo.estimate(field);
            out.add(new EloEstimate(elo[i], vsField.margin(), vsField.los()));
        }
        return new Ratings(out, regularised);
    }

    private static double[] maximiseLikelihood(double[][] games, double[] points) {
        int n = points.length;
        double[] g = new double[n];
        java.util.Arrays.fill(g, 1);
        for (int it = 0; it < MAX_ITERATIONS; it++) {
            double change = 0;
            for (int i = 0; i < n; i++) {
                double denom = 0;
                for (int j = 0; j < n; j++) {
                    if (games[i][j] > 0) {
                        denom += games[i][j] / (g[i] + g[j]);
                    }
                }
                if (denom == 0) {
                    continue; // played nobody: stays at the mean
                }
                double next = points[i] / denom;
                change = Math.max(change, Math.abs(Math.log(next / g[i])));
                g[i] = next;
            }
            normalise(g);
            if (change < TOLERANCE) {
                break;
            }
        }
        double[] elo = new double[n];
        for (int i = 0; i < n; i++) {
            elo[i] = 400 * Math.log10(g[i]);
        }
        return elo;
    }

    /** Scales so that the mean of log g (the mean rating) is 0. */
    private static void normalise(double[] g) {
        double meanLog = 0;
        for (double v : g) {
            meanLog += Math.log(v);
        }
        meanLog /= g.length;
        for (int i = 0; i < g.length; i++) {
            g[i] /= Math.exp(meanLog);
        }
    }

    /**
     * The maximum-likelihood ratings are finite iff, among the players who played, the graph
     * "i scored against j" (a win or a draw) is strongly connected.
     */
    static boolean hasFiniteMaximum(Wdl[][] results) {
        int n = results.length;
        List<Integer> active = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (results[i][j].games() > 0) {
                    active.add(i);
                    break;
                }
            }
        }
        if (active.isEmpty()) {
            return true;
        }
        int start = active.get(0);
        return reachesAll(results, start, active, false) && reachesAll(results, start, active, true);
    }

    private static boolean reachesAll(Wdl[][] results, int start, List<Integer> active, boolean backwards) {
        int n = results.length;
        boolean[] seen = new boolean[n];
        java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>();
        todo.add(start);
        seen[start] = true;
        while (!todo.isEmpty()) {
            int i = todo.poll();
            for (int j = 0; j < n; j++) {
                Wdl r = backwards ? results[j][i] : results[i][j];
                if (!seen[j] && r.wins() + r.draws() > 0) {
                    seen[j] = true;
                    todo.add(j);
                }
            }
        }
        return active.stream().allMatch(i -> seen[i]);
    }
}
