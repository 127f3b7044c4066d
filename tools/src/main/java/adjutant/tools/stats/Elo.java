package adjutant.tools.stats;

/**
 * The logistic Elo model: a rating difference of {@code d} gives an expected score of
 * {@code 1 / (1 + 10^(-d/400))}. Intervals are those of cutechess-cli: a normal approximation of
 * the mean score with its trinomial (win/draw/loss) variance, mapped through the model.
 */
public final class Elo {

    /** The two-sided 95% quantile of the standard normal distribution. */
    public static final double Z95 = 1.959963984540054;

    private Elo() {}

    /** The rating difference that gives the expected {@code score}; infinite at 0 and 1. */
    public static double fromScore(double score) {
        if (!(score >= 0 && score <= 1)) {
            throw new IllegalArgumentException("score must be in [0, 1], not " + score);
        }
        return -400 * Math.log10(1 / score - 1);
    }

    /** The expected score of a rating difference. */
    public static double toScore(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /**
     * The Elo difference of a player over its opponents with the half-width of its 95% interval
     * and the likelihood of superiority, as cutechess-cli prints them ("Elo difference: 31.4 +/-
     * 20.1, LOS: 99.2 %"). The margin is NaN when undefined (no games, or a score of 0 or 1).
     */
    public static EloEstimate estimate(Wdl wdl) {
        int n = wdl.games();
        if (n == 0) {
            return new EloEstimate(0, Double.NaN, 0.5);
        }
        double mu = wdl.score();
        double elo = fromScore(mu);
        double sd = Math.sqrt(wdl.variance() / n);
        double lo = mu - Z95 * sd;
        double hi = mu + Z95 * sd;
        double margin = lo > 0 && hi < 1 ? (fromScore(hi) - fromScore(lo)) / 2 : Double.NaN;
        return new EloEstimate(elo, margin, los(wdl));
    }

    /**
     * Likelihood of superiority: the probability that the player is the stronger one, from wins
     * and losses only (draws carry no information here), {@code (1 + erf((w - l) / sqrt(2(w + l)))) / 2}.
     */
    public static double los(Wdl wdl) {
        int decisive = wdl.wins() + wdl.losses();
        if (decisive == 0) {
            return 0.5;
        }
        return 0.5 * (1 + Normal.erf((wdl.wins() - wdl.losses()) / Math.sqrt(2.0 * decisive)));
    }
}
