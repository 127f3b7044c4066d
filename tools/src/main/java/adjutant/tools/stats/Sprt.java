package adjutant.tools.stats;

import java.util.Locale;

/**
 * The sequential probability ratio test of chess engine testing (fishtest, cutechess-cli,
 * fastchess): H0 "the Elo difference is elo0" against H1 "it is elo1", in logistic Elo, decided
 * from wins, draws and losses with error rates alpha (false H1) and beta (false H0).
 *
 * <p>The log-likelihood ratio is the generalised one of fishtest's {@code LLR_logistic} for
 * trinomial results (M. Van den Bergh, "Support of MLE for multinomial distributions"): for each
 * hypothesis the maximum-likelihood W/D/L distribution whose expected score is that hypothesis's
 * score, and the LLR of the observed games between the two. Zero counts are regularised to 1e-3
 * as fishtest does. The bounds are Wald's: {@code ln(beta/(1-alpha))} and {@code ln((1-beta)/alpha)}.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {

    public Sprt {
        if (!(elo0 < elo1)) {
            throw new IllegalArgumentException("SPRT needs elo0 < elo1, got " + elo0 + " and " + elo1);
        }
        if (!(alpha > 0 && alpha < 1 && beta > 0 && beta < 1 && alpha + beta < 1)) {
            throw new IllegalArgumentException("SPRT alpha and beta must be in (0, 1) with alpha + beta < 1");
        }
    }

    /** Parses {@code "elo0,elo1,alpha,beta"}, e.g. {@code "0,5,0.05,0.05"}. */
    public static Sprt parse(String text) {
        String[] parts = text.split(",", -1);
        if (parts.length != 4) {
            throw new IllegalArgumentException("expected elo0,elo1,alpha,beta, e.g. 0,5,0.05,0.05; got '" + text + "'");
        }
        double[] v = new double[4];
        for (int i = 0; i < 4; i++) {
            try {
                v[i] = Double.parseDouble(parts[i].strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + parts[i].strip() + "' is not a number in '" + text + "'");
            }
        }
        return new Sprt(v[0], v[1], v[2], v[3]);
    }

    /** The LLR at or below which H0 is accepted. */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** The LLR at or above which H1 is accepted. */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** The log-likelihood ratio of H1 over H0 for these results (0 without games). */
    public double llr(Wdl wdl) {
        int n = wdl.games();
        if (n == 0) {
            return 0;
        }
        double[] counts = {regularise(wdl.losses()), regularise(wdl.draws()), regularise(wdl.wins())};
        double total = counts[0] + counts[1] + counts[2];
        double[] p = new double[3];
        for (int i = 0; i < 3; i++) {
            p[i] = counts[i] / total;
        }
        double[] p0 = mleWithMean(p, Elo.toScore(elo0));
        double[] p1 = mleWithMean(p, Elo.toScore(elo1));
        double perGame = 0;
        for (int i = 0; i < 3; i++) {
            perGame += p[i] * Math.log(p1[i] / p0[i]);
        }
        return total * perGame;
    }

    public Status status(Wdl wdl) {
        double llr = llr(wdl);
        Decision decision = llr >= upperBound() ? Decision.H1
                : llr <= lowerBound() ? Decision.H0
                : Decision.INCONCLUSIVE;
        return new Status(this, wdl, llr, decision);
    }

    /** {@code "elo0=0, elo1=5, alpha=0.05, beta=0.05"}. */
    public String describe() {
        return String.format(Locale.ROOT, "elo0=%s, elo1=%s, alpha=%s, beta=%s", num(elo0), num(elo1), num(alpha), num(beta));
    }

    /** The test's answer so far. */
    public enum Decision {
        H0("H0 accepted"),
        H1("H1 accepted"),
        INCONCLUSIVE("inconclusive");

        private final String label;

        Decision(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** The LLR of some results with the bounds and the decision. */
    public record Status(Sprt test, Wdl wdl, double llr, Decision decision) {

        public boolean isDecided() {
            return decision != Decision.INCONCLUSIVE;
        }

        /** {@code "LLR 2.95 (-2.94, 2.94) H1 accepted"}. */
        public String format() {
            return String.format(Locale.ROOT, "LLR %.2f (%.2f, %.2f) %s",
                    llr, test.lowerBound(), test.upperBound(), decision.label());
        }
    }

    private static double regularise(int count) {
        return count == 0 ? 1e-3 : count;
    }

    /**
     * The distribution closest (in likelihood) to {@code p} over the scores 0, 1/2, 1 whose mean is
     * {@code s}: {@code p_i / (1 + x (a_i - s))}, with x the root of the secular equation
     * {@code sum p_i (a_i - s) / (1 + x (a_i - s)) = 0}, found by bisection (the sum falls with x).
     */
    private static double[] mleWithMean(double[] p, double s) {
        double[] a = {0, 0.5, 1};
        double lo = -1 / (1 - s);
        double hi = 1 / s;
        double eps = 1e-12 * (hi - lo);
        lo += eps;
        hi -= eps;
        for (int it = 0; it < 200; it++) {
            double x = (lo + hi) / 2;
            double f = 0;
            for (int i = 0; i < 3; i++) {
                f += p[i] * (a[i] - s) / (1 + x * (a[i] - s));
            }
            if (f > 0) {
                lo = x;
            } else {
                hi = x;
            }
        }
        double x = (lo + hi) / 2;
        double[] q = new double[3];
        for (int i = 0; i < 3; i++) {
            q[i] = p[i] / (1 + x * (a[i] - s));
        }
        return q;
    }

    private static String num(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e9 ? Long.toString((long) v) : Double.toString(v);
    }
}
