package adjutant.ai.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.ActionForesight;
import adjutant.ai.ActionOrdering;
import adjutant.ai.Budget;
import adjutant.ai.ChanceGrouping;
import adjutant.ai.Decision;
import adjutant.ai.Decisions;
import adjutant.ai.Evaluator;
import adjutant.ai.RolloutPolicy;
import adjutant.ai.toy.ExactSolver;
import adjutant.ai.toy.ExtraTurnNim;
import adjutant.ai.toy.PigRace;
import adjutant.ai.toy.TicTacToe;
import adjutant.engine.game.Side;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class MctsPlayerTest {

    private final TicTacToe ttt = new TicTacToe();
    private final PigRace pig = new PigRace(8);
    private final ExactSolver<PigRace.Table, PigRace.Move> pigSolver = new ExactSolver<>(pig);

    /**
     * Full-length rollouts: the games are short, so scores are true results. Results are 0 or 1,
     * far apart, so the textbook c = 0.7 suits them (the default is set for close evaluations).
     */
    private static MctsConfig fullRollouts() {
        return MctsConfig.defaults().withRolloutLength(1000).withExploration(0.7);
    }

    private MctsPlayer<TicTacToe.Board, Integer> tttPlayer(long seed) {
        return new MctsPlayer<>(ttt, TicTacToe.openLines(), fullRollouts(), seed);
    }

    @Test
    void takesTheWinningMove() {
        Decision<Integer> d = tttPlayer(1).choose(TicTacToe.Board.of("XX.OO...."), Budget.ofIterations(2000));
        assertEquals(2, d.action());
        assertTrue(d.value() > 0.9, "win probability " + d.value());
    }

    @Test
    void blocksTheOpponentsThreat() {
        // O threatens 3-4-5; X must block at 5.
        Decision<Integer> d = tttPlayer(2).choose(TicTacToe.Board.of("X..OO..X."), Budget.ofIterations(4000));
        assertEquals(5, d.action());
    }

    @Test
    void findsTheWinWhenTheSameSideMovesSeveralTimesInARow() {
        // Misère nim, taking 3 moves again. The exact solver names the winning takes.
        ExtraTurnNim nim = new ExtraTurnNim();
        ExactSolver<ExtraTurnNim.Pile, Integer> solver = new ExactSolver<>(nim);
        for (int stones = 5; stones <= 12; stones++) {
            ExtraTurnNim.Pile pile = new ExtraTurnNim.Pile(stones, Side.RED);
            if (solver.value(pile, Side.RED) < 1) {
                continue; // a lost position: every move is as good
            }
            MctsPlayer<ExtraTurnNim.Pile, Integer> mcts =
                    new MctsPlayer<>(nim, (s, side) -> 0.0, fullRollouts(), stones);
            Decision<Integer> d = mcts.choose(pile, Budget.ofIterations(3000));
            assertEquals(1.0, solver.actionValue(pile, d.action()), "stones " + stones + ": took " + d.action());
        }
    }

    @Test
    void chanceNodeValuesConvergeToExactExpectimax() {
        PigRace.Table[] positions = {
            new PigRace.Table(0, 0, 0, 4, Side.BLUE),
            new PigRace.Table(3, 5, 2, 3, Side.BLUE),
            new PigRace.Table(4, 2, 0, 3, Side.RED),
        };
        for (PigRace.Table position : positions) {
            MctsPlayer<PigRace.Table, PigRace.Move> mcts = new MctsPlayer<>(pig, pig.lead(), fullRollouts(), 11);
            Decision<PigRace.Move> d = mcts.choose(position, Budget.ofIterations(40_000));
            double exact = pigSolver.bestActionValue(position);
            assertEquals(exact, d.value(), 0.03, "value of " + d.action());
            assertEquals(exact, pigSolver.actionValue(position, d.action()), 0.01, "chose " + d.action());
        }
    }

    @Test
    void choosesTheBetterGambleWhenTheGapIsClear() {
        // Blue leads 6-0 with 0 on the turn: holding banks nothing, rolling risks nothing but the turn.
        PigRace.Table position = new PigRace.Table(5, 0, 0, 2, Side.BLUE);
        double roll = pigSolver.actionValue(position, PigRace.Move.ROLL);
        double hold = pigSolver.actionValue(position, PigRace.Move.HOLD);
        assertTrue(Math.abs(roll - hold) > 0.05, "the position must separate the moves");
        MctsPlayer<PigRace.Table, PigRace.Move> mcts = new MctsPlayer<>(pig, pig.lead(), fullRollouts(), 3);
        PigRace.Move best = roll > hold ? PigRace.Move.ROLL : PigRace.Move.HOLD;
        assertEquals(best, mcts.choose(position, Budget.ofIterations(5000)).action());
    }

    @Test
    void sameSeedAndIterationsGiveIdenticalDecisionsAlsoAfterTreeReuse() {
        MctsPlayer<PigRace.Table, PigRace.Move> a = new MctsPlayer<>(pig, pig.lead(), MctsConfig.defaults(), 42);
        MctsPlayer<PigRace.Table, PigRace.Move> b = new MctsPlayer<>(pig, pig.lead(), MctsConfig.defaults(), 42);
        PigRace.Table state = new PigRace.Table(0, 0, 0, 6, Side.BLUE);
        Budget budget = Budget.ofIterations(3000);
        for (int step = 0; step < 4; step++) {
            Decision<PigRace.Move> da = a.choose(state, budget);
            Decision<PigRace.Move> db = b.choose(state, budget);
            assertEquals(Decisions.withoutTime(da), Decisions.withoutTime(db), "step " + step);
            assertEquals(a.treeSize(), b.treeSize());
            assertEquals(a.reusedVisits(), b.reusedVisits());
            // Play the move and a fixed die roll, so the next root lies inside the tree.
            pig.apply(state, da.action());
            if (pig.isChanceNode(state)) {
                pig.apply(state, PigRace.Move.TWO);
            }
            if (step > 0) {
                assertTrue(a.reusedVisits() > 0, "the tree was reused at step " + step);
            }
        }
        MctsPlayer<PigRace.Table, PigRace.Move> c = new MctsPlayer<>(pig, pig.lead(), MctsConfig.defaults(), 43);
        PigRace.Table start = new PigRace.Table(0, 0, 0, 6, Side.BLUE);
        assertNotEquals(
                Decisions.withoutTime(new MctsPlayer<>(pig, pig.lead(), MctsConfig.defaults(), 42).choose(start, budget)),
                Decisions.withoutTime(c.choose(start, budget)));
    }

    @Test
    void treeReuseKeepsTheSubtreeOfTheNewRoot() {
        MctsPlayer<TicTacToe.Board, Integer> mcts = tttPlayer(5);
        TicTacToe.Board board = TicTacToe.Board.of("X........");
        Decision<Integer> first = mcts.choose(board, Budget.ofIterations(3000));
        ttt.apply(board, first.action());
        ttt.apply(board, first.principalVariation().size() > 1 ? first.principalVariation().get(1) : 0);
        mcts.choose(board, Budget.ofIterations(10));
        assertTrue(mcts.reusedVisits() > 10, "reused " + mcts.reusedVisits());
        mcts.newGame();
        mcts.choose(board, Budget.ofIterations(10));
        assertEquals(0, mcts.reusedVisits());
    }

    @Test
    void theTreeNeverExceedsItsMemoryBound() {
        long bound = 100 * MctsConfig.BYTES_PER_NODE;
        MctsConfig small = MctsConfig.defaults().withTreeBytes(bound);
        MctsPlayer<PigRace.Table, PigRace.Move> mcts = new MctsPlayer<>(pig, pig.lead(), small, 9);
        assertEquals(100, mcts.maxNodes());
        PigRace.Table state = new PigRace.Table(0, 0, 0, 6, Side.BLUE);
        for (int i = 0; i < 5; i++) {
            Decision<PigRace.Move> d = mcts.choose(state, Budget.ofIterations(2000));
            assertTrue(mcts.treeSize() <= 100, "tree of " + mcts.treeSize());
            assertTrue(mcts.tree().bytes() <= bound, "tree of " + mcts.tree().bytes() + " bytes");
            assertEquals(2000, d.iterations()); // searching goes on once the tree is full
        }
        // Full: no room for another node. Kept states took some room, never more than half.
        assertTrue(mcts.tree().bytes() > bound - MctsConfig.BYTES_PER_NODE, mcts.tree().bytes() + " bytes");
        assertTrue(mcts.treeSize() >= 50, "tree of " + mcts.treeSize());
    }

    @Test
    void keptStatesAreTheStatesTheirPathsLeadTo() {
        MctsPlayer<PigRace.Table, PigRace.Move> mcts = new MctsPlayer<>(pig, pig.lead(), MctsConfig.defaults(), 5);
        PigRace.Table start = new PigRace.Table(0, 0, 0, 6, Side.BLUE);
        mcts.choose(start, Budget.ofIterations(3000));
        int[] kept = {0};
        checkKept(mcts.tree().root(), start, kept);
        assertTrue(kept[0] > 20, kept[0] + " kept states");
    }

    /** Replays every opened move from {@code state} and compares each kept state with the replay. */
    private void checkKept(Node node, PigRace.Table state, int[] kept) {
        if (node.state != null) {
            assertEquals(state.hash(), ((PigRace.Table) node.state).hash());
            kept[0]++;
        }
        if (node.children == null) {
            return;
        }
        for (int i = 0; i < node.children.length; i++) {
            if (node.children[i] != null) {
                PigRace.Table next = state.copy();
                pig.apply(next, (PigRace.Move) node.moves[i]);
                checkKept(node.children[i], next, kept);
            }
        }
    }

    @Test
    void progressiveWideningOpensChildrenAsVisitsGrow() {
        // k = 1, alpha = 0.5: a root visited N times may have floor(sqrt(N)) children; the 17th
        // iteration sees N = 16 and opens the 4th.
        MctsConfig narrow = fullRollouts().withWidening(1, 0.5);
        MctsPlayer<TicTacToe.Board, Integer> mcts = new MctsPlayer<>(ttt, TicTacToe.openLines(), narrow, 1);
        mcts.choose(TicTacToe.Board.of("........."), Budget.ofIterations(17));
        assertEquals(4, mcts.tree().root().childCount);
        mcts.newGame();
        mcts.choose(TicTacToe.Board.of("........."), Budget.ofIterations(400));
        assertEquals(9, mcts.tree().root().childCount);
    }

    @Test
    void explainsWithAlternativesAndAPrincipalVariation() {
        Decision<Integer> d = tttPlayer(3).choose(TicTacToe.Board.of("........."), Budget.ofIterations(2000));
        assertEquals(3, d.alternatives().size());
        assertEquals(d.action(), d.principalVariation().get(0));
        assertTrue(d.principalVariation().size() >= 2);
        assertEquals(2000, d.iterations());
        long visitsBest = Long.MAX_VALUE;
        for (Decision.Alternative<Integer> alt : d.alternatives()) {
            assertTrue(alt.visits() <= visitsBest);
            visitsBest = alt.visits();
        }
        assertEquals("win probability", d.valueKind());
    }

    @Test
    void theRootPriorAndTheLeavesAreScoredByTheirOwnEvaluators() {
        AtomicInteger priorCalls = new AtomicInteger();
        AtomicInteger leafCalls = new AtomicInteger();
        Evaluator<TicTacToe.Board> prior = (s, side) -> {
            priorCalls.incrementAndGet();
            return 0;
        };
        Evaluator<TicTacToe.Board> leaves = (s, side) -> {
            leafCalls.incrementAndGet();
            return 0;
        };
        MctsConfig config = MctsConfig.defaults().withRolloutLength(2).withPriorVisits(10);
        MctsPlayer<TicTacToe.Board, Integer> mcts = new MctsPlayer<>("mcts", ttt, prior, leaves, ActionOrdering.none(),
                RolloutPolicy.uniform(ttt), ChanceGrouping.none(), ActionForesight.none(), config, 3);
        mcts.choose(TicTacToe.Board.of("X...O...."), Budget.ofIterations(300));
        // the prior scores each of the 7 root actions once; every rollout that does not end the game, a leaf
        assertEquals(7, priorCalls.get());
        assertTrue(leafCalls.get() > 100, "leaf evaluations " + leafCalls.get());
    }
}
