package adjutant.ai.alphabeta;

/**
 * Results of earlier searches by state hash: one entry per slot in parallel primitive arrays
 * (24 bytes an entry, no per-entry objects), indexed by the low bits of the hash and verified
 * by the whole 64-bit key. A new entry replaces the old one when {@link Entry#betterThan} says so.
 */
public final class TranspositionTable {

    /** Bytes per entry: key 8, value 8, packed depth/bound/generation 4, move index 4. */
    public static final int ENTRY_BYTES = 24;
    private static final Bound[] BOUNDS = Bound.values(); // values() copies its array on every call

    private final long[] keys;
    private final double[] values;
    private final int[] meta; // depth << 16 | generation << 8 | (bound ordinal + 1); 0 = empty
    private final int[] moves;
    private final int mask;
    private int generation;

    /** A table of {@code 2^log2Entries} entries. */
    public TranspositionTable(int log2Entries) {
        if (log2Entries < 0 || log2Entries > 28) {
            throw new IllegalArgumentException("table size 2^" + log2Entries + " out of range");
        }
        int size = 1 << log2Entries;
        keys = new long[size];
        values = new double[size];
        meta = new int[size];
        moves = new int[size];
        mask = size - 1;
    }

    /** The largest table that fits in {@code megabytes}. */
    public static TranspositionTable ofMegabytes(long megabytes) {
        long entries = Math.max(1, (megabytes << 20) / ENTRY_BYTES);
        return new TranspositionTable(Math.min(28, 63 - Long.numberOfLeadingZeros(entries)));
    }

    /** What one slot holds. {@code moveIndex} indexes the state's {@code Rules.candidateActions}, -1 for none. */
    public record Entry(long key, Bound bound, int depth, double value, int moveIndex, int generation) {

        /**
         * Replacement rule: entries left from an earlier search make way; otherwise the deeper
         * (or equally deep, being newer) search is kept.
         */
        public boolean betterThan(Entry old) {
            return old.generation != generation || depth >= old.depth;
        }
    }

    /** Marks the start of a new search, so entries of older searches become replaceable. */
    public void newSearch() {
        generation = (generation + 1) & 0xFF;
    }

    public int size() {
        return keys.length;
    }

    /** The entry stored for {@code key}, or null. */
    public Entry probe(long key) {
        int slot = (int) key & mask;
        int m = meta[slot];
        if (m == 0 || keys[slot] != key) {
            return null;
        }
        return new Entry(key, BOUNDS[(m & 0xFF) - 1], m >>> 16, values[slot], moves[slot], (m >>> 8) & 0xFF);
    }

    /** Stores a result unless the slot holds a better one; depth is clamped to [0, 32767]. */
    public void store(long key, int depth, Bound bound, double value, int moveIndex) {
        int slot = (int) key & mask;
        Entry entry = new Entry(key, bound, Math.max(0, Math.min(0x7FFF, depth)), value, moveIndex, generation);
        int m = meta[slot];
        if (m != 0) {
            Entry old = new Entry(keys[slot], null, m >>> 16, 0, -1, (m >>> 8) & 0xFF);
            if (!entry.betterThan(old)) {
                return;
            }
        }
        keys[slot] = key;
        values[slot] = value;
        meta[slot] = entry.depth() << 16 | generation << 8 | (bound.ordinal() + 1);
        moves[slot] = moveIndex;
    }

    public void clear() {
        java.util.Arrays.fill(meta, 0);
        generation = 0;
    }
}
