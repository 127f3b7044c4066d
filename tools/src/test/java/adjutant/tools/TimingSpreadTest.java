package adjutant.tools;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The bench prints the median of its timings, and their range, whatever order they came in. */
class TimingSpreadTest {

    @Test
    void medianOfAnOddAndAnEvenNumberOfTimings() {
        double[] nine = {2.3, 13.5, 2.2, 2.4, 2.25, 2.35, 2.28, 2.31, 2.27};
        TimingSpread odd = TimingSpread.of(nine);
        assertEquals(2.3, odd.median());
        assertEquals(2.2, odd.min());
        assertEquals(13.5, odd.max(), "one slow timing, a collection say, moves the range, not the median");
        assertEquals(2.5, TimingSpread.of(new double[] {4, 1, 2, 3}).median());
        assertEquals(7, TimingSpread.of(new double[] {7}).median());
        assertArrayEquals(new double[] {2.3, 13.5, 2.2, 2.4, 2.25, 2.35, 2.28, 2.31, 2.27}, nine, "the timings are left as they were");
    }
}
