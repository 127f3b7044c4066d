package adjutant.engine.blownaway;

/**
 * Which ordered pairs of units are in contact (d(U, V) &lt; 4 in, BA-GEO-3), filled in as the
 * rules ask. Kept with the state's {@link BodyBounds}: a new set of boxes copies the pairs of
 * the units that did not change, so that the combat lists of a turn, asked again after every
 * combat, scan only the pairs a combat moved.
 *
 * @implNote Shared, like the boxes, by a state's copies, which have the same figures; an entry
 *     is a function of those figures, so threads that fill the same entry write the same byte.
 */
final class Contacts {
    static final byte UNKNOWN = 0;
    static final byte APART = 1;
    static final byte IN_CONTACT = 2;

    private final int units;
    private final byte[] known; // u * units + v

    Contacts(int units) {
        this.units = units;
        this.known = new byte[units * units];
    }

    private Contacts(Contacts o, long changed) {
        units = o.units;
        known = o.known.clone();
        for (long left = changed; left != 0; left &= left - 1) {
            int u = Long.numberOfTrailingZeros(left);
            for (int v = 0; v < units; v++) {
                known[u * units + v] = UNKNOWN;
                known[v * units + u] = UNKNOWN;
            }
        }
    }

    /** These contacts but those of the units of {@code changed} (a bit set), which are forgotten. */
    Contacts without(long changed) {
        return new Contacts(this, changed);
    }

    /** {@link #IN_CONTACT}, {@link #APART} or {@link #UNKNOWN} for the pair (u, v). */
    byte get(int u, int v) {
        return known[u * units + v];
    }

    void put(int u, int v, boolean inContact) {
        known[u * units + v] = inContact ? IN_CONTACT : APART;
    }
}
