package adjutant.tools;

import static adjutant.tools.Plural.plural;

import adjutant.ai.Player;
import adjutant.ai.PlayerSpecException;
import adjutant.ai.blownaway.BaGame;
import adjutant.ai.blownaway.BaPlayers;
import adjutant.engine.blownaway.BaState;
import adjutant.engine.blownaway.BlownAwayRules;
import adjutant.engine.blownaway.Invariants;
import adjutant.engine.blownaway.action.BaAction;
import adjutant.engine.game.Outcome;
import adjutant.engine.record.GameRecords;
import adjutant.engine.record.RecordException;
import adjutant.engine.blownaway.scenario.BaScenario;
import adjutant.engine.blownaway.scenario.Variant;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code adjutant selfplay}: bot against bot, headless, with optional invariant checks. */
@Command(name = "selfplay", mixinStandardHelpOptions = true, description = "Play games bot against bot, headless; print per-game lines and a summary.")
final class SelfplayCommand implements Callable<Integer> {

    @Option(names = "--scenario", required = true, paramLabel = "NAME|FILE", description = "Scenario name or file.")
    String scenario;

    @Option(names = "--rules", required = true, paramLabel = "chance|without-chance", description = "Rules version.")
    String rules;

    @Option(names = "--blue", defaultValue = "random", paramLabel = "PLAYER",
            description = "Blue player spec, e.g. random, greedy, mcts:iterations=2000 (default: ${DEFAULT-VALUE}).")
    String blue;

    @Option(names = "--red", defaultValue = "random", paramLabel = "PLAYER", description = "Red player spec.")
    String red;

    @Option(names = "--games", defaultValue = "1", description = "Games to play (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the first game (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--record", paramLabel = "DIR", description = "Save every game record in DIR.")
    Path recordDir;

    @Option(names = "--check", description = "Check the invariants after every step and replay every game.")
    boolean check;

    @Option(names = "--json", description = "Print the summary as one JSON object on the last line.")
    boolean json;

    @Option(names = "--quiet", description = "No per-game lines.")
    boolean quiet;

    @Option(names = "--openings", defaultValue = "0", paramLabel = "N",
            description = "Random decisions played from each game's seed before the players take over (default: 0).")
    int openings;

    @Option(names = "--swap", description = {
            "Play every seed twice, the second time with the sides swapped (--games must be even);",
            "the summary then counts wins by side, and by player: the --blue spec against the --red spec."})
    boolean swap;

    @Option(names = "--progress", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "A progress bar on the terminal when per-game lines are off (--quiet or --json).")
    boolean progress;

