package adjutant.ai.mcts;

import adjutant.ai.ActionForesight;
import adjutant.ai.ActionOrdering;
import adjutant.ai.Budget;
import adjutant.ai.Decision;
import adjutant.ai.DecisionPoints;
import adjutant.ai.Evaluator;
import adjutant.ai.ExpectedEvaluation;
import adjutant.ai.GreedyPlayer;
import adjutant.ai.Player;
import adjutant.ai.ChanceGrouping;
import adjutant.ai.RolloutPolicy;
import adjutant.ai.Scores;
import adjutant.ai.SearchClock;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.ToIntFunction;

/**
 * Monte Carlo tree search for games with chance (the chance version of Blown Away).
 *
 * <p>One iteration: descend from the root, choosing by UCB1 at decision nodes (from the
 * deciding side's point of view, whoever that is) and sampling chance nodes by their exact
 * outcome probabilities; the state is made only where it is needed, from the nearest node that
 * keeps a copy of its state ({@link LazyState}); open one new node (progressive widening limits how many children a
 * node may have for its visit count); play a truncated random rollout from it and score the
 * end with the evaluator mapped to [0, 1]; add that score to every node on the path.
 *
 * <p>The tree is kept between decisions and re-rooted at the node whose state hash matches the
 * next state. When the memory bound {@link MctsConfig#treeBytes()} is reached the tree stops
 * growing and iterations roll out from its leaves.
 *
 * <p>All randomness comes from one {@link SplittableRandom} seeded at construction; with an
 * iteration budget the same seed and the same sequence of calls give identical decisions.
 */
public final class MctsPlayer<S extends GameState<S>, A> implements Player<S, A> {

    /** Chance leaves with more (grouped) outcomes than this are rolled out instead of averaged. */
    private static final int MAX_EXACT_OUTCOMES = 32;

    private final String name;
    private final Rules<S, A> rules;
    /** Scores the root prior's one-decision values. */
    private final Evaluator<S> evaluator;
    /** Scores the leaves: where a rollout ends, a chance leaf's outcomes, a node's minimax value. */
    private final Evaluator<S> leafEvaluator;
    private final ActionOrdering<S, A> ordering;
    private final RolloutPolicy<S, A> rolloutPolicy;
    private final ChanceGrouping<S, A> grouping;
    private final MctsConfig config;
    private final SplittableRandom random;
    /** This search's own tree, or the lead's where threads share one ({@link #shareTreeOf}). */
    private SearchTree tree;
    private final ArrayList<Node> path = new ArrayList<>();
    /** The state at the node an iteration has reached. */
    private final LazyState<S, A> current;
    private final ExpectedEvaluation<S, A> oneStep;
    /** What the root prior scores an action at, where its one-decision value shows too little. */
    private final ActionForesight<S, A> foresight;
    private long reusedVisits;

    public MctsPlayer(Rules<S, A> rules, Evaluator<S> evaluator, MctsConfig config, long seed) {
        this("mcts", rules, evaluator, ActionOrdering.none(), config, seed);
    }

    public MctsPlayer(
            String name,
            Rules<S, A> rules,
            Evaluator<S> evaluator,
            ActionOrdering<S, A> ordering,
            MctsConfig config,
            long seed) {
        this(name, rules, evaluator, ordering, RolloutPolicy.uniform(rules), ChanceGrouping.none(), ActionForesight.none(),
                config, seed);
    }

    public MctsPlayer(
            String name,
            Rules<S, A> rules,
            Evaluator<S> evaluator,
            ActionOrdering<S, A> ordering,
            RolloutPolicy<S, A> rolloutPolicy,
            ChanceGrouping<S, A> grouping,
            ActionForesight<S, A> foresight,
            MctsConfig config,
            long seed) {
        this(name, rules, evaluator, evaluator, ordering, rolloutPolicy, grouping, foresight, config, seed);
    }

