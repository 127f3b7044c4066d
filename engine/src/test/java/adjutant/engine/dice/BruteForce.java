package adjutant.engine.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Collections;
import java.util.List;
import java.util.TreeMap;
import java.util.function.ToIntFunction;

/** The test oracle: rolls every face combination of some dice, one by one. */
final class BruteForce {
    private BruteForce() {}

    /** How many rolls of {@code dice} give each value of {@code result} (faces in dice order). */
    static TreeMap<Integer, BigInteger> counts(List<Die> dice, ToIntFunction<int[]> result) {
        TreeMap<Integer, BigInteger> counts = new TreeMap<>();
        int[] index = new int[dice.size()];
        int[] faces = new int[dice.size()];
        while (true) {
            for (int i = 0; i < faces.length; i++) {
                faces[i] = dice.get(i).faces().get(index[i]);
            }
            counts.merge(result.applyAsInt(faces), BigInteger.ONE, BigInteger::add);
            int i = 0; // odometer
            while (i < index.length && ++index[i] == dice.get(i).size()) {
                index[i++] = 0;
            }
            if (i == index.length) {
                return counts;
            }
        }
    }

    /** {@code n} copies of {@code die}. */
    static List<Die> dice(int n, Die die) {
        return Collections.nCopies(n, die);
    }

    /** The exact weights and total of {@code d} are the counts over all rolls of {@code dice}. */
    static void assertSame(List<Die> dice, ToIntFunction<int[]> result, Distribution d) {
        TreeMap<Integer, BigInteger> expected = counts(dice, result);
        BigInteger rolls = BigInteger.ONE;
        for (Die die : dice) {
            rolls = rolls.multiply(BigInteger.valueOf(die.size()));
        }
        assertEquals(rolls, d.total(), "total = number of rolls");
        assertEquals(expected.firstKey(), d.min(), "min");
        assertEquals(expected.lastKey(), d.max(), "max");
        for (int v = d.min() - 2; v <= d.max() + 2; v++) {
            assertEquals(expected.getOrDefault(v, BigInteger.ZERO), d.weight(v), "weight of " + v);
        }
        assertEquals(expected.keySet().stream().toList(),
                d.outcomes().stream().map(Distribution.Outcome::value).toList(), "outcome values");
    }
}