    @Override
    public Integer call() throws Exception {
        if (games < 1) {
            throw new UsageException("--games must be at least 1");
        }
        if (openings < 0) {
            throw new UsageException("--openings must not be negative");
        }
        if (swap && games % 2 != 0) {
            throw new UsageException("--swap plays every seed twice: --games must be even, got " + games);
        }
        Variant variant = variant(rules);
        BaScenario sc = ScenarioArgs.resolve(scenario);
        BlownAwayRules forwardModel = new BlownAwayRules();
        checkSpec(blue, forwardModel, variant);
        checkSpec(red, forwardModel, variant);

        int blueWins = 0;
        int redWins = 0;
        int draws = 0;
        int firstWins = 0; // the --blue spec's wins, whichever side it played
        int secondWins = 0;
        long turns = 0;
        double blueKilled = 0;
        double redKilled = 0;
        long decisions = 0;
        long millis = 0;
        List<String> violations = new ArrayList<>();
        ProgressBar bar = progress && (quiet || json) && System.console() != null
                ? new ProgressBarBuilder().setTaskName("games").setInitialMax(games).setStyle(ProgressBarStyle.ASCII)
                        .setUpdateIntervalMillis(500).build()
                : null;
        for (int i = 0; i < games; i++) {
            boolean swapped = swap && i % 2 == 1;
            long gameSeed = gameSeed(seed, swap ? i / 2 : i);
            Player<BaState, BaAction> first = BaPlayers.create(blue, forwardModel, variant, gameSeed * 31 + 1);
            Player<BaState, BaAction> second = BaPlayers.create(red, forwardModel, variant, gameSeed * 31 + 2);
            Player<BaState, BaAction> b = swapped ? second : first;
            Player<BaState, BaAction> r = swapped ? first : second;
            final int game = i + 1;
            BaGame.Result res = BaGame.play(forwardModel, sc, variant, gameSeed, b, r, 0, openings, check
                    ? (state, action) -> checkStep(state, action, game, violations) : null);
            if (bar != null) {
                bar.step();
            }
            if (check) {
                try {
                    GameRecords.replay(res.record());
                } catch (RecordException e) {
                    violations.add("game " + game + ": replay failed: " + e.getMessage());
                }
            }
            if (recordDir != null) {
                GameRecords.write(res.record(), recordDir.resolve(String.format(Locale.ROOT, "game-%05d.json", game)));
            }
            switch (res.outcome()) {
                case BLUE_WINS -> blueWins++;
                case RED_WINS -> redWins++;
                default -> draws++;
            }
            if (res.outcome() == (swapped ? Outcome.RED_WINS : Outcome.BLUE_WINS)) {
                firstWins++;
            } else if (res.outcome() == (swapped ? Outcome.BLUE_WINS : Outcome.RED_WINS)) {
                secondWins++;
            }
            turns += res.turns();
            blueKilled += res.blueKilledPercent();
            redKilled += res.redKilledPercent();
            decisions += res.decisions();
            millis += res.millis();
            if (!quiet) {
                System.out.printf(Locale.ROOT, "game %d seed %d%s: %s (%s), %s, killed blue %.0f%% red %.0f%%, "
                        + "%s, %.1f s%n", game, gameSeed, swapped ? " (sides swapped)" : "",
                        describe(res.outcome()), res.termination(),
                        plural(res.turns(), "turn"), res.blueKilledPercent(), res.redKilledPercent(),
                        plural(res.decisions(), "decision"), res.millis() / 1000.0);
            }
        }
        if (bar != null) {
            bar.close();
        }
        double dps = millis == 0 ? 0 : decisions * 1000.0 / millis;
        for (String v : violations.subList(0, Math.min(20, violations.size()))) {
            System.out.println("INVARIANT VIOLATION " + v);
        }
        if (json) {
            ObjectNode o = new ObjectMapper().createObjectNode();
            o.put("games", games);
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
            pct.put("blue", blueKilled / games);
            pct.put("red", redKilled / games);
            o.put("decisionsPerSecond", dps);
            o.put("gamesPerSecond", millis == 0 ? 0 : games * 1000.0 / millis);
            o.put("invariantViolations", violations.size());
            System.out.println(o);
        } else {
            // With --swap each spec played both sides: the side totals belong to no one player.
            String bySide = swap
                    ? "blue side " + plural(blueWins, "win") + ", red side " + plural(redWins, "win")
                    : "blue (" + blue + ") " + plural(blueWins, "win") + ", red (" + red + ") " + plural(redWins, "win");
            System.out.printf(Locale.ROOT, "%s: %s, %s; mean %.1f turns; "
                    + "mean killed blue %.1f%% red %.1f%%; %.0f decisions/s%s%n", plural(games, "game"), bySide,
                    plural(draws, "draw"), (double) turns / games, blueKilled / games, redKilled / games, dps,
                    check ? "; invariant violations: " + violations.size() : "");
            if (swap) {
                System.out.printf(Locale.ROOT, "by player, sides swapped every other game: %s %s, %s %s, "
                        + "%s; %s scores %.1f%%%n", blue, plural(firstWins, "win"), red, plural(secondWins, "win"),
                        plural(draws, "draw"), blue,
                        100.0 * (firstWins + draws / 2.0) / games);
            }
        }
        return violations.isEmpty() ? 0 : 1;
    }

    private static void checkStep(BaState s, BaAction a, int game, List<String> violations) {
        for (String v : Invariants.violations(s)) {
            violations.add("game " + game + " after '" + a.notation() + "': " + v);
        }
        if (!Invariants.copyIsIndependent(s)) {
            violations.add("game " + game + " after '" + a.notation() + "': a copy is not independent");
        }
    }

    static String describe(Outcome o) {
        return switch (o) {
            case BLUE_WINS -> "blue wins";
            case RED_WINS -> "red wins";
            case DRAW -> "draw";
            case ONGOING -> "unfinished";
        };
    }

    static Variant variant(String id) {
        try {
            return Variant.fromId(id);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--rules: " + e.getMessage());
        }
    }

    static void checkSpec(String spec, BlownAwayRules rules, Variant variant) {
        try {
            BaPlayers.create(spec, rules, variant, 0);
        } catch (PlayerSpecException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** Game i's seed: the first game uses the given seed, later ones a SplitMix step from it. */
    static long gameSeed(long seed, int i) {
        return i == 0 ? seed : new SplittableRandom(seed).split().nextLong() ^ (i * 0x9E3779B97F4A7C15L);
    }
}
