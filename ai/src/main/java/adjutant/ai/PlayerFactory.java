package adjutant.ai;

import adjutant.ai.alphabeta.AlphaBetaConfig;
import adjutant.ai.alphabeta.AlphaBetaPlayer;
import adjutant.ai.mcts.MctsConfig;
import adjutant.ai.mcts.MctsPlayer;
import adjutant.ai.mcts.ParallelMctsPlayer;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Observation;
import adjutant.engine.game.Rules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Builds any player from a {@link PlayerSpec} for one ruleset. The ruleset supplies its rules,
 * its evaluators (by weights file) and its action ordering; the factory's seed is used unless
 * the spec says {@code seed=}.
 *
 * <p>Budgets: {@code think=} sets a time limit, {@code iterations=} (mcts) or {@code nodes=}
 * (alphabeta) an iteration limit; both may be given. Without either, mcts runs 1000 iterations
 * and alphabeta 20000 nodes, or as many nodes as {@code depth=} needs when a depth is given.
 * The built player reports its budget as {@link Player#defaultBudget()}. {@code scripted} is the
 * ruleset's own hand-written commander, given with {@link #scripted}.
 */
public final class PlayerFactory<S extends GameState<S>, A> {

    public static final long DEFAULT_MCTS_ITERATIONS = 1000;
    public static final long DEFAULT_ALPHABETA_NODES = 20_000;

    private final Rules<S, A> rules;
    private final EvaluatorSource<S> evaluators;
    private final ActionOrdering<S, A> ordering;
    private final RolloutPolicy<S, A> rolloutPolicy;
    private final ChanceGrouping<S, A> grouping;
    private final long seed;
    /** With hidden information: what a side may see, and how many samples a searching player decides over. */
    private Observation<S> observation;
    private int samples = 1;
    /** The ruleset's hand-written commander, if it has one. */
    private ScriptedCommanders<S, A> scripted = ScriptedCommanders.none("this ruleset");
    /** What an {@code mcts} spec leaves unsaid; the ruleset may set its own ({@link #mctsDefaults}). */
    private MctsConfig mctsDefaults = MctsConfig.defaults();
    /** Who plays MCTS's rollouts when the spec does not say ({@code policy=}). */
    private String rolloutDefault = "random";
    /** What MCTS's root prior scores an action at, where one decision shows too little. */
    private ActionForesight<S, A> foresight = ActionForesight.none();
    /** The rules as the searching players see them: {@link #rules}, less what the ruleset's pruning leaves out. */
    private Rules<S, A> searchRules;

    public PlayerFactory(Rules<S, A> rules, EvaluatorSource<S> evaluators, ActionOrdering<S, A> ordering, long seed) {
        this(rules, evaluators, ordering, RolloutPolicy.uniform(rules), ChanceGrouping.none(), seed);
    }

    public PlayerFactory(Rules<S, A> rules, EvaluatorSource<S> evaluators, ActionOrdering<S, A> ordering,
            RolloutPolicy<S, A> rolloutPolicy, ChanceGrouping<S, A> grouping, long seed) {
        this.rolloutPolicy = Objects.requireNonNull(rolloutPolicy);
        this.grouping = Objects.requireNonNull(grouping);
        this.rules = Objects.requireNonNull(rules);
        this.searchRules = rules;
        this.evaluators = Objects.requireNonNull(evaluators);
        this.ordering = Objects.requireNonNull(ordering);
        this.seed = seed;
    }

    /**
     * Makes the searching players (greedy, mcts, alphabeta) decide from what their side may see,
     * over {@code samples} determinized states each ({@link DeterminizingPlayer}); random play
     * needs no view, as it looks at nothing but its own legal actions.
     */
    public PlayerFactory<S, A> hiding(Observation<S> observation, int samples) {
        if (samples < 1) {
            throw new IllegalArgumentException("samples must be at least 1");
        }
        this.observation = Objects.requireNonNull(observation);
        this.samples = samples;
        return this;
    }

    /** Lets {@code scripted} name the ruleset's hand-written commander. */
    public PlayerFactory<S, A> scripted(ScriptedCommanders<S, A> commanders) {
        this.scripted = Objects.requireNonNull(commanders);
        return this;
    }

    /** The settings an {@code mcts} spec starts from, where the ruleset's games want other than {@link MctsConfig#defaults()}. */
    public PlayerFactory<S, A> mctsDefaults(MctsConfig defaults) {
        this.mctsDefaults = Objects.requireNonNull(defaults);
        return this;
    }

    /** Who plays MCTS's rollouts unless a spec says ({@code random} or {@code scripted}). */
    public PlayerFactory<S, A> rolloutDefault(String policy) {
        if (!PlayerKind.Type.POLICY.accepts(policy)) {
            throw new IllegalArgumentException("a rollout policy is " + PlayerKind.Type.POLICY.description() + ", not " + policy);
        }
        this.rolloutDefault = policy;
        return this;
    }

    /** Who plays MCTS's rollouts unless a spec says: {@code random} or {@code scripted}. */
    public String rolloutDefault() {
        return rolloutDefault;
    }

    /** Lets MCTS's root prior look further than one decision where the ruleset knows how ({@link ActionForesight}). */
    public PlayerFactory<S, A> foresight(ActionForesight<S, A> foresight) {
        this.foresight = Objects.requireNonNull(foresight);
        return this;
    }

    /** Makes greedy, mcts and alphabeta leave out what {@code pruning} calls pointless; random play sees every legal action. */
    public PlayerFactory<S, A> pruning(CandidatePruning<S, A> pruning) {
        this.searchRules = new PrunedRules<>(rules, pruning);
        return this;
    }

    /** Whether {@code scripted} names a commander of this ruleset. */
    public boolean hasScripted() {
        return scripted.exists();
    }

    /** Parses and builds, e.g. {@code create("mcts:think=1s")}. */
    public Player<S, A> create(String spec) {
        return create(PlayerSpec.parse(spec));
    }

    public Player<S, A> create(PlayerSpec spec) {
        String name = spec.toString();
        long playerSeed = spec.kind().setting("seed").isPresent() ? spec.count("seed").orElse(seed) : seed;
        if (observation == null) {
            Player<S, A> player = build(spec, playerSeed);
            boolean searches = spec.kind() == PlayerKind.MCTS || spec.kind() == PlayerKind.ALPHABETA;
            return searches ? new RepetitionAvoidingPlayer<>(player) : player;
        }
        if (spec.kind() == PlayerKind.RANDOM) {
            return build(spec, playerSeed);
        }
        List<Player<S, A>> searches = new ArrayList<>(samples);
        for (int i = 0; i < samples; i++) {
            searches.add(build(spec, playerSeed + 0x9E3779B97F4A7C15L * i));
        }
        return new DeterminizingPlayer<>(name, rules, observation, searches, playerSeed);
    }

    private Player<S, A> build(PlayerSpec spec, long playerSeed) {
        String name = spec.toString();
        try {
            return switch (spec.kind()) {
                case RANDOM -> new RandomPlayer<>(name, rules, playerSeed);
                case GREEDY -> new GreedyPlayer<>(name, searchRules, evaluator(spec),
                        (int) Math.min(Integer.MAX_VALUE, spec.count("cap").orElse(GreedyPlayer.DEFAULT_OUTCOME_CAP)));
                case MCTS -> mcts(spec, playerSeed);
                case ALPHABETA -> new AlphaBetaPlayer<>(name, searchRules, evaluator(spec), ordering, grouping, alphaBetaConfig(spec));
                case SCRIPTED -> scripted.create(name, playerSeed);
            };
        } catch (PlayerSpecException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new PlayerSpecException("bad settings in '" + name + "': " + e.getMessage());
        }
    }

    /** The most threads {@code mcts:threads=} may ask for. */
    public static final int MOST_THREADS = 64;

    /**
     * One MCTS search, or with {@code threads=N} above 1, N of them side by side ({@link ParallelMctsPlayer}),
     * seeded apart (the first as one alone would be), on a tree each that share the tree memory
     * ({@code parallel=root}) or on one tree ({@code parallel=tree}).
     */
    private Player<S, A> mcts(PlayerSpec spec, long playerSeed) {
        long threads = spec.count("threads").orElse(1);
        if (threads < 1 || threads > MOST_THREADS) {
            throw new IllegalArgumentException("threads must be 1 to " + MOST_THREADS + ", not " + threads);
        }
        ParallelMctsPlayer.Sharing sharing = ParallelMctsPlayer.Sharing.of(spec.parallel("parallel").orElse("root"));
        MctsConfig config = mctsConfig(spec);
        if (sharing == ParallelMctsPlayer.Sharing.ROOT) { // treemb is the player's, not each tree's
            config = config.withTreeBytes(Math.max(MctsConfig.BYTES_PER_NODE, config.treeBytes() / threads));
        }
        Evaluator<S> prior = evaluator(spec);
        Evaluator<S> leaves = spec.path("leafweights").map(leaf -> evaluators.evaluator(spec.kind(), Optional.of(leaf)))
                .orElse(prior);
        List<MctsPlayer<S, A>> searches = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            long seed = playerSeed + 0x9E3779B97F4A7C15L * i;
            searches.add(new MctsPlayer<>(spec.toString(), searchRules, prior, leaves, ordering,
                    rolloutPolicy(spec, seed), grouping,
                    foresight, config, seed));
        }
        return threads == 1 ? searches.get(0) : new ParallelMctsPlayer<>(spec.toString(), searchRules, searches, sharing);
    }

    /** The ruleset's random rollouts, or its scripted commander playing them (seeded as the player is). */
    private RolloutPolicy<S, A> rolloutPolicy(PlayerSpec spec, long playerSeed) {
        return spec.policy("policy").orElse(rolloutDefault).equals("scripted")
                ? RolloutPolicy.of(rules, scripted.create("scripted rollouts", playerSeed))
                : rolloutPolicy;
    }

    private Evaluator<S> evaluator(PlayerSpec spec) {
        return evaluators.evaluator(spec.kind(), spec.path("weights"));
    }

    private MctsConfig mctsConfig(PlayerSpec spec) {
        MctsConfig d = mctsDefaults;
        return new MctsConfig(
                spec.number("c").orElse(d.exploration()),
                (int) Math.min(Integer.MAX_VALUE, spec.count("rollout").orElse(d.rolloutLength())),
                spec.number("widen").orElse(d.wideningK()),
                spec.number("widenexp").orElse(d.wideningAlpha()),
                spec.number("mix").orElse(d.minimaxMix()),
                (int) Math.min(Integer.MAX_VALUE, spec.count("prior").orElse(d.priorVisits())),
                spec.count("treemb").isPresent() ? spec.count("treemb").getAsLong() << 20 : d.treeBytes(),
                budget(spec.duration("think"), spec.count("iterations"), DEFAULT_MCTS_ITERATIONS));
    }

    private static AlphaBetaConfig alphaBetaConfig(PlayerSpec spec) {
        AlphaBetaConfig d = AlphaBetaConfig.defaults();
        OptionalLong depth = spec.count("depth");
        // A depth alone bounds the search; otherwise a node budget keeps it finite.
        long defaultNodes = depth.isPresent() ? Long.MAX_VALUE : DEFAULT_ALPHABETA_NODES;
        return new AlphaBetaConfig(
                (int) Math.min(Integer.MAX_VALUE, depth.orElse(d.maxDepth())),
                true,
                (int) Math.min(Integer.MAX_VALUE, spec.count("ttmb").orElse(d.transpositionMegabytes())),
                budget(spec.duration("think"), spec.count("nodes"), defaultNodes));
    }

    private static Budget budget(Optional<Duration> think, OptionalLong iterations, long defaultIterations) {
        if (think.isEmpty() && iterations.isEmpty()) {
            return Budget.ofIterations(defaultIterations);
        }
        long millis = think.map(t -> Math.max(1, t.toMillis())).orElse(0L);
        return new Budget(millis, iterations.orElse(0));
    }
}
