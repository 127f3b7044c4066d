package adjutant.tools.stats;

/**
 * Wins, draws and losses of one player (or one side of a pairing), from that player's view.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record Wdl(int wins, int draws, int losses) {

    public static final Wdl ZERO = new Wdl(0, 0, 0);

    public Wdl {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("negative count in " + wins + "/" + draws + "/" + losses);
        }
    }

    public static Wdl of(int wins, int draws, int losses) {
        return new Wdl(wins, draws, losses);
    }

    /** One game scored 1, 0.5 or 0 for this player. */
    public static Wdl ofScore(double score) {
        if (score == 1) {
            return new Wdl(1, 0, 0);
        } else if (score == 0.5) {
            return new Wdl(0, 1, 0);
        } else if (score == 0) {
            return new Wdl(0, 0, 1);
        }
        throw new IllegalArgumentException("a game scores 0, 0.5 or 1, not " + score);
    }

    public int games() {
        return wins + draws + losses;
    }

    /** Points, a draw counting half. */
    public double points() {
        return wins + 0.5 * draws;
    }

    /** Mean score per game in [0, 1]; NaN without games. */
    public double score() {
        return games() == 0 ? Double.NaN : points() / games();
    }

    public Wdl plus(Wdl other) {
        return new Wdl(wins + other.wins, draws + other.draws, losses + other.losses);
    }

    /** The same games seen by the opponent. */
    public Wdl reversed() {
        return new Wdl(losses, draws, wins);
    }

    /** Per-game variance of the score (trinomial: each game scores 1, 0.5 or 0); NaN without games. */
    public double variance() {
        int n = games();
        if (n == 0) {
            return Double.NaN;
        }
        double mu = score();
        return (wins * sq(1 - mu) + draws * sq(0.5 - mu) + losses * sq(mu)) / n;
    }

    /** {@code "12-3-5"}. */
    @Override
    public String toString() {
        return wins + "-" + draws + "-" + losses;
    }

    private static double sq(double x) {
        return x * x;
    }
}
