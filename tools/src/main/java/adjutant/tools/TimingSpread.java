package adjutant.tools;

import java.util.Arrays;

/**
 * The median of a bench line's timed repetitions, with the least and the most: what the bench
 * prints, since one timing of a few tenths of a second can meet a collection or a recompilation.
 */
record TimingSpread(double median, double min, double max) {

    static TimingSpread of(double[] xs) {
        double[] sorted = xs.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        return new TimingSpread(median, sorted[0], sorted[n - 1]);
    }
}
