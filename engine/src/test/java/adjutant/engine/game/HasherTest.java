package adjutant.engine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The four-lane hash tells apart what the serial one did: any one value, the order, the length. */
class HasherTest {

    private static long lanes(long... values) {
        Hasher h = new Hasher();
        for (long v : values) {
            h.mix(v);
        }
        return h.value();
    }

    @Test
    void changingAnyOneValueChangesTheHash() {
        SplittableRandom rng = new SplittableRandom(1);
        for (int trial = 0; trial < 2_000; trial++) {
            long[] values = new long[1 + rng.nextInt(40)];
            for (int i = 0; i < values.length; i++) {
                values[i] = rng.nextInt(4) == 0 ? rng.nextLong() : rng.nextInt(8); // small values, as states hold
            }
            long before = lanes(values);
            int i = rng.nextInt(values.length);
            values[i] ^= 1L << rng.nextInt(64);
            assertNotEquals(before, lanes(values), "one bit of value " + i + " of " + values.length);
        }
    }

    @Test
    void orderAndLengthCount() {
        assertNotEquals(lanes(1, 2, 3, 4, 5), lanes(2, 1, 3, 4, 5), "two values swapped within the lanes");
        assertNotEquals(lanes(1, 2, 3, 4, 5), lanes(5, 2, 3, 4, 1), "values swapped a turn of the lanes apart");
        assertNotEquals(lanes(0, 0, 0, 0), lanes(0, 0, 0, 0, 0), "a trailing zero");
        assertNotEquals(lanes(), lanes(0));
        assertEquals(lanes(7, 8, 9), lanes(7, 8, 9));
    }

    /** States differ in a few small fields; their hashes must spread over all 64 bits (tables index by the low ones). */
    @Test
    void smallDifferencesSpreadOverTheLowBits() {
        Set<Long> low = new HashSet<>();
        for (int a = 0; a < 32; a++) {
            for (int b = 0; b < 32; b++) {
                low.add(lanes(a, 0, 0, 0, b, 0, 0, 0) & 0xFFFF);
            }
        }
        assertEquals(1024, low.size(), 20.0, "1,024 inputs over 65,536 low values: a few collisions at most");
    }

    @Test
    void theSerialHashIsTheOneFormat2RecordsCarry() {
        // the value the serial chain gave before the lanes, for mix(1).mix(2.5).mix("ab").mix(true)
        Hasher serial = Hasher.serial().mix(1).mix(2.5).mix("ab").mix(true);
        assertEquals(serialReference(), serial.value());
        assertNotEquals(serial.value(), new Hasher().mix(1).mix(2.5).mix("ab").mix(true).value());
    }

    /** The serial chain written out as it stood before the lanes. */
    private static long serialReference() {
        long h = 0x9E3779B97F4A7C15L;
        for (long v : new long[] {1, Double.doubleToLongBits(2.5), 2, 'a', 'b', 1}) {
            long z = h ^ (v + 0x9E3779B97F4A7C15L + (h << 6) + (h >>> 2));
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            h = z ^ (z >>> 31);
        }
        return h;
    }
}
