package adjutant.tools.tournament;

import static adjutant.tools.Plural.plural;

import adjutant.engine.game.RulesChoice;
import adjutant.tools.UsageException;
import adjutant.tools.cli.Converters;
import adjutant.tools.cli.OpeningsOption;
import adjutant.tools.cli.RulesOption;
import adjutant.tools.cli.ScenariosOption;
import adjutant.tools.cli.SeedOption;
import adjutant.tools.stats.Sprt;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code adjutant tournament}: bot-against-bot games with ratings, in the manner of cutechess-cli. */
@Command(
        name = "tournament",
        mixinStandardHelpOptions = true,
        description = {
            "Plays players against each other in pairs of games (the same seed twice, sides swapped) and "
                    + "rates them by Elo with 95%% intervals.",
            "Writes to DIR: tournament.json (parameters), games.jsonl (one line per finished game), games/ "
                    + "(game records), standings.csv, standings.json and ratings.png.",
        },
        footer = {
            "",
            "Examples:",
            "  adjutant tournament --players mcts:think=200ms alphabeta:depth=4 greedy --scenario skirmish "
                    + "--rules chance --games 20 --out runs/rr1",
            "  adjutant tournament --players mcts:weights=tuned.json mcts --scenario skirmish "
                    + "--rules without-chance --games 2000 --sprt 0,5,0.05,0.05 --out runs/sprt1",
            "  adjutant tournament --resume --out runs/sprt1",
        })
public final class TournamentCommand implements Callable<Integer> {

    private static final Duration DEFAULT_TIME_MARGIN = Duration.ofMillis(100);

    @Option(names = "--players", arity = "1..*", paramLabel = "SPEC",
            description = "Player specs, e.g. mcts:think=200ms alphabeta:depth=4 greedy random. "
                    + "A spec given twice is named SPEC#1, SPEC#2.")
    List<String> players;

    @Mixin
    ScenariosOption scenarios;

    @Mixin
    RulesOption rules;

    @Option(names = "--games", paramLabel = "N",
            description = "Games per pairing; even, since each seed is played twice with the sides swapped. "
                    + "With --sprt, the most games to play.")
    Integer games;

    @Option(names = "--format", paramLabel = "round-robin|gauntlet",
            description = "round-robin: every pair of players (default); gauntlet: the first player against each other.")
    String format;

    @Option(names = "--concurrency", paramLabel = "K",
            description = "Games played at once (default: the number of processors). Results do not depend on it.")
    Integer concurrency;

    @Mixin
    SeedOption seed;

    @Option(names = "--sprt", paramLabel = "elo0,elo1,alpha,beta",
            description = "Stop when the sequential probability ratio test decides between Elo difference elo0 (H0) "
                    + "and elo1 (H1), e.g. 0,5,0.05,0.05. Tests the first player against the second: needs two "
                    + "players, or --format gauntlet (then the test's decision stops the whole gauntlet).")
    String sprt;

    @Option(names = "--time-margin", paramLabel = "DURATION", converter = Converters.Durations.class,
            description = "How far a player may overrun its per-move time before it forfeits the game (default: 100ms).")
    Duration timeMargin;

    @Mixin
    OpeningsOption openings;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Directory for the results.")
    Path out;

    @Option(names = "--resume",
            description = "Continue the tournament in DIR, skipping finished games. Other options may be left out "
                    + "(they are read from DIR/tournament.json); those given must match, except --concurrency.")
    boolean resume;

    @Option(names = "--no-progress", description = "Do not show the progress bar.")
    boolean noProgress;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private final MatchRunnerFactory factory;

    /** The command with real games of every installed ruleset. */
    public TournamentCommand() {
        this(new RulesetRunners());
    }

    /** The command with games from {@code factory} (tests give it fake ones). */
    public TournamentCommand(MatchRunnerFactory factory) {
        this.factory = factory;
    }

    @Override
    public Integer call() throws Exception {
        TournamentParams params = params();
        int threads = concurrency == null ? Runtime.getRuntime().availableProcessors() : concurrency;
        if (threads < 1) {
            throw new UsageException("--concurrency must be at least 1, not " + threads);
        }
        params.scenarios().stream().distinct()
                .forEach(s -> check("--scenario", () -> factory.checkScenario(s, params.rules())));
        params.players().stream().distinct().forEach(p -> check("--players", () -> factory.checkPlayer(p)));

        Progress progress = new Progress(!noProgress, spec.commandLine().getErr());
        Standings standings;
        try {
            standings = new Tournament(out, params, factory, threads, progress).run();
        } finally {
            progress.close();
        }
        spec.commandLine().getOut().print(StandingsFiles.summary(standings));
        spec.commandLine().getOut().flush();
        return 0;
    }

