package adjutant.tools;

import adjutant.ai.PlayHabits;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** One player's {@link PlayHabits} summed over the games of a selfplay run, and said in words. */
final class HabitTotals {
    private final Map<String, long[]> totals = new LinkedHashMap<>(); // what -> {count, of}
    private int games;

    void add(List<PlayHabits.Habit> habits) {
        games++;
        for (PlayHabits.Habit h : habits) {
            long[] t = totals.computeIfAbsent(h.what(), k -> new long[2]);
            t[0] += h.count();
            t[1] += h.of();
        }
    }

    /** "mcts:iterations=2000: guns fired when they had a target 43 of 826 (5.2%), ...", or "" when nothing is counted. */
    String text(String player) {
        if (totals.isEmpty()) {
            return "";
        }
        StringBuilder s = new StringBuilder(player).append(':');
        String sep = " ";
        for (Map.Entry<String, long[]> e : totals.entrySet()) {
            long[] t = e.getValue();
            s.append(sep).append(e.getKey()).append(' ').append(t[0]).append(" of ").append(t[1]);
            if (t[1] > 0) {
                s.append(String.format(Locale.ROOT, " (%.1f%%, %.1f of %.1f a game)", 100.0 * t[0] / t[1],
                        (double) t[0] / games, (double) t[1] / games));
            }
            sep = "; ";
        }
        return s.append(System.lineSeparator()).toString();
    }

    /** The totals as {what: {count, of}}, into {@code o}; returns {@code o}. */
    ObjectNode into(ObjectNode o) {
        totals.forEach((what, t) -> o.putObject(what).put("count", t[0]).put("of", t[1]));
        return o;
    }
}
