package adjutant.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A time limit is aimed short, so that what follows the search fits in the budget too. */
class SearchClockTest {

    @Test
    void theMarginIsFivePercentAtMostFiftyMilliseconds() {
        assertEquals(5, SearchClock.margin(100));
        assertEquals(50, SearchClock.margin(1000));
        assertEquals(50, SearchClock.margin(10_000));
        assertEquals(0, SearchClock.margin(10));
    }

    @Test
    void iterationBudgetsNeverLookAtTheClock() {
        SearchClock clock = new SearchClock(Budget.ofIterations(10));
        assertFalse(clock.exhausted(9));
        assertTrue(clock.exhausted(10));
        assertFalse(clock.outOfTime());
    }
}
