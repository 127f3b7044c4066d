package adjutant.tools;

import static adjutant.tools.Plural.plural;

import adjutant.ai.PlayHabits;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import adjutant.tools.stats.DecisionTimes;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * The running totals of a selfplay run, and its summary as text or JSON. Kept apart from the
 * game loop so that the loop reads as "play, check, record, count".
 */
final class SelfplayTally {
    private final String blue;
    private final String red;
    private final boolean swap;
    private final List<String> violations = new ArrayList<>();
    private int stopped;
    private int games;
    private int blueWins;
    private int redWins;
    private int draws;
    private int firstWins; // the --blue spec's wins, whichever side it played
    private int secondWins;
    private long turns;
    private double blueLost;
    private double redLost;
    private long decisions;
    private long millis;
    private final List<Long> firstMillis = new ArrayList<>(); // the --blue spec's decision times
    private final List<Long> secondMillis = new ArrayList<>();
    private final List<Integer> lengths = new ArrayList<>(); // turns of every game
    private final Map<String, Integer> endings = new TreeMap<>(); // games by the rule that ended them
    private final HabitTotals firstHabits = new HabitTotals(); // the --blue spec's, whichever side it played
    private final HabitTotals secondHabits = new HabitTotals();
    private final LuckTable firstLuck = new LuckTable(); // the --blue spec's, whichever side it played

    SelfplayTally(String blue, String red, boolean swap) {
        this.blue = blue;
        this.red = red;
        this.swap = swap;
    }

    /** Each side's decision times of one game; {@code swapped}: the --blue spec played red. */
    void addTimes(boolean swapped, List<Long> blueMillis, List<Long> redMillis) {
        firstMillis.addAll(swapped ? redMillis : blueMillis);
        secondMillis.addAll(swapped ? blueMillis : redMillis);
    }

    /** Each side's habits in one game; {@code swapped}: the --blue spec played red. */
    void addHabits(boolean swapped, List<PlayHabits.Habit> blueHabits, List<PlayHabits.Habit> redHabits) {
        firstHabits.add(swapped ? redHabits : blueHabits);
        secondHabits.add(swapped ? blueHabits : redHabits);
    }

    /**
     * One game's luck for blue, where the ruleset counts it, with its outcome; {@code swapped}:
     * the --blue spec played red. Kept for the --blue spec (the --red spec's is its mirror).
     */
    void addLuck(boolean swapped, OptionalInt blueLuck, Outcome outcome) {
        if (blueLuck.isEmpty()) {
            return;
        }
        double score = outcome.scoreFor(swapped ? Side.RED : Side.BLUE);
        firstLuck.add(swapped ? -blueLuck.getAsInt() : blueLuck.getAsInt(), score);
    }

    /** How one game ended: the rule id that ended it leads its termination ("BA-WIN-5 Austrians own ..."). */
    void addEnding(String termination) {
        String rule = termination.isBlank() ? "?" : termination.split(" ", 2)[0];
        endings.merge(rule, 1, Integer::sum);
    }

    /** One finished game; {@code swapped}: the --blue spec played red. */
    void add(Outcome outcome, boolean swapped, int gameTurns, double blueLossPercent, double redLossPercent,
            long gameDecisions, long gameMillis) {
        games++;
        switch (outcome) {
            case BLUE_WINS -> blueWins++;
            case RED_WINS -> redWins++;
            default -> draws++;
        }
        if (outcome == (swapped ? Outcome.RED_WINS : Outcome.BLUE_WINS)) {
            firstWins++;
        } else if (outcome == (swapped ? Outcome.BLUE_WINS : Outcome.RED_WINS)) {
            secondWins++;
        }
        turns += gameTurns;
        lengths.add(gameTurns);
        blueLost += blueLossPercent;
        redLost += redLossPercent;
        decisions += gameDecisions;
        millis += gameMillis;
    }

    /**
     * A broken step, printed at once (the first {@link #VIOLATIONS_PRINTED}), so that a long run
     * stopped before its summary keeps what it found.
     */
    void violation(String v) {
        violations.add(v);
        if (violations.size() <= VIOLATIONS_PRINTED) {
            System.out.println("INVARIANT VIOLATION " + v);
        } else if (violations.size() == VIOLATIONS_PRINTED + 1) {
            System.out.println("INVARIANT VIOLATION and more: only the first " + VIOLATIONS_PRINTED + " are printed");
        }
    }

    static final int VIOLATIONS_PRINTED = 100;

    /** A game stopped by a broken step (--check): it counts in no total but its own. */
    void stopped() {
        stopped++;
    }

    List<String> violations() {
        return violations;
    }

