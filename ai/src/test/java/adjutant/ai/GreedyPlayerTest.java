package adjutant.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.ai.toy.PigRace;
import adjutant.ai.toy.TicTacToe;
import adjutant.engine.game.Side;
import org.junit.jupiter.api.Test;

class GreedyPlayerTest {

    private final PigRace pig = new PigRace(8);

    @Test
    void averagesTheEvaluationOverChanceOutcomesByProbability() {
        // Blue has 4 on the turn. Hold: 4/8 = 0.5. Roll: bust 0.2 -> 0, two 0.5 -> 6 on the
        // turn = 0.5*6/8, three 0.3 -> 0.5*7/8; expectation 0.31875.
        GreedyPlayer<PigRace.Table, PigRace.Move> greedy = new GreedyPlayer<>(pig, pig.lead());
        Decision<PigRace.Move> d = greedy.choose(new PigRace.Table(0, 0, 4, 4, Side.BLUE));
        assertEquals(PigRace.Move.HOLD, d.action());
        assertEquals(0.5, d.value(), 1e-12);
        assertEquals(PigRace.Move.ROLL, d.alternatives().get(0).action());
        assertEquals(0.31875, d.alternatives().get(0).value(), 1e-12);
        assertEquals(3, d.alternatives().get(0).visits()); // three outcomes evaluated
    }

    @Test
    void countsWinsReachedThroughChanceAsCertainWins() {
        // Blue has 5 banked and 1 on the turn. Hold: 6/8. Roll: bust 0.2 -> 5/8, else a win (1).
        GreedyPlayer<PigRace.Table, PigRace.Move> greedy = new GreedyPlayer<>(pig, pig.lead());
        Decision<PigRace.Move> d = greedy.choose(new PigRace.Table(5, 0, 1, 4, Side.BLUE));
        assertEquals(PigRace.Move.ROLL, d.action());
        assertEquals(0.2 * 0.625 + 0.8, d.value(), 1e-12);
    }

    @Test
    void evaluatesAChanceNodeAsItStandsBeyondTheOutcomeCap() {
        // With no outcomes allowed, Roll is the rolling state's own evaluation (5 + 0.5) / 8.
        GreedyPlayer<PigRace.Table, PigRace.Move> greedy = new GreedyPlayer<>("greedy:cap=0", pig, pig.lead(), 0);
        Decision<PigRace.Move> d = greedy.choose(new PigRace.Table(5, 0, 1, 4, Side.BLUE));
        assertEquals(PigRace.Move.HOLD, d.action());
        assertEquals(5.5 / 8, d.alternatives().get(0).value(), 1e-12);
    }

    @Test
    void breaksTiesByTheRulesOrder() {
        // Every first move of tic-tac-toe evaluates alike under a constant evaluator.
        GreedyPlayer<TicTacToe.Board, Integer> greedy = new GreedyPlayer<>(new TicTacToe(), (s, side) -> 0.0);
        assertEquals(0, greedy.choose(TicTacToe.Board.of(".........")).action());
    }

    @Test
    void takesAnImmediateWin() {
        GreedyPlayer<TicTacToe.Board, Integer> greedy = new GreedyPlayer<>(new TicTacToe(), TicTacToe.openLines());
        Decision<Integer> d = greedy.choose(TicTacToe.Board.of("XX.OO...."));
        assertEquals(2, d.action());
        assertEquals(1.0, d.value());
    }
}
