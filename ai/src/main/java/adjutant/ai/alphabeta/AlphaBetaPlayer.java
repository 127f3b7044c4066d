package adjutant.ai.alphabeta;

import adjutant.ai.ActionOrdering;
import adjutant.ai.Budget;
import adjutant.ai.ChanceGrouping;
import adjutant.ai.Decision;
import adjutant.ai.DecisionPoints;
import adjutant.ai.Evaluator;
import adjutant.ai.ExcludingSearch;
import adjutant.ai.Player;
import adjutant.ai.Scores;
import adjutant.ai.SearchClock;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Side;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * Alpha-beta search, expectiminimax where there is chance (made for the without-chance version
 * of Blown Away).
 *
 * <p>Values are evaluations in [-1, 1] from the point of view of a given side; a finished game
 * scores ±{@link #WIN} less a little per step, so sooner wins are preferred. Each decision node
 * maximises for the side deciding there. A side may decide several times in a row, so the
 * search switches point of view (negating value and window) only where the deciding side
 * actually changes, never blindly per level.
 *
 * <p>Depth counts whole game turns when the rules number them ({@link Rules#turn}), else
 * decision points. In turns, every decision of a turn is searched (the active side's main
 * action, gun fire and declarations, the other side's declarations) and leaves are always the
 * first decision of a turn, so no iteration ends half-way through one side's turn and flatters
 * it. Chance steps and the automatic steps inside {@code Rules.apply} are free. Iterative
 * deepening searches depth 1, 2, ... and returns the last completed iteration when the budget runs
 * out (the first iteration always completes), or the unfinished one if it already proved another
 * root action better. Every action after a node's first is searched with a null window first
 * (principal variation search). With an iteration budget ({@link Budget#iterations()} counts
 * nodes) the search is
 * reproducible. A chance node is an expectation node over its outcomes, merged by the ruleset's
 * {@link ChanceGrouping} where it has one: exact when merged outcomes leave the same state (Honours
 * of War, the League of Augsburg); in Blown Away's chance version the card pairs that give the same
 * combat result, whose decks differ, as MCTS merges them. A chance combat's ~170 card pairs are
 * then a handful of children, and a game of {@code alphabeta:nodes=20000} takes seconds instead of
 * minutes.
 */
public final class AlphaBetaPlayer<S extends GameState<S>, A> implements Player<S, A>, ExcludingSearch<S, A> {

    /** The value of a won game (beyond any evaluation); a loss is {@code -WIN}. */
    public static final double WIN = 2.0;
    /** What each step to a finished game costs, so the search prefers a sooner win. */
    static final double STEP = 1e-4;
    /** Values beyond this are wins or losses found by search. */
    private static final double PROVEN = 1.5;
    private static final double INFINITY = 1e9;
    /** Depth stored for results that saw no horizon: true at any depth. */
    private static final int SOLVED = 0x7FFF;
    private static final int MAX_PLY = 256;

    private final String name;
    private final Rules<S, A> rules;
    private final Evaluator<S> evaluator;
    private final AlphaBetaConfig config;
    private TranspositionTable table; // null when searching without one or before the first search
    private final MoveOrderer<S, A> orderer;
    private final ChanceGrouping<S, A> grouping;

    // State of the search under way.
    private SearchClock clock;
    private long nodes;
    private boolean mayAbort;
    private boolean aborted;
    private boolean sawHorizon;
    private final Object[][] pv = new Object[MAX_PLY][];
    private final int[] pvLength = new int[MAX_PLY];
    /** The state last made at each ply ({@link #childOf}). */
    private final Object[] spares = new Object[MAX_PLY + 1];

    public AlphaBetaPlayer(Rules<S, A> rules, Evaluator<S> evaluator, AlphaBetaConfig config) {
        this("alphabeta", rules, evaluator, ActionOrdering.none(), config);
    }

    public AlphaBetaPlayer(
            String name,
            Rules<S, A> rules,
            Evaluator<S> evaluator,
            ActionOrdering<S, A> ordering,
            AlphaBetaConfig config) {
        this(name, rules, evaluator, ordering, ChanceGrouping.none(), config);
    }

    public AlphaBetaPlayer(
            String name,
            Rules<S, A> rules,
            Evaluator<S> evaluator,
            ActionOrdering<S, A> ordering,
            ChanceGrouping<S, A> grouping,
            AlphaBetaConfig config) {
        this.name = name;
        this.rules = rules;
        this.evaluator = evaluator;
        this.config = config;
        this.orderer = new MoveOrderer<>(ordering);
        this.grouping = grouping;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Budget defaultBudget() {
        return config.budget();
    }

    /** Before a game, untimed: the table is allocated here (64 MB take tens of milliseconds), or cleared. */
    @Override
    public void newGame() {
        if (table == null && config.transpositionMegabytes() > 0) {
            table = TranspositionTable.ofMegabytes(config.transpositionMegabytes());
        } else if (table != null) {
            table.clear();
        }
        orderer.history().clear();
    }

    /** One root action with its score and subtree size from the last iteration that scored it. */
    private static final class RootMove<A> {
        final A action;
        final int index;
        double score = -INFINITY;
        long nodes;

        RootMove(A action, int index) {
            this.action = action;
            this.index = index;
        }
    }

    /**
     * The result of an iteration: a completed one, or one cut short by the budget after a root
     * action beat the previous iteration's best at this depth ({@code searched} root actions of
     * {@code of} were scored).
     */
    private record Iteration<A>(int depth, List<Decision.Alternative<A>> ranked, List<A> pv, boolean solved,
            int searched, int of) {
        boolean partial() {
            return searched < of;
        }
    }

    @Override
    public Decision<A> choose(S state, Budget budget) {
        return chooseExcept(state, budget, Set.of());
    }

    @Override
    public Decision<A> chooseExcept(S state, Budget budget, Set<A> excluded) {
        clock = new SearchClock(budget);
        List<A> actions = new ArrayList<>(DecisionPoints.requireActions(rules, state));
        actions.removeAll(excluded);
        if (actions.isEmpty()) {
            throw new IllegalArgumentException("no decision: every legal action is excluded");
        }
        if (actions.size() == 1) {
            return Decision.unexplained(actions.get(0), "only move");
        }
        Side me = rules.toAct(state);
        if (table == null && config.transpositionMegabytes() > 0) { // a search without newGame (suggest)
            table = TranspositionTable.ofMegabytes(config.transpositionMegabytes());
        }
        nodes = 0;
        aborted = false;
        if (table != null) {
            table.newSearch();
        }
        orderer.history().age();

        // Indices into the candidates, as in every other node, so table moves mean the same everywhere.
        List<A> candidates = rules.candidateActions(state);
        List<RootMove<A>> rootMoves = new ArrayList<>(actions.size());
        for (int i : orderer.order(state, candidates, ttMove(state.hash(), candidates.size()))) {
            if (actions.contains(candidates.get(i))) {
                rootMoves.add(new RootMove<>(candidates.get(i), i));
            }
        }
        Iteration<A> completed = null;
        int first = config.iterativeDeepening() ? 1 : config.maxDepth();
        for (int depth = first; depth <= config.maxDepth(); depth++) {
            mayAbort = completed != null;
            Iteration<A> iteration = searchRoot(state, me, depth, rootMoves, completed == null);
            if (iteration == null) {
                if (completed == null) {
                    // Out of time before one action was searched: the ordering's first choice.
                    return new Decision<>(rootMoves.get(0).action, Double.NaN, "out of time before the first depth",
                            List.of(), List.of(rootMoves.get(0).action), nodes, clock.elapsedMillis());
                }
                break; // out of budget, nothing better found: keep the last completed iteration
            }
            completed = iteration;
            if (iteration.partial()) {
                break;
            }
            if (iteration.solved() || Math.abs(iteration.ranked().get(0).value()) > PROVEN
                    || clock.exhausted(nodes)) {
                break;
            }
        }
        Decision.Alternative<A> best = completed.ranked().get(0);
        return new Decision<>(
                best.action(),
                best.value(),
                "evaluation at depth " + completed.depth() + (rules.turn(state) < 0 ? "" : " turns")
                        + (completed.partial()
                                ? ", " + completed.searched() + " of " + completed.of() + " actions searched" : ""),
                completed.ranked().subList(1, Math.min(4, completed.ranked().size())),
                completed.pv(),
                nodes,
                clock.elapsedMillis());
    }

    /**
     * Searches every root action to {@code depth}, best-so-far first. The first is searched with
     * a full window; the others with a null window at the best score (principal variation
     * search), and again with a full window only when they beat it. Actions that fail low score
     * an upper bound; the explanation reports them as they are.
     *
     * <p>When the budget runs out during the iteration, what it found still counts if the first
     * action (the previous iteration's best) was scored and a later one beat it: that one is
     * proven better at this depth. Otherwise the iteration is thrown away. The first iteration
     * stops only for a time limit (a node budget lets it finish, so node-budgeted searches
     * stay as they were), and keeps whatever it scored: there is no earlier one to fall back on.
     *
     * @param first whether this is the first iteration
     * @return the iteration, or null when the budget ran out before it found anything new
     */
    private Iteration<A> searchRoot(S state, Side me, int depth, List<RootMove<A>> rootMoves, boolean first) {
        sawHorizon = false;
        double alpha = -INFINITY;
        RootMove<A> best = null;
        List<A> bestLine = List.of();
        List<RootMove<A>> scored = new ArrayList<>(rootMoves.size());
        for (RootMove<A> move : rootMoves) {
            long before = nodes;
            S child = childOf(state, 1);
            rules.applyLegal(child, move.action);
            int childDepth = depth - depthCost(state, child);
            double score;
            if (best == null) {
                score = value(child, me, childDepth, alpha, INFINITY, 1);
            } else {
                score = value(child, me, childDepth, alpha, Math.nextUp(alpha), 1);
                if (score > alpha && !aborted) {
                    score = value(child, me, childDepth, alpha, INFINITY, 1);
                }
            }
            if (aborted) {
                if (best == null || (best == rootMoves.get(0) && !first)) {
                    return null;
                }
                break; // a later action beat the first (or this is the first depth): report what it proved
            }
            move.score = score;
            move.nodes = nodes - before;
            scored.add(move);
            if (best == null || score > best.score) {
                best = move;
                bestLine = line(move.action);
            }
            alpha = Math.max(alpha, score);
        }
        boolean complete = scored.size() == rootMoves.size();
        if (table != null && complete) {
            table.store(state.hash(), sawHorizon ? depth : SOLVED, Bound.EXACT, best.score, best.index);
        }
        // Stable: the best move leads, the rest keep their order among equal scores.
        scored.sort(Comparator.comparingDouble((RootMove<A> m) -> -m.score));
        scored.remove(best);
        scored.add(0, best);
        List<Decision.Alternative<A>> ranked = new ArrayList<>(scored.size());
        for (RootMove<A> m : scored) {
            ranked.add(new Decision.Alternative<>(m.action, m.score, m.nodes));
        }
        rootMoves.removeAll(scored);
        rootMoves.addAll(0, scored); // the next iteration tries this one's best first
        return new Iteration<>(depth, ranked, bestLine, complete && !sawHorizon, scored.size(), rootMoves.size());
    }

    /** The value of {@code state} for {@code viewpoint}, whatever kind of node it is. */
    private double value(S state, Side viewpoint, int depth, double alpha, double beta, int ply) {
        // Step 1. Count the node; stop if the budget is spent (not in the first iteration).
        nodes++;
        pvLength[ply] = ply;
        if (mayAbort ? clock.exhausted(nodes) : clock.outOfTime()) {
            aborted = true;
            return 0;
        }
        // Step 2. A finished game scores exactly; sooner wins score higher.
        GameResult result = rules.result(state);
        if (result.isOver()) {
            return Scores.evaluation(result, viewpoint) * (WIN - ply * STEP);
        }
        if (ply >= MAX_PLY - 1) {
            sawHorizon = true;
            return staticValue(state, viewpoint);
        }
        // Step 3. Chance: the expectation over the outcomes (merged by the grouping), each searched fully.
        if (rules.isChanceNode(state)) {
            return expectation(state, viewpoint, depth, ply);
        }
        // Step 4. Search from the deciding side's point of view: flip only if it is the other side.
        Side toAct = rules.toAct(state);
        return toAct == viewpoint
                ? maxValue(state, toAct, depth, alpha, beta, ply)
                : -maxValue(state, toAct, depth, -beta, -alpha, ply);
    }

    /** A decision node of {@code me}, searched with fail-soft alpha-beta. */
    private double maxValue(S state, Side me, int depth, double alpha, double beta, int ply) {
        // Step 5. The horizon: the static evaluation.
        if (depth <= 0) {
            sawHorizon = true;
            return staticValue(state, me);
        }
        // Step 6. The transposition table: a cutoff, or at least a move to try first.
        long hash = state.hash();
        TranspositionTable.Entry entry = table == null ? null : table.probe(hash);
        if (entry != null && entry.depth() >= depth) {
            double v = fromTable(entry.value(), ply);
            if (entry.bound() == Bound.EXACT
                    || (entry.bound() == Bound.LOWER && v >= beta)
                    || (entry.bound() == Bound.UPPER && v <= alpha)) {
                if (entry.depth() != SOLVED) {
                    sawHorizon = true;
                }
                return v;
            }
        }
        // listed only now: a node the table answers needs no candidates
        List<A> actions = rules.candidateActions(state); // validated one by one, when reached
        int ttMove = entry != null && entry.moveIndex() < actions.size() ? entry.moveIndex() : -1;
        if (actions.isEmpty()) { // a ruleset slip; do not crash the player
            sawHorizon = true;
            return staticValue(state, me);
        }
        // Step 7. Try the actions in order; remember whether this subtree meets the horizon.
        boolean horizonAbove = sawHorizon;
        sawHorizon = false;
        double originalAlpha = alpha;
        double best = -INFINITY;
        int bestIndex = -1;
        S child = null;
        MoveOrderer<S, A>.Staged order = orderer.staged(state, actions, ttMove);
        for (int i = order.next(); i >= 0; i = order.next()) {
            child = child == null ? childOf(state, ply + 1) : child;
            if (!rules.tryApply(child, actions.get(i))) {
                continue; // an illegal candidate: not a node; the copy is unchanged, the next one reuses it
            }
            int childDepth = depth - depthCost(state, child);
            double v;
            if (bestIndex < 0) {
                v = value(child, me, childDepth, alpha, beta, ply + 1);
            } else { // principal variation search: prove it no better, else search it again fully
                v = value(child, me, childDepth, alpha, Math.nextUp(alpha), ply + 1);
                if (v > alpha && v < beta && !aborted) {
                    v = value(child, me, childDepth, alpha, beta, ply + 1);
                }
            }
            child = null;
            if (aborted) {
                return 0;
            }
            if (v > best) {
                best = v;
                bestIndex = i;
                if (v > alpha) {
                    alpha = v;
                    updatePv(ply, actions.get(i));
                    if (alpha >= beta) {
                        orderer.history().reward(actions.get(i), depth);
                        break;
                    }
                }
            }
        }
        if (bestIndex < 0) { // no candidate was legal: as for an empty list
            sawHorizon = true;
            return staticValue(state, me);
        }
        // Step 8. Store the result with the kind of bound it is.
        if (table != null) {
            Bound bound = best <= originalAlpha ? Bound.UPPER : best >= beta ? Bound.LOWER : Bound.EXACT;
            table.store(hash, sawHorizon ? depth : SOLVED, bound, toTable(best, ply), bestIndex);
        }
        sawHorizon |= horizonAbove;
        return best;
    }

    /**
     * A copy of {@code state} for a child at {@code ply}, made into the state last used at that
     * ply (#23): the search holds one child per ply at a time, so reusing its memory spares
     * allocating and zeroing a state per node.
     */
    @SuppressWarnings("unchecked")
    private S childOf(S state, int ply) {
        S spare = (S) spares[ply];
        S child = spare == null ? state.copy() : state.copyInto(spare);
        spares[ply] = child;
        return child;
    }

    /** Depth a step uses: the turns it crosses when the rules count turns, else one decision. */
    private int depthCost(S before, S after) {
        int turn = rules.turn(before);
        return turn < 0 ? 1 : rules.turn(after) - turn;
    }

    private double expectation(S state, Side viewpoint, int depth, int ply) {
        double sum = 0;
        for (ChanceOutcome<A> outcome : grouping.group(state, rules.chanceOutcomes(state))) {
            S child = childOf(state, ply + 1);
            rules.applyLegal(child, outcome.outcome());
            sum += outcome.probability() * value(child, viewpoint, depth - depthCost(state, child), -INFINITY, INFINITY, ply + 1);
            if (aborted) {
                return 0;
            }
        }
        return sum; // pvLength[ply] stays at ply: the variation stops at chance
    }

    private double staticValue(S state, Side side) {
        return Math.max(-1, Math.min(1, evaluator.evaluate(state, side)));
    }

    private int ttMove(long hash, int actionCount) {
        if (table == null) {
            return -1;
        }
        TranspositionTable.Entry entry = table.probe(hash);
        return entry != null && entry.moveIndex() < actionCount ? entry.moveIndex() : -1;
    }

    // Wins are stored relative to the node, not the root, so they stay right at any ply.
    private static double toTable(double v, int ply) {
        return v > PROVEN ? v + ply * STEP : v < -PROVEN ? v - ply * STEP : v;
    }

    private static double fromTable(double v, int ply) {
        return v > PROVEN ? v - ply * STEP : v < -PROVEN ? v + ply * STEP : v;
    }

    // --- principal variation (triangular table) ------------------------------------------

    private void updatePv(int ply, A action) {
        if (pv[ply] == null) {
            pv[ply] = new Object[MAX_PLY];
        }
        pv[ply][ply] = action;
        int end = pvLength[ply + 1];
        if (end > ply + 1) {
            System.arraycopy(pv[ply + 1], ply + 1, pv[ply], ply + 1, end - ply - 1);
        }
        pvLength[ply] = Math.max(end, ply + 1);
    }

    @SuppressWarnings("unchecked")
    private List<A> line(A rootAction) {
        List<A> line = new ArrayList<>();
        line.add(rootAction);
        if (pv[1] != null) {
            for (int i = 1; i < pvLength[1]; i++) {
                line.add((A) pv[1][i]);
            }
        }
        return line;
    }
}
