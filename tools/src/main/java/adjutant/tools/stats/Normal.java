package adjutant.tools.stats;

/** The standard normal distribution. */
final class Normal {

    private Normal() {}

    /**
     * The error function, by its Maclaurin series for small |x| and the continued fraction of
     * erfc beyond (absolute error below 1e-14).
     */
    static double erf(double x) {
        if (Double.isNaN(x)) {
            return Double.NaN;
        }
        double a = Math.abs(x);
        double r;
        if (a < 2.5) {
            // erf(x) = 2/sqrt(pi) * sum_n (-1)^n x^(2n+1) / (n! (2n+1))
            double term = a;
            double sum = a;
            for (int n = 1; n < 200 && Math.abs(term) > 1e-17 * Math.abs(sum); n++) {
                term *= -a * a / n;
                sum += term / (2 * n + 1);
            }
            r = 2 / Math.sqrt(Math.PI) * sum;
        } else if (a > 27) {
            r = 1;
        } else {
            // erfc(x) = exp(-x^2)/sqrt(pi) * 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + ...)))))
            double f = a;
            for (int k = 80; k >= 1; k--) {
                f = a + (k / 2.0) / f;
            }
            r = 1 - Math.exp(-a * a) / Math.sqrt(Math.PI) / f;
        }
        return x < 0 ? -r : r;
    }
}
