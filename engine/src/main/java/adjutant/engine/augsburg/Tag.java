package adjutant.engine.augsburg;

import java.util.Locale;

/** Troop tags (LOA-ORG-8); Guards are Elite (AMB-15). Light is the kind's, not a tag. */
public enum Tag {
    ELITE,
    GRENADIERS,
    RAW,
    HEAVY;

    public int bit() {
        return 1 << ordinal();
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Tag fromId(String id) {
        if ("guards".equals(id)) {
            return ELITE; // AMB-15: Guards or Elites are one tag
        }
        for (Tag t : values()) {
            if (t.id().equals(id)) {
                return t;
            }
        }
        throw new IllegalArgumentException("unknown tag '" + id + "'");
    }
}