    /** The parameters from the options, or for --resume from DIR with the options given checked against them. */
    private TournamentParams params() throws java.io.IOException {
        Optional<TournamentParams> stored = Tournament.storedParams(out);
        if (!resume) {
            if (Tournament.holdsTournament(out)) {
                throw new UsageException("--out " + out + " already holds a tournament: add --resume to continue it, "
                        + "or choose another directory");
            }
            for (var required : List.of(
                    new Object[] {players, "--players"}, new Object[] {scenarios.given().orElse(null), "--scenario"},
                    new Object[] {games, "--games"})) {
                if (required[0] == null) {
                    throw new UsageException("missing " + required[1] + " (needed unless --resume)");
                }
            }
            return build(players, format == null ? "round-robin" : format, scenarios.texts().orElseThrow(),
                    rules.choice(), games, seed.seed(), Optional.ofNullable(sprt),
                    timeMargin == null ? DEFAULT_TIME_MARGIN : timeMargin, openings.orElse(0));
        }
        TournamentParams was = stored.orElseThrow(() ->
                new UsageException("--resume: " + out + " holds no tournament (no " + Tournament.PARAMS_FILE + ")"));
        TournamentParams given = build(
                players == null ? was.players() : players,
                format == null ? was.format().id() : format,
                scenarios.texts().orElse(was.scenarios()),
                rules.choice().or(was::rules),
                games == null ? was.gamesPerPairing() : games,
                seed.given().orElse(was.seed()),
                sprt == null ? was.sprt().map(TournamentCommand::sprtText) : Optional.of(sprt),
                timeMargin == null ? was.timeMargin() : timeMargin,
                openings.given().orElse(was.openingPlies()));
        List<String> differences = was.differencesFrom(given);
        if (!differences.isEmpty()) {
            throw new UsageException("--resume: " + out + " holds a different tournament (" + String.join("; ", differences)
                    + "); leave these options out or start a new run in another --out");
        }
        return was;
    }

    private static TournamentParams build(List<String> players, String format, List<String> scenarios,
            Optional<RulesChoice> rules,
            int games, long seed, Optional<String> sprt, Duration timeMargin, int openingPlies) {
        if (players.size() < 2) {
            throw new UsageException("--players needs at least two players, got " + players.size());
        }
        if (games % 2 != 0 || games < 2) {
            throw new UsageException("--games must be even and at least 2: each seed is played twice with the sides "
                    + "swapped (got " + games + ")");
        }
        Format f = parse("--format", () -> Format.fromId(format));
        Optional<Sprt> test = sprt.isPresent() ? Optional.of(parse("--sprt", () -> Sprt.parse(sprt.get()))) : Optional.empty();
        return parse(test.isPresent() ? "--sprt" : "--players",
                () -> new TournamentParams(players, f, scenarios, rules, games, seed, test, timeMargin, openingPlies));
    }

    private static String sprtText(Sprt s) {
        return String.format(Locale.ROOT, "%s,%s,%s,%s", s.elo0(), s.elo1(), s.alpha(), s.beta());
    }

    /** Runs a parser, turning its IllegalArgumentException into a usage error naming the option. */
    private static <T> T parse(String option, java.util.function.Supplier<T> parser) {
        try {
            return parser.get();
        } catch (IllegalArgumentException e) {
            throw new UsageException(option + ": " + e.getMessage());
        }
    }

    private static void check(String option, Runnable check) {
        parse(option, () -> {
            check.run();
            return null;
        });
    }

    /** The progress bar on stderr: games done, ETA and the leader (or the SPRT's LLR). */
    private static final class Progress implements Tournament.Listener {
        private final boolean show;
        private final java.io.PrintWriter err;
        private ProgressBar bar;

        Progress(boolean show, java.io.PrintWriter err) {
            this.show = show;
            this.err = err;
        }

        @Override
        public void started(Standings initial, int remaining) {
            int total = initial.schedule().size();
            err.printf(Locale.ROOT, "tournament: %s, %s, %s, %d to play%n",
                    plural(initial.schedule().entrants().size(), "player"),
                    plural(initial.schedule().pairings().size(), "pairing"), plural(total, "game"), remaining);
            err.flush();
            if (show && remaining > 0) {
                bar = new ProgressBarBuilder()
                        .setTaskName("games")
                        .setInitialMax(total)
                        .setStyle(ProgressBarStyle.ASCII)
                        .setUpdateIntervalMillis(500)
                        .startsFrom(initial.gamesPlayed(), Duration.ZERO)
                        .build();
                bar.setExtraMessage(message(initial));
            }
        }

        @Override
        public void finished(FinishedGame game, Standings standings) {
            if (bar != null) {
                bar.stepTo(standings.gamesPlayed());
                bar.setExtraMessage(message(standings));
            }
        }

        @Override
        public void warn(String message) {
            err.println("adjutant tournament: warning: " + message);
            err.flush();
        }

        private static String message(Standings s) {
            if (s.sprt().isPresent()) {
                return String.format(Locale.ROOT, "LLR %.2f", s.sprt().get().current().llr());
            }
            return s.leader().map(r -> String.format(Locale.ROOT, "leader %s %.1f%%", r.entrant().name(), r.scorePercent()))
                    .orElse("");
        }

        void close() {
            if (bar != null) {
                bar.close();
            }
        }
    }
}
