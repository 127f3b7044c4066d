package adjutant.ai.alphabeta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.ActionOrdering;
import adjutant.ai.Budget;
import adjutant.ai.ChanceGrouping;
import adjutant.ai.Decision;
import adjutant.ai.Decisions;
import adjutant.ai.Scores;
import adjutant.ai.toy.ExactSolver;
import adjutant.ai.toy.ExtraTurnNim;
import adjutant.ai.toy.PigRace;
import adjutant.ai.toy.TicTacToe;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.Side;
import java.util.List;
import org.junit.jupiter.api.Test;

class AlphaBetaPlayerTest {

    private static final Budget UNLIMITED = Budget.ofIterations(Long.MAX_VALUE);
    private final TicTacToe ttt = new TicTacToe();
    private final List<String> middlegames = List.of(".........", "X...O....", "X.O.X....", "XO..X..O.", "O.X.X...O");

    private AlphaBetaPlayer<TicTacToe.Board, Integer> tttPlayer(int depth, boolean iterative, int ttMegabytes) {
        AlphaBetaConfig config = AlphaBetaConfig.defaults()
                .withMaxDepth(depth)
                .withIterativeDeepening(iterative)
                .withTranspositionMegabytes(ttMegabytes)
                .withBudget(UNLIMITED);
        return new AlphaBetaPlayer<>(ttt, TicTacToe.openLines(), config);
    }

    @Test
    void takesTheWinningMove() {
        Decision<Integer> d = tttPlayer(4, true, 1).choose(TicTacToe.Board.of("XX.OO...."));
        assertEquals(2, d.action());
        assertTrue(d.value() > 1.5, "a proven win scores beyond the evaluation range: " + d.value());
    }

    @Test
    void blocksTheOpponentsThreat() {
        assertEquals(5, tttPlayer(4, true, 1).choose(TicTacToe.Board.of("X..OO..X.")).action());
    }

    @Test
    void solvesTicTacToeAsADraw() {
        Decision<Integer> d = tttPlayer(9, true, 1).choose(TicTacToe.Board.of("........."));
        assertEquals(0.0, d.value());
        assertEquals(9, d.principalVariation().size(), "a draw fills the board: " + d.principalVariation());
    }

    @Test
    void prefersTheSoonerWin() {
        // X wins at once at 2, or later via other lines; the immediate win must come first.
        Decision<Integer> d = tttPlayer(5, true, 1).choose(TicTacToe.Board.of("XX.O.O..."));
        assertEquals(2, d.action());
    }

    @Test
    void transpositionTableDoesNotChangeTheValueAtAFixedDepth() {
        for (String position : middlegames) {
            for (int depth = 1; depth <= 6; depth++) {
                TicTacToe.Board board = TicTacToe.Board.of(position);
                double withTable = tttPlayer(depth, false, 1).choose(board).value();
                double without = tttPlayer(depth, false, 0).choose(board).value();
                assertEquals(without, withTable, 1e-12, position + " depth " + depth);
            }
        }
    }

    @Test
    void iterativeDeepeningEqualsAFixedDepthSearch() {
        for (String position : middlegames) {
            for (int depth = 1; depth <= 6; depth++) {
                TicTacToe.Board board = TicTacToe.Board.of(position);
                Decision<Integer> iterative = tttPlayer(depth, true, 1).choose(board);
                Decision<Integer> fixed = tttPlayer(depth, false, 0).choose(board);
                assertEquals(fixed.value(), iterative.value(), 1e-12, position + " depth " + depth);
            }
        }
    }

    @Test
    void solvesNimWhereASideMovesSeveralTimesInARow() {
        ExtraTurnNim nim = new ExtraTurnNim();
        ExactSolver<ExtraTurnNim.Pile, Integer> solver = new ExactSolver<>(nim);
        for (int ttMegabytes : new int[] {0, 1}) {
            for (int stones = 2; stones <= 20; stones++) {
                for (Side side : Side.values()) {
                    ExtraTurnNim.Pile pile = new ExtraTurnNim.Pile(stones, side);
                    AlphaBetaConfig config = AlphaBetaConfig.defaults()
                            .withTranspositionMegabytes(ttMegabytes)
                            .withBudget(UNLIMITED);
                    Decision<Integer> d = new AlphaBetaPlayer<>(nim, (s, v) -> 0.0, config).choose(pile);
                    double exact = solver.value(pile, side);
                    assertEquals(exact == 1, d.value() > 1.5, stones + " stones, value " + d.value());
                    assertEquals(exact, solver.actionValue(pile, d.action()), stones + " stones: took " + d.action());
                }
            }
        }
    }