    /**
     * A search whose leaves are scored by {@code leafEvaluator} and whose root prior by
     * {@code evaluator}: ranking one decision's actions and forecasting the game from where a
     * rollout ends are different questions, and weights fitted to one need not suit the other.
     */
    public MctsPlayer(
            String name,
            Rules<S, A> rules,
            Evaluator<S> evaluator,
            Evaluator<S> leafEvaluator,
            ActionOrdering<S, A> ordering,
            RolloutPolicy<S, A> rolloutPolicy,
            ChanceGrouping<S, A> grouping,
            ActionForesight<S, A> foresight,
            MctsConfig config,
            long seed) {
        this.leafEvaluator = leafEvaluator;
        this.grouping = grouping;
        this.foresight = foresight;
        this.name = name;
        this.rules = rules;
        this.evaluator = evaluator;
        this.ordering = ordering;
        this.rolloutPolicy = rolloutPolicy;
        this.config = config;
        this.random = new SplittableRandom(seed);
        this.tree = new SearchTree(config.treeBytes());
        this.current = new LazyState<>(rules);
        this.oneStep = new ExpectedEvaluation<>(rules, evaluator, GreedyPlayer.DEFAULT_OUTCOME_CAP);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Budget defaultBudget() {
        return config.budget();
    }

    @Override
    public void newGame() {
        tree.clear();
    }

    /** Nodes in the tree now; never more than {@link #maxNodes()}. */
    public int treeSize() {
        return tree.size();
    }

    public int maxNodes() {
        return tree.maxNodes();
    }

    /** The tree itself, for tests in this package. */
    SearchTree tree() {
        return tree;
    }

    /** Visits the root already had from earlier searches when the last search began. */
    public long reusedVisits() {
        return reusedVisits;
    }

    /**
     * The visits after which a node keeps a copy of its state. Keeping one at every second visit
     * made the search's live memory grow by a copy per iteration (about 200 MB/s on encounter),
     * which the collector then copied in pauses of 200-470 ms, overrunning time limits; busy nodes
     * are few, and replaying the few moves below them is cheap.
     */
    static final int KEEP_STATE_AT_VISITS = 8;

    @Override
    public Decision<A> choose(S state, Budget budget) {
        List<A> actions = DecisionPoints.requireActions(rules, state);
        if (actions.size() == 1) {
            return Decision.unexplained(actions.get(0), "only move");
        }
        return search(state, budget, actions).decision();
    }

    /**
     * Searches {@code state}, whose legal actions are {@code actions} (more than one), within
     * {@code budget}, and tells what the root's actions were found worth
     * ({@link ParallelMctsPlayer} adds several searches' counts together).
     */
    RootCounts<A> search(S state, Budget budget, List<A> actions) {
        SearchClock clock = new SearchClock(budget);
        Side side = prepare(state, budget, actions);
        long iterations = 0;
        do {
            iterate(state);
            iterations++;
        } while (!clock.exhausted(iterations));
        return rootCounts(side, iterations, clock.elapsedMillis());
    }

    /**
     * Roots the tree at {@code state} (keeping what earlier searches found below it) and gives
     * the root its prior where the budget affords one; returns the side to act.
     */
    Side prepare(S state, Budget budget, List<A> actions) {
        Side side = rules.toAct(state);
        if (!tree.reRoot(state.hash(), side)) {
            tree.plant(newNode(state));
        }
        reusedVisits = tree.root().visits;
        if (affordsPrior(budget, actions.size()) || foresight.foresees(state, actions.get(0))) {
            primeRoot(state);
        }
        return side;
    }

    /**
     * Makes this search iterate on {@code lead}'s tree instead of its own (tree parallelization,
     * {@link ParallelMctsPlayer}); it then iterates only through {@link #iterateShared}.
     */
    void shareTreeOf(MctsPlayer<S, A> lead) {
        this.tree = lead.tree;
    }

    /** A budget below this many iterations per root action searches without the root prior. */
    static final int PRIOR_MIN_ITERATIONS_PER_ACTION = 10;

    /**
     * Whether the budget can afford the root prior (it is given anyway where the ruleset's
     * {@link ActionForesight} foresees the root's actions): a time limit always, an iteration limit of
     * at least {@link #PRIOR_MIN_ITERATIONS_PER_ACTION} per root action. With fewer the search
     * sees only the few children progressive widening opens, in the ruleset's order (captures
     * first), and the prior, which opens them all, would make it a one-decision greedy player:
     * MCTS of 30 iterations so stopped taking objectives as the attacker of Fieldworks.
     */
    private static boolean affordsPrior(Budget budget, int rootActions) {
        return !budget.hasIterationLimit() || budget.iterations() >= (long) PRIOR_MIN_ITERATIONS_PER_ACTION * rootActions;
    }

    /**
     * Root prior (virtual visits, Gelly and Silver 2007): opens every legal root action and gives
     * each {@link MctsConfig#priorVisits()} visits scored with its one-decision expected
     * evaluation, the greedy player's value. With a small budget the search then starts from
     * what the greedy player knows and spends its iterations checking the best-looking actions
     * deeper, instead of first averaging over them all. Where the ruleset's
     * {@link ActionForesight} looks further than the next decision, its value is used instead.
     * Done once per root node.
     */
    private void primeRoot(S state) {
        Node root = tree.root();
        if (config.priorVisits() == 0 || root.primed || root.kind != Node.DECISION) {
            return;
        }
        root.primed = true;
        expandDecision(root, state);
        while (root.childCount < root.moves.length && tree.hasRoom()) {
            S child = state.copy();
            if (!openNextLegal(root, child)) {
                break;
            }
            root.addChild(newNode(child));
            tree.added();
        }
        int n = config.priorVisits();
        for (int i = 0; i < root.childCount; i++) {
            A action = cast(root.moves[i]);
            double blue;
            if (foresight.foresees(state, action)) {
                blue = Scores.winProbability(foresight.blueEvaluation(state, action, evaluator));
            } else {
                S child = state.copy();
                rules.applyLegal(child, action);
                blue = Scores.winProbability(oneStep.of(child, Side.BLUE));
            }
            root.children[i].visits += n;
            root.children[i].blueScoreSum += n * blue;
            root.visits += n;
            root.blueScoreSum += n * blue;
        }
    }

    // --- one iteration -------------------------------------------------------------------

    private void iterate(S rootState) {
        double blueScore = descend(rootState);
        if (Double.isNaN(blueScore)) {
            blueScore = rollout(current.get());
        }
        backUp(blueScore);
    }

    /**
     * One iteration on a tree other threads search at the same time (Chaslot, Winands and van den
     * Herik 2008, tree parallelization with a global lock and virtual loss). The tree is read and
     * changed, and shared states copied, only under the tree's lock; the rollout, nearly all of an
     * iteration's time with scripted rollouts, runs outside it on this search's own state. While
     * it runs, the nodes on its path count it as a loss for the side that chose them
     * ({@link Node#inFlight}), so the other threads look elsewhere.
     */
    void iterateShared(S rootState) {
        double blueScore;
        synchronized (tree) {
            blueScore = descend(rootState);
            if (Double.isNaN(blueScore)) {
                current.get(); // made here: it may copy a node's kept state
            }
            addInFlight(1);
        }
        if (Double.isNaN(blueScore)) {
            blueScore = rollout(current.get());
        }
        synchronized (tree) {
            addInFlight(-1);
            backUp(blueScore);
        }
    }

    private void addInFlight(int delta) {
        for (int i = 0; i < path.size(); i++) {
            path.get(i).inFlight += delta;
        }
    }

    /** Adds the iteration's score to every node on its path. */
    private void backUp(double blueScore) {
        for (int i = 0; i < path.size(); i++) {
            Node n = path.get(i);
            n.visits++;
            n.blueScoreSum += blueScore;
        }
        if (config.minimaxMix() > 0) {
            for (int i = path.size() - 1; i >= 0; i--) {
                backUpMinimax(path.get(i));
            }
        }
    }

    /**
     * Descends from the root to where this iteration ends, opening at most one node, and
     * returns BLUE's score there, or NaN where the current state is to be rolled out.
     */
    private double descend(S rootState) {
        current.startAt(rootState);
        Node node = tree.root();
        path.clear();
        path.add(node);
        double blueScore;
        while (true) {
            if (node.kind == Node.TERMINAL) {
                blueScore = node.terminalScore;
                break;
            }
            if (node.state != null) {
                current.startAt(keptState(node));
            } else if (node.visits >= KEEP_STATE_AT_VISITS && node != tree.root()) {
                tree.keep(node, current.get()); // a busy node: iterations will pass here again
            }
            Node next;
            if (node.kind == Node.CHANCE) {
                int i = sampleOutcome(node);
                current.follow(cast(node.moves[i]));
                next = node.children[i];
                if (next == null) {
                    S state = current.get();
                    if (tree.hasRoom()) {
                        next = newNode(state);
                        node.children[i] = next;
                        tree.added();
                        path.add(next);
                    }
                    blueScore = leafValue(next, state);
                    break;
                }
            } else {
                if (!node.isExpanded()) {
                    expandDecision(node, current.get());
                }
                if (node.childCount < allowedChildren(node.visits)
                        && tree.hasRoom()
                        && node.childCount < node.moves.length
                        && openNextLegal(node, current.get())) {
                    // Progressive widening let this node open its next child: done; now score it.
                    S state = current.get();
                    next = newNode(state);
                    node.addChild(next);
                    tree.added();
                    path.add(next);
                    blueScore = leafValue(next, state);
                    break;
                }
                if (node.childCount == 0) {
                    blueScore = Double.NaN;
                    break;
                }
                int i = selectChild(node);
                current.follow(cast(node.moves[i]));
                next = node.children[i];
            }
            path.add(next);
            node = next;
        }
        return blueScore;
    }

    /**
     * Implicit minimax backup (Lanctot, Winands, Pepels, Sturtevant 2014): the best child's
     * heuristic value for the side deciding, the probability-weighted mean at chance nodes.
     */
    private static void backUpMinimax(Node n) {
        if (n.kind == Node.DECISION && n.childCount > 0) {
            boolean blue = n.toAct == Side.BLUE;
            double best = blue ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
            for (int i = 0; i < n.childCount; i++) {
                double v = n.children[i].minimaxBlue;
                if (!Double.isNaN(v)) {
                    best = blue ? Math.max(best, v) : Math.min(best, v);
                }
            }
            if (!Double.isInfinite(best)) {
                n.minimaxBlue = best;
            }
        } else if (n.kind == Node.CHANCE && n.children != null) {
            double sum = 0;
            double weight = 0;
            for (int i = 0; i < n.children.length; i++) {
                Node c = n.children[i];
                if (c != null && !Double.isNaN(c.minimaxBlue)) {
                    double p = n.cumulativeProbability[i] - (i == 0 ? 0 : n.cumulativeProbability[i - 1]);
                    sum += p * c.minimaxBlue;
                    weight += p;
                }
            }
            if (weight > 0) {
                n.minimaxBlue = sum / weight;
            }
        }
    }

    /**
     * UCB1 from the point of view of the side deciding at {@code node}; ties go to the first.
     * Iterations other threads have in flight below a child count as its visits, lost.
     */
    private int selectChild(Node node) {
        Side side = node.toAct;
        double logVisits = Math.log(Math.max(1, node.visits + node.inFlight));
        double c = config.exploration();
        int best = 0;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < node.childCount; i++) {
            Node child = node.children[i];
            int n = child.visits + child.inFlight;
            double mean = child.inFlight == 0 ? value(child, side) : value(child, side) * child.visits / n;
            double ucb = n == 0
                    ? Double.POSITIVE_INFINITY
                    : mean + c * Math.sqrt(logVisits / n);
            if (ucb > bestValue) {
                bestValue = ucb;
                best = i;
            }
        }
        return best;
    }

