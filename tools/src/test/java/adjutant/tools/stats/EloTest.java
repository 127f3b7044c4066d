package adjutant.tools.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EloTest {

    @Test
    void scoresMapToTheKnownEloDifferences() {
        // 400 log10(0.75 / 0.25) = 400 log10 3 = 190.8485
        assertEquals(190.8485, Elo.fromScore(0.75), 1e-4);
        assertEquals(-190.8485, Elo.fromScore(0.25), 1e-4);
        assertEquals(0, Elo.fromScore(0.5), 1e-12);
        // 400 log10(0.64 / 0.36) = 99.95, the "64% is about 100 Elo" rule of thumb
        assertEquals(99.95, Elo.fromScore(0.64), 0.01);
        assertEquals(Double.POSITIVE_INFINITY, Elo.fromScore(1));
    }

    @Test
    void toScoreInvertsFromScore() {
        for (double s = 0.01; s < 1; s += 0.07) {
            assertEquals(s, Elo.toScore(Elo.fromScore(s)), 1e-12);
        }
    }

    @Test
    void intervalOfAnEvenMatchIsTheHandComputedOne() {
        // 30 wins, 40 draws, 30 losses: mean 0.5, per-game variance (30*0.25 + 40*0 + 30*0.25)/100 = 0.15,
        // standard error sqrt(0.15/100) = 0.0387298, 1.96 of them = 0.0759091,
        // Elo(0.5759091) = 400 log10(0.5759091/0.4240909) = 53.158, and symmetrically -53.158.
        EloEstimate e = Elo.estimate(Wdl.of(30, 40, 30));
        assertEquals(0, e.elo(), 1e-9);
        assertEquals(53.158, e.margin(), 1e-3);
        assertEquals(0.5, e.los(), 1e-12);
    }

    @Test
    void intervalOfAnUnevenMatchIsTheHandComputedOne() {
        // 60-20-20: mean 0.7, variance (60*0.09 + 20*0.04 + 20*0.49)/100 = 0.16, standard error 0.04,
        // bounds 0.7 -/+ 0.0783986 = 0.6216014 and 0.7783986,
        // Elo 400 log10(0.6216/0.3784) = 86.22 and 400 log10(0.7784/0.2216) = 218.25: half-width 66.013.
        EloEstimate e = Elo.estimate(Wdl.of(60, 20, 20));
        assertEquals(147.1907, e.elo(), 1e-4);
        assertEquals(66.013, e.margin(), 1e-3);
        assertEquals("147.2 +/- 66.0", e.format());
    }

    @Test
    void losComesFromWinsAndLossesOnly() {
        // LOS = (1 + erf((w - l) / sqrt(2 (w + l)))) / 2; erf(5/sqrt(30)) = 0.8032944
        assertEquals(0.9016472, Elo.los(Wdl.of(10, 7, 5)), 1e-7);
        assertEquals(0.9016472, Elo.los(Wdl.of(10, 0, 5)), 1e-7);
        assertEquals(0.5, Elo.los(Wdl.of(0, 9, 0)), 1e-12);
        assertEquals(1 - 0.9016472, Elo.los(Wdl.of(5, 3, 10)), 1e-7);
    }

    @Test
    void erfMatchesTabulatedValues() {
        assertEquals(0.5204998778130465, Normal.erf(0.5), 1e-14);
        assertEquals(0.8427007929497149, Normal.erf(1), 1e-14);
        assertEquals(0.9999779095030014, Normal.erf(3), 1e-14);
        assertEquals(-0.8427007929497149, Normal.erf(-1), 1e-14);
        assertEquals(0, Normal.erf(0), 0);
    }

    @Test
    void perfectScoresHaveNoInterval() {
        EloEstimate e = Elo.estimate(Wdl.of(8, 0, 0));
        assertTrue(Double.isInfinite(e.elo()));
        assertFalse(e.hasMargin());
    }
}
