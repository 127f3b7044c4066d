package adjutant.tools;

import java.util.Locale;

/**
 * What a search's value means, for a person: MCTS gives a chance to win; alpha-beta an
 * evaluation from −1 (a sure loss) through 0 (even) to +1 (a sure win).
 */
final class ValueWords {
    private ValueWords() {}

    static String of(double value, String kind, String side) {
        if (kind.startsWith("win probability")) {
            return String.format(Locale.ROOT, "the search gives the %s about a %d%% chance to win from here", side,
                    Math.round(value * 100));
        }
        return "on a scale from -1 (a sure loss for the " + side + ") through 0 (even) to +1 (a sure win), "
                + "the search sees the " + side + " " + standing(value);
    }

    private static String standing(double v) {
        if (v >= 0.9) {
            return "winning";
        } else if (v >= 0.4) {
            return "clearly ahead";
        } else if (v >= 0.1) {
            return "a little ahead";
        } else if (v > -0.1) {
            return "about even";
        } else if (v > -0.4) {
            return "a little behind";
        } else if (v > -0.9) {
            return "clearly behind";
        }
        return "losing";
    }
}
