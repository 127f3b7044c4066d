package adjutant.ai.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import adjutant.ai.eval.Weights;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The shipped weights are a tuning run's result, with its provenance (docs/tuning/honours-of-war). */
class HowWeightsTest {

    @Test
    @DisplayName("the shipped weights come from adjutant tune on St. Ulrich and name every feature")
    void shippedFromATuningRun() {
        Weights w = HowWeights.shipped();
        assertEquals(HowFeatures.NAMES, w.names());
        assertEquals("adjutant tune", w.provenance().get("tool"));
        assertEquals("st-ulrich", w.provenance().get("scenarios"));
        assertFalse(java.util.Arrays.equals(HowWeights.defaults().values(), w.values()),
                "the run found other weights than the hand-set ones");
    }
}
