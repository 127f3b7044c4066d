package adjutant.ai.blownaway.scripted;

import adjutant.engine.blownaway.BodyBounds;
import java.util.Arrays;

/**
 * What the doctrine reads of one unit's men in ranks against each objective (the distance of its
 * nearest man, whether one stands inside), kept under the unit's {@link BodyBounds#stamp} for
 * the positions it meets again: the actions of one decision change one unit, so the others'
 * answers hold for every action valued, and a search's rollouts meet the same units again and
 * again. A stamp names one arrangement of a unit's men in ranks for good, so a kept answer is
 * what the scan gives, bit for bit ({@code UnitObjectiveLooksTest}).
 *
 * <p>A direct-mapped table per thread, neither shared nor locked.
 */
final class UnitObjectiveLooks {
    private static final int BITS = 12;
    private static final ThreadLocal<UnitObjectiveLooks> PER_THREAD = ThreadLocal.withInitial(UnitObjectiveLooks::new);

    private final long[] stamps = new long[1 << BITS]; // 0: empty (stamps start at 1)
    private final double[][] distances = new double[1 << BITS][]; // per objective; NaN: not yet found
    private final long[] insideKnown = new long[1 << BITS]; // bit o: whether a man is inside o is known
    private final long[] inside = new long[1 << BITS]; // bit o: a man in ranks stands inside objective o

    private UnitObjectiveLooks() {}

    static UnitObjectiveLooks get() {
        return PER_THREAD.get();
    }

    /** The slot of {@code stamp}, emptied for it first when it held another (for {@code objectives} objectives). */
    int slot(long stamp, int objectives) {
        int slot = (int) ((stamp * 0x9E3779B97F4A7C15L) >>> (64 - BITS));
        if (stamps[slot] != stamp) {
            if (distances[slot] == null || distances[slot].length != objectives) {
                distances[slot] = new double[objectives];
            }
            Arrays.fill(distances[slot], Double.NaN);
            insideKnown[slot] = 0;
            inside[slot] = 0;
            stamps[slot] = stamp;
        }
        return slot;
    }

    /** The kept distance to objective o, NaN when not yet found. */
    double distance(int slot, int o) {
        return distances[slot][o];
    }

    void keepDistance(int slot, int o, double d) {
        distances[slot][o] = d;
    }

    /** 0 not yet known, 1 no man inside o, 2 a man inside. */
    int inside(int slot, int o) {
        return (insideKnown[slot] & 1L << o) == 0 ? 0 : (inside[slot] & 1L << o) != 0 ? 2 : 1;
    }

    void keepInside(int slot, int o, boolean in) {
        insideKnown[slot] |= 1L << o;
        inside[slot] = in ? inside[slot] | 1L << o : inside[slot] & ~(1L << o);
    }
}
