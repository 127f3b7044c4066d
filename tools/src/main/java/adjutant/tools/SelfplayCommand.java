package adjutant.tools;

import static adjutant.tools.Plural.plural;

import adjutant.ai.CheckingWatcher;
import adjutant.ai.PlayHabits;
import adjutant.ai.Match;
import adjutant.ai.Player;
import adjutant.ai.PlayerFactory;
import adjutant.ai.RulesetAi;
import adjutant.ai.RulesetAis;
import adjutant.ai.StepWatcher;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import adjutant.engine.game.Ruleset;
import adjutant.engine.record.GameRecords;
import adjutant.engine.record.RecordException;
import adjutant.tools.cli.GameSetup;
import adjutant.tools.cli.OpeningsOption;
import adjutant.tools.cli.PlayersOption;
import adjutant.tools.cli.RulesOption;
import adjutant.tools.cli.ScenarioOption;
import adjutant.tools.cli.SeedOption;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code adjutant selfplay}: bot against bot, headless, with optional invariant checks. */
@Command(name = "selfplay", mixinStandardHelpOptions = true, description = "Play games bot against bot, headless; print per-game lines and a summary.")
final class SelfplayCommand implements Callable<Integer> {

    @Mixin
    ScenarioOption scenario;

    @Mixin
    RulesOption rules;

    @Mixin
    PlayersOption players;

    @Mixin
    SeedOption seed;

    @Option(names = "--games", defaultValue = "1", description = "Games to play (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--first-game", paramLabel = "N", defaultValue = "1", description = {
            "Start at game N of the series the seed gives (default: ${DEFAULT-VALUE}): games N to N + --games - 1 are",
            "the games a longer run would have played there, so a long run can be played in pieces."})
    int firstGame;

    @Option(names = "--record", paramLabel = "DIR", description = "Save every game record in DIR.")
    Path recordDir;

    @Option(names = "--check", description = "Check every step as the forward-model test does (chance sums, the chosen action legal, "
            + "copies independent, the ruleset's invariants) and replay every game; a game that breaks is "
            + "reported with its seed and the run goes on.")
    boolean check;

    @Option(names = "--json", description = "Print the summary as one JSON object on the last line.")
    boolean json;

    @Option(names = "--quiet", description = "No per-game lines.")
    boolean quiet;

    @Mixin
    OpeningsOption openings;

    @Option(names = "--swap", description = {
            "Play every seed twice, the second time with the sides swapped (--games must be even);",
            "the summary then counts wins by side, and by player: the --blue spec against the --red spec."})
    boolean swap;

    @Option(names = "--progress", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "A progress bar on the terminal when per-game lines are off (--quiet or --json).")
    boolean progress;

    @Override
    public Integer call() throws Exception {
        checkCounts();
        GameSetup setup = rules.setup(scenario.required().load());
        setup.checkPlayer(players.blue());
        setup.checkPlayer(players.red());
        return play(setup.ruleset(), setup);
    }

    private void checkCounts() {
        if (games < 1) {
            throw new UsageException("--games must be at least 1");
        }
        if (swap && games % 2 != 0) {
            throw new UsageException("--swap plays every seed twice: --games must be even, got " + games);
        }
        if (firstGame < 1) {
            throw new UsageException("--first-game must be at least 1, got " + firstGame);
        }
        if (swap && firstGame % 2 != 1) {
            throw new UsageException("--swap plays every seed twice: --first-game must be the first of a pair (odd), got "
                    + firstGame);
        }
    }

