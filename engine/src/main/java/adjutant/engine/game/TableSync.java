package adjutant.engine.game;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Units set where they really stand on a table, without counting as a move: a person's
 * correction of the model ("sync"), or, with {@code deployment}, the bot's secret deployment
 * revealed (BA-SETUP-9) together with the text that was sealed before the person deployed.
 *
 * @param units each unit's reference point and facing, by unit index
 * @param seenBy the side whose edge the measures are taken from
 * @param deployment whether this reveals a secret deployment
 * @param text the written deployment revealed, word for word (its SHA-256 is the seal shown
 *     before); empty for a person's correction
 */
public record TableSync(Map<Integer, TablePlacement> units, Side seenBy, boolean deployment, String text) {

    public TableSync {
        if (units.isEmpty()) {
            throw new IllegalArgumentException("a sync sets at least one unit");
        }
        units = Map.copyOf(units);
        Objects.requireNonNull(seenBy);
        Objects.requireNonNull(text);
        if (!deployment && !text.isEmpty()) {
            throw new IllegalArgumentException("only a revealed deployment carries a text");
        }
    }

    /** A person's correction of one or more units. */
    public static TableSync of(Map<Integer, TablePlacement> units, Side seenBy) {
        return new TableSync(units, seenBy, false, "");
    }

    /** The units in index order, so that a sync is always written alike. */
    public Map<Integer, TablePlacement> sorted() {
        return new TreeMap<>(units);
    }

    /**
     * A copy of {@code s} with the units where this sync sets them.
     *
     * @throws IllegalArgumentException saying why one cannot stand there
     */
    public <S> S applyTo(TableFrame<S> frame, S s) {
        return frame.placedAll(s, units, seenBy);
    }

    /** In words, said of the state after it: which units now stand where, measured from {@code seenBy}'s edge. */
    public <S> String words(TableFrame<S> frame, S after) {
        StringBuilder b = new StringBuilder(deployment ? "The secret deployment is revealed: " : "Set where they stand on the table (not a move): ");
        String sep = "";
        for (Map.Entry<Integer, TablePlacement> u : sorted().entrySet()) {
            b.append(sep).append(frame.unitName(after, u.getKey())).append(", ")
                    .append(frame.placement(after, u.getKey(), seenBy).words(frame.lengthUnit()));
            sep = "; ";
        }
        return b.append('.').toString();
    }
}
