package adjutant.ai.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.ActionForesight;
import adjutant.ai.ActionOrdering;
import adjutant.ai.Budget;
import adjutant.ai.ChanceGrouping;
import adjutant.ai.Decision;
import adjutant.ai.Decisions;
import adjutant.ai.RolloutPolicy;
import adjutant.ai.toy.PigRace;
import adjutant.ai.toy.TicTacToe;
import adjutant.engine.game.Side;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * MCTS on several threads ({@code mcts:threads=N}): the searches' root counts added together
 * ({@code parallel=root}), or one tree searched by all ({@code parallel=tree}).
 */
class ParallelMctsPlayerTest {
    private final TicTacToe ttt = new TicTacToe();
    private final PigRace pig = new PigRace(8);

    private static MctsConfig fullRollouts() {
        return MctsConfig.defaults().withRolloutLength(1000).withExploration(0.7);
    }

    private <S extends adjutant.engine.game.GameState<S>, A> ParallelMctsPlayer<S, A> parallel(
            adjutant.engine.game.Rules<S, A> rules, adjutant.ai.Evaluator<S> evaluator, int threads, long seed) {
        return new ParallelMctsPlayer<>("mcts:threads=" + threads, rules, searches(rules, evaluator, threads, seed));
    }

    private <S extends adjutant.engine.game.GameState<S>, A> List<MctsPlayer<S, A>> searches(
            adjutant.engine.game.Rules<S, A> rules, adjutant.ai.Evaluator<S> evaluator, int threads, long seed) {
        List<MctsPlayer<S, A>> searches = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            searches.add(new MctsPlayer<>("mcts", rules, evaluator, ActionOrdering.none(), RolloutPolicy.uniform(rules),
                    ChanceGrouping.none(), ActionForesight.none(), fullRollouts(), seed + 1000L * i));
        }
        return searches;
    }

    private <S extends adjutant.engine.game.GameState<S>, A> ParallelMctsPlayer<S, A> oneTree(
            adjutant.engine.game.Rules<S, A> rules, List<MctsPlayer<S, A>> searches) {
        return new ParallelMctsPlayer<>("mcts:threads=" + searches.size() + ",parallel=tree", rules, searches,
                ParallelMctsPlayer.Sharing.TREE);
    }

    @Test
    void oneTreeFindsWhatOneSearchFinds() {
        Decision<Integer> win = oneTree(ttt, searches(ttt, TicTacToe.openLines(), 2, 1))
                .choose(TicTacToe.Board.of("XX.OO...."), Budget.ofIterations(2000));
        assertEquals(2, win.action());
        assertTrue(win.value() > 0.9, "win probability " + win.value());
        Decision<Integer> block = oneTree(ttt, searches(ttt, TicTacToe.openLines(), 3, 2))
                .choose(TicTacToe.Board.of("X..OO..X."), Budget.ofIterations(4000));
        assertEquals(5, block.action());
    }

    @Test
    void oneTreeIsSearchedByAllAndCountsTheBudgetsIterations() {
        List<MctsPlayer<TicTacToe.Board, Integer>> searches = searches(ttt, TicTacToe.openLines(), 3, 4);
        Decision<Integer> d = oneTree(ttt, searches).choose(TicTacToe.Board.of("X...O...."), Budget.ofIterations(1000));
        assertEquals(1000, d.iterations(), "the iterations claimed by the three, together");
        SearchTree tree = searches.get(0).tree();
        assertTrue(searches.stream().allMatch(s -> s.tree() == tree), "one tree");
        assertEquals(0, inFlight(tree.root()), "no virtual loss is left once every rollout is in");
        assertTrue(tree.root().visits >= 1000, "every iteration passed the root: " + tree.root().visits);
    }

    @Test
    void oneTreeSearchesChanceAndATimeBudget() {
        PigRace.Table table = new PigRace.Table(3, 5, 2, 20, Side.BLUE);
        List<MctsPlayer<PigRace.Table, PigRace.Move>> searches = searches(pig, (s, side) -> 0.0, 2, 9);
        Decision<PigRace.Move> d = oneTree(pig, searches).choose(table.copy(), new Budget(200, 0));
        assertTrue(pig.legalActions(table).contains(d.action()));
        assertTrue(d.iterations() > 10, "iterations " + d.iterations());
        assertEquals(0, inFlight(searches.get(0).tree().root()));
    }

    /** The iterations still counted in flight anywhere below {@code node}. */
    private static int inFlight(Node node) {
        int sum = node.inFlight;
        if (node.children != null) {
            for (Node child : node.children) {
                if (child != null) {
                    sum += inFlight(child);
                }
            }
        }
        return sum;
    }

    @Test
    void findsWhatOneSearchFinds() {
        Decision<Integer> win = parallel(ttt, TicTacToe.openLines(), 2, 1).choose(TicTacToe.Board.of("XX.OO...."), Budget.ofIterations(2000));
        assertEquals(2, win.action());
        assertTrue(win.value() > 0.9, "win probability " + win.value());
        Decision<Integer> block = parallel(ttt, TicTacToe.openLines(), 3, 2).choose(TicTacToe.Board.of("X..OO..X."), Budget.ofIterations(4000));
        assertEquals(5, block.action());
    }

    @Test
    void splitsAnIterationBudgetAndCountsEveryIteration() {
        ParallelMctsPlayer<TicTacToe.Board, Integer> p = parallel(ttt, TicTacToe.openLines(), 3, 4);
        assertEquals(List.of(334L, 333L, 333L), List.of(p.share(Budget.ofIterations(1000), 0).iterations(),
                p.share(Budget.ofIterations(1000), 1).iterations(), p.share(Budget.ofIterations(1000), 2).iterations()));
        assertEquals(new Budget(700, 0), p.share(new Budget(700, 0), 2), "a time budget is every search's");
        assertEquals(1, p.share(Budget.ofIterations(2), 2).iterations(), "each search runs at least once");
        Decision<Integer> d = p.choose(TicTacToe.Board.of("X...O...."), Budget.ofIterations(1000));
        assertEquals(1000, d.iterations());
    }

    @Test
    void anIterationBudgetGivesTheSameDecisionEveryTime() {
        PigRace.Table table = new PigRace.Table(3, 5, 2, 20, Side.BLUE);
        Decision<PigRace.Move> a = parallel(pig, (s, side) -> 0.0, 2, 9).choose(table.copy(), Budget.ofIterations(3000));
        Decision<PigRace.Move> b = parallel(pig, (s, side) -> 0.0, 2, 9).choose(table.copy(), Budget.ofIterations(3000));
        assertEquals(Decisions.withoutTime(a), Decisions.withoutTime(b), "the same seeds, the same searches, the same sums");
    }

    @Test
    void mergingAddsEachActionsVisitsAndScoresInTheOrderFirstMet() {
        RootCounts<String> one = new RootCounts<>(Side.RED, List.of(
                new RootCounts.Child<>("a", 10, 4.0), new RootCounts.Child<>("b", 20, 10.0)), List.of("b"), 30, 5);
        RootCounts<String> two = new RootCounts<>(Side.RED, List.of(
                new RootCounts.Child<>("c", 5, 0.0), new RootCounts.Child<>("a", 25, 5.0)), List.of("a", "x"), 30, 7);
        RootCounts<String> merged = RootCounts.merged(List.of(one, two));
        assertEquals(List.of(new RootCounts.Child<>("a", 35, 9.0), new RootCounts.Child<>("b", 20, 10.0),
                new RootCounts.Child<>("c", 5, 0.0)), merged.children());
        assertEquals(60, merged.iterations());
        assertEquals(7, merged.millis(), "the searches ran side by side");
        Decision<String> d = merged.decision();
        assertEquals("a", d.action(), "most visits over both searches, though each preferred another");
        assertEquals(1 - 9.0 / 35, d.value(), 1e-12, "red's win probability");
        assertEquals(35, d.visits());
        assertEquals(List.of("a", "x"), d.principalVariation(), "the line of the search whose best it is");
        assertEquals(List.of("b", "c"), d.alternatives().stream().map(Decision.Alternative::action).toList());
        assertNotEquals(one.decision().action(), d.action());
    }

    @Test
    void mergesOnlySearchesOfOnePosition() {
        RootCounts<String> blue = new RootCounts<>(Side.BLUE, List.of(new RootCounts.Child<>("a", 1, 1)), List.of(), 1, 1);
        RootCounts<String> red = new RootCounts<>(Side.RED, List.of(new RootCounts.Child<>("a", 1, 1)), List.of(), 1, 1);
        assertThrows(IllegalArgumentException.class, () -> RootCounts.merged(List.of(blue, red)));
    }
}