    /** The child's mean, mixed with its implicit minimax value when the search uses it. */
    private double value(Node child, Side side) {
        double mix = config.minimaxMix();
        if (mix == 0 || Double.isNaN(child.minimaxBlue)) {
            return child.meanFor(side);
        }
        double minimax = side == Side.BLUE ? child.minimaxBlue : 1 - child.minimaxBlue;
        return (1 - mix) * child.meanFor(side) + mix * minimax;
    }

    private int allowedChildren(int visits) {
        return (int) Math.max(1, Math.floor(config.wideningK() * Math.pow(visits, config.wideningAlpha())));
    }

    private int sampleOutcome(Node node) {
        if (!node.isExpanded()) {
            S state = current.get();
            expandChance(node, grouping.group(state, rules.chanceOutcomes(state)));
        }
        return pick(node.cumulativeProbability);
    }

    /** Gives a chance node its (grouped) outcomes, with the running sums of their probabilities. */
    private static <A> void expandChance(Node node, List<ChanceOutcome<A>> outcomes) {
        Object[] moves = new Object[outcomes.size()];
        double[] cumulative = new double[outcomes.size()];
        double sum = 0;
        for (int i = 0; i < moves.length; i++) {
            moves[i] = outcomes.get(i).outcome();
            sum += outcomes.get(i).probability();
            cumulative[i] = sum;
        }
        node.moves = moves;
        node.cumulativeProbability = cumulative;
        node.children = new Node[moves.length];
    }

