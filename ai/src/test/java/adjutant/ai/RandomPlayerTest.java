package adjutant.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.ai.toy.TicTacToe;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RandomPlayerTest {

    private final TicTacToe rules = new TicTacToe();
    private final TicTacToe.Board empty = TicTacToe.Board.of(".........");

    private List<Integer> choices(long seed, int n) {
        RandomPlayer<TicTacToe.Board, Integer> player = new RandomPlayer<>(rules, seed);
        List<Integer> picks = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            picks.add(player.choose(empty).action());
        }
        return picks;
    }

    @Test
    void sameSeedGivesSameChoices() {
        assertEquals(choices(7, 50), choices(7, 50));
        assertNotEquals(choices(7, 50), choices(8, 50));
    }

    @Test
    void choosesEveryLegalActionAboutEquallyOften() {
        int[] counts = new int[9];
        for (int cell : choices(1, 9000)) {
            counts[cell]++;
        }
        for (int count : counts) {
            assertTrue(count > 850 && count < 1150, "count " + count + " far from 1000");
        }
    }

    @Test
    void refusesAFinishedGame() {
        TicTacToe.Board won = TicTacToe.Board.of("XXXOO....");
        assertThrows(IllegalArgumentException.class, () -> new RandomPlayer<>(rules, 1).choose(won));
    }
}
