package adjutant.ai.alphabeta;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.ai.ActionOrdering;
import adjutant.ai.toy.TicTacToe;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The staged order (the table's move at once, the rest when asked for) is the whole order, whatever the history learns between. */
class MoveOrdererTest {
    private final TicTacToe ttt = new TicTacToe();
    /** Centre, then corners, then edges: ties, so that the history and the rules' order both show. */
    private final ActionOrdering<TicTacToe.Board, Integer> ordering = (board, cell) -> cell == 4 ? 2 : cell % 2 == 0 ? 1 : 0;

    @Test
    void theStagedOrderIsTheWholeOrderReadWhenTheNodeWasReached() {
        SplittableRandom rng = new SplittableRandom(5);
        for (String text : List.of(".........", "X...O....", "X.O.X....", "XO..X..O.")) {
            TicTacToe.Board board = TicTacToe.Board.of(text);
            List<Integer> actions = ttt.legalActions(board);
            for (int ttMove = -1; ttMove < actions.size(); ttMove++) {
                MoveOrderer<TicTacToe.Board, Integer> orderer = new MoveOrderer<>(ordering);
                for (int i = 0; i < 20; i++) { // some history, so that it decides between equal priorities
                    orderer.history().reward(actions.get(rng.nextInt(actions.size())), 1 + rng.nextInt(3));
                }
                int[] whole = orderer.order(board, actions, ttMove);
                MoveOrderer<TicTacToe.Board, Integer>.Staged staged = orderer.staged(board, actions, ttMove);
                List<Integer> handedOut = new ArrayList<>();
                for (int i = staged.next(); i >= 0; i = staged.next()) {
                    handedOut.add(i);
                    // cutoffs below the move just tried teach the history before the next is asked for
                    orderer.history().reward(actions.get(actions.size() - 1 - i), 5);
                }
                assertArrayEquals(whole, handedOut.stream().mapToInt(Integer::intValue).toArray(), text + ", table move " + ttMove);
                if (ttMove >= 0) {
                    assertEquals(ttMove, whole[0], "the table's move leads");
                }
            }
        }
    }
}
