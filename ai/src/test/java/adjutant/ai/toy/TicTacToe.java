package adjutant.ai.toy;

import adjutant.ai.Evaluator;
import adjutant.engine.game.ChanceOutcome;
import adjutant.engine.game.GameResult;
import adjutant.engine.game.GameState;
import adjutant.engine.game.IllegalActionException;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Rules;
import adjutant.engine.game.Side;
import adjutant.engine.game.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * Tic-tac-toe: BLUE is X and starts, RED is O. Cells are numbered 0..8 row by row; an action is
 * the cell to mark. Boards are written as 9-character strings: {@code "XX.OO...."}.
 */
public final class TicTacToe implements Rules<TicTacToe.Board, Integer> {

    private static final int[][] LINES = {
        {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
    };

    /** The board: 0 empty, 1 X (BLUE), 2 O (RED). */
    public static final class Board implements GameState<Board> {
        final byte[] cells = new byte[9];
        Side toAct = Side.BLUE;

        public static Board of(String text) {
            Board b = new Board();
            int x = 0;
            int o = 0;
            for (int i = 0; i < 9; i++) {
                char c = text.charAt(i);
                b.cells[i] = (byte) (c == 'X' ? 1 : c == 'O' ? 2 : 0);
                x += c == 'X' ? 1 : 0;
                o += c == 'O' ? 1 : 0;
            }
            b.toAct = x == o ? Side.BLUE : Side.RED;
            return b;
        }

        @Override
        public Board copy() {
            Board b = new Board();
            System.arraycopy(cells, 0, b.cells, 0, 9);
            b.toAct = toAct;
            return b;
        }

        @Override
        public long bytes() {
            return 64;
        }

        @Override
        public long hash() {
            long h = toAct.ordinal();
            for (byte c : cells) {
                h = h * 3 + c;
            }
            return Zobrist.mix(h);
        }
    }

    @Override
    public Side toAct(Board state) {
        return state.toAct;
    }

    @Override
    public List<Integer> legalActions(Board state) {
        if (result(state).isOver()) {
            return List.of();
        }
        List<Integer> actions = new ArrayList<>(9);
        for (int i = 0; i < 9; i++) {
            if (state.cells[i] == 0) {
                actions.add(i);
            }
        }
        return actions;
    }

    @Override
    public boolean isChanceNode(Board state) {
        return false;
    }

    @Override
    public List<ChanceOutcome<Integer>> chanceOutcomes(Board state) {
        return List.of();
    }

    @Override
    public Verdict validate(Board state, Integer action) {
        if (action < 0 || action > 8 || state.cells[action] != 0 || result(state).isOver()) {
            return Verdict.illegal("TTT-1", "cell " + action + " is not free");
        }
        return Verdict.ok();
    }

    @Override
    public void apply(Board state, Integer action) {
        Verdict v = validate(state, action);
        if (!v.legal()) {
            throw new IllegalActionException(v);
        }
        state.cells[action] = (byte) (state.toAct == Side.BLUE ? 1 : 2);
        state.toAct = state.toAct.opponent();
    }

    @Override
    public GameResult result(Board state) {
        for (int[] line : LINES) {
            byte c = state.cells[line[0]];
            if (c != 0 && c == state.cells[line[1]] && c == state.cells[line[2]]) {
                return new GameResult(c == 1 ? Outcome.BLUE_WINS : Outcome.RED_WINS, "TTT-2", "three in a row");
            }
        }
        for (byte c : state.cells) {
            if (c == 0) {
                return GameResult.ONGOING;
            }
        }
        return new GameResult(Outcome.DRAW, "TTT-3", "board full");
    }

    /** Lines still open to a side, minus those open to the other, over 8. Antisymmetric. */
    public static Evaluator<Board> openLines() {
        return (board, side) -> {
            int blue = 0;
            int red = 0;
            for (int[] line : LINES) {
                boolean hasX = false;
                boolean hasO = false;
                for (int i : line) {
                    hasX |= board.cells[i] == 1;
                    hasO |= board.cells[i] == 2;
                }
                blue += hasO ? 0 : 1;
                red += hasX ? 0 : 1;
            }
            double v = (blue - red) / 8.0;
            return side == Side.BLUE ? v : -v;
        };
    }
}
