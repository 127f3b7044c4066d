package adjutant.tools.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Percentiles by nearest rank, as a time control is judged. */
class DecisionTimesTest {

    @Test
    void percentilesByNearestRank() {
        List<Long> ms = new ArrayList<>();
        for (long i = 1; i <= 1000; i++) {
            ms.add(i);
        }
        DecisionTimes t = DecisionTimes.of(ms);
        assertEquals(1000, t.count());
        assertEquals(500, t.percentile(0.5));
        assertEquals(990, t.percentile(0.99));
        assertEquals(999, t.percentile(0.999));
        assertEquals(1000, t.max());
        assertEquals(0.11, t.within(110), 1e-12);
    }

    @Test
    void noDecisionsAreNoOverruns() {
        DecisionTimes t = DecisionTimes.of(List.of());
        assertEquals(0, t.max());
        assertEquals(1.0, t.within(0));
    }
}
