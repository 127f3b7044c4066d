package adjutant.tools;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.Locale;

/**
 * One player's score in a selfplay run, split by the luck of its games ({@link
 * adjutant.ai.PlayHabits#luck}): how much of a result the cards decided (#22). In the bar's 200
 * encounter games MCTS-2000 scored 19% of the games whose cards went two or more combats against
 * it and 88% of those two or more for it, 57% in all.
 */
final class LuckTable {
    /** Luck is grouped from −{@code EDGE} or less to {@code EDGE} or more. */
    static final int EDGE = 2;

    private final int[] games = new int[2 * EDGE + 1];
    private final double[] points = new double[2 * EDGE + 1];

    /** One game: the player's luck, and its score (1 a win, ½ a draw, 0 a loss). */
    void add(int luck, double score) {
        int i = Math.max(-EDGE, Math.min(EDGE, luck)) + EDGE;
        games[i]++;
        points[i] += score;
    }

    private boolean isEmpty() {
        for (int g : games) {
            if (g > 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * "mcts:iterations=2000 by the luck of its combats' cards (...): 2 or more behind 19.4% of 62
     * games; ...; even 69.0% of 42; ...", or "" when no game counted any.
     */
    String text(String player) {
        if (isEmpty()) {
            return "";
        }
        StringBuilder s = new StringBuilder(player).append(" by the luck of its combats' cards"
                + " (the combats its card won, before modifiers, minus those it lost):");
        String sep = " ";
        for (int i = 0; i < games.length; i++) {
            if (games[i] > 0) {
                s.append(sep).append(label(i - EDGE)).append(String.format(Locale.ROOT, " %.1f%% of %s",
                        100.0 * points[i] / games[i], Plural.plural(games[i], "game")));
                sep = "; ";
            }
        }
        return s.append(System.lineSeparator()).toString();
    }

    /** "2 or more behind", "1 behind", "even", "1 ahead", "2 or more ahead". */
    private static String label(int luck) {
        if (luck == 0) {
            return "even";
        }
        String side = luck < 0 ? " behind" : " ahead";
        return Math.abs(luck) == EDGE ? EDGE + " or more" + side : Math.abs(luck) + side;
    }

    /** The groups that have games, into {@code a}: {cardsAhead, games, score}. */
    ArrayNode into(ArrayNode a) {
        for (int i = 0; i < games.length; i++) {
            if (games[i] > 0) {
                a.addObject().put("cardsAhead", label(i - EDGE)).put("games", games[i])
                        .put("score", points[i] / games[i]);
            }
        }
        return a;
    }
}
