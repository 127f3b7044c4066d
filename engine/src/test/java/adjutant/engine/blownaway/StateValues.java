package adjutant.engine.blownaway;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/** Two states with equal values: every packed value, hashed or not, the spines and the losses. */
final class StateValues {
    private StateValues() {}

    static void assertEqual(BaState expected, BaState actual, String where) {
        assertArrayEquals(expected.doubleData, actual.doubleData, where + ": doubles");
        assertArrayEquals(expected.byteData, actual.byteData, where + ": bytes");
        assertArrayEquals(expected.shortData, actual.shortData, where + ": shorts");
        assertArrayEquals(expected.pairs, actual.pairs, where + ": pairs");
        assertArrayEquals(expected.tally, actual.tally, where + ": statistics");
        for (int u = 0; u < expected.spine.length; u++) {
            assertArrayEquals(expected.spine[u], actual.spine[u], where + ": spine of unit " + u);
        }
        assertArrayEquals(expected.losses, actual.losses, where + ": losses");
        assertArrayEquals(expected.lossRef, actual.lossRef, where + ": loss reference points");
    }
}