    private double decisionsPerSecond() {
        return millis == 0 ? 0 : decisions * 1000.0 / millis;
    }

    /** The summary as one JSON object (its fields are read by scripts: keep them). */
    String json() {
        int games = Math.max(1, this.games); // the means of no game are 0, not NaN (which JSON cannot hold)
        ObjectNode o = new ObjectMapper().createObjectNode();
        o.put("games", this.games);
        o.put("blueWins", blueWins);
        o.put("redWins", redWins);
        o.put("draws", draws);
        if (swap) {
            o.put("firstWins", firstWins);
            o.put("secondWins", secondWins);
            o.put("firstScore", (firstWins + draws / 2.0) / games);
        }
        o.put("meanTurns", (double) turns / games);
        ObjectNode pct = o.putObject("meanCasualtyPct");
        pct.put("blue", blueLost / games);
        pct.put("red", redLost / games);
        o.put("decisionsPerSecond", decisionsPerSecond());
        o.put("gamesPerSecond", millis == 0 ? 0 : games * 1000.0 / millis);
        ObjectNode length = o.putObject("turns");
        length.put("shortest", lengths.isEmpty() ? 0 : (int) Collections.min(lengths));
        length.put("median", median());
        length.put("longest", lengths.isEmpty() ? 0 : (int) Collections.max(lengths));
        ObjectNode ended = o.putObject("endedBy");
        endings.forEach(ended::put);
        ObjectNode habits = o.putObject("habits");
        firstHabits.into(habits.putObject("blue")).put("player", blue);
        secondHabits.into(habits.putObject("red")).put("player", red);
        ObjectNode luck = o.putObject("luck");
        luck.put("player", blue);
        firstLuck.into(luck.putArray("byCardsAhead"));
        o.put("invariantViolations", violations.size());
        o.put("stoppedGames", stopped);
        // The --blue spec's decision times (whichever side it played), and the --red spec's.
        ObjectNode times = o.putObject("decisionMillis");
        DecisionTimes.of(firstMillis).into(times.putObject("blue")).put("player", blue);
        DecisionTimes.of(secondMillis).into(times.putObject("red")).put("player", red);
        return o.toString();
    }

    /** The summary for people: one line, and with --swap a second one by player. */
    String text(boolean checked) {
        // With --swap each spec played both sides: the side totals belong to no one player.
        String bySide = swap
                ? "blue side " + plural(blueWins, "win") + ", red side " + plural(redWins, "win")
                : "blue (" + blue + ") " + plural(blueWins, "win") + ", red (" + red + ") " + plural(redWins, "win");
        String s = games == 0 ? plural(games, "game") + " played to the end"
                : String.format(Locale.ROOT, "%s: %s, %s; mean %.1f turns; "
                + "mean killed blue %.1f%% red %.1f%%; %.0f decisions/s", plural(games, "game"), bySide,
                plural(draws, "draw"), (double) turns / games, blueLost / games, redLost / games, decisionsPerSecond());
        s += (stopped > 0 ? "; " + plural(stopped, "game") + " stopped by a broken step" : "")
                + (checked ? "; invariant violations: " + violations.size() : "") + System.lineSeparator();
        if (swap && games > 0) {
            s += String.format(Locale.ROOT, "by player, sides swapped every other game: %s %s, %s %s, "
                    + "%s; %s scores %.1f%%%n", blue, plural(firstWins, "win"), red, plural(secondWins, "win"),
                    plural(draws, "draw"), blue, 100.0 * (firstWins + draws / 2.0) / games);
        }
        if (games > 0) {
            s += lengthsText() + System.lineSeparator();
        }
        s += firstHabits.text(blue) + secondHabits.text(red) + firstLuck.text(blue);
        return s;
    }

    /** "games lasted 15 to 36 turns (median 21); ended by BA-WIN-5 in 38, BA-END-1 in 2" */
    private String lengthsText() {
        StringBuilder ended = new StringBuilder();
        endings.forEach((rule, n) -> ended.append(ended.length() == 0 ? "" : ", ").append(rule).append(" in ").append(n));
        return String.format(Locale.ROOT, "games lasted %d to %s (median %s); ended by %s", Collections.min(lengths),
                plural(Collections.max(lengths), "turn"), formatMedian(), ended);
    }

    private double median() {
        if (lengths.isEmpty()) {
            return 0;
        }
        List<Integer> sorted = new ArrayList<>(lengths);
        Collections.sort(sorted);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2.0;
    }

    private String formatMedian() {
        double m = median();
        return m == Math.rint(m) ? String.valueOf((long) m) : String.valueOf(m);
    }
}
