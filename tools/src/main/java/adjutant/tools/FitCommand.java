package adjutant.tools;

import static adjutant.tools.Plural.plural;

import adjutant.ai.Match;
import adjutant.ai.Player;
import adjutant.ai.RulesetAi;
import adjutant.ai.RulesetAis;
import adjutant.ai.eval.EvaluationFeatures;
import adjutant.ai.eval.WeightSpace;
import adjutant.ai.eval.Weights;
import adjutant.ai.tuning.OutcomeFit;
import adjutant.ai.tuning.OutcomeSamples;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Ruleset;
import adjutant.tools.cli.GameSetup;
import adjutant.tools.cli.OpeningsOption;
import adjutant.tools.cli.PlayersOption;
import adjutant.tools.cli.RulesOption;
import adjutant.tools.cli.ScenariosOption;
import adjutant.tools.cli.SeedOption;
import adjutant.tools.cli.ThreadsOption;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code adjutant fit}: a value function learned from played games. Plays games between two
 * players, takes the evaluation's features of every position a player decided in, and fits the
 * weights that best forecast each game's outcome from them ({@link OutcomeFit}). Some games are
 * held out and the forecast is scored on them, beside the hand-set weights and any others given.
 */
@Command(
        name = "fit",
        mixinStandardHelpOptions = true,
        description = {
            "Fit evaluation weights to the outcomes of played games (logistic regression on the evaluation's features).",
            "Games are played in pairs with the sides swapped; some are held out to score the fit against other weights."
        })
final class FitCommand implements Callable<Integer> {

    static final int DEFAULT_OPENINGS = 4;

    @Mixin
    RulesOption rules;

    @Mixin
    ScenariosOption scenarios;

    @Mixin
    PlayersOption players;

    @Mixin
    SeedOption seed;

    @Mixin
    OpeningsOption openings;

    @Option(names = "--games", defaultValue = "200", paramLabel = "N",
            description = "Games per scenario, even: N/2 seeds, each played twice with the sides swapped (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--holdout", defaultValue = "0.25", paramLabel = "F",
            description = "Share of each scenario's game pairs kept out of the fit and used to score it, in [0, 1) (default: ${DEFAULT-VALUE}).")
    double holdout;

    @Option(names = "--ridge", defaultValue = "0.001", paramLabel = "L",
            description = "Penalty on the weights' squared length, at least 0: keeps features the games barely vary from"
                    + " taking huge weights (default: ${DEFAULT-VALUE}).")
    double ridge;

