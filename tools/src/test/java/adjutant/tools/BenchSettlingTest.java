package adjutant.tools;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** #23 item 1: a bench line is timed once its speed has settled and the JIT has gone quiet. */
class BenchSettlingTest {

    @Test
    void aWindowIsSteadyWhenItsRateHoldsAndTheJitIsQuiet() {
        assertTrue(BenchSettling.steadyWindow(1.02, 1.00, 0, 2000));
        assertTrue(BenchSettling.steadyWindow(0.98, 1.00, 20, 2000), "a compilation of 1% of the window is quiet");
    }

    @Test
    void aWindowIsNotSteadyWhileTheJitCompilesEvenIfTheRateHolds() {
        assertFalse(BenchSettling.steadyWindow(1.00, 1.00, 21, 2000),
                "two windows agreed while C2 still compiled, and the line read 4.2 µs a step where settled code reads 2.8");
    }

    @Test
    void aWindowIsNotSteadyWhenTheRateMoves() {
        assertFalse(BenchSettling.steadyWindow(1.04, 1.00, 0, 2000));
        assertFalse(BenchSettling.steadyWindow(1.00, 0, 0, 2000), "the first window has nothing to agree with");
    }

    @Test
    void theJitsTimeIsReadWhereTheJvmTellsIt() {
        long before = BenchSettling.compilationMillis();
        assertTrue(before >= 0);
        assertTrue(BenchSettling.compilationMillis() >= before, "the compilers' time only grows");
    }
}
