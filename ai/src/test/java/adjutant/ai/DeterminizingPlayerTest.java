package adjutant.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.ai.toy.TicTacToe;
import adjutant.engine.game.Observation;
import adjutant.engine.game.Side;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The determinizing player plays what its samples chose, counted by the visits each sample
 * reports; the old estimate (iterations less the alternatives' visits) gave a sample's choice 1
 * visit whenever a root prior had given its alternatives more visits than the search ran
 * iterations, and the player then played an alternative.
 */
class DeterminizingPlayerTest {

    private static final TicTacToe RULES = new TicTacToe();

    /** Tic-tac-toe hides nothing: every side sees the whole board. */
    private static final Observation<TicTacToe.Board> OPEN = new Observation<>() {
        @Override
        public TicTacToe.Board view(TicTacToe.Board state, Side side) {
            return state.copy();
        }

        @Override
        public TicTacToe.Board determinize(TicTacToe.Board state, Side side, SplittableRandom random) {
            return state.copy();
        }
    };

    /** A search that always reports the same decision: square 4 with 350 visits, 0 and 2 with 150 each, 250 iterations. */
    private static Player<TicTacToe.Board, Integer> primedSearch(boolean reportsVisits) {
        return new Player<>() {
            @Override
            public String name() {
                return "primed";
            }

            @Override
            public Decision<Integer> choose(TicTacToe.Board state, Budget budget) {
                List<Decision.Alternative<Integer>> alternatives = List.of(
                        new Decision.Alternative<>(0, 0.5, 150), new Decision.Alternative<>(2, 0.5, 150));
                return reportsVisits
                        ? new Decision<>(4, 0.6, "win probability", alternatives, List.of(4), 250, 0, 350)
                        : new Decision<>(4, 0.6, "win probability", alternatives, List.of(4), 250, 0);
            }
        };
    }

    @Test
    @DisplayName("the samples' choice wins when each reports its visits, as MCTS with a root prior does")
    void playsWhatTheSamplesChose() {
        DeterminizingPlayer<TicTacToe.Board, Integer> player = new DeterminizingPlayer<>("det", RULES, OPEN,
                List.of(primedSearch(true), primedSearch(true), primedSearch(true), primedSearch(true)), 1);
        Decision<Integer> d = player.choose(TicTacToe.Board.of("........."), Budget.ofIterations(1000));
        assertEquals(4, d.action());
        assertEquals(4 * 350, d.visits());
    }

    @Test
    @DisplayName("a search that counts no visits (greedy) is credited with its iterations less its alternatives' visits")
    void estimatesVisitsWhereNoneAreReported() {
        DeterminizingPlayer<TicTacToe.Board, Integer> player = new DeterminizingPlayer<>("det", RULES, OPEN,
                List.of(primedSearch(false), primedSearch(false)), 1);
        Decision<Integer> d = player.choose(TicTacToe.Board.of("........."), Budget.ofIterations(500));
        // 250 iterations less 300 alternatives' visits: at least 1 each, so square 0 (300 visits) wins.
        assertEquals(0, d.action());
    }
}