    private int pick(double[] cumulative) {
        double r = random.nextDouble() * cumulative[cumulative.length - 1];
        for (int i = 0; i < cumulative.length - 1; i++) {
            if (r < cumulative[i]) {
                return i;
            }
        }
        return cumulative.length - 1;
    }

    /**
     * Applies the node's next unopened candidate that is legal, dropping the illegal ones met on
     * the way from {@link Node#moves}; false (state unchanged) when none is left. Candidates are
     * validated only here, when widening reaches them: most nodes are visited a few times and
     * open a few children, so validating all of their ~50 candidates up front was most of the
     * cost of an iteration.
     */
    private boolean openNextLegal(Node node, S state) {
        while (node.childCount < node.moves.length) {
            if (rules.tryApply(state, cast(node.moves[node.childCount]))) {
                return true;
            }
            node.dropMove(node.childCount);
        }
        return false;
    }

    /**
     * Lists a decision node's candidates once (validated later, one by one, by
     * {@link #openNextLegal}): shuffled by the search's stream (so widening opens them without
     * bias), then stably sorted by the ruleset's priority.
     */
    private void expandDecision(Node node, S state) {
        if (node.isExpanded()) {
            return;
        }
        Object[] moves = rules.candidateActions(state).toArray();
        for (int i = moves.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Object t = moves[i];
            moves[i] = moves[j];
            moves[j] = t;
        }
        int[] priority = new int[moves.length];
        ToIntFunction<A> priorities = ordering.forState(state);
        for (int i = 0; i < moves.length; i++) {
            priority[i] = priorities.applyAsInt(cast(moves[i]));
        }
        for (int i = 1; i < moves.length; i++) { // insertion sort: stable, linear when all equal
            Object m = moves[i];
            int p = priority[i];
            int j = i - 1;
            while (j >= 0 && priority[j] < p) {
                moves[j + 1] = moves[j];
                priority[j + 1] = priority[j];
                j--;
            }
            moves[j + 1] = m;
            priority[j + 1] = p;
        }
        node.moves = moves;
    }

