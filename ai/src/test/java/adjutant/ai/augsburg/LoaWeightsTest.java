package adjutant.ai.augsburg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.ai.eval.Weights;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The shipped weights are a tuning run's result, with its provenance (docs/tuning/league-of-augsburg). */
class LoaWeightsTest {

    @Test
    @DisplayName("the shipped weights come from adjutant tune and name every feature")
    void shippedFromATuningRun() {
        Weights w = LoaWeights.shipped();
        assertEquals(LoaFeatures.NAMES, w.names());
        assertEquals("adjutant tune", w.provenance().get("tool"));
        assertEquals("meeting-engagement", w.provenance().get("scenarios"));
    }
}