    @Test
    void handlesChanceNodesAsExpectations() {
        // Pig has chance; with the whole game searched the value is 2 * (P(win) - P(loss)).
        PigRace pig = new PigRace(6);
        ExactSolver<PigRace.Table, PigRace.Move> solver = new ExactSolver<>(pig);
        PigRace.Table position = new PigRace.Table(0, 0, 0, 4, Side.BLUE);
        AlphaBetaConfig config = AlphaBetaConfig.defaults().withTranspositionMegabytes(4).withBudget(UNLIMITED);
        Decision<PigRace.Move> d = new AlphaBetaPlayer<>(pig, pig.lead(), config).choose(position);
        double exact = solver.bestActionValue(position);
        assertEquals(2 * (2 * exact - 1), d.value(), 0.01);
        assertEquals(exact, solver.actionValue(position, d.action()), 1e-9);
    }

    @Test
    void mergedChanceOutcomesGiveTheSameValueWithFewerNodes() {
        // Rolls that both win the game at once play alike: merged, the expectation searches one.
        PigRace pig = new PigRace(6);
        ChanceGrouping<PigRace.Table, PigRace.Move> winsAlike = (state, roll) -> {
            PigRace.Table next = state.copy();
            pig.apply(next, roll);
            GameResult result = pig.result(next);
            return result.isOver() ? 100 + result.outcome().ordinal() : roll.ordinal();
        };
        AlphaBetaConfig config = AlphaBetaConfig.defaults().withTranspositionMegabytes(0).withBudget(UNLIMITED);
        boolean fewer = false;
        for (int blue = 0; blue <= 5; blue++) {
            for (int red = 0; red <= 5; red++) {
                PigRace.Table position = new PigRace.Table(blue, red, 0, 3, Side.BLUE);
                Decision<PigRace.Move> plain = new AlphaBetaPlayer<>("plain", pig, pig.lead(), ActionOrdering.none(), config)
                        .choose(position);
                Decision<PigRace.Move> merged = new AlphaBetaPlayer<>("merged", pig, pig.lead(), ActionOrdering.none(), winsAlike, config)
                        .choose(position);
                assertEquals(plain.value(), merged.value(), 1e-12, blue + "-" + red);
                assertEquals(plain.action(), merged.action(), blue + "-" + red);
                assertTrue(merged.iterations() <= plain.iterations(), blue + "-" + red);
                fewer |= merged.iterations() < plain.iterations();
            }
        }
        assertTrue(fewer, "some expectation node merged two winning rolls");
    }

    @Test
    void nodeBudgetMakesTheSearchReproducible() {
        AlphaBetaConfig config = AlphaBetaConfig.defaults().withTranspositionMegabytes(1);
        TicTacToe.Board board = TicTacToe.Board.of("X........");
        Decision<Integer> a = new AlphaBetaPlayer<>(ttt, TicTacToe.openLines(), config).choose(board, Budget.ofIterations(700));
        Decision<Integer> b = new AlphaBetaPlayer<>(ttt, TicTacToe.openLines(), config).choose(board, Budget.ofIterations(700));
        assertEquals(Decisions.withoutTime(a), Decisions.withoutTime(b));
        assertEquals(700, a.iterations(), "the budget stops the search at its node count");
        assertTrue(a.valueKind().startsWith("evaluation at depth"));
    }