    private Node newNode(S state) {
        GameResult result = rules.result(state);
        if (result.isOver()) {
            Node terminal = new Node(0, Node.TERMINAL, null, result.outcome().scoreFor(Side.BLUE));
            terminal.minimaxBlue = terminal.terminalScore;
            return terminal;
        }
        Node node = rules.isChanceNode(state)
                ? new Node(0, Node.CHANCE, null, Double.NaN)
                : new Node(state.hash(), Node.DECISION, rules.toAct(state), Double.NaN);
        if (config.minimaxMix() > 0) {
            node.minimaxBlue = Scores.winProbability(leafEvaluator.evaluate(state, Side.BLUE));
        }
        return node;
    }

    /** A new leaf's score for BLUE, or NaN where {@code state} is to be rolled out. */
    private double leafValue(Node leaf, S state) {
        if (leaf != null && leaf.kind == Node.TERMINAL) {
            return leaf.terminalScore;
        }
        if (leaf != null && leaf.kind == Node.CHANCE && config.rolloutLength() == 0) {
            return expectedEvaluation(leaf, state);
        }
        return Double.NaN;
    }

    /**
     * A chance leaf scored exactly: the probability-weighted evaluation after each (grouped)
     * outcome, up to the next decision. Sampling one outcome would make a combat's value a coin
     * toss; grouping keeps this to a handful of evaluations. The leaf keeps the grouped outcomes
     * for when the search samples it: grouping is a good part of an iteration's cost. NaN (roll
     * out) where the outcomes are too many.
     */
    private double expectedEvaluation(Node leaf, S state) {
        List<ChanceOutcome<A>> outcomes = grouping.group(state, rules.chanceOutcomes(state));
        expandChance(leaf, outcomes);
        if (outcomes.size() > MAX_EXACT_OUTCOMES) {
            return Double.NaN;
        }
        double sum = 0;
        double weight = 0;
        for (ChanceOutcome<A> o : outcomes) {
            S next = state.copy();
            rules.applyLegal(next, o.outcome());
            while (!rules.result(next).isOver() && rules.isChanceNode(next)) {
                rules.applyLegal(next, rules.sampleChance(next, random.nextDouble()));
            }
            GameResult r = rules.result(next);
            double v = r.isOver() ? r.outcome().scoreFor(Side.BLUE)
                    : Scores.winProbability(leafEvaluator.evaluate(next, Side.BLUE));
            sum += o.probability() * v;
            weight += o.probability();
        }
        return sum / weight;
    }

