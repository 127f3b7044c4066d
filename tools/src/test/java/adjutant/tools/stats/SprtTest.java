package adjutant.tools.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SprtTest {

    private final Sprt test = new Sprt(0, 5, 0.05, 0.05);

    @Test
    void boundsAreWalds() {
        // ln(0.05 / 0.95) = -2.944, printed by fishtest and cutechess-cli as (-2.94, 2.94).
        assertEquals(-2.9444389791664403, test.lowerBound(), 1e-12);
        assertEquals(2.9444389791664403, test.upperBound(), 1e-12);
        Sprt asymmetric = new Sprt(0, 5, 0.05, 0.1);
        assertEquals(Math.log(0.1 / 0.95), asymmetric.lowerBound(), 1e-12);
        assertEquals(Math.log(0.9 / 0.05), asymmetric.upperBound(), 1e-12);
    }

    @Test
    void llrMatchesAnIndependentConstrainedMaximisation() {
        int[][] cases = {{1200, 1500, 1100}, {30, 40, 30}, {650, 200, 150}, {5000, 9000, 5200}, {7, 0, 3}, {0, 4, 0}};
        for (int[] c : cases) {
            Wdl wdl = Wdl.of(c[0], c[1], c[2]);
            assertEquals(bruteForceLlr(wdl, 0, 5), test.llr(wdl), 1e-6, wdl.toString());
            assertEquals(bruteForceLlr(wdl, -3, 1), new Sprt(-3, 1, 0.05, 0.05).llr(wdl), 1e-6, wdl.toString());
        }
    }

    @Test
    void llrAgreesWithTheNormalApproximationOfFastchess() {
        // W=1200 D=1500 L=1100 with [0, 5]: the exact GSPRT LLR is 1.7278 (fishtest's LLR_logistic method,
        // recomputed independently in Python); the normal approximation 0.5 N ln(var0/var1) used by
        // fastchess gives 1.7282. Both round to 1.73.
        Wdl wdl = Wdl.of(1200, 1500, 1100);
        assertEquals(1.7278, test.llr(wdl), 5e-4);
        assertEquals(approximateLlr(wdl, 0, 5), test.llr(wdl), 1e-3);
        Wdl big = Wdl.of(5000, 9000, 5200);
        assertEquals(-9.158, test.llr(big), 1e-3);
        assertEquals(approximateLlr(big, 0, 5), test.llr(big), 5e-3);
    }

    @Test
    void decidesWhenABoundIsCrossed() {
        assertEquals(Sprt.Decision.H1, test.status(Wdl.of(3000, 3000, 2500)).decision());
        assertEquals(Sprt.Decision.H0, test.status(Wdl.of(2500, 3000, 3000)).decision());
        assertEquals(Sprt.Decision.INCONCLUSIVE, test.status(Wdl.of(30, 40, 30)).decision());
        assertEquals(0, test.llr(Wdl.ZERO));
    }

    @Test
    void parsesTheCommandLineForm() {
        assertEquals(new Sprt(0, 5, 0.05, 0.05), Sprt.parse("0,5,0.05,0.05"));
        assertEquals(new Sprt(-3, 1, 0.05, 0.1), Sprt.parse("-3, 1, 0.05, 0.1"));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("0,5,0.05"));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("5,0,0.05,0.05"));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("0,5,x,0.05"));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("0,5,0.6,0.6"));
    }

    /**
     * The generalised LLR by direct maximisation: among W/D/L distributions with mean score s,
     * {@code pW = s - pD/2, pL = 1 - s - pD/2}, maximise the log-likelihood over pD by golden
     * section (it is concave), for s0 and s1, and subtract.
     */
    private static double bruteForceLlr(Wdl wdl, double elo0, double elo1) {
        return maxLogLikelihood(wdl, Elo.toScore(elo1)) - maxLogLikelihood(wdl, Elo.toScore(elo0));
    }

    private static double maxLogLikelihood(Wdl wdl, double s) {
        double w = reg(wdl.wins());
        double d = reg(wdl.draws());
        double l = reg(wdl.losses());
        double lo = 0;
        double hi = 2 * Math.min(s, 1 - s);
        double g = (Math.sqrt(5) - 1) / 2;
        for (int i = 0; i < 300; i++) {
            double a = hi - g * (hi - lo);
            double b = lo + g * (hi - lo);
            if (ll(w, d, l, s, a) < ll(w, d, l, s, b)) {
                lo = a;
            } else {
                hi = b;
            }
        }
        return ll(w, d, l, s, (lo + hi) / 2);
    }

    private static double ll(double w, double d, double l, double s, double pd) {
        return w * Math.log(s - pd / 2) + d * Math.log(pd) + l * Math.log(1 - s - pd / 2);
    }

    private static double reg(int n) {
        return n == 0 ? 1e-3 : n;
    }

    private static double approximateLlr(Wdl wdl, double elo0, double elo1) {
        double n = wdl.games();
        double s0 = Elo.toScore(elo0);
        double s1 = Elo.toScore(elo1);
        return 0.5 * n * Math.log(variance(wdl, s0) / variance(wdl, s1));
    }

    private static double variance(Wdl wdl, double s) {
        double n = wdl.games();
        return (wdl.wins() * (1 - s) * (1 - s) + wdl.draws() * (0.5 - s) * (0.5 - s) + wdl.losses() * s * s) / n;
    }
}
