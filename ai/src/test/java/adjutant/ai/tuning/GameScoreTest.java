package adjutant.ai.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;

import adjutant.ai.Match;
import adjutant.engine.game.Outcome;
import adjutant.engine.game.Side;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class GameScoreTest {

    private static Match.Result<?, ?> game(Outcome o, double blueLoss, double redLoss) {
        return new Match.Result<>(null, o, "test", 10, blueLoss, redLoss, 100, 1000, Optional.empty(), List.of(), List.of(), List.of(),
                List.of());
    }

    @Test
    @DisplayName("without a margin a game scores 1, 1/2 or 0 by its outcome alone")
    void outcomeAlone() {
        assertEquals(1, GameScore.of(game(Outcome.BLUE_WINS, 10, 60), Side.BLUE, 0));
        assertEquals(0, GameScore.of(game(Outcome.BLUE_WINS, 10, 60), Side.RED, 0));
        assertEquals(0.5, GameScore.of(game(Outcome.DRAW, 10, 60), Side.RED, 0));
    }

    @Test
    @DisplayName("with a margin, who lost the smaller share of figures scores more, win or lose")
    void marginBlended() {
        // blue lost 10%, red 60%: the margin term is 0.5 + 50/200 = 0.75 for blue, 0.25 for red
        assertEquals(0.75 * 1 + 0.25 * 0.75, GameScore.of(game(Outcome.BLUE_WINS, 10, 60), Side.BLUE, 0.25), 1e-12);
        assertEquals(0.75 * 0 + 0.25 * 0.25, GameScore.of(game(Outcome.BLUE_WINS, 10, 60), Side.RED, 0.25), 1e-12);
        assertEquals(0.75 * 0.5 + 0.25 * 0.75, GameScore.of(game(Outcome.DRAW, 10, 60), Side.BLUE, 0.25), 1e-12);
    }
}