    /**
     * Plays up to {@code rolloutLength} random decisions (sampling chance as it comes) and
     * returns BLUE's score: the result if the game ended, else the evaluation in [0, 1].
     */
    private double rollout(S state) {
        int decisions = 0;
        while (true) {
            GameResult result = rules.result(state);
            if (result.isOver()) {
                return result.outcome().scoreFor(Side.BLUE);
            }
            if (rules.isChanceNode(state)) {
                rules.applyLegal(state, rules.sampleChance(state, random.nextDouble()));
                continue;
            }
            if (decisions == config.rolloutLength()) {
                break;
            }
            rolloutPolicy.playDecision(state, random);
            decisions++;
        }
        return Scores.winProbability(leafEvaluator.evaluate(state, Side.BLUE));
    }

    // --- explanation ---------------------------------------------------------------------

    /** The root's opened children as they stand, with the most visited line below it. */
    RootCounts<A> rootCounts(Side side, long iterations, long millis) {
        Node root = tree.root();
        List<RootCounts.Child<A>> children = new ArrayList<>(root.childCount);
        for (int i = 0; i < root.childCount; i++) {
            Node child = root.children[i];
            children.add(new RootCounts.Child<>(cast(root.moves[i]), child.visits, child.blueScoreSum));
        }
        return new RootCounts<>(side, children, principalVariation(root), iterations, millis);
    }

    private static int compareChildren(Node a, Node b, Side side) {
        if (a.visits != b.visits) {
            return Integer.compare(b.visits, a.visits);
        }
        return Double.compare(b.meanFor(side), a.meanFor(side));
    }

    /** Most visited children from the root down to the first chance node or unexplored node. */
    private List<A> principalVariation(Node root) {
        List<A> pv = new ArrayList<>();
        Node node = root;
        while (node.kind == Node.DECISION && node.childCount > 0) {
            int best = 0;
            for (int i = 1; i < node.childCount; i++) {
                if (compareChildren(node.children[i], node.children[best], node.toAct) < 0) {
                    best = i;
                }
            }
            pv.add(cast(node.moves[best]));
            node = node.children[best];
        }
        return pv;
    }

    @SuppressWarnings("unchecked")
    private S keptState(Node node) {
        return (S) node.state;
    }

    @SuppressWarnings("unchecked")
    private A cast(Object move) {
        return (A) move;
    }
}
