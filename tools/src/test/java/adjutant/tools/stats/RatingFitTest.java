package adjutant.tools.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class RatingFitTest {

    @Test
    void twoPlayersGetTheirScoresEloDifferenceAroundAZeroMean() {
        Wdl[][] r = matrix(2);
        set(r, 0, 1, Wdl.of(30, 0, 10)); // 75%
        RatingFit.Ratings fit = RatingFit.fit(r);
        assertFalse(fit.regularised());
        assertEquals(95.4243, fit.players().get(0).elo(), 1e-3);
        assertEquals(-95.4243, fit.players().get(1).elo(), 1e-3);
        // The interval is that of the score against the field: here the whole 30-0-10 match.
        assertEquals(Elo.estimate(Wdl.of(30, 0, 10)).margin(), fit.players().get(0).margin(), 1e-9);
    }

    @Test
    void fittedRatingsSatisfyTheLikelihoodEquations() {
        Wdl[][] r = matrix(3);
        set(r, 0, 1, Wdl.of(12, 5, 3));
        set(r, 0, 2, Wdl.of(15, 2, 3));
        set(r, 1, 2, Wdl.of(8, 6, 6));
        RatingFit.Ratings fit = RatingFit.fit(r);
        double mean = 0;
        for (int i = 0; i < 3; i++) {
            double expected = 0;
            double actual = 0;
            for (int j = 0; j < 3; j++) {
                double d = fit.players().get(i).elo() - fit.players().get(j).elo();
                expected += r[i][j].games() * Elo.toScore(d);
                actual += r[i][j].points();
            }
            assertEquals(actual, expected, 1e-6, "player " + i);
            mean += fit.players().get(i).elo();
        }
        assertEquals(0, mean, 1e-6);
        assertTrue(fit.players().get(0).elo() > fit.players().get(1).elo());
        assertTrue(fit.players().get(1).elo() > fit.players().get(2).elo());
    }

    @Test
    void aPerfectScoreNeedsAPriorAndStaysFinite() {
        Wdl[][] r = matrix(3);
        set(r, 0, 1, Wdl.of(10, 0, 0));
        set(r, 0, 2, Wdl.of(10, 0, 0));
        set(r, 1, 2, Wdl.of(5, 2, 3));
        assertFalse(RatingFit.hasFiniteMaximum(r));
        RatingFit.Ratings fit = RatingFit.fit(r);
        assertTrue(fit.regularised());
        fit.players().forEach(p -> assertTrue(Double.isFinite(p.elo())));
        assertTrue(fit.players().get(0).elo() > 200);
    }

    @Test
    void playersWithoutGamesSitAtTheMean() {
        RatingFit.Ratings fit = RatingFit.fit(matrix(3));
        fit.players().forEach(p -> assertEquals(0, p.elo(), 1e-12));
    }

    private static Wdl[][] matrix(int n) {
        Wdl[][] r = new Wdl[n][n];
        for (Wdl[] row : r) {
            Arrays.fill(row, Wdl.ZERO);
        }
        return r;
    }

    private static void set(Wdl[][] r, int i, int j, Wdl wdl) {
        r[i][j] = wdl;
        r[j][i] = wdl.reversed();
    }
}
