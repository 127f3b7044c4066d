package adjutant.tools.tournament;

import java.util.Locale;

/** Who plays whom. */
public enum Format {
    /** Every pair of players. */
    ROUND_ROBIN,
    /** The first player against each of the others. */
    GAUNTLET;

    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Format fromId(String id) {
        for (Format f : values()) {
            if (f.id().equals(id)) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown format '" + id + "' (expected round-robin or gauntlet)");
    }
}