    /** The games, typed by the scenario's ruleset. */
    private <S extends GameState<S>, A> int play(Ruleset<S, A> ruleset, GameSetup setup) throws IOException {
        RulesetAi<S, A> ai = RulesetAis.of(ruleset);
        SelfplayTally tally = new SelfplayTally(players.blue().toString(), players.red().toString(), swap);
        try (ProgressBar bar = progressBar()) {
            for (int i = firstGame - 1; i < firstGame - 1 + games; i++) {
                // Step 1. The game's seed and players: with --swap, the second game of a seed swaps the sides.
                boolean swapped = swap && i % 2 == 1;
                long gameSeed = gameSeed(seed.seed(), swap ? i / 2 : i);
                PlayerFactory<S, A> first = ai.players(ruleset, setup.variant(), gameSeed * 31 + 1);
                PlayerFactory<S, A> second = ai.players(ruleset, setup.variant(), gameSeed * 31 + 2);
                Player<S, A> a = first.create(players.blue());
                Player<S, A> b = second.create(players.red());
                // Step 2. Play, checking every step with --check.
                int game = i + 1;
                Match.Result<S, A> res;
                PlayHabits<S, A> habits = ai.habits(ruleset);
                StepWatcher<S, A> watcher = check ? StepWatcher.both(checker(ruleset, game, gameSeed, tally), habits) : habits;
                try {
                    res = Match.play(ruleset, setup.scenario(), setup.variant(), gameSeed, swapped ? b : a,
                            swapped ? a : b, 0, openings.orElse(0), watcher);
                } catch (RuntimeException e) {
                    if (!check) {
                        throw e;
                    }
                    // the checks have named what went wrong; the game is lost, the run goes on
                    tally.violation("game " + game + " seed " + gameSeed + " stopped: " + e.getMessage());
                    tally.stopped();
                    continue;
                }
                // Step 3. Replay (--check) and save (--record) the record.
                if (check) {
                    replay(res, game, tally);
                }
                if (recordDir != null) {
                    GameRecords.write(res.record(), recordDir.resolve(String.format(Locale.ROOT, "game-%05d.json", game)));
                }
                // Step 4. Count and report.
                tally.add(res.outcome(), swapped, res.turns(), res.blueLossPercent(), res.redLossPercent(),
                        res.decisions(), res.millis());
                tally.addTimes(swapped, res.blueMillis(), res.redMillis());
                tally.addHabits(swapped, habits.habits(Side.BLUE), habits.habits(Side.RED));
                tally.addLuck(swapped, habits.luck(Side.BLUE), res.outcome());
                tally.addEnding(res.termination());
                if (bar != null) {
                    bar.step();
                }
                if (!quiet) {
                    printGame(game, gameSeed, swapped, res);
                }
            }
        }
        List<String> violations = tally.violations(); // each printed when it was found
        System.out.print(json ? tally.json() + System.lineSeparator() : tally.text(check));
        return violations.isEmpty() ? 0 : 1;
    }

    /** On a terminal with per-game lines off, a bar of games played; else null. */
    private ProgressBar progressBar() {
        return progress && (quiet || json) && System.console() != null
                ? new ProgressBarBuilder().setTaskName("games").setInitialMax(games).setStyle(ProgressBarStyle.ASCII)
                        .setUpdateIntervalMillis(500).build()
                : null;
    }

    /** The forward model's checks around every step, each broken one a line naming the game and its seed. */
    private static <S extends GameState<S>, A> StepWatcher<S, A> checker(Ruleset<S, A> ruleset, int game, long gameSeed,
            SelfplayTally tally) {
        return new CheckingWatcher<>(ruleset, v -> tally.violation("game " + game + " seed " + gameSeed + ", " + v));
    }

    private static void replay(Match.Result<?, ?> res, int game, SelfplayTally tally) {
        try {
            GameRecords.replay(res.record());
        } catch (RecordException e) {
            tally.violation("game " + game + ": replay failed: " + e.getMessage());
        }
    }

    private static void printGame(int game, long gameSeed, boolean swapped, Match.Result<?, ?> res) {
        System.out.printf(Locale.ROOT, "game %d seed %d%s: %s (%s), %s, killed blue %.0f%% red %.0f%%, "
                + "%s, %.1f s%n", game, gameSeed, swapped ? " (sides swapped)" : "",
                describe(res.outcome()), res.termination(), plural(res.turns(), "turn"), res.blueLossPercent(),
                res.redLossPercent(), plural(res.decisions(), "decision"), res.millis() / 1000.0);
    }

    static String describe(Outcome o) {
        return switch (o) {
            case BLUE_WINS -> "blue wins";
            case RED_WINS -> "red wins";
            case DRAW -> "draw";
            case ONGOING -> "unfinished";
        };
    }

    /** Game i's seed: the first game uses the given seed, later ones a SplitMix step from it. */
    static long gameSeed(long seed, int i) {
        return i == 0 ? seed : new SplittableRandom(seed).split().nextLong() ^ (i * 0x9E3779B97F4A7C15L);
    }
}
