package adjutant.engine.blownaway;

/**
 * Facts about ordered pairs of units that depend on their figures, anchors and facings only:
 * in contact (d(U, V) &lt; 4 in, BA-GEO-3), U faces V near (BA-GEO-7), cavalry U barred from
 * attacking V (BA-CMB-5), U and V a threat pair (BA-MOVE-9). Filled in as the rules ask ({@link BodyBounds#pairFact}) and kept
 * with the state's boxes: a new set of boxes copies the pairs of the units that did not change,
 * so that the combat lists of a turn, asked again after every combat, look again only at the
 * pairs a combat changed.
 *
 * @implNote Shared, like the boxes, by a state's copies, which have the same figures: every
 *     fact written is true of them, so threads that race on an entry can only lose a fact
 *     (found again when next asked), never store a false one.
 */
final class PairFacts {
    /** The facts, as the shift of their two bits in a pair's entry. */
    static final int CONTACT = 0;
    static final int FACES_NEAR = 2;
    static final int CAVALRY_BARRED = 4;
    /** U and V make a threat pair: elements under 4 in apart, either in the other's front (pinning, BA-MOVE-9). */
    static final int PINS = 6;

    /** What is known of a fact. */
    static final int UNKNOWN = 0;
    static final int NO = 1;
    static final int YES = 2;

    private final int units;
    private final byte[] known; // u * units + v: two bits per fact

    PairFacts(int units) {
        this.units = units;
        this.known = new byte[units * units];
    }

    private PairFacts(PairFacts o, long changed, long grown) {
        units = o.units;
        known = o.known.clone();
        for (long left = changed; left != 0; left &= left - 1) {
            int u = Long.numberOfTrailingZeros(left);
            for (int v = 0; v < units; v++) {
                known[u * units + v] = forget(known[u * units + v], (grown & (1L << u | 1L << v)) != 0);
                known[v * units + u] = forget(known[v * units + u], (grown & (1L << u | 1L << v)) != 0);
            }
        }
    }

    /**
     * These facts but those of the pairs with a unit of {@code changed} (a bit set), which are
     * forgotten; except that two units apart stay apart when neither is in {@code grown}, that is
     * when they changed only by losing men from their ranks: fewer body elements are no nearer.
     */
    PairFacts without(long changed, long grown) {
        return new PairFacts(this, changed, grown);
    }

    /** A changed pair's entry: nothing known, or only that the pair is apart when neither unit grew. */
    private static byte forget(byte entry, boolean grew) {
        return !grew && ((entry >> CONTACT) & 3) == NO ? (byte) (NO << CONTACT) : 0;
    }

    /** {@link #YES}, {@link #NO} or {@link #UNKNOWN}: what is known of {@code fact} for the pair (u, v). */
    int get(int fact, int u, int v) {
        return (known[u * units + v] >> fact) & 3;
    }

    /** How a fact of a pair is found from the state (and its boxes) when it is not known. */
    @FunctionalInterface
    interface Finder {
        boolean holds(BaState s, BodyBounds bounds, int u, int v);
    }

    void put(int fact, int u, int v, boolean holds) {
        int at = u * units + v;
        known[at] = (byte) (known[at] & ~(3 << fact) | (holds ? YES : NO) << fact);
    }
}
