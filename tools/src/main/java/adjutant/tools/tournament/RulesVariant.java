package adjutant.tools.tournament;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** Which version of the rules a tournament plays: combat by cards, or automatic combat. */
public enum RulesVariant {
    CHANCE,
    WITHOUT_CHANCE;

    /** {@code "chance"} or {@code "without-chance"}, as on the command line. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static RulesVariant fromId(String id) {
        for (RulesVariant v : values()) {
            if (v.id().equals(id)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown rules '" + id + "' (expected " + ids() + ")");
    }

    static String ids() {
        return Arrays.stream(values()).map(RulesVariant::id).collect(Collectors.joining(" or "));
    }
}
