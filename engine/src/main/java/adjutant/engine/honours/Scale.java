package adjutant.engine.honours;

import java.util.Locale;

/**
 * The figure scale a scenario is played at (HOW-SCALE-1 to HOW-SCALE-3): every {@link Distance}
 * at that scale, in centimetres.
 */
public enum Scale {
    MM28(1.0),
    MM20(0.7),
    MM15(0.5),
    MM10(0.4),
    MM6(0.3);

    private final double factor;

    Scale(double factor) {
        this.factor = factor;
    }

    /** The distance at this scale, in cm. */
    public double cm(Distance d) {
        if (this == MM28) {
            return d.cm28();
        }
        // HOW-SCALE-3 fallback: the factor, half-cm rounded up (HOW-SCALE-1)
        return Math.floor(d.cm28() * factor + 0.5);
    }

    /** The id used in scenario files: {@code 28mm}, {@code 15mm}. */
    public String id() {
        return name().substring(2).toLowerCase(Locale.ROOT) + "mm";
    }

    public static Scale fromId(String id) {
        for (Scale s : values()) {
            if (s.id().equals(id)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown scale '" + id + "' (expected 28mm, 20mm, 15mm, 10mm or 6mm)");
    }
}
