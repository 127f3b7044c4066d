package adjutant.tools.stats;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Arrays;
import java.util.List;

/**
 * The distribution of a player's decision times, in milliseconds: the figures a time control is
 * judged by (median, 99th and 99.9th percentiles, maximum).
 *
 * @implNote This class is immutable and thread-safe.
 */
public final class DecisionTimes {
    private final long[] sorted;

    private DecisionTimes(long[] sorted) {
        this.sorted = sorted;
    }

    public static DecisionTimes of(List<Long> millis) {
        long[] a = millis.stream().mapToLong(Long::longValue).toArray();
        Arrays.sort(a);
        return new DecisionTimes(a);
    }

    public int count() {
        return sorted.length;
    }

    /** The smallest time that {@code q} (0 < q ≤ 1) of the decisions do not exceed (nearest rank); 0 when empty. */
    public long percentile(double q) {
        if (sorted.length == 0) {
            return 0;
        }
        int rank = (int) Math.ceil(q * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length, rank) - 1)];
    }

    public long max() {
        return sorted.length == 0 ? 0 : sorted[sorted.length - 1];
    }

    /** The share of decisions that took at most {@code limitMillis}; 1 when there are none. */
    public double within(long limitMillis) {
        if (sorted.length == 0) {
            return 1;
        }
        int n = 0;
        for (long t : sorted) {
            n += t <= limitMillis ? 1 : 0;
        }
        return (double) n / sorted.length;
    }

    /** Writes count, median, p99, p999 and max into {@code o}. */
    public ObjectNode into(ObjectNode o) {
        o.put("count", count());
        o.put("median", percentile(0.5));
        o.put("p99", percentile(0.99));
        o.put("p999", percentile(0.999));
        o.put("max", max());
        return o;
    }
}