    @Test
    void returnsTheLastCompletedIterationWhenTheBudgetRunsOut() {
        AlphaBetaConfig config = AlphaBetaConfig.defaults().withTranspositionMegabytes(0);
        int partial = 0;
        for (String position : middlegames) {
            TicTacToe.Board board = TicTacToe.Board.of(position);
            for (int budget = 20; budget <= 2000; budget += 10) {
                Decision<Integer> cut = new AlphaBetaPlayer<>(ttt, TicTacToe.openLines(), config)
                        .choose(board, Budget.ofIterations(budget));
                String kind = cut.valueKind().replace("evaluation at depth ", "");
                int depth = Integer.parseInt(kind.split("[ ,]")[0]);
                Decision<Integer> fixed = tttPlayer(depth, false, 0).choose(board);
                String where = position + " " + budget + ": " + cut.valueKind();
                if (kind.contains("actions searched")) {
                    // Unfinished: its best beat the first action at this depth, so it is no better than the full search.
                    assertTrue(cut.value() <= fixed.value() + 1e-12, where);
                    partial++;
                } else { // equal values: among equally good actions the order of search picks
                    assertEquals(fixed.value(), cut.value(), 1e-12, where);
                }
            }
        }
        assertTrue(partial > 0, "some budgets end in an iteration that proved a better action");
    }

    @Test
    void principalVariationSearchKeepsTheValueAtEveryDepth() {
        // Null windows change which nodes are searched, never the root value (full-width reference: no table).
        for (String position : middlegames) {
            for (int depth = 1; depth <= 7; depth++) {
                TicTacToe.Board board = TicTacToe.Board.of(position);
                AlphaBetaConfig config = AlphaBetaConfig.defaults().withMaxDepth(depth).withIterativeDeepening(false)
                        .withTranspositionMegabytes(0).withBudget(UNLIMITED);
                double searched = new AlphaBetaPlayer<>(ttt, TicTacToe.openLines(), config).choose(board).value();
                assertEquals(minimax(board, ttt.toAct(board), depth, 0), searched, 1e-12, position + " depth " + depth);
            }
        }
    }

    @Test
    void explainsWithRootScoresAndAPrincipalVariation() {
        Decision<Integer> d = tttPlayer(3, true, 1).choose(TicTacToe.Board.of("X...O...."));
        assertEquals(3, d.alternatives().size());
        assertEquals(3, d.principalVariation().size());
        assertEquals(d.action(), d.principalVariation().get(0));
        for (Decision.Alternative<Integer> alt : d.alternatives()) {
            assertTrue(alt.value() <= d.value());
            assertTrue(alt.visits() > 0);
            assertNotEquals(d.action(), alt.action());
        }
    }

    @Test
    void actionOrderingHookIsConsultedAndDoesNotChangeTheValue() {
        int[] calls = {0};
        ActionOrdering<TicTacToe.Board, Integer> centreFirst = (s, cell) -> {
            calls[0]++;
            return cell == 4 ? 1 : 0;
        };
        AlphaBetaConfig config = AlphaBetaConfig.defaults().withMaxDepth(4).withBudget(UNLIMITED);
        TicTacToe.Board board = TicTacToe.Board.of(".........");
        Decision<Integer> ordered = new AlphaBetaPlayer<>("alphabeta", ttt, TicTacToe.openLines(), centreFirst, config).choose(board);
        Decision<Integer> plain = new AlphaBetaPlayer<>(ttt, TicTacToe.openLines(), config).choose(board);
        assertTrue(calls[0] > 0);
        assertEquals(plain.value(), ordered.value(), 1e-12);
    }

    /** Plain depth-limited minimax with the player's scoring: the reference for the search's value. */
    private double minimax(TicTacToe.Board board, Side viewpoint, int depth, int ply) {
        GameResult result = ttt.result(board);
        if (result.isOver()) {
            return Scores.evaluation(result, viewpoint) * (AlphaBetaPlayer.WIN - ply * AlphaBetaPlayer.STEP);
        }
        if (depth == 0) {
            return Math.max(-1, Math.min(1, TicTacToe.openLines().evaluate(board, viewpoint)));
        }
        boolean mine = ttt.toAct(board) == viewpoint;
        double best = mine ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        for (int cell : ttt.legalActions(board)) {
            TicTacToe.Board next = board.copy();
            ttt.applyLegal(next, cell);
            double v = minimax(next, viewpoint, depth - 1, ply + 1);
            best = mine ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }
}