    @Option(names = "--compare", paramLabel = "FILE", arity = "1..*",
            description = "Weights files scored on the held-out games beside the fit and the hand-set weights.")
    List<Path> compare = new ArrayList<>();

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "Where to write the fitted weights (JSON, with their provenance).")
    Path out;

    @Mixin
    ThreadsOption threads;

    @Option(names = "--progress", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Show a progress bar on standard error (default: on).")
    boolean progress;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        validate();
        List<GameSetup> setups = scenarios.setups(rules, "a fit is of one ruleset's evaluation");
        GameSetup first = setups.get(0);
        setups.forEach(s -> {
            s.checkPlayer(players.blue());
            s.checkPlayer(players.red());
        });
        return fit(first.ruleset(), setups);
    }

    private <S extends GameState<S>, A> int fit(Ruleset<S, A> ruleset, List<GameSetup> setups) {
        RulesetAi<S, A> ai = RulesetAis.of(ruleset);
        EvaluationFeatures<S> features = ai.features().orElseThrow(() -> new UsageException(
                ruleset.id() + " has no linear evaluation whose weights could be fitted"));
        List<Weights> compared = loadCompared(features.space());
        // Step 1. Play, keeping each game's positions apart, the held-out pairs on their own.
        List<OutcomeSamples.Game> fitted = new ArrayList<>();
        List<OutcomeSamples.Game> heldOut = new ArrayList<>();
        List<GameTask> tasks = tasks(setups);
        List<OutcomeSamples.Game> played = play(ruleset, ai, features, tasks);
        for (int i = 0; i < tasks.size(); i++) {
            (isHeldOut(tasks.get(i).pair()) ? heldOut : fitted).add(played.get(i));
        }
        // Step 2. Fit, and score every set of weights on the games the fit did not see.
        OutcomeSamples.Table train = OutcomeSamples.Table.of(fitted);
        if (train.size() == 0) {
            throw new UsageException("the games gave no position to fit (every game ended in its opening)");
        }
        OutcomeFit.Result result = OutcomeFit.fit(train.features(), train.blueScores(), ridge);
        Weights weights = Weights.of(features.space().names(), result.weights()).withProvenance(provenance(
                fitted, heldOut, result));
        weights.save(out);
        // Step 3. Report.
        report(features.space(), weights, compared, fitted, heldOut, result);
        return 0;
    }

    /** One game to play: its scenario, the pair it belongs to, and whether it is the pair's swapped game. */
    private record GameTask(GameSetup setup, int scenarioIndex, int pair, boolean swapped) {}

    private List<GameTask> tasks(List<GameSetup> setups) {
        List<GameTask> tasks = new ArrayList<>();
        for (int s = 0; s < setups.size(); s++) {
            for (int i = 0; i < games; i++) {
                tasks.add(new GameTask(setups.get(s), s, i / 2, i % 2 == 1));
            }
        }
        return tasks;
    }

    /** Every game, on --threads threads; each game's players and luck come from its own seed, so the threads change nothing. */
    private <S extends GameState<S>, A> List<OutcomeSamples.Game> play(Ruleset<S, A> ruleset, RulesetAi<S, A> ai,
            EvaluationFeatures<S> features, List<GameTask> tasks) {
        ExecutorService pool = Executors.newFixedThreadPool(threads.count());
        try (ProgressBar bar = progress ? new ProgressBarBuilder().setTaskName("games").setInitialMax(tasks.size())
                .setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(500).build() : null) {
            List<Future<OutcomeSamples.Game>> futures = new ArrayList<>();
            for (GameTask t : tasks) {
                futures.add(pool.submit(() -> {
                    OutcomeSamples.Game g = playOne(ruleset, ai, features, t);
                    if (bar != null) {
                        bar.step();
                    }
                    return g;
                }));
            }
            List<OutcomeSamples.Game> played = new ArrayList<>();
            for (Future<OutcomeSamples.Game> f : futures) {
                played.add(f.get());
            }
            return played;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    private <S extends GameState<S>, A> OutcomeSamples.Game playOne(Ruleset<S, A> ruleset, RulesetAi<S, A> ai,
            EvaluationFeatures<S> features, GameTask t) {
        long gameSeed = SelfplayCommand.gameSeed(seed.seed() + t.scenarioIndex(), t.pair());
        GameSetup setup = t.setup();
        Player<S, A> a = ai.players(ruleset, setup.variant(), gameSeed * 31 + 1).create(players.blue());
        Player<S, A> b = ai.players(ruleset, setup.variant(), gameSeed * 31 + 2).create(players.red());
        OutcomeSamples<S, A> samples = new OutcomeSamples<>(features);
        Match.Result<S, A> res = Match.play(ruleset, setup.scenario(), setup.variant(), gameSeed,
                t.swapped() ? b : a, t.swapped() ? a : b, 0, openings.orElse(DEFAULT_OPENINGS), samples);
        return samples.game(res.outcome());
    }

    /** Whether game pair {@code pair} is held out: ⌊(p+1)h⌋ > ⌊ph⌋ spreads a share h of the pairs evenly. */
    boolean isHeldOut(int pair) {
        return Math.floor((pair + 1) * holdout) > Math.floor(pair * holdout);
    }

    private void report(WeightSpace space, Weights weights, List<Weights> compared, List<OutcomeSamples.Game> fitted,
            List<OutcomeSamples.Game> heldOut, OutcomeFit.Result result) {
        PrintWriter o = spec.commandLine().getOut();
        o.printf(Locale.ROOT, "fitted on %s (%s), in %s of Newton's method; log-loss %.4f on them%n",
                plural(fitted.size(), "game"), plural(positions(fitted), "position"),
                plural(result.steps(), "step"), result.logLoss());
        if (positions(heldOut) > 0) {
            OutcomeSamples.Table test = OutcomeSamples.Table.of(heldOut);
            o.printf(Locale.ROOT, "log-loss on the %s held out (%s; lower forecasts the outcomes better, %.4f knows nothing):%n",
                    plural(heldOut.size(), "game"), plural(test.size(), "position"), Math.log(2));
            o.printf(Locale.ROOT, "  %-28s %.4f%n", "fitted", OutcomeFit.logLoss(weights.values(), test.features(), test.blueScores()));
            o.printf(Locale.ROOT, "  %-28s %.4f%n", "hand-set",
                    OutcomeFit.logLoss(space.defaults().values(), test.features(), test.blueScores()));
            for (int i = 0; i < compared.size(); i++) {
                o.printf(Locale.ROOT, "  %-28s %.4f%n", compare.get(i).getFileName(),
                        OutcomeFit.logLoss(compared.get(i).values(), test.features(), test.blueScores()));
            }
        }
        o.println("weights (fitted, hand-set):");
        for (int i = 0; i < space.size(); i++) {
            o.printf(Locale.ROOT, "  %-20s %8.3f %8.3f%n", space.names().get(i), weights.get(i), space.get(i).defaultValue());
        }
        o.println("written to " + out);
        o.flush();
    }

    private Map<String, Object> provenance(List<OutcomeSamples.Game> fitted, List<OutcomeSamples.Game> heldOut, OutcomeFit.Result result) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("tool", "adjutant fit");
        p.put("command", "adjutant " + String.join(" ", spec.root().commandLine().getParseResult().originalArgs()));
        p.put("seed", seed.seed());
        p.put("date", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
        p.put("blue", players.blue().toString());
        p.put("red", players.red().toString());
        p.put("scenarios", String.join(" ", scenarios.texts().orElseThrow()));
        p.put("gamesFitted", fitted.size());
        p.put("positionsFitted", positions(fitted));
        p.put("gamesHeldOut", heldOut.size());
        p.put("logLoss", result.logLoss());
        p.put("ridge", ridge);
        return p;
    }

    private static int positions(List<OutcomeSamples.Game> games) {
        return games.stream().mapToInt(g -> g.positions().size()).sum();
    }

    private List<Weights> loadCompared(WeightSpace space) {
        List<Weights> list = new ArrayList<>();
        for (Path file : compare) {
            try {
                list.add(space.load(file));
            } catch (IllegalArgumentException | java.io.UncheckedIOException e) {
                throw new UsageException("--compare: " + e.getMessage());
            }
        }
        return list;
    }

    private void validate() {
        if (scenarios.given().isEmpty()) {
            throw new UsageException("missing --scenario NAME|FILE...");
        }
        if (games < 2 || games % 2 != 0) {
            throw new UsageException("--games must be even and at least 2 (games are played in pairs with sides swapped), got " + games);
        }
        if (!(holdout >= 0 && holdout < 1)) {
            throw new UsageException("--holdout must be in [0, 1), got " + holdout);
        }
        threads.count(); // checks it
        if (!(ridge >= 0)) {
            throw new UsageException("--ridge must be at least 0, got " + ridge);
        }
        for (Path file : compare) {
            if (!Files.isRegularFile(file)) {
                throw new UsageException("--compare " + file + " is not a file");
            }
        }
        if (Files.isDirectory(out)) {
            throw new UsageException("--out " + out + " is a folder; give the weights file's name");
        }
    }
}
