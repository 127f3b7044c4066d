package adjutant.tools;

import static adjutant.tools.Plural.plural;

import adjutant.ai.RulesetAi;
import adjutant.ai.RulesetAis;
import adjutant.ai.eval.WeightSpace;
import adjutant.ai.eval.Weights;
import adjutant.ai.tuning.SpsaTuner;
import adjutant.ai.tuning.Tuner;
import adjutant.ai.tuning.TuningFitnessFactory;
import adjutant.ai.tuning.TuningResult;
import adjutant.ai.tuning.TuningSettings;
import adjutant.tools.cli.GameSetup;
import adjutant.tools.cli.OpeningsOption;
import adjutant.tools.cli.RulesOption;
import adjutant.tools.cli.ScenariosOption;
import adjutant.tools.cli.SeedOption;
import adjutant.tools.cli.ThreadsOption;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code adjutant tune}: evolves evaluation weights with a genetic algorithm, playing games
 * against a reference opponent. The games come from a {@link TuningFitnessFactory}: the one of the
 * scenarios' ruleset ({@link RulesetAi#tuning()}), or one a test gives.
 */
@Command(
        name = "tune",
        mixinStandardHelpOptions = true,
        description = {
            "Tune evaluation weights by playing games: a genetic algorithm (Jenetics, the default), or SPSA.",
            "Every candidate of a generation plays the same games, each game twice with sides swapped.",
            "After every generation OUT holds checkpoint.json, best.json, generations.csv and fitness.png;",
            "a killed run continues with --resume and ends exactly as an uninterrupted one.",
            "With --method spsa each step pits the weights pushed up against the same weights pushed down",
            "(--games-per-eval games each, default 2); OUT holds spsa.csv (a line a step) and, at the end,",
            "best.json (the mean weights of the second half of the steps) and spsa.png (their paths)."
        })
public final class TuneCommand implements Callable<Integer> {

    /** Openings by default: tuning meets many positions, and alpha-beta without chance needs them to. */
    static final int DEFAULT_OPENINGS = 4;

    @Mixin
    RulesOption rules;

    @Mixin
    ScenariosOption scenarios;

    @Option(names = "--population", defaultValue = "24", paramLabel = "P",
            description = "Weight vectors per generation, at least 4 (default: ${DEFAULT-VALUE}).")
    int population;

    @Option(names = "--generations", defaultValue = "30", paramLabel = "G",
            description = "Generations in total, at least 1; with --resume may extend a finished run (default: ${DEFAULT-VALUE}).")
    int generations;

    @Option(names = "--games-per-eval", paramLabel = "N",
            description = "Games per candidate and generation, or per side of an SPSA step: even, played as N/2 pairs"
                    + " with sides swapped (default: 8, with --method spsa 2).")
    Integer gamesPerEvalOption;

    int gamesPerEval;

    @Option(names = "--method", defaultValue = "ga", paramLabel = "ga|spsa",
            description = "ga: the genetic algorithm; spsa: simultaneous perturbation stochastic approximation (default: ${DEFAULT-VALUE}).")
    String method;

    @Option(names = "--steps", defaultValue = "300", paramLabel = "K",
            description = "SPSA: steps in all, at least 1; with --resume may extend a run (default: ${DEFAULT-VALUE}).")
    int steps;

    @Option(names = "--batch", paramLabel = "B",
            description = "SPSA: perturbations measured per step, each on its own games (default: --threads).")
    Integer batch;

    @Option(names = "--step-size", defaultValue = "0.003", paramLabel = "A0",
            description = "SPSA: how far the first step moves each weight, as a fraction of its range, per unit of the"
                    + " estimated gradient; later steps shrink as (k + 1 + K/10)^-0.602 (default: ${DEFAULT-VALUE}).")
    double stepSize;

    @Option(names = "--perturbation", defaultValue = "0.05", paramLabel = "C",
            description = "SPSA: how far each weight is pushed up and down, as a fraction of its range, in (0, 0.5];"
                    + " later steps shrink it as (k + 1)^-0.101 (default: ${DEFAULT-VALUE}).")
    double perturbation;

    @Mixin
    SeedOption seed;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Folder for the run's files.")
    Path out;

    @Option(names = "--resume", description = "Continue the run in DIR from its last checkpoint (same settings).")
    boolean resume;

    @Option(names = "--opponent", defaultValue = "reference", paramLabel = "SPEC",
            description = "Player spec of the fixed opponent; reference is the candidates' own player with the shipped weights (default: ${DEFAULT-VALUE}).")
    String opponent;

    @Option(names = "--budget", defaultValue = "1000", paramLabel = "ITERATIONS",
            description = "Search iterations per decision, for both players, unless --player names the player (default: ${DEFAULT-VALUE}).")
    long budget;

    @Mixin
    OpeningsOption openings;

    @Option(names = "--player", defaultValue = "", paramLabel = "SPEC",
            description = {"Player spec the candidates play with their weights, e.g. greedy or alphabeta:depth=1",
                "(default: MCTS in the chance version, alpha-beta in the other, with --budget iterations)."})
    String player;

