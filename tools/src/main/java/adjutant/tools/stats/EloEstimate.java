package adjutant.tools.stats;

/**
 * An Elo value with the half-width of its 95% interval (NaN when undefined) and the likelihood
 * of superiority.
 *
 * @implNote This class is immutable and thread-safe.
 */
public record EloEstimate(double elo, double margin, double los) {

    public boolean hasMargin() {
        return Double.isFinite(margin);
    }

    /** {@code "31.4 +/- 20.1"}, or {@code "inf"} for a score of 0 or 1. */
    public String format() {
        if (Double.isInfinite(elo)) {
            return elo > 0 ? "+inf" : "-inf";
        }
        return String.format(java.util.Locale.ROOT, "%.1f +/- %s", elo + 0.0,
                hasMargin() ? String.format(java.util.Locale.ROOT, "%.1f", margin) : "inf");
    }
}