    @Option(names = "--versus", defaultValue = "reference", paramLabel = "reference|champion",
            description = "Play the reference opponent, or the best of the previous generation (default: ${DEFAULT-VALUE}).")
    String versus;

    @Option(names = "--start", paramLabel = "FILE",
            description = {"Weights file the first population is scattered around, e.g. the shipped weights of the"
                    + " player being tuned (default: the hand-set weights)."})
    Path start;

    @Option(names = "--margin", defaultValue = "0", paramLabel = "W",
            description = "Weight, in [0, 1], of the loss margin (the share of its figures the enemy lost, less the"
                    + " candidate's own) in each game's score, beside win, draw or loss: between nearly equal players"
                    + " most games are won by the side, and the margin still tells who fought better (default: 0).")
    double margin;

    @Option(names = "--spread", defaultValue = "0.2", paramLabel = "F",
            description = "Scatter of the first population: standard deviation as a fraction of each weight's range,"
                    + " in (0, 1] (default: ${DEFAULT-VALUE}).")
    double spread;

    @Mixin
    ThreadsOption threads;

    @Option(names = "--progress", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Show a progress bar on standard error (default: on).")
    boolean progress;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Null: the fitness of the scenarios' ruleset, from its players' plug-in. */
    private final TuningFitnessFactory factory;

    /** The command with the fitness of the scenarios' ruleset ({@link RulesetAi#tuning()}). */
    public TuneCommand() {
        this.factory = null;
    }

    /** The command with games from {@code factory} (tests give it synthetic ones). */
    public TuneCommand(TuningFitnessFactory factory) {
        this.factory = Objects.requireNonNull(factory);
    }

    @Override
    public Integer call() {
        TuningSettings.Versus mode = validate();
        // Step 1. The games: the scenarios' ruleset and variant, and how weights are measured in them.
        GameSetup games = gameSetup();
        var request = new TuningFitnessFactory.Request(games.variant(), scenarios.texts().orElseThrow(), gamesPerEval,
                opponent, budget, openings.orElse(DEFAULT_OPENINGS), player.trim(), margin);
        var setup = (factory != null ? factory : RulesetAis.of(games.ruleset()).tuning()).create(request);
        if (mode == null) {
            return spsa(setup, request);
        }
        // Step 2. The run: its settings (what --resume must find again), threads, listeners, start.
        Tuner.Builder builder = Tuner.builder(setup.space(), setup.fitness(), settings(request, mode))
                .threads(threads.count())
                .spread(spread)
                .command(commandText())
                .listener(new FitnessPlot(out));
        if (start != null) {
            builder.start(startWeights(setup.space()));
        }
        // Step 3. Evolve, and say where the weights are.
        TuningResult result = run(builder);
        PrintWriter stdout = spec.commandLine().getOut();
        stdout.printf(Locale.ROOT, "tuned %s: best fitness %.4f, weights in %s%n",
                plural(result.generations(), "generation"), result.bestFitness(), out.resolve("best.json"));
        stdout.flush();
        return 0;
    }

    /**
     * The SPSA run: steps from --start (or the hand-set weights), resumed from spsa.csv when asked;
     * the averaged weights go to best.json with what produced them.
     */
    private Integer spsa(TuningFitnessFactory.Setup setup, TuningFitnessFactory.Request request) {
        var space = setup.space();
        Weights from = start != null ? startWeights(space) : space.defaults();
        int perStep = batch != null ? batch : threads.count();
        var settings = SpsaTuner.Settings.withFirstStep(steps, perStep, stepSize, perturbation, seed.seed());
        var provenance = new java.util.LinkedHashMap<String, Object>();
        provenance.put("tool", "adjutant tune --method spsa");
        provenance.put("command", commandText());
        provenance.put("seed", seed.seed());
        provenance.put("steps", steps);
        provenance.put("batch", perStep);
        provenance.put("stepSize", stepSize);
        provenance.put("perturbation", perturbation);
        provenance.put("date", java.time.Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString());
        provenance.putAll(request.describe());
        if (start != null) {
            provenance.put("start", start.toString());
        }
        provenance.put("averaged", "the mean weights of steps " + steps / 2 + " to " + (steps - 1));
        var tuner = new SpsaTuner(space, setup.fitness(), settings, threads.count());
        SpsaTuner.Result result;
        try (var bar = progress ? new SpsaProgress(steps) : null) {
            try {
                result = tuner.run(from, out, provenance, k -> {
                    if (bar != null) {
                        bar.stepTo(k + 1);
                    }
                });
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
        SpsaPlot.write(out, space.names(), result.steps());
        PrintWriter stdout = spec.commandLine().getOut();
        stdout.printf(Locale.ROOT, "SPSA: %s, weights (mean of the second half) in %s%n",
                plural(result.steps().size(), "step"), out.resolve("best.json"));
        for (String name : space.names()) {
            stdout.printf(Locale.ROOT, "  %-20s %8.3f (start %.3f)%n", name, result.weights().get(name), from.get(name));
        }
        stdout.flush();
        return 0;
    }

    /** The weights file of --start, conformed to the space; a bad one is a usage error. */
    private Weights startWeights(WeightSpace space) {
        try {
            return space.load(start);
        } catch (IllegalArgumentException | java.io.UncheckedIOException e) {
            throw new UsageException("--start: " + e.getMessage());
        }
    }

    /** The command line as typed, for provenance. */
    private String commandText() {
        return "adjutant " + String.join(" ", spec.root().commandLine().getParseResult().originalArgs());
    }

    /** The run's settings; the problem says what was tuned, for the checkpoint and the weights' provenance. */
    private TuningSettings settings(TuningFitnessFactory.Request request, TuningSettings.Versus mode) {
        var problem = new java.util.LinkedHashMap<>(request.describe());
        if (start != null) {
            problem.put("start", start.toString());
        }
        if (spread != Tuner.DEFAULT_SPREAD) {
            problem.put("spread", Double.toString(spread));
        }
        return new TuningSettings(population, generations, seed.seed(), mode, problem);
    }

    /** Runs the tuner in {@code --out}, with a progress bar unless --no-progress. */
    private TuningResult run(Tuner.Builder builder) {
        TuningProgress bar = progress ? new TuningProgress() : null;
        if (bar != null) {
            builder.listener(bar);
        }
        try {
            return builder.build().run(out, resume);
        } finally {
            if (bar != null) {
                bar.close();
            }
        }
    }

    /**
     * The ruleset and variant of the games: every scenario's ruleset must be the same, and agree
     * with {@code --rules} when given; the variant is {@code --rules}'s, else the first scenario's.
     */
    private GameSetup gameSetup() {
        return scenarios.setups(rules, "a tuning run plays one ruleset").get(0);
    }

    // Checks the arguments; each problem is a one-line usage error (exit code 2). Null: SPSA.
    private TuningSettings.Versus validate() {
        boolean isSpsa = switch (method) {
            case "ga" -> false;
            case "spsa" -> true;
            default -> throw new UsageException("--method must be ga or spsa, got '" + method + "'");
        };
        gamesPerEval = gamesPerEvalOption != null ? gamesPerEvalOption : isSpsa ? 2 : 8;
        if (scenarios.given().isEmpty()) {
            throw new UsageException("missing --scenario NAME|FILE...");
        }
        if (population < 4) {
            throw new UsageException("--population must be at least 4, got " + population);
        }
        if (generations < 1) {
            throw new UsageException("--generations must be at least 1, got " + generations);
        }
        if (gamesPerEval < 2 || gamesPerEval % 2 != 0) {
            throw new UsageException("--games-per-eval must be even and at least 2 (games are played in pairs"
                    + " with sides swapped), got " + gamesPerEval);
        }
        if (budget < 1) {
            throw new UsageException("--budget must be at least 1 iteration, got " + budget);
        }
        threads.count(); // checks it
        if (!(margin >= 0 && margin <= 1)) {
            throw new UsageException("--margin must be in [0, 1], got " + margin);
        }
        if (!(spread > 0 && spread <= 1)) {
            throw new UsageException("--spread must be in (0, 1], got " + spread);
        }
        if (start != null && !Files.isRegularFile(start)) {
            throw new UsageException("--start " + start + " is not a file");
        }
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new UsageException("--out " + out + " is a file, not a folder");
        }
        if (isSpsa) {
            validateSpsa();
            return null;
        }
        boolean hasRun = Files.exists(out.resolve("checkpoint.json"));
        if (resume && !hasRun) {
            throw new UsageException("--resume: " + out + " holds no checkpoint.json to resume");
        }
        if (!resume && hasRun) {
            throw new UsageException(out + " already holds a tuning run; add --resume to continue it or choose another --out");
        }
        return switch (versus) {
            case "reference" -> TuningSettings.Versus.REFERENCE;
            case "champion" -> TuningSettings.Versus.CHAMPION;
            default -> throw new UsageException("--versus must be reference or champion, got '" + versus + "'");
        };
    }

    private void validateSpsa() {
        if (steps < 1) {
            throw new UsageException("--steps must be at least 1, got " + steps);
        }
        if (batch != null && batch < 1) {
            throw new UsageException("--batch must be at least 1, got " + batch);
        }
        if (!(stepSize > 0)) {
            throw new UsageException("--step-size must be greater than 0, got " + stepSize);
        }
        if (!(perturbation > 0 && perturbation <= 0.5)) {
            throw new UsageException("--perturbation must be in (0, 0.5], got " + perturbation);
        }
        if (!"reference".equals(versus)) {
            throw new UsageException("--versus is for the genetic algorithm; SPSA plays the weights pushed up against the same weights pushed down");
        }
        boolean hasRun = Files.exists(out.resolve("spsa.csv"));
        if (resume && !hasRun) {
            throw new UsageException("--resume: " + out + " holds no spsa.csv to resume");
        }
        if (!resume && hasRun) {
            throw new UsageException(out + " already holds an SPSA run; add --resume to continue it or choose another --out");
        }
    }
}
